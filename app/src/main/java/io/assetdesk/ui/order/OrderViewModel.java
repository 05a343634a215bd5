package io.assetdesk.ui.order;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.export.ReportExport;
import io.assetdesk.export.ReportPdf;
import io.assetdesk.loan.HistoryEntry;
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
import io.assetdesk.ui.common.Problem;
import io.assetdesk.workflow.DeskSessions;
import io.assetdesk.workflow.OrderState;
import java.awt.image.BufferedImage;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.animation.PauseTransition;
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
import javafx.collections.SetChangeListener;
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
    private final ReportWaits reportWaits;
    private final DeskSessions deskSessions;
    private final EnrollmentKeys enrollmentKeys;
    private final Navigator navigator;
    private final Executor background;
    private final LoanFiles loanFiles;
    private final ReadOnlyStringWrapper loanNumber = new ReadOnlyStringWrapper(this, "loanNumber");
    private final ReadOnlyStringWrapper loanText = new ReadOnlyStringWrapper(this, "loanText");
    private final ReadOnlyObjectWrapper<LoanFile> loanFileOfOrder = new ReadOnlyObjectWrapper<>(this, "loanFile");
    /** The officer said the shown order is finished without accounts (read off the FX thread in {@link #show}). */
    private boolean finishedByOfficer;
    private final ReadOnlyStringWrapper orderId = new ReadOnlyStringWrapper(this, "orderId");
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper(this, "loading");
    private final ReadOnlyObjectWrapper<Problem> problem = new ReadOnlyObjectWrapper<>(this, "problem");
    private final ReadOnlyObjectWrapper<OrderDocument> document = new ReadOnlyObjectWrapper<>(this, "document");
    private final BooleanProperty last4Revealed = new SimpleBooleanProperty(this, "last4Revealed");
    private final ReadOnlyBooleanWrapper waiting = new ReadOnlyBooleanWrapper(this, "waiting");
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper(this, "notice");
    private final ReadOnlyObjectWrapper<OrderState> state = new ReadOnlyObjectWrapper<>(this, "state",
            OrderState.of(new OrderState.Facts(false, null, false, OrderState.Desk.NONE, null, OrderState.Wait.NONE,
                    false, false, Instant.EPOCH)));
    private final ReadOnlyObjectWrapper<OrderStateView> stateView = new ReadOnlyObjectWrapper<>(this, "stateView");
    private final ReadOnlyObjectWrapper<OrderDetails> details = new ReadOnlyObjectWrapper<>(this, "details");
    private final Formats formats;
    private final SetChangeListener<String> waitListener = this::waitsChanged;
    /** Re-decides the state when the confirmation window of an enrollment ends. */
    private final PauseTransition windowEnd = new PauseTransition();
    private boolean watching;
    private final LatestCall calls = new LatestCall();
    private java.time.Duration confirmWindow = OrderState.CONFIRM_WINDOW;

    /** Everything one order's screen works with, besides the texts and the FX thread. */
    public record Parts(Clock clock, ActiveConnection connection, ReportWaits reportWaits, DeskSessions deskSessions,
                        EnrollmentKeys enrollmentKeys, Navigator navigator, Executor background,
                        LoanFiles loanFiles) {
    }

    /** @param parts the time (in the officer's zone), the connection, the waits, the desk, the keys, where work runs */
    public OrderViewModel(Messages messages, UiExecutor ui, Parts parts) {
        this.messages = messages;
        this.ui = ui;
        this.clock = parts.clock();
        this.connection = parts.connection();
        this.reportWaits = parts.reportWaits();
        this.deskSessions = parts.deskSessions();
        this.enrollmentKeys = parts.enrollmentKeys();
        this.navigator = parts.navigator();
        this.background = parts.background();
        this.loanFiles = parts.loanFiles();
        this.formats = Formats.forOfficer(clock.getZone());
        windowEnd.setOnFinished(e -> decide());
        state.addListener((o, a, st) -> stateView.set(OrderStateView.of(st, messages, clock.getZone(),
                safeLoginUrl() != null)));
        stateView.set(OrderStateView.of(state.get(), messages, clock.getZone(), false));
        InvalidationListener redraw = o -> details.set(OrderDetails.of(orderId.get(), order(), loading.get(),
                problem.get() != null, stateView.get().pillNeutral(), last4Revealed.get(), messages, formats));
        for (Observable o : List.of(orderId, document, loading, problem, stateView, last4Revealed)) {
            o.addListener(redraw);
        }
        redraw.invalidated(null);
    }

    /** The order itself as the screen shows it: which pane, the header, the details, the exports' state. */
    public ReadOnlyObjectProperty<OrderDetails> detailsProperty() {
        return details.getReadOnlyProperty();
    }

    /** Subscribed while the screen is shown ({@link #watchWaits}): released when it is hidden, so nothing leaks. */
    private final BiConsumer<String, OrderDocument> answerListener = this::pollAnswered;
    private final Consumer<String> deskListener = this::deskChanged;

    /** A desk session of some order changed (any thread): the shown screen decides again for its own order. */
    private void deskChanged(String id) {
        ui.execute(() -> {
            if (watching && id.equals(orderId.get())) {
                decide();
            }
        });
    }

    /** Where the shown order stands: every text and button of the screen reads it. */
    public ReadOnlyObjectProperty<OrderState> stateProperty() {
        return state.getReadOnlyProperty();
    }

    /** What the screen shows of {@link #stateProperty()}: its lines, banner, cards and buttons. */
    public ReadOnlyObjectProperty<OrderStateView> stateViewProperty() {
        return stateView.getReadOnlyProperty();
    }

    /**
     * Decides the state again from what is known now. Runs the state's own consequences: a wait that belongs to the
     * state keeps running; a wait that saw no enrollment within the window is stopped; a finished order's key is
     * forgotten.
     */
    void decide() {
        String id = orderId.get();
        Order o = order();
        DeskSessions.Session desk = deskSessions.of(id);
        OrderState.Wait wait = reportWaits.stateOf(id);
        Instant endedAt = desk.endedAt();
        if (endedAt == null && wait == OrderState.Wait.WAITING) {
            endedAt = reportWaits.startedAt(id).orElse(null);
        }
        OrderState next = OrderState.of(new OrderState.Facts(o != null, o == null ? null : o.status(),
                o != null && o.hasReport(), desk.desk(), endedAt, wait, o != null && (canEnrollHere()
                || safeLoginUrl() != null), o != null && o.loginUrl() != null && !o.loginUrl().isBlank(),
                o == null ? null : o.daysRemaining(), finishedByOfficer, clock.instant()), confirmWindow);
        windowEnd.stop();
        if (!watching) {
            // a screen that is not shown (hidden, or replaced by another of the same order) only knows its state: it
            // starts no timer, stops no wait and forgets no key, which the screen on show decides
            state.set(next);
            return;
        }
        if (next.phase() == OrderState.Phase.CONFIRMING && next.confirmUntil() != null) {
            java.time.Duration left = java.time.Duration.between(clock.instant(), next.confirmUntil());
            windowEnd.setDuration(javafx.util.Duration.millis(Math.max(1, left.toMillis()) + 50));
            windowEnd.playFromStart();
        }
        if (next.waitShouldStop() && wait == OrderState.Wait.WAITING) {
            reportWaits.stop(id);
        }
        // a finished order's key is forgotten; not on the officer's word alone, which the officer may take back
        if (o != null && (next.phase() == OrderState.Phase.REPORT_READY || next.phase() == OrderState.Phase.CANCELED
                || next.phase() == OrderState.Phase.CLOSED_WITHOUT_REPORT && !next.closedWordOnly())) {
            enrollmentKeys.forget(id);
        }
        state.set(next);
    }

    /** A background read of the waiting order came back without the report: its status may have moved. */
    private void pollAnswered(String id, OrderDocument doc) {
        if (watching && id.equals(orderId.get()) && !loading.get()) {
            document.set(doc);
            decide();
        }
    }

    /** How long the provider is given to show an enrollment the desk says is finished (tests shorten it). */
    public void confirmWindow(java.time.Duration window) {
        this.confirmWindow = window;
    }

    /** Starts waiting for the report of the shown order (the state offers it when nobody waits). */
    public void waitForReport() {
        if (orderId.get() != null) {
            reportWaits.watch(orderId.get());
            reportWaits.focus(orderId.get(), watching);
            decide();
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
        return waiting.getReadOnlyProperty();
    }

    /** A short line about the last action (copied, saved, printed, or why not). */
    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    public void setNotice(String text) {
        notice.set(text);
    }

    /** True when this desk holds the SSO key from the create call (this run or kept in the credential store). */
    public boolean canEnrollHere() {
        return orderId.get() != null && enrollmentKeys.has(orderId.get());
    }

    // ---- actions ----

    /** Shows {@code id}: loads it and follows its report wait. */
    public void show(String id) {
        if (watching && orderId.get() != null && !orderId.get().equals(id)) {
            reportWaits.focus(orderId.get(), false);
        }
        orderId.set(id);
        document.set(null);
        last4Revealed.set(false);
        finishedByOfficer = false;
        decide();
        watchWaits(true);
        reportWaits.focus(id, true);
        lookUpKey(id);
        lookUpFinished(id);
        lookUpLoan(id);
        load();
    }

    /** The loan file this order belongs to ("Loan LN-100": opens it); empty when it is in none. */
    public ReadOnlyStringProperty loanTextProperty() {
        return loanText.getReadOnlyProperty();
    }

    /**
     * Writes into the shown order's loan file (when it is in one) that its report was {@code what} ("printed",
     * "saved as PDF to x.pdf"), off the FX thread.
     */
    public void recordInLoan(HistoryEntry.Action action, String what) {
        String number = loanNumber.get();
        String id = orderId.get();
        if (number != null && id != null) {
            loanFiles.call(store -> store.record(number, action, "Report of order " + id + " " + what));
        }
    }

    /** Opens the loan file of the shown order. */
    public void openLoan() {
        if (loanNumber.get() != null) {
            navigator.showLoan(loanNumber.get());
        }
    }

    /** The loan file the shown order is in (its terms and rules check the report); null when none. */
    public ReadOnlyObjectProperty<LoanFile> loanFileProperty() {
        return loanFileOfOrder.getReadOnlyProperty();
    }

    /** Learns, from the loan files' thread, which loan holds this order, and reads its file. */
    private void lookUpLoan(String id) {
        loanNumber.set(null);
        loanText.set("");
        loanFileOfOrder.set(null);
        ui.deliver(loanFiles.call(store -> {
            List<String> loans = store.loansOf(id);
            return loans.isEmpty() ? Optional.<LoanFile>empty() : store.load(loans.get(0));
        }), found -> {
            if (id.equals(orderId.get()) && found.isPresent()) {
                loanNumber.set(found.get().loanNumber());
                loanText.set(messages.get("order.loan", found.get().loanNumber()));
                loanFileOfOrder.set(found.get());
            }
        }, e -> loanFilesUnread(id, e));
    }

    /**
     * The loan files could not be read for the shown order: said in the notice line (the checks then use the order's
     * own figures and the workstation's thresholds, which may not be the loan's).
     */
    private void loanFilesUnread(String id, Throwable e) {
        if (id.equals(orderId.get())) {
            notice.set(messages.get("order.loanFiles.unread", Problem.of(e, messages).message()));
        }
    }

    /** Learns, off the FX thread, whether the officer said this order is finished without accounts. */
    private void lookUpFinished(String id) {
        ui.deliver(loanFiles.call(store -> store.finishedByOfficer(id)), finished -> {
            if (id.equals(orderId.get()) && finished != finishedByOfficer) {
                finishedByOfficer = finished;
                decide();
            }
        }, e -> loanFilesUnread(id, e));
    }

    /**
     * Records (off the FX thread) that the shown order is finished without verified accounts, or takes that back;
     * the state follows once it is kept, and a failure to keep it is said in the notice line.
     */
    public void markFinished(boolean finished) {
        String id = orderId.get();
        OrderState.Action action = finished ? OrderState.Action.MARK_FINISHED : OrderState.Action.UNMARK_FINISHED;
        if (id == null || !state.get().offers(action)) {
            return;
        }
        ui.deliver(loanFiles.call(store -> {
            store.setFinishedByOfficer(id, finished);
            return finished;
        }), done -> {
            if (id.equals(orderId.get())) {
                finishedByOfficer = finished;
                notice.set(finished ? messages.get("state.markFinished.saved") : null);
                decide();
            }
        }, e -> notice.set(messages.get("state.markFinished.failed", Problem.of(e, messages).message())));
    }

    /** Learns, off the FX thread, whether the credential store keeps this order's key (then the desk uses it). */
    private void lookUpKey(String id) {
        if (enrollmentKeys.has(id)) {
            return;
        }
        ui.deliver(CompletableFuture.supplyAsync(() -> enrollmentKeys.lookup(id),
                background), key -> {
                    if (key.isPresent() && id.equals(orderId.get())) {
                        decide();
                    }
                }, e -> LOG.debug("The credential store could not say whether it keeps order {}'s key: {}", id,
                        e.getClass().getSimpleName()));
    }

    /** Refresh (F5): the order again, and what the loan files keep of it. */
    public void refresh() {
        String id = orderId.get();
        if (id == null) {
            return;
        }
        notice.set(null);
        lookUpFinished(id);
        lookUpLoan(id);
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
        waiting.set(reportWaits.isWaiting(id));
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
        decide();
    }

    /** Starts the borrower's enrollment at this desk (the shell hands over to the enrollment window). */
    public void startEnrollment() {
        if (state.get().offers(OrderState.Action.ENROLL_AT_DESK)) {
            navigator.startEnrollment(orderId.get(), safeLoginUrl());
        }
    }

    /** The login URL, when it is an http(s) address (anything else is never opened). */
    public URI safeLoginUrl() {
        Order o = order();
        if (o == null || o.loginUrl() == null) {
            return null;
        }
        try {
            URI u = new URI(o.loginUrl().strip());
            String scheme = u.getScheme() == null ? "" : u.getScheme().toLowerCase(Locale.ROOT);
            return (scheme.equals("https") || scheme.equals("http")) && u.getHost() != null ? u : null;
        } catch (URISyntaxException e) {
            return null;
        }
    }

    /**
     * Opens the login URL in the system browser (off the FX thread); completes with false when this workstation has
     * no browser integration (the caller then copies the link instead).
     */
    public CompletableFuture<Boolean> openLoginUrl(Function<URI, Boolean> browser) {
        URI u = safeLoginUrl();
        if (u == null) {
            return CompletableFuture.completedFuture(false);
        }
        return CompletableFuture.supplyAsync(() -> browser.apply(u), background);
    }

    /**
     * Writes the loan-file document of the shown order in {@code format} (PDF, CSV or JSON: the same summary figures
     * and flags in each, never the identifier digits), off the FX thread; atomically, so a failure leaves no file.
     */
    public CompletableFuture<Path> export(ReportExport.Format format, Path file, AssetSummary summary) {
        OrderDocument doc = document.get();
        if (doc == null) {
            return CompletableFuture.failedFuture(new IllegalStateException("no order loaded"));
        }
        Instant now = clock.instant();
        String loanAtStart = loanNumber.get(); // the order and loan the file is of, whatever is shown when it is done
        String orderAtStart = orderId.get();
        CompletableFuture<Path> written = CompletableFuture.supplyAsync(() -> {
            try {
                return ReportExport.write(format, doc, summary, clock.getZone(), Locale.getDefault(), now,
                        connection.isSandbox(), file);
            } catch (ReportExport.ExportException e) {
                throw new UncheckedIOException(e);
            }
        }, background);
        return written.thenApply(p -> {
            if (loanAtStart != null) {
                loanFiles.call(store -> store.record(loanAtStart, HistoryEntry.Action.DOCUMENT_EXPORTED, "Report of "
                        + "order " + orderAtStart + " saved as " + format.name() + " to " + p.getFileName()));
            }
            return p;
        });
    }

    /** The loan-file PDF's pages as images, for printing the same layout; off the FX thread. */
    public CompletableFuture<List<BufferedImage>> printPages(AssetSummary summary) {
        OrderDocument doc = document.get();
        if (doc == null) {
            return CompletableFuture.failedFuture(new IllegalStateException("no order loaded"));
        }
        Instant now = clock.instant();
        return CompletableFuture.supplyAsync(() -> ReportPdf.pages(
                ReportPdf.of(doc.order(), summary, clock.getZone(), Locale.getDefault(), now, connection.isSandbox()),
                150f),
                background);
    }

    // ---- the report wait ----

    private void waitsChanged(SetChangeListener.Change<? extends String> change) {
        String id = orderId.get();
        if (id == null) {
            return;
        }
        if (change.wasAdded() && id.equals(change.getElementAdded())) {
            waiting.set(true);
            decide();
        }
        if (change.wasRemoved() && id.equals(change.getElementRemoved())) {
            // the report arrived (or the wait ended): show what the service has now (load decides the state)
            waiting.set(false);
            load();
        }
    }

    /** Follows (or stops following) the report wait of the shown order. */
    public void watchWaits(boolean on) {
        if (on == watching) {
            return;
        }
        watching = on;
        if (orderId.get() != null) {
            reportWaits.focus(orderId.get(), on);
        }
        if (on) {
            reportWaits.waitingOrderIds().addListener(waitListener);
            reportWaits.addAnswerListener(answerListener);
            deskSessions.addListener(deskListener);
            if (orderId.get() != null) {
                waiting.set(reportWaits.isWaiting(orderId.get()));
                decide(); // what happened while hidden
            }
        } else {
            reportWaits.waitingOrderIds().removeListener(waitListener);
            reportWaits.removeAnswerListener(answerListener);
            deskSessions.removeListener(deskListener);
            windowEnd.stop(); // its timer stops with the screen
        }
    }
}
