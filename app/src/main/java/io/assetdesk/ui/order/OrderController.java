package io.assetdesk.ui.order;

import io.assetdesk.export.ReportExport;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.Navigator;
import io.assetdesk.ui.Screen;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.Dialogs;
import io.assetdesk.ui.common.FileDialogs;
import io.assetdesk.ui.common.OrderStatus;
import io.assetdesk.ui.common.ProblemPaneController;
import io.assetdesk.ui.common.RevealToggle;
import io.assetdesk.ui.common.Visibility;
import java.util.List;
import javafx.event.EventHandler;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.InputEvent;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/** One order: header, enrollment actions, the report (totals, accounts, transactions, summary), export and print. */
public final class OrderController implements Screen {
    private final Messages messages;
    private final Navigator navigator;
    private final UiExecutor ui;
    private final Dialogs dialogs;
    private final OrderViewModel model;
    /** The screen was shown for an order: its main action takes the focus once it is on screen. */
    private boolean focusPending;
    /** The scene whose key and mouse presses end {@link #focusPending}; null while none is watched. */
    private Scene focusWatched;
    private final EventHandler<InputEvent> officerActed = e -> focusPending = false;

    @FXML private Label borrowerName;
    @FXML private Label statusPill;
    @FXML private Button loanButton;
    @FXML private Button phoneQrButton;
    @FXML private Label headerReference;
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

    public OrderController(OrderViewModel model, Messages messages, Navigator navigator, UiExecutor ui,
                           Dialogs dialogs) {
        this.model = model;
        this.messages = messages;
        this.navigator = navigator;
        this.ui = ui;
        this.dialogs = dialogs;
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
        model.documentProperty().addListener((o, a, doc) -> {
            if (doc != null) {
                reportController.show(doc.order());
            }
        });
        model.problemProperty().addListener((o, a, p) -> {
            if (p != null) {
                errorPaneController.show(p, messages);
            }
        });
        model.detailsProperty().addListener((o, a, d) -> showDetails(d));
        loanButton.textProperty().bind(model.loanTextProperty());
        // an order in a loan file: its report is checked with the loan's terms and rules
        model.loanFileProperty().addListener((o, a, loan) -> reportController.useLoan(loan));
        Visibility.showWhen(loanButton, model.loanTextProperty().isNotEmpty());
        model.stateViewProperty().addListener((o, a, v) -> showOrderState(v));
        revealLast4.selectedProperty().bindBidirectional(model.last4RevealedProperty());
        RevealToggle.install(revealLast4, messages.get("order.last4.reveal"), messages.get("order.last4.hide"), true);

        showDetails(model.detailsProperty().get());
        showOrderState(model.stateViewProperty().get());
    }

    /** Shows the order with this id (the shell calls it after loading the screen). */
    public void showOrder(String orderId) {
        model.show(orderId);
    }

    /** Shows the order, headed by the list's {@code borrowerName} until it has been read. */
    public void showOrder(String orderId, String borrowerName) {
        model.show(orderId, borrowerName);
    }

    // ---- state: put on screen as the view model says, nothing decided here ----

    private void showDetails(OrderDetails d) {
        loadingPane.setVisible(d.pane() == OrderDetails.Pane.LOADING);
        errorPane.setVisible(d.pane() == OrderDetails.Pane.PROBLEM);
        content.setVisible(d.pane() == OrderDetails.Pane.CONTENT);
        for (Button b : List.of(exportJsonButton, exportCsvButton, exportPdfButton, printButton)) {
            b.setDisable(!d.exportsEnabled());
        }
        borrowerName.setText(d.title());
        statusPill.setText(d.statusLabel());
        OrderStatus.showOn(statusPill, d.pillLook());
        show(unexpectedTypeBanner, d.unexpectedType() != null);
        unexpectedTypeText.setText(d.unexpectedType());
        createdValue.setText(d.created());
        daysRemainingValue.setText(d.daysRemaining());
        archivedValue.setText(d.archived());
        referenceValue.setText(d.reference());
        // the reference (the loan number) at the top, where the officer looks first, not only in the details below
        boolean hasReference = d.reference() != null && !d.reference().isBlank()
                && !d.reference().equals(messages.get("order.none"));
        headerReference.setText(hasReference ? messages.get("order.header.reference", d.reference()) : "");
        show(headerReference, hasReference);
        emailValue.setText(d.email());
        phoneValue.setText(d.phone());
        employerValue.setText(d.employer());
        last4Value.setText(d.last4());
        revealLast4.setVisible(d.last4Revealable());
        loginUrlValue.setText(d.loginUrl());
        returnUrlValue.setText(d.returnUrl());
        notificationUrlValue.setText(d.notificationUrl());
        orderIdValue.setText(d.orderId());
        show(reportBox, d.reportShown());
        accountsCount.setText(d.accountsCount());
        focusMainAction();
    }

    /** Where the order stands: the meaning and next-step lines, the waiting banner, the cards and their buttons. */
    private void showOrderState(OrderStateView v) {
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
        // in training too (a link to this computer): pressed, it says a phone cannot reach the training service
        show(phoneQrButton, v.openLinkShown());
        show(reportNotReady, v.reportNotReadyShown());
        show(checkNowButton, v.checkNowShown());
        show(markFinishedButton, v.markFinishedShown());
        show(unmarkFinishedButton, v.unmarkFinishedShown());
        focusMainAction();
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
    private void onOpenLoan() {
        model.openLoan();
    }

    @FXML
    private void onRefresh() {
        model.refresh();
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
        model.copyLoginUrl();
    }

    /**
     * "Continue on your phone": the login link as a QR code, for a bank that refuses the embedded sign-in; when the
     * borrower goes on there, the order waits as after a desk session.
     */
    @FXML
    private void onPhoneQr() {
        model.linkForPhone().filter(link -> dialogs.phoneQr(window(), link)).ifPresent(link
                -> model.continuedOnPhone());
    }

    @FXML
    private void onOpenLoginUrl() {
        model.openLoginUrl();
    }

    @FXML
    private void onWaitForReport() {
        model.waitForReport();
    }

    @FXML
    private void onCheckNow() {
        model.checkNow();
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
        dialogs.save(window(), new FileDialogs.Request(messages.get("order.export.title"), messages.get(filterKey),
                format.extension(), model.documentName()))
                .ifPresent(file -> model.export(format, file, reportController.summary(model.order())));
    }

    private Window window() {
        return Dialogs.windowOf(borrowerName);
    }

    @FXML
    private void onPrint() {
        printButton.setDisable(true);
        ui.deliver(model.printPages(reportController.summary(model.order())), pages -> {
            printButton.setDisable(false);
            model.printed(ReportPrinter.print(pages, window()));
        }, e -> printButton.setDisable(false));
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
        stopWatchingFocus();
    }

    @Override
    public void refresh() {
        onRefresh();
    }

    /**
     * The order's main action once it is known: Start enrollment while the borrower has not enrolled, else Export PDF
     * when the report is there, else Refresh. Asked again each time an order is shown (its state comes later).
     */
    @Override
    public void focusContent() {
        focusPending = true;
        if (content.getScene() != null && focusWatched == null) {
            // once the officer presses a key or clicks, the focus is theirs: the main action no longer takes it.
            // On the window's scene (a key in the sidebar counts too), taken off when the screen is hidden: the
            // scene outlives this screen, made anew for every order.
            focusWatched = content.getScene();
            focusWatched.addEventFilter(KeyEvent.KEY_PRESSED, officerActed);
            focusWatched.addEventFilter(MouseEvent.MOUSE_PRESSED, officerActed);
        }
        focusMainAction();
    }

    private void stopWatchingFocus() {
        if (focusWatched != null) {
            focusWatched.removeEventFilter(KeyEvent.KEY_PRESSED, officerActed);
            focusWatched.removeEventFilter(MouseEvent.MOUSE_PRESSED, officerActed);
            focusWatched = null;
        }
        focusPending = false;
    }

    private void focusMainAction() {
        if (!focusPending || content.getScene() == null || !content.isVisible()) {
            return;
        }
        Node owner = content.getScene().getFocusOwner();
        // never taken from where the officer has moved it on this screen (Refresh held it only meanwhile)
        boolean free = owner == null || owner == refreshButton || !inThisScreen(owner);
        if (!free) {
            focusPending = false;
            return;
        }
        for (Button b : List.of(startEnrollmentButton, exportPdfButton)) {
            if (Visibility.shown(b) && !b.isDisabled()) {
                focusHere(b);
                focusPending = false;
                return;
            }
        }
        // until the order's state offers its main action, Refresh holds the focus (still pending)
        focusHere(refreshButton);
    }

    private void focusHere(Button b) {
        b.requestFocus();
    }

    /** Whether {@code n} is a part of this order screen (its root carries the "order-screen" style class). */
    private static boolean inThisScreen(Node n) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (p.getStyleClass().contains("order-screen")) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean exportPdf() {
        if (exportPdfButton.isDisabled() || !content.isVisible()) {
            return false;
        }
        onExportPdf();
        return true;
    }

    @Override
    public boolean print() {
        if (printButton.isDisabled() || !content.isVisible()) {
            return false;
        }
        onPrint();
        return true;
    }
}
