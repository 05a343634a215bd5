package io.assetdesk.ui.neworder;

import io.assetdesk.api.ApiException;
import io.assetdesk.api.FieldError;
import io.assetdesk.api.NewOrderRequest;
import io.assetdesk.api.Order;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.session.LoanFiles;
import io.assetdesk.settings.DraftStore;
import io.assetdesk.settings.EnrollmentKeys;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.Navigator;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.Formats;
import io.assetdesk.ui.common.Pause;
import io.assetdesk.ui.common.Problem;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeoutException;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The create-order form: field values, validation as the officer types, the draft on disk, the create call and the
 * guard against duplicate orders when the answer is lost.
 *
 * <p>The rules are {@link NewOrderRules}' (the fields', and the lost answer's match) and the draft on disk is
 * {@link NewOrderDraft}'s; what stays is the form's state for eight fields (value, own error, the service's error,
 * touched) and the create call's outcomes (created, refused field by field, held after "too many requests", answer lost
 * and checked), which all change the same state.
 */
public final class NewOrderViewModel {
    private static final Logger LOG = LoggerFactory.getLogger(NewOrderViewModel.class);
    /** How far before the send an order still counts as "the one we sent" when the answer was lost. */
    static final Duration LOST_WINDOW = Duration.ofMinutes(15);
    static final String MONITORING_CHOICE_KEY = "accountMonitoringChoice";

    /** Where the submit stands. */
    public enum Phase {
        /** The officer is filling in the form. */
        EDITING,
        /** The create call is running. */
        SENDING,
        /** The answer was lost; the order list is being checked for the order. */
        CHECKING,
        /** The answer was lost, and an order with the same reference was found. */
        FOUND,
        /** The answer was lost, and no such order exists: sending again is safe. */
        NOT_FOUND,
        /** The answer was lost, and the list could not be checked either. */
        CHECK_FAILED
    }

    private final Messages messages;
    private final UiExecutor ui;
    private final Clock clock;
    private final ActiveConnection connection;
    private final EnrollmentKeys enrollmentKeys;
    private final Navigator navigator;
    private final Map<NewOrderField, StringProperty> values = new EnumMap<>(NewOrderField.class);
    private final Map<NewOrderField, ReadOnlyStringWrapper> localErrors = new EnumMap<>(NewOrderField.class);
    private final Map<NewOrderField, ReadOnlyStringWrapper> serverErrors = new EnumMap<>(NewOrderField.class);
    private final Map<NewOrderField, ReadOnlyStringWrapper> shownErrors = new EnumMap<>(NewOrderField.class);
    private final Map<NewOrderField, BooleanProperty> touched = new EnumMap<>(NewOrderField.class);
    private final ObjectProperty<Monitoring> monitoring = new SimpleObjectProperty<>(this, "monitoring",
            Monitoring.COMPANY_DEFAULT);
    private final ReadOnlyObjectWrapper<Phase> phase = new ReadOnlyObjectWrapper<>(this, "phase", Phase.EDITING);
    private final ReadOnlyObjectWrapper<Problem> problem = new ReadOnlyObjectWrapper<>(this, "problem");
    private final ObservableList<String> generalMessages = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper recoveryText = new ReadOnlyStringWrapper(this, "recoveryText");
    private final ReadOnlyObjectWrapper<Order> foundOrder = new ReadOnlyObjectWrapper<>(this, "foundOrder");
    private final BooleanBinding valid;
    private final BooleanBinding canSubmit;
    /** How long Submit waits after a 429 that came without a Retry-After. */
    static final java.time.Duration DEFAULT_RATE_LIMIT_HOLD = java.time.Duration.ofSeconds(5);
    /** A Retry-After longer than this holds Submit only this long (the advice still gives the service's figure). */
    static final java.time.Duration MAX_RATE_LIMIT_HOLD = java.time.Duration.ofMinutes(5);
    /** Seconds left before Submit may be pressed again after the service said "too many requests" (0: not held). */
    private final ReadOnlyIntegerWrapper holdSeconds =
            new ReadOnlyIntegerWrapper(this, "holdSeconds");
    private Timeline holdTimer;
    private final Executor background;
    private final LoanFiles loanFiles;
    private final NewOrderDraft draft;
    private boolean quiet;
    /** The banner shows the service's 422 about the form as it was sent. */
    private boolean invalidShown;
    private Instant sentAt;

    /**
     * @param clock          the time, in the officer's zone
     * @param drafts         where the unsent form is kept (never the identifier digits)
     * @param enrollmentKeys where a created order's SSO key is kept for the desk session
     * @param navigator      opens the created order
     * @param background     where the draft is read and written (in order)
     * @param loanFiles      a created order whose reference number has a loan file joins it
     */
    public NewOrderViewModel(Messages messages, UiExecutor ui, Clock clock, ActiveConnection connection,
                             DraftStore drafts, EnrollmentKeys enrollmentKeys, Navigator navigator,
                             Executor background, LoanFiles loanFiles) {
        this(messages, ui, clock, connection, drafts, enrollmentKeys, navigator, background, loanFiles,
                Pause.fx());
    }

    /** The same, with the draft's pause after typing given (a timer the test drives). */
    NewOrderViewModel(Messages messages, UiExecutor ui, Clock clock, ActiveConnection connection,
                      DraftStore drafts, EnrollmentKeys enrollmentKeys, Navigator navigator,
                      Executor background, LoanFiles loanFiles, Pause pause) {
        this.messages = messages;
        this.ui = ui;
        this.clock = clock;
        this.connection = connection;
        this.draft = new NewOrderDraft(drafts, ui, clock, background, pause, this::snapshot);
        this.enrollmentKeys = enrollmentKeys;
        this.navigator = navigator;
        this.background = background;
        this.loanFiles = loanFiles;
        for (NewOrderField f : NewOrderField.values()) {
            StringProperty value = new SimpleStringProperty(this, f.requestName(), "");
            ReadOnlyStringWrapper local = new ReadOnlyStringWrapper(this, f.requestName() + "Error");
            ReadOnlyStringWrapper server = new ReadOnlyStringWrapper(this, f.requestName() + "ServerError");
            ReadOnlyStringWrapper shown = new ReadOnlyStringWrapper(this, f.requestName() + "ShownError");
            BooleanProperty isTouched = new SimpleBooleanProperty(this, f.requestName() + "Touched");
            values.put(f, value);
            localErrors.put(f, local);
            serverErrors.put(f, server);
            shownErrors.put(f, shown);
            touched.put(f, isTouched);
            local.bind(Bindings.createStringBinding(() -> validate(f), value, monitoring));
            shown.bind(Bindings.createStringBinding(() -> server.get() != null ? server.get()
                    : isTouched.get() ? local.get() : null, server, local, isTouched));
            value.addListener((o, a, b) -> {
                if (!quiet) {
                    isTouched.set(true);
                    serverVerdictIsStale();
                    formChanged();
                }
            });
        }
        monitoring.addListener((o, a, b) -> {
            if (!quiet) {
                serverVerdictIsStale();
                formChanged();
            }
        });
        valid = Bindings.createBooleanBinding(() -> {
            for (NewOrderField f : NewOrderField.values()) {
                if (localErrors.get(f).get() != null || serverErrors.get(f).get() != null) {
                    return false;
                }
            }
            return true;
        }, allErrorObservables());
        canSubmit = valid.and(Bindings.createBooleanBinding(
                () -> (phase.get() == Phase.EDITING || phase.get() == Phase.NOT_FOUND || phase.get() == Phase.CHECK_FAILED)
                        && holdSeconds.get() == 0,
                phase, holdSeconds));
        draft.restore(this::applyDraft);
    }

    private Observable[] allErrorObservables() {
        Observable[] deps = new Observable[NewOrderField.values().length * 2];
        int i = 0;
        for (NewOrderField f : NewOrderField.values()) {
            deps[i++] = localErrors.get(f);
            deps[i++] = serverErrors.get(f);
        }
        return deps;
    }

    // ---- state for the view ----

    public StringProperty value(NewOrderField field) {
        return values.get(field);
    }

    /** The message shown next to the field now: a server message, else a local one once the field was edited. */
    public ReadOnlyStringProperty shownError(NewOrderField field) {
        return shownErrors.get(field).getReadOnlyProperty();
    }

    /** The local validation message, whether or not the field was edited. */
    public ReadOnlyStringProperty localError(NewOrderField field) {
        return localErrors.get(field).getReadOnlyProperty();
    }

    public ObjectProperty<Monitoring> monitoringProperty() {
        return monitoring;
    }

    public BooleanBinding validProperty() {
        return valid;
    }

    /** Seconds until Submit is enabled again after a 429 (the service's Retry-After); 0 when not held. */
    public ReadOnlyIntegerProperty holdSecondsProperty() {
        return holdSeconds.getReadOnlyProperty();
    }

    public BooleanBinding canSubmitProperty() {
        return canSubmit;
    }

    public ReadOnlyObjectProperty<Phase> phaseProperty() {
        return phase.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Problem> problemProperty() {
        return problem.getReadOnlyProperty();
    }

    /** Messages of a 422 that name no field of the form. */
    public ObservableList<String> generalMessages() {
        return generalMessages;
    }

    /** What the duplicate guard found, in words. */
    public ReadOnlyStringProperty recoveryTextProperty() {
        return recoveryText.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Order> foundOrderProperty() {
        return foundOrder.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Instant> draftRestoredAtProperty() {
        return draft.restoredAtProperty();
    }

    public ReadOnlyBooleanProperty draftSavedProperty() {
        return draft.savedProperty();
    }

    public DraftStore drafts() {
        return draft.store();
    }

    /** The form's draft on disk. */
    public NewOrderDraft draft() {
        return draft;
    }

    // ---- validation ----

    private String validate(NewOrderField f) {
        NewOrderRules.Problem p = NewOrderRules.check(f, values.get(f).get(), monitoring.get());
        if (p == null) {
            return null;
        }
        return p.argument() == null ? messages.get(p.key()) : messages.get(p.key(), p.argument());
    }

    // ---- submit and the duplicate guard ----

    /** Sends the order (when the form is valid and nothing is running). */
    public void submit() {
        if (!canSubmit.get()) {
            touchAll();
            return;
        }
        NewOrderRequest request = toRequest();
        problem.set(null);
        generalMessages.clear();
        recoveryText.set(null);
        foundOrder.set(null);
        phase.set(Phase.SENDING);
        sentAt = clock.instant();
        CompletableFuture<Order> call;
        try {
            call = connection.service().createOrderAsync(request);
        } catch (RuntimeException e) {
            call = CompletableFuture.failedFuture(e);
        }
        ui.deliver(call, this::created, this::failed);
    }

    /** Marks every field as edited, so that all messages show (Submit pressed on an incomplete form). */
    public void touchAll() {
        touched.values().forEach(t -> t.set(true));
    }

    NewOrderRequest toRequest() {
        return new NewOrderRequest(text(NewOrderField.EMAIL), text(NewOrderField.FIRST_NAME),
                text(NewOrderField.LAST_NAME), text(NewOrderField.LAST4), text(NewOrderField.REFERENCE),
                text(NewOrderField.REQUEST_TYPE), text(NewOrderField.RETURN_URL), text(NewOrderField.NOTIFICATION_URL),
                text(NewOrderField.PHONE), text(NewOrderField.EMPLOYER), null, accountMonitoring(),
                text(NewOrderField.EXPECTED_ACCOUNTS));
    }

    /** What {@code accountMonitoring} carries (see {@link Monitoring}); null leaves it out (company default). */
    String accountMonitoring() {
        Monitoring m = monitoring.get() == null ? Monitoring.COMPANY_DEFAULT : monitoring.get();
        return m == Monitoring.CUSTOM ? text(NewOrderField.MONITORING) : m.sent();
    }

    private String text(NewOrderField f) {
        String v = values.get(f).get();
        return v == null || v.isBlank() ? null : v.strip();
    }

    private void created(Order order) {
        if (order == null || order.id() == null) {
            failed(new ApiException(ApiException.Kind.BAD_RESPONSE, null, messages.get("neworder.error.noId"),
                    List.of(), null, null, null, false, null));
            return;
        }
        enrollmentKeys.remember(order.id(), order.enrollmentSSOKey());
        // the status bar's count of the service's orders: one more now, without listing them all again
        int listed = connection.orderCountProperty().get();
        if (listed >= 0) {
            connection.reportOrderCount(connection.profile(), listed + 1);
        }
        joinLoanFile(order);
        finishWith(order.id());
    }

    /** A new order whose reference number has a loan file joins it, off the FX thread ("created at this desk"). */
    private void joinLoanFile(Order order) {
        String ref = order.referenceNumber() != null ? order.referenceNumber().strip() : text(NewOrderField.REFERENCE);
        if (ref == null || ref.isEmpty()) {
            return;
        }
        loanFiles.call(store -> store.load(ref).map(l -> store.addOrder(ref, order.id(), "created at this desk")))
                .exceptionally(e -> {
                    LOG.warn("Could not add the new order to its loan file: {}", e.getClass().getSimpleName());
                    return null;
                });
    }

    /** The order exists (created, or found by the guard): clear the form and the draft, open the order. */
    private void finishWith(String orderId) {
        resetForm();
        draft.delete();
        phase.set(Phase.EDITING);
        navigator.showOrder(orderId);
    }

    private void failed(Throwable error) {
        if (isLostAnswer(error)) {
            checkForLostOrder();
            return;
        }
        phase.set(Phase.EDITING);
        if (error instanceof ApiException e && e.kind() == ApiException.Kind.INVALID_INPUT
                && !e.fieldErrors().isEmpty()) {
            boolean placed = false;
            for (FieldError fe : e.fieldErrors()) {
                NewOrderField f = NewOrderField.fromServerName(fe.field());
                String msg = fe.message() == null || fe.message().isBlank()
                        ? messages.get("neworder.error.serverRejected") : fe.message();
                if (f != null) {
                    String previous = serverErrors.get(f).get();
                    serverErrors.get(f).set(previous == null ? msg : previous + " " + msg);
                    touched.get(f).set(true);
                    placed = true;
                } else {
                    generalMessages.add(fe.field() == null ? msg : fe.field() + ": " + msg);
                }
            }
            // the client puts the service's general messages into the exception's message
            problem.set(new Problem(messages.get(placed ? "neworder.invalid.fields" : "neworder.invalid.general"),
                    e.getMessage(), e.status().map(String::valueOf).orElse(null), e.requestId().orElse(null),
                    messages.get("problem.advice.INVALID_INPUT")));
            invalidShown = true;
            return;
        }
        if (error instanceof ApiException e && e.kind() == ApiException.Kind.RATE_LIMITED) {
            hold(e.retryAfter().orElse(DEFAULT_RATE_LIMIT_HOLD));
        }
        problem.set(Problem.of(error, messages));
    }

    /** Keeps Submit disabled for {@code wait} (at most {@link #MAX_RATE_LIMIT_HOLD}), counting down each second. */
    private void hold(java.time.Duration wait) {
        long seconds = Math.max(1, Math.min(MAX_RATE_LIMIT_HOLD.toSeconds(), wait.toSeconds()));
        if (holdTimer != null) {
            holdTimer.stop();
        }
        holdSeconds.set((int) seconds);
        holdTimer = new Timeline(new KeyFrame(javafx.util.Duration.seconds(1),
                e -> holdSeconds.set(Math.max(0, holdSeconds.get() - 1))));
        holdTimer.setCycleCount((int) seconds);
        holdTimer.setOnFinished(e -> holdSeconds.set(0));
        holdTimer.play();
    }

    private static boolean isLostAnswer(Throwable error) {
        if (error instanceof TimeoutException) {
            return true;
        }
        return error instanceof ApiException e && e.kind() == ApiException.Kind.NETWORK && e.requestMaySeenByServer();
    }

    /** Looks for the order the lost answer may have created: same reference, same borrower, created since the send. */
    public void checkForLostOrder() {
        phase.set(Phase.CHECKING);
        recoveryText.set(messages.get("neworder.lost.checking"));
        problem.set(null);
        String reference = text(NewOrderField.REFERENCE);
        String email = text(NewOrderField.EMAIL);
        String name = ((text(NewOrderField.FIRST_NAME) == null ? "" : text(NewOrderField.FIRST_NAME)) + " "
                + (text(NewOrderField.LAST_NAME) == null ? "" : text(NewOrderField.LAST_NAME))).strip();
        Instant since = (sentAt == null ? clock.instant() : sentAt).minus(LOST_WINDOW);
        CompletableFuture<List<Order>> list;
        try {
            list = connection.service().listOrdersAsync();
        } catch (RuntimeException e) {
            list = CompletableFuture.failedFuture(e);
        }
        ui.deliver(list, orders -> {
            Optional<Order> match = NewOrderRules.lostOrder(orders, reference, email, name, since);
            if (match.isPresent()) {
                Order o = match.get();
                foundOrder.set(o);
                String at = o.created() == null ? messages.get("neworder.lost.justNow")
                        : Formats.forOfficer(clock.getZone()).shortTime(o.created());
                recoveryText.set(messages.get("neworder.lost.found", reference, at));
                phase.set(Phase.FOUND);
            } else {
                recoveryText.set(messages.get("neworder.lost.notFound", reference));
                phase.set(Phase.NOT_FOUND);
            }
        }, error -> {
            Problem p = Problem.of(error, messages);
            recoveryText.set(messages.get("neworder.lost.checkFailed", p.message() == null ? p.headline() : p.message()));
            problem.set(p);
            phase.set(Phase.CHECK_FAILED);
        });
    }

    /** Opens the order the guard found (and treats it as the created one). */
    public void openFoundOrder() {
        Order o = foundOrder.get();
        if (o != null) {
            finishWith(o.id());
        }
    }

    /** The officer has seen the found order and still wants a second one. */
    public void sendAgainAnyway() {
        if (phase.get() == Phase.FOUND) {
            phase.set(Phase.NOT_FOUND);
        }
        submit();
    }

    // ---- drafts ----

    /**
     * The service judged the form as it was: once anything changes (the blamed field, or the real cause elsewhere),
     * its field messages, its general messages and its banner no longer hold, and Create is offered again; the
     * service judges the new form when it is sent.
     */
    private void serverVerdictIsStale() {
        serverErrors.values().forEach(e -> e.set(null));
        if (invalidShown) {
            invalidShown = false;
            generalMessages.clear();
            problem.set(null);
        }
    }

    private void formChanged() {
        draft.changed();
    }

    /** The form as a draft: every field but the identifier digits (DraftStore drops them too). */
    Map<String, String> snapshot() {
        Map<String, String> m = new LinkedHashMap<>();
        for (NewOrderField f : NewOrderField.values()) {
            if (f != NewOrderField.LAST4) {
                m.put(f.requestName(), values.get(f).get());
            }
        }
        Monitoring choice = monitoring.get();
        if (choice != null && choice != Monitoring.COMPANY_DEFAULT) {
            m.put(MONITORING_CHOICE_KEY, choice.name());
        }
        return m;
    }

    /** Writes the draft now (off the FX thread, in order). Called after a pause in typing and when leaving. */
    public void saveDraftNow() {
        draft.saveNow();
    }

    /** Clears the form and deletes the draft. */
    public void discardDraft() {
        resetForm();
        draft.delete();
        problem.set(null);
        generalMessages.clear();
        recoveryText.set(null);
        foundOrder.set(null);
        phase.set(Phase.EDITING);
    }

    private void resetForm() {
        quiet = true;
        try {
            values.values().forEach(v -> v.set(""));
            monitoring.set(Monitoring.COMPANY_DEFAULT);
            serverErrors.values().forEach(e -> e.set(null));
            touched.values().forEach(t -> t.set(false));
        } finally {
            quiet = false;
        }
    }

    /** Puts {@code saved} in the form, unless the officer has typed meanwhile; true when it did. */
    private boolean applyDraft(DraftStore.Draft saved) {
        if (touched.values().stream().anyMatch(BooleanProperty::get)) {
            return false;
        }
        quiet = true;
        try {
            Map<String, String> fields = saved.fields();
            for (NewOrderField f : NewOrderField.values()) {
                String v = fields.get(f.requestName());
                if (v != null && f != NewOrderField.LAST4) {
                    values.get(f).set(v);
                    touched.get(f).set(true);
                }
            }
            String choice = fields.get(MONITORING_CHOICE_KEY);
            if (choice != null) {
                try {
                    monitoring.set(Monitoring.valueOf(choice));
                } catch (IllegalArgumentException ignored) {
                    monitoring.set(Monitoring.COMPANY_DEFAULT);
                }
            }
        } finally {
            quiet = false;
        }
        return true;
    }

    /** Waits for pending draft writes (tests). */
    public CompletableFuture<Void> pendingDraftWrites() {
        return draft.pendingWrites();
    }
}
