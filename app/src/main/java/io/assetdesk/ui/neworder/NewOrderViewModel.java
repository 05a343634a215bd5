package io.assetdesk.ui.neworder;

import io.assetdesk.api.ApiException;
import io.assetdesk.api.NewOrderRequest;
import io.assetdesk.api.Order;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.session.LoanFiles;
import io.assetdesk.settings.DraftStore;
import io.assetdesk.settings.EnrollmentKeys;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.Navigator;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.Pause;
import io.assetdesk.ui.common.Problem;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
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
    private final LoanFiles loanFiles;
    private final NewOrderForm form;
    private final NewOrderDraft draft;
    private final LostOrderGuard guard;
    private final SubmitHold hold;
    private final ReadOnlyObjectWrapper<Phase> phase = new ReadOnlyObjectWrapper<>(this, "phase", Phase.EDITING);
    private final ReadOnlyObjectWrapper<Problem> problem = new ReadOnlyObjectWrapper<>(this, "problem");
    private final ObservableList<String> generalMessages = FXCollections.observableArrayList();
    private final BooleanBinding canSubmit;
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
                Pause.fx(), Pause.fx());
    }

    /** The same, with the draft's pause after typing and the hold's second given (timers the test drives). */
    NewOrderViewModel(Messages messages, UiExecutor ui, Clock clock, ActiveConnection connection,
                      DraftStore drafts, EnrollmentKeys enrollmentKeys, Navigator navigator,
                      Executor background, LoanFiles loanFiles, Pause typing, Pause second) {
        this.messages = messages;
        this.ui = ui;
        this.clock = clock;
        this.connection = connection;
        this.enrollmentKeys = enrollmentKeys;
        this.navigator = navigator;
        this.loanFiles = loanFiles;
        this.form = new NewOrderForm(messages, this::formChanged);
        this.draft = new NewOrderDraft(drafts, ui, clock, background, typing, form::snapshot);
        this.guard = new LostOrderGuard(messages, ui, clock, connection, phase::set, problem::set);
        this.hold = new SubmitHold(second);
        canSubmit = form.validProperty().and(Bindings.createBooleanBinding(
                () -> (phase.get() == Phase.EDITING || phase.get() == Phase.NOT_FOUND
                        || phase.get() == Phase.CHECK_FAILED)
                        && hold.secondsProperty().get() == 0,
                phase, hold.secondsProperty()));
        draft.restore(form::apply);
    }

    // ---- state for the view ----

    public StringProperty value(NewOrderField field) {
        return form.value(field);
    }

    /** The message shown next to the field now: a server message, else a local one once the field was edited. */
    public ReadOnlyStringProperty shownError(NewOrderField field) {
        return form.shownError(field);
    }

    /** The local validation message, whether or not the field was edited. */
    public ReadOnlyStringProperty localError(NewOrderField field) {
        return form.localError(field);
    }

    public ObjectProperty<Monitoring> monitoringProperty() {
        return form.monitoringProperty();
    }

    public BooleanBinding validProperty() {
        return form.validProperty();
    }

    /** Seconds until Submit is enabled again after a 429 (the service's Retry-After); 0 when not held. */
    public ReadOnlyIntegerProperty holdSecondsProperty() {
        return hold.secondsProperty();
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
        return guard.textProperty();
    }

    public ReadOnlyObjectProperty<Order> foundOrderProperty() {
        return guard.foundProperty();
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
        guard.clear();
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
        form.touchAll();
    }

    NewOrderRequest toRequest() {
        return form.toRequest();
    }

    /** What {@code accountMonitoring} carries (see {@link Monitoring}); null leaves it out (company default). */
    String accountMonitoring() {
        return form.accountMonitoring();
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
        String ref = order.referenceNumber() != null ? order.referenceNumber().strip()
                : form.text(NewOrderField.REFERENCE);
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
        form.reset();
        draft.delete();
        phase.set(Phase.EDITING);
        navigator.showOrder(orderId);
    }

    private void failed(Throwable error) {
        if (LostOrderGuard.lostAnswer(error)) {
            checkForLostOrder();
            return;
        }
        phase.set(Phase.EDITING);
        if (error instanceof ApiException e && e.kind() == ApiException.Kind.INVALID_INPUT
                && !e.fieldErrors().isEmpty()) {
            List<String> general = form.refusedFields(e.fieldErrors());
            generalMessages.addAll(general);
            boolean placed = general.size() < e.fieldErrors().size();
            // the client puts the service's general messages into the exception's message
            problem.set(new Problem(messages.get(placed ? "neworder.invalid.fields" : "neworder.invalid.general"),
                    e.getMessage(), e.status().map(String::valueOf).orElse(null), e.requestId().orElse(null),
                    messages.get("problem.advice.INVALID_INPUT")));
            invalidShown = true;
            return;
        }
        if (error instanceof ApiException e && e.kind() == ApiException.Kind.RATE_LIMITED) {
            hold.hold(e.retryAfter().orElse(SubmitHold.DEFAULT));
        }
        problem.set(Problem.of(error, messages));
    }

    /** Looks for the order the lost answer may have created: same reference, same borrower, created since the send. */
    public void checkForLostOrder() {
        String first = form.text(NewOrderField.FIRST_NAME);
        String last = form.text(NewOrderField.LAST_NAME);
        guard.check(new LostOrderGuard.Sent(form.text(NewOrderField.REFERENCE), form.text(NewOrderField.EMAIL),
                ((first == null ? "" : first) + " " + (last == null ? "" : last)).strip(), sentAt));
    }

    /** Opens the order the guard found (and treats it as the created one). */
    public void openFoundOrder() {
        Order o = guard.foundProperty().get();
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
     * The officer changed the form. The service judged the form as it was: once anything changes (the blamed field,
     * or the real cause elsewhere), its field messages, its general messages and its banner no longer hold, and
     * Create is offered again; the service judges the new form when it is sent. The draft is written after a pause.
     */
    private void formChanged() {
        form.clearServerErrors();
        if (invalidShown) {
            invalidShown = false;
            generalMessages.clear();
            problem.set(null);
        }
        draft.changed();
    }

    /** The form as a draft: every field but the identifier digits (DraftStore drops them too). */
    Map<String, String> snapshot() {
        return form.snapshot();
    }

    /** Writes the draft now (off the FX thread, in order). Called after a pause in typing and when leaving. */
    public void saveDraftNow() {
        draft.saveNow();
    }

    /** Clears the form and deletes the draft. */
    public void discardDraft() {
        form.reset();
        draft.delete();
        problem.set(null);
        generalMessages.clear();
        guard.clear();
        phase.set(Phase.EDITING);
    }

    /** Waits for pending draft writes (tests). */
    public CompletableFuture<Void> pendingDraftWrites() {
        return draft.pendingWrites();
    }
}
