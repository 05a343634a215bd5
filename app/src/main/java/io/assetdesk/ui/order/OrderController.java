package io.assetdesk.ui.order;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderAccountReport;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.ui.AppContext;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.Screen;
import io.assetdesk.ui.orders.OrderStatus;
import io.assetdesk.ui.orders.Problem;
import java.awt.Desktop;
import java.io.File;
import java.math.BigDecimal;
import java.net.URI;
import java.nio.file.Path;
import java.text.DecimalFormat;
import java.text.NumberFormat;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.fxml.FXML;
import javafx.geometry.Insets;
import javafx.print.PageLayout;
import javafx.print.PrinterJob;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableView;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import org.kordamp.ikonli.javafx.FontIcon;
import io.assetdesk.api.ReportEntry;
import io.assetdesk.api.ReportValue;
import io.assetdesk.export.ValueTable;

/** One order: header, enrollment actions, the report (totals, accounts, transactions, summary), export and print. */
public final class OrderController implements Screen {
    private static final String MASK = "\u2022\u2022\u2022\u2022";

    private final AppContext context;
    private final Messages messages;
    private final OrderViewModel model;
    private final DateTimeFormatter dateTime = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM, FormatStyle.SHORT)
            .withLocale(Locale.getDefault());
    private final DateTimeFormatter date = DateTimeFormatter.ofLocalizedDate(FormatStyle.MEDIUM)
            .withLocale(Locale.getDefault());

    @FXML private Label borrowerName;
    @FXML private Label statusPill;
    @FXML private Label statusMeaning;
    @FXML private Label statusNext;
    @FXML private Button refreshButton;
    @FXML private Button exportJsonButton;
    @FXML private Button exportCsvButton;
    @FXML private Button printButton;
    @FXML private ScrollPane content;
    @FXML private VBox loadingPane;
    @FXML private VBox errorPane;
    @FXML private Label errorHeadline;
    @FXML private Label errorMessage;
    @FXML private Label errorSupport;
    @FXML private Label errorAdvice;
    @FXML private HBox waitingBanner;
    @FXML private HBox unexpectedTypeBanner;
    @FXML private Label unexpectedTypeText;
    @FXML private VBox enrollmentCard;
    @FXML private VBox enrollHereBox;
    @FXML private VBox enrollElsewhereBox;
    @FXML private Button startEnrollmentButton;
    @FXML private Label createdValue;
    @FXML private Label daysRemainingValue;
    @FXML private Label archivedValue;
    @FXML private Label referenceValue;
    @FXML private Label emailValue;
    @FXML private Label phoneValue;
    @FXML private Label employerValue;
    @FXML private Label last4Value;
    @FXML private ToggleButton revealLast4;
    @FXML private Label loginUrlValue;
    @FXML private Label returnUrlValue;
    @FXML private Label notificationUrlValue;
    @FXML private Label orderIdValue;
    @FXML private VBox reportNotReady;
    @FXML private VBox reportBox;
    @FXML private Label accountsCount;
    @FXML private ReportController reportController;
    @FXML private Label notice;
    @FXML private ProgressIndicator busy;

    public OrderController(AppContext context) {
        this.context = context;
        this.messages = context.messages();
        this.model = new OrderViewModel(context);
    }

    public OrderViewModel model() {
        return model;
    }

    @FXML
    private void initialize() {
        busy.visibleProperty().bind(model.loadingProperty());
        notice.textProperty().bind(model.noticeProperty());
        model.documentProperty().addListener((o, a, doc) -> showDocument(doc));
        model.problemProperty().addListener((o, a, p) -> showState());
        model.loadingProperty().addListener((o, a, b) -> showState());
        model.waitingProperty().addListener((o, a, b) -> showState());
        model.last4RevealedProperty().addListener((o, a, b) -> showLast4());
        revealLast4.selectedProperty().bindBidirectional(model.last4RevealedProperty());
        revealLast4.selectedProperty().addListener((o, a, shown) -> {
            revealLast4.setGraphic(new FontIcon(shown ? "mdmz-visibility_off" : "mdmz-visibility"));
            String text = messages.get(shown ? "order.last4.hide" : "order.last4.reveal");
            revealLast4.setText(text);
            revealLast4.setAccessibleText(text);
        });

        showState();
    }

    /** Shows the order with this id (the shell calls it after loading the screen). */
    public void showOrder(String orderId) {
        model.show(orderId);
    }

    // ---- state ----

    private void showState() {
        boolean hasDoc = model.documentProperty().get() != null;
        Problem p = model.problemProperty().get();
        boolean error = p != null && !hasDoc;
        boolean loading = model.loadingProperty().get() && !hasDoc && p == null;
        loadingPane.setVisible(loading);
        errorPane.setVisible(error);
        content.setVisible(hasDoc);
        if (p != null) {
            p.showIn(errorHeadline, errorMessage, errorSupport, errorAdvice, messages);
            if (hasDoc) {
                // a failed reload keeps the order on screen and says why in the notice line
                model.setNotice(p.headline() + (p.message() == null ? "" : ": " + p.message())
                        + (p.supportLine(messages).isEmpty() ? "" : " (" + p.supportLine(messages) + ")"));
            }
        }
        boolean waiting = model.waitingProperty().get();
        show(waitingBanner, waiting && hasDoc);
        exportJsonButton.setDisable(!hasDoc);
        exportCsvButton.setDisable(!hasDoc);
        printButton.setDisable(!hasDoc);
    }

    private void showDocument(OrderDocument doc) {
        showState();
        if (doc == null) {
            borrowerName.setText(model.orderIdProperty().get() == null ? "" : model.orderIdProperty().get());
            return;
        }
        Order o = doc.order();
        borrowerName.setText(o.borrowerName().isEmpty() ? messages.get("orders.name.missing") : o.borrowerName());
        statusPill.setText(OrderStatus.label(messages, o.status()));
        OrderStatus.showOn(statusPill, o.status());
        statusMeaning.setText(OrderStatus.meaning(messages, o.status()));
        statusNext.setText(messages.get("status.next.prefix") + " " + OrderStatus.nextStep(messages, o.status()));

        show(unexpectedTypeBanner, !o.isOrderType());
        unexpectedTypeText.setText(messages.get("order.unexpectedType", String.valueOf(o.resourceType())));
        boolean here = model.canEnrollHere();
        // once an order is closed or canceled there is nothing left to enroll; the login URL stays in the details
        String st = o.status() == null ? "" : o.status().strip().toLowerCase(Locale.ROOT);
        show(enrollmentCard, !st.equals("closed") && !st.equals("canceled"));
        show(enrollHereBox, here);
        show(enrollElsewhereBox, !here);

        createdValue.setText(o.created() == null ? dash() : dateTime.format(o.created().atZone(context.zone())));
        daysRemainingValue.setText(o.daysRemaining() == null ? dash() : String.valueOf(o.daysRemaining()));
        archivedValue.setText(messages.get(o.archived() ? "orders.archived.yes" : "orders.archived.no"));
        referenceValue.setText(orDash(o.referenceNumber()));
        emailValue.setText(orDash(o.email()));
        phoneValue.setText(orDash(o.phoneNumber()));
        employerValue.setText(orDash(o.employerName()));
        showLast4();
        loginUrlValue.setText(orDash(o.loginUrl()));
        returnUrlValue.setText(orDash(o.returnUrl()));
        notificationUrlValue.setText(orDash(o.notificationUrl()));
        orderIdValue.setText(orDash(o.id()));

        boolean report = o.hasReport();
        show(reportNotReady, !report);
        show(reportBox, report);
        accountsCount.setText(report ? messages.get("order.report.accountsCount", o.accounts().size()) : "");
        reportController.show(o);
    }

    private void showLast4() {
        Order o = model.order();
        String digits = o == null ? null : o.last4SSN();
        boolean has = digits != null && !digits.isBlank();
        revealLast4.setVisible(has);
        last4Value.setText(!has ? dash() : model.last4RevealedProperty().get() ? digits : MASK);
    }

    private String period(OrderAccountReport r) {
        String from = r.transactionStartDate() == null ? "?" : date.format(r.transactionStartDate());
        String to = r.transactionEndDate() == null ? "?" : date.format(r.transactionEndDate());
        return r.transactionStartDate() == null && r.transactionEndDate() == null ? dash() : from + " \u2013 " + to;
    }

    private String money(BigDecimal v) {
        DecimalFormat f = (DecimalFormat) NumberFormat.getNumberInstance(Locale.getDefault());
        f.setMinimumFractionDigits(2);
        f.setMaximumFractionDigits(Math.max(2, Math.min(8, v.scale())));
        f.setParseBigDecimal(true);
        return f.format(v);
    }

    private String dash() {
        return messages.get("order.none");
    }

    private String orDash(String s) {
        return s == null || s.isBlank() ? dash() : s;
    }

    private static void show(Node n, boolean visible) {
        n.setVisible(visible);
        n.setManaged(visible);
    }

    // ---- actions ----

    @FXML
    private void onBack() {
        context.navigator().showOrders();
    }

    @FXML
    private void onRefresh() {
        model.setNotice(null);
        model.load();
    }

    @FXML
    private void onStartEnrollment() {
        model.startEnrollment();
    }

    @FXML
    private void onCopyLoginUrl() {
        Order o = model.order();
        if (o == null || o.loginUrl() == null || o.loginUrl().isBlank()) {
            model.setNotice(messages.get("order.loginUrl.none"));
            return;
        }
        copy(o.loginUrl());
        model.setNotice(messages.get("order.loginUrl.copied"));
    }

    @FXML
    private void onOpenLoginUrl() {
        if (model.safeLoginUrl() == null) {
            model.setNotice(messages.get("order.loginUrl.notOpenable"));
            return;
        }
        String url = model.safeLoginUrl().toString();
        context.ui().deliver(model.openLoginUrl(OrderController::browse), opened -> {
            if (opened) {
                model.setNotice(messages.get("order.loginUrl.opened"));
            } else {
                copy(url);
                model.setNotice(messages.get("order.loginUrl.noBrowser"));
            }
        }, error -> {
            copy(url);
            model.setNotice(messages.get("order.loginUrl.noBrowser"));
        });
    }

    /** Opens {@code uri} in the system browser; false when this workstation cannot. Runs off the FX thread. */
    private static boolean browse(URI uri) {
        try {
            if (!Desktop.isDesktopSupported() || !Desktop.getDesktop().isSupported(Desktop.Action.BROWSE)) {
                return false;
            }
            Desktop.getDesktop().browse(uri);
            return true;
        } catch (Exception | Error e) {
            return false;
        }
    }

    private static void copy(String text) {
        ClipboardContent c = new ClipboardContent();
        c.putString(text);
        Clipboard.getSystemClipboard().setContent(c);
    }

    @FXML
    private void onCheckNow() {
        model.setNotice(null);
        model.load();
    }

    @FXML
    private void onRetry() {
        model.load();
    }

    @FXML
    private void onExportJson() {
        Path file = choose("json", messages.get("order.export.json.filter"));
        if (file != null) {
            exportTo(file, model.exportJson(file));
        }
    }

    @FXML
    private void onExportCsv() {
        Path file = choose("csv", messages.get("order.export.csv.filter"));
        if (file != null) {
            exportTo(file, model.exportCsv(file));
        }
    }

    private void exportTo(Path file, CompletableFuture<Path> write) {
        model.setNotice(messages.get("order.export.saving", file.getFileName()));
        context.ui().deliver(write, p -> model.setNotice(messages.get("order.export.saved", p.toString())),
                e -> model.setNotice(messages.get("order.export.failed", file.getFileName(),
                        e.getCause() != null ? e.getCause().getMessage() : e.getMessage())));
    }

    /** Where to save: a FileChooser (tests may supply the answer instead). */
    private Path choose(String ext, String filterName) {
        if (fileChooserOverride != null) {
            return fileChooserOverride.apply(ext);
        }
        Order o = model.order();
        FileChooser chooser = new FileChooser();
        chooser.setTitle(messages.get("order.export.title"));
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(filterName, "*." + ext));
        String base = "order-" + (o == null || o.referenceNumber() == null ? model.orderIdProperty().get()
                : o.referenceNumber()).replaceAll("[^A-Za-z0-9._-]", "_");
        chooser.setInitialFileName(base + "." + ext);
        File f = chooser.showSaveDialog(window());
        return f == null ? null : f.toPath();
    }

    private java.util.function.Function<String, Path> fileChooserOverride;

    /** Tests answer the save dialog with a path (headless, no native dialog). */
    void answerSaveDialogsWith(java.util.function.Function<String, Path> chooser) {
        this.fileChooserOverride = chooser;
    }

    private Window window() {
        return borrowerName.getScene() == null ? null : borrowerName.getScene().getWindow();
    }

    @FXML
    private void onPrint() {
        PrinterJob job = PrinterJob.createPrinterJob();
        if (job == null) {
            model.setNotice(messages.get("order.print.noPrinter"));
            return;
        }
        if (!job.showPrintDialog(window())) {
            job.cancelJob();
            return;
        }
        PageLayout layout = job.getJobSettings().getPageLayout();
        Node page = printable(layout.getPrintableWidth());
        new javafx.scene.Scene(new javafx.scene.Group(page));
        page.applyCss();
        ((VBox) page).layout();
        boolean ok = job.printPage(layout, page) && job.endJob();
        model.setNotice(messages.get(ok ? "order.print.sent" : "order.print.failed"));
    }

    /** The order and its report laid out for a page of {@code width} points. */
    Node printable(double width) {
        Order o = model.order();
        VBox box = new VBox(6);
        box.setPadding(new Insets(0));
        box.setPrefWidth(width);
        box.setMaxWidth(width);
        Text title = new Text(messages.get("order.print.title", o.borrowerName()));
        title.setStyle("-fx-font-size: 16px; -fx-font-weight: bold;");
        box.getChildren().add(title);
        GridPane grid = new GridPane();
        grid.setHgap(12);
        grid.setVgap(3);
        int row = 0;
        for (String[] kv : new String[][] {
                {messages.get("order.field.status"), OrderStatus.label(messages, o.status()) + " \u2014 "
                        + OrderStatus.meaning(messages, o.status())},
                {messages.get("order.field.created"), createdValue.getText()},
                {messages.get("order.field.reference"), orDash(o.referenceNumber())},
                {messages.get("order.field.email"), orDash(o.email())},
                {messages.get("order.field.phone"), orDash(o.phoneNumber())},
                {messages.get("order.field.employer"), orDash(o.employerName())},
                {messages.get("order.field.daysRemaining"), daysRemainingValue.getText()},
                {messages.get("order.field.orderId"), orDash(o.id())}}) {
            Text k = new Text(kv[0]);
            k.setStyle("-fx-font-weight: bold;");
            Text v = new Text(kv[1]);
            v.setWrappingWidth(width * 0.7);
            grid.add(k, 0, row);
            grid.add(v, 1, row++);
        }
        box.getChildren().add(grid);
        if (o.hasReport()) {
            OrderViewModel.Totals t = model.totalsProperty().get();
            Text totals = new Text(messages.get("order.print.totals", money(t.current()), money(t.available()),
                    money(t.starting())));
            totals.setWrappingWidth(width);
            box.getChildren().add(totals);
            GridPane acc = new GridPane();
            acc.setHgap(10);
            acc.setVgap(2);
            String[] head = {messages.get("order.col.accountId"), messages.get("order.col.current"),
                    messages.get("order.col.available"), messages.get("order.col.starting"),
                    messages.get("order.col.period")};
            for (int i = 0; i < head.length; i++) {
                Text h = new Text(head[i]);
                h.setStyle("-fx-font-weight: bold;");
                acc.add(h, i, 0);
            }
            int r = 1;
            for (OrderAccountReport a : o.accounts()) {
                acc.add(new Text(orDash(a.accountId())), 0, r);
                acc.add(new Text(a.currentBalance() == null ? dash() : money(a.currentBalance())), 1, r);
                acc.add(new Text(a.availableBalance() == null ? dash() : money(a.availableBalance())), 2, r);
                acc.add(new Text(a.startingBalance() == null ? dash() : money(a.startingBalance())), 3, r);
                acc.add(new Text(period(a)), 4, r++);
            }
            box.getChildren().add(acc);
        } else {
            box.getChildren().add(new Text(messages.get("order.report.notReady")));
        }
        return box;
    }

    // ---- Screen ----

    @Override
    public void onShown() {
        model.watchWaits(true);
    }

    @Override
    public void onHidden() {
        model.watchWaits(false);
        model.last4RevealedProperty().set(false);
    }

    @Override
    public void refresh() {
        onRefresh();
    }
}
