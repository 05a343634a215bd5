package io.assetdesk.ui.order;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.export.ReportExport;
import io.assetdesk.loan.LoanFile;
import io.assetdesk.report.AssetSummary;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.session.LoanFiles;
import io.assetdesk.session.ReportWaits;
import io.assetdesk.settings.EnrollmentKeys;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.Navigator;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.Formats;
import io.assetdesk.ui.common.LatestCall;
import io.assetdesk.ui.common.Pause;
import io.assetdesk.ui.common.Problem;
import io.assetdesk.ui.common.Workstation;
import io.assetdesk.workflow.DeskSessions;
import io.assetdesk.workflow.OrderState;
import java.awt.image.BufferedImage;
import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One order: loads it, follows its report wait, opens its login URL, and writes its loan-file documents (PDF, CSV,
 * JSON) and print pages off the FX thread. The report's summary lives in {@link ReportViewModel}.
 */
public final class OrderViewModel {
    private static final Logger LOG = LoggerFactory.getLogger(OrderViewModel.class);

    private final Messages messages;
    private final UiExecutor ui;
    private final Clock clock;
    private final ActiveConnection connection;
    private final DeskSessions deskSessions;
    private final Navigator navigator;
    private final Executor background;
    private final OrderLoan loan;
    private final OrderLink link;
    private final OrderDocuments documents;
    private final OrderStanding standing;
    private final ReadOnlyStringWrapper orderId = new ReadOnlyStringWrapper(this, "orderId");
    /** The borrower's name as the list showed it, heading the order until it is read; null when not known. */
    private String knownName;
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper(this, "loading");
    private final ReadOnlyObjectWrapper<Problem> problem = new ReadOnlyObjectWrapper<>(this, "problem");
    private final ReadOnlyObjectWrapper<OrderDocument> document = new ReadOnlyObjectWrapper<>(this, "document");
    private final BooleanProperty last4Revealed = new SimpleBooleanProperty(this, "last4Revealed");
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper(this, "notice");
    private final ReadOnlyObjectWrapper<OrderDetails> details = new ReadOnlyObjectWrapper<>(this, "details");
    private final Formats formats;
    private final OrderWatch watch;
    private final LatestCall calls = new LatestCall();

    /** Everything one order's screen works with, besides the texts and the FX thread. */
    public record Parts(Clock clock, ActiveConnection connection, ReportWaits reportWaits, DeskSessions deskSessions,
                        EnrollmentKeys enrollmentKeys, Navigator navigator, Executor background,
                        LoanFiles loanFiles) {
    }

    /** @param parts the time (in the officer's zone), the connection, the waits, the desk, the keys, where work runs */
    public OrderViewModel(Messages messages, UiExecutor ui, Parts parts) {
        this(messages, ui, parts, Pause.fx(), Workstation.system());
    }

    /** With the confirmation window's timer and the workstation's clipboard and browser of a test. */
    OrderViewModel(Messages messages, UiExecutor ui, Parts parts, Pause windowEnd, Workstation workstation) {
        this.messages = messages;
        this.ui = ui;
        this.clock = parts.clock();
        this.connection = parts.connection();
        this.deskSessions = parts.deskSessions();
        this.navigator = parts.navigator();
        this.background = parts.background();
        this.formats = Formats.forOfficer(clock.getZone());
        this.standing = new OrderStanding(messages, ui, new OrderStanding.Sources(clock, parts.reportWaits(),
                deskSessions, parts.enrollmentKeys(), background), windowEnd, new OrderStanding.Screen() {
                    @Override
                    public String orderId() {
                        return orderId.get();
                    }

                    @Override
                    public Order order() {
                        return OrderViewModel.this.order();
                    }

                    @Override
                    public boolean linkOpenable() {
                        return safeLoginUrl() != null;
                    }

                    @Override
                    public boolean markedFinished() {
                        return loan.finishedByOfficer();
                    }

                    @Override
                    public boolean shown() {
                        return watch.watching();
                    }
                });
        this.loan = new OrderLoan(messages, ui, parts.loanFiles(), navigator, orderId::get, notice::set,
                standing::decide);
        this.link = new OrderLink(messages, ui, background, workstation, this::order, notice::set);
        this.documents = new OrderDocuments(messages, ui, clock, connection, background, notice::set, loan::record);
        this.watch = new OrderWatch(ui, parts.reportWaits(), deskSessions, orderId::get, standing::decide, this::load,
                doc -> {
            if (!loading.get()) {
                document.set(doc);
                standing.decide();
            }
        });
        InvalidationListener redraw = o -> details.set(OrderDetails.of(orderId.get(), knownName, order(), loading.get(),
                problem.get() != null, standing.viewProperty().get().pillNeutral(), last4Revealed.get(), messages,
                formats));
        for (Observable o : List.of(orderId, document, loading, problem, standing.viewProperty(), last4Revealed)) {
            o.addListener(redraw);
        }
        redraw.invalidated(null);
    }

    /** The order itself as the screen shows it: which pane, the header, the details, the exports' state. */
    public ReadOnlyObjectProperty<OrderDetails> detailsProperty() {
        return details.getReadOnlyProperty();
    }

    /** Where the shown order stands: every text and button of the screen reads it. */
    public ReadOnlyObjectProperty<OrderState> stateProperty() {
        return standing.stateProperty();
    }

    /** What the screen shows of {@link #stateProperty()}: its lines, banner, cards and buttons. */
    public ReadOnlyObjectProperty<OrderStateView> stateViewProperty() {
        return standing.viewProperty();
    }

    /** How long the provider is given to show an enrollment the desk says is finished (tests shorten it). */
    public void confirmWindow(Duration window) {
        standing.confirmWindow(window);
    }

    /** Starts waiting for the report of the shown order (the state offers it when nobody waits). */
    public void waitForReport() {
        notice.set(null);
        if (orderId.get() != null) {
            watch.waitForReport(orderId.get());
            standing.decide();
        }
    }

    /**
     * The borrower went on on their phone from the login link's QR code: recorded as the desk session's end, and
     * the order waits for its report as after a desk session.
     */
    public void continuedOnPhone() {
        String id = orderId.get();
        if (id != null) {
            // only the ending: no desk session ran here (nothing "started" goes into a loan's history)
            deskSessions.ended(id, OrderState.Desk.CONTINUED_ON_PHONE, clock.instant());
            waitForReport();
            notice.set(messages.get("order.phone.waiting"));
        }
    }

    // ---- state ----

    public ReadOnlyStringProperty orderIdProperty() {
        return orderId.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty loadingProperty() {
        return loading.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Problem> problemProperty() {
        return problem.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<OrderDocument> documentProperty() {
        return document.getReadOnlyProperty();
    }

    public Order order() {
        return document.get() == null ? null : document.get().order();
    }

    public BooleanProperty last4RevealedProperty() {
        return last4Revealed;
    }

    public ReadOnlyBooleanProperty waitingProperty() {
        return watch.waitingProperty();
    }

    /** A short line about the last action (copied, saved, printed, or why not). */
    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    /** True when this desk holds the SSO key from the create call (this run or kept in the credential store). */
    public boolean canEnrollHere() {
        return standing.keyHeld();
    }

    // ---- actions ----

    /** Shows {@code id}: loads it and follows its report wait. */
    public void show(String id) {
        show(id, null);
    }

    /** Shows {@code id}, headed by {@code name} (its row's, in the list) until the order is read. */
    public void show(String id, String name) {
        knownName = name;
        watch.leaving(id);
        orderId.set(id);
        document.set(null);
        last4Revealed.set(false);
        loan.forget();
        standing.decide();
        watch.showing(id);
        standing.lookUpKey(id);
        loan.read(id);
        load();
    }

    /** The loan file this order belongs to ("Loan LN-100": opens it); empty when it is in none. */
    public ReadOnlyStringProperty loanTextProperty() {
        return loan.textProperty();
    }

    /** The loan file the shown order is in (its terms and rules check the report); null when none. */
    public ReadOnlyObjectProperty<LoanFile> loanFileProperty() {
        return loan.fileProperty();
    }

    /** Opens the loan file of the shown order. */
    public void openLoan() {
        loan.open();
    }

    /**
     * Records (off the FX thread) that the shown order is finished without verified accounts, or takes that back;
     * the state follows once it is kept, and a failure to keep it is said in the notice line.
     */
    public void markFinished(boolean finished) {
        String id = orderId.get();
        OrderState.Action action = finished ? OrderState.Action.MARK_FINISHED : OrderState.Action.UNMARK_FINISHED;
        if (id != null && stateProperty().get().offers(action)) {
            loan.markFinished(id, finished);
        }
    }

    /** Refresh (F5): the order again, and what the loan files keep of it. */
    public void refresh() {
        String id = orderId.get();
        if (id == null) {
            return;
        }
        notice.set(null);
        loan.read(id);
        load();
    }

    /** Check now: the order again, the last action's line cleared. */
    public void checkNow() {
        notice.set(null);
        load();
    }

    /** Loads the order again ("Check now", Retry). */
    public void load() {
        String id = orderId.get();
        if (id == null) {
            return;
        }
        LatestCall.Ticket mine = calls.start();
        loading.set(true);
        problem.set(null);
        watch.recheck(id);
        CompletableFuture<OrderDocument> call;
        try {
            call = connection.service().getOrderAsync(id);
        } catch (RuntimeException e) {
            call = CompletableFuture.failedFuture(e);
        }
        ui.deliver(call, doc -> {
            if (!mine.current()) {
                return;
            }
            loading.set(false);
            setDocument(doc);
        }, error -> {
            if (!mine.current()) {
                return;
            }
            loading.set(false);
            Problem p = Problem.of(error, messages);
            problem.set(p);
            if (document.get() != null) {
                // a failed reload keeps the order on screen and says why in the notice line
                String support = p.supportLine(messages);
                notice.set(p.headline() + (p.message() == null ? "" : ": " + p.message())
                        + (support.isEmpty() ? "" : " (" + support + ")"));
            }
        });
    }

    private void setDocument(OrderDocument doc) {
        document.set(doc);
        standing.decide();
    }

    /** Starts the borrower's enrollment at this desk (the shell hands over to the enrollment window). */
    public void startEnrollment() {
        if (stateProperty().get().offers(OrderState.Action.ENROLL_AT_DESK)) {
            navigator.startEnrollment(orderId.get(), safeLoginUrl());
        }
    }

    /** The login URL, when it is an http(s) address (anything else is never opened). */
    public URI safeLoginUrl() {
        return link.safe();
    }

    /** Copy link: on the clipboard, said in the notice line. */
    public void copyLoginUrl() {
        link.copy();
    }

    /** Open link: in the browser (off the FX thread), copied instead where there is none; said in the notice line. */
    public CompletableFuture<Boolean> openLoginUrl() {
        return link.open();
    }

    /** The login link to show as a QR code; empty, with the reason in the notice line, when a phone cannot use it. */
    public Optional<URI> linkForPhone() {
        return link.forPhone();
    }

    /** The file name offered when the shown order's report is saved (its reference, else its id). */
    public String documentName() {
        Order o = order();
        return "order-" + (o == null || o.referenceNumber() == null ? orderId.get() : o.referenceNumber());
    }

    /**
     * Writes the loan-file document of the shown order in {@code format} (PDF, CSV or JSON: the same summary figures
     * and flags in each, never the identifier digits), off the FX thread; atomically, so a failure leaves no file.
     * Each step is said in the notice line, and the saving is recorded in the order's loan file.
     */
    public CompletableFuture<Path> export(ReportExport.Format format, Path file, AssetSummary summary) {
        return documents.export(format, file, document.get(), summary, orderId.get(), loan.number());
    }

    /** The loan-file PDF's pages as images, for printing the same layout; off the FX thread. */
    public CompletableFuture<List<BufferedImage>> printPages(AssetSummary summary) {
        return documents.printPages(document.get(), summary);
    }

    /** What the printer dialog came to: said, and recorded in the loan file when sent. */
    public void printed(ReportPrinter.Outcome outcome) {
        documents.printed(outcome, orderId.get(), loan.number());
    }

    /** Follows (or stops following) the report wait of the shown order: while the screen is shown. */
    public void watchWaits(boolean on) {
        watch.watch(on);
        loan.watchOtherDesks(on);
        if (!on) {
            standing.hidden();
        }
    }
}
