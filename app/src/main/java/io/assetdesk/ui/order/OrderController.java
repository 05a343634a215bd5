package io.assetdesk.ui.order;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.export.ReportExport;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.Navigator;
import io.assetdesk.ui.Screen;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.FileDialogs;
import io.assetdesk.ui.common.Formats;
import io.assetdesk.ui.common.OrderStatus;
import io.assetdesk.ui.common.Problem;
import io.assetdesk.ui.common.ProblemPaneController;
import io.assetdesk.ui.common.RevealToggle;
import io.assetdesk.ui.common.SystemActions;
import io.assetdesk.ui.common.Visibility;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.function.Function;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/** One order: header, enrollment actions, the report (totals, accounts, transactions, summary), export and print. */
public final class OrderController implements Screen {
    private static final String MASK = "\u2022\u2022\u2022\u2022";

    private final Messages messages;
    private final ZoneId zone;
    private final Navigator navigator;
    private final UiExecutor ui;
    private final OrderViewModel model;

    @FXML private Label borrowerName;
    @FXML private Label statusPill;
    @FXML private Button markFinishedButton;
    @FXML private Button unmarkFinishedButton;
    @FXML private Label statusMeaning;
    @FXML private Label statusNext;
    @FXML private Button refreshButton;
    @FXML private Button exportJsonButton;
    @FXML private Button exportCsvButton;
    @FXML private Button exportPdfButton;
    @FXML private Button printButton;
    @FXML private ScrollPane content;
    @FXML private VBox loadingPane;
    @FXML private VBox errorPane;
    @FXML private ProblemPaneController errorPaneController;
    @FXML private HBox waitingBanner;
    @FXML private HBox unexpectedTypeBanner;
    @FXML private Label unexpectedTypeText;
    @FXML private Label waitingText;
    @FXML private VBox enrollmentCard;
    @FXML private Label enrollmentText;
    @FXML private Button startEnrollmentButton;
    @FXML private Button waitForReportButton;
    @FXML private Button copyLoginUrlButton;
    @FXML private Button cardOpenLoginUrlButton;
    @FXML private Button checkNowButton;
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

    public OrderController(OrderViewModel model, Messages messages, ZoneId zone, Navigator navigator, UiExecutor ui) {
        this.model = model;
        this.messages = messages;
        this.zone = zone;
        this.navigator = navigator;
        this.ui = ui;
    }

    public OrderViewModel model() {
        return model;
    }

    @FXML
    private void initialize() {
        errorPaneController.setOnRetry(model::load);
        errorPaneController.setOnBack(this::onBack);
        busy.visibleProperty().bind(model.loadingProperty());
        notice.textProperty().bind(model.noticeProperty());
        model.documentProperty().addListener((o, a, doc) -> showDocument(doc));
        model.problemProperty().addListener((o, a, p) -> showState());
        model.loadingProperty().addListener((o, a, b) -> showState());
        model.waitingProperty().addListener((o, a, b) -> showState());
        model.stateViewProperty().addListener((o, a, v) -> showOrderState(v));
        model.last4RevealedProperty().addListener((o, a, b) -> showLast4());
        revealLast4.selectedProperty().bindBidirectional(model.last4RevealedProperty());
        RevealToggle.install(revealLast4, messages.get("order.last4.reveal"), messages.get("order.last4.hide"), true);

        showState();
        showOrderState(model.stateViewProperty().get());
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
            errorPaneController.show(p, messages);
            if (hasDoc) {
                // a failed reload keeps the order on screen and says why in the notice line
                model.setNotice(p.headline() + (p.message() == null ? "" : ": " + p.message())
                        + (p.supportLine(messages).isEmpty() ? "" : " (" + p.supportLine(messages) + ")"));
            }
        }
        boolean report = hasDoc && model.order().hasReport();
        exportJsonButton.setDisable(!hasDoc);
        exportCsvButton.setDisable(!hasDoc);
        exportPdfButton.setDisable(!report);
        printButton.setDisable(!report);
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
        showOrderState(model.stateViewProperty().get());

        show(unexpectedTypeBanner, !o.isOrderType());
        unexpectedTypeText.setText(messages.get("order.unexpectedType", String.valueOf(o.resourceType())));

        createdValue.setText(o.created() == null ? dash() : Formats.forOfficer(zone).dateTime(o.created()));
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
        show(reportBox, report);
        accountsCount.setText(report ? messages.get("order.report.accountsCount", o.accounts().size()) : "");
        reportController.show(o);
    }

    /**
     * Everything that says where the order stands, from its one state: the meaning and next-step lines, the waiting
     * banner, the enrollment card and its buttons, the report-not-ready card.
     */
    /** Puts the view model's view of where the order stands on screen: nothing is decided here. */
    private void showOrderState(OrderStateView v) {
        OrderStatus.showOn(statusPill, model.order() == null || v.pillNeutral() ? null : model.order().status());
        statusMeaning.setText(v.meaning());
        statusNext.setText(v.next());
        show(waitingBanner, v.bannerShown());
        waitingText.setText(v.bannerText());
        show(enrollmentCard, v.enrollmentCardShown());
        enrollmentText.setText(v.enrollmentText());
        show(startEnrollmentButton, v.startEnrollmentShown());
        startEnrollmentButton.setText(v.startEnrollmentText());
        show(waitForReportButton, v.waitForReportShown());
        show(copyLoginUrlButton, v.copyLinkShown());
        show(cardOpenLoginUrlButton, v.openLinkShown());
        show(reportNotReady, v.reportNotReadyShown());
        show(checkNowButton, v.checkNowShown());
        show(markFinishedButton, v.markFinishedShown());
        show(unmarkFinishedButton, v.unmarkFinishedShown());
    }

    private void showLast4() {
        Order o = model.order();
        String digits = o == null ? null : o.last4SSN();
        boolean has = digits != null && !digits.isBlank();
        revealLast4.setVisible(has);
        last4Value.setText(!has ? dash() : model.last4RevealedProperty().get() ? digits : MASK);
    }

    private String dash() {
        return messages.get("order.none");
    }

    private String orDash(String s) {
        return s == null || s.isBlank() ? dash() : s;
    }

    private static void show(Node n, boolean visible) {
        Visibility.show(n, visible);
    }

    // ---- actions ----

    @FXML
    private void onBack() {
        navigator.showOrders();
    }

    @FXML
    private void onRefresh() {
        model.setNotice(null);
        model.load();
    }

    @FXML
    private void onMarkFinished() {
        model.markFinished(true);
    }

    @FXML
    private void onUnmarkFinished() {
        model.markFinished(false);
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
        SystemActions.copy(o.loginUrl());
        model.setNotice(messages.get("order.loginUrl.copied"));
    }

    @FXML
    private void onOpenLoginUrl() {
        if (model.safeLoginUrl() == null) {
            model.setNotice(messages.get("order.loginUrl.notOpenable"));
            return;
        }
        String url = model.safeLoginUrl().toString();
        ui.deliver(model.openLoginUrl(SystemActions::browse), opened -> {
            if (opened) {
                model.setNotice(messages.get("order.loginUrl.opened"));
            } else {
                SystemActions.copy(url);
                model.setNotice(messages.get("order.loginUrl.noBrowser"));
            }
        }, error -> {
            SystemActions.copy(url);
            model.setNotice(messages.get("order.loginUrl.noBrowser"));
        });
    }

    @FXML
    private void onWaitForReport() {
        model.setNotice(null);
        model.waitForReport();
    }

    @FXML
    private void onCheckNow() {
        model.setNotice(null);
        model.load();
    }

    @FXML
    private void onExportPdf() {
        export(ReportExport.Format.PDF, "order.export.pdf.filter");
    }

    @FXML
    private void onExportJson() {
        export(ReportExport.Format.JSON, "order.export.json.filter");
    }

    @FXML
    private void onExportCsv() {
        export(ReportExport.Format.CSV, "order.export.csv.filter");
    }

    private void export(ReportExport.Format format, String filterKey) {
        Path file = choose(format.extension(), messages.get(filterKey));
        if (file == null) {
            return;
        }
        model.setNotice(messages.get("order.export.saving", file.getFileName()));
        ui.deliver(model.export(format, file, reportController.model().summaryForDocument(model.order())),
                p -> model.setNotice(messages.get("order.export.saved", p.toString())),
                e -> model.setNotice(messages.get("order.export.failed", file.getFileName(),
                        Problem.describe(e, messages))));
    }

    /** Where to save: a FileChooser (tests may supply the answer instead). */
    private Path choose(String ext, String filterName) {
        if (fileChooserOverride != null) {
            return fileChooserOverride.apply(ext);
        }
        Order o = model.order();
        String base = "order-" + (o == null || o.referenceNumber() == null ? model.orderIdProperty().get()
                : o.referenceNumber());
        return FileDialogs.save(window(), new FileDialogs.Request(messages.get("order.export.title"), filterName, ext,
                base));
    }

    private Function<String, Path> fileChooserOverride;

    /** Tests answer the save dialog with a path (headless, no native dialog). */
    void answerSaveDialogsWith(Function<String, Path> chooser) {
        this.fileChooserOverride = chooser;
    }

    private Window window() {
        return borrowerName.getScene() == null ? null : borrowerName.getScene().getWindow();
    }

    @FXML
    private void onPrint() {
        model.setNotice(messages.get("order.print.preparing"));
        printButton.setDisable(true);
        ui.deliver(model.printPages(reportController.model().summaryForDocument(model.order())), pages -> {
            printButton.setDisable(false);
            ReportPrinter.Outcome outcome = ReportPrinter.print(pages, window());
            model.setNotice(switch (outcome) {
                case SENT -> messages.get("order.print.sent");
                case CANCELLED -> null;
                case NO_PRINTER -> messages.get("order.print.noPrinter");
                case FAILED -> messages.get("order.print.failed");
            });
        }, e -> {
            printButton.setDisable(false);
            model.setNotice(messages.get("order.print.failed"));
        });
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
