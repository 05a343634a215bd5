package io.assetdesk.ui.enrollment;

import java.util.Objects;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * What the borrower window shows (where the session is, the load error, full screen or not) and what its buttons ask
 * for. The {@link EnrollmentSession} sets the one and answers the other; {@link EnrollmentWindowController} binds to
 * it. Touch it from the FX thread.
 */
public final class EnrollmentViewModel {

    /** What the window's buttons ask of the session. */
    interface Actions {
        void toggleFullScreen();

        void finishedByOfficer();

        void askToClose();

        void retry();
    }

    private final Actions actions;
    private final ReadOnlyObjectWrapper<EnrollmentSession.State> state =
            new ReadOnlyObjectWrapper<>(this, "state", EnrollmentSession.State.LOADING);
    private final ReadOnlyStringWrapper errorMessage = new ReadOnlyStringWrapper(this, "errorMessage", "");
    private final ReadOnlyBooleanWrapper fullScreen = new ReadOnlyBooleanWrapper(this, "fullScreen");

    EnrollmentViewModel(Actions actions) {
        this.actions = Objects.requireNonNull(actions);
    }

    /** Where the session is: the page loading, shown, failed to load (with {@link #errorMessageProperty}), ended. */
    public ReadOnlyObjectProperty<EnrollmentSession.State> stateProperty() {
        return state.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty errorMessageProperty() {
        return errorMessage.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty fullScreenProperty() {
        return fullScreen.getReadOnlyProperty();
    }

    /** Moves to {@code next}, unless the session has ended (an end is final). */
    void moveTo(EnrollmentSession.State next) {
        if (state.get() != EnrollmentSession.State.ENDED) {
            state.set(next);
        }
    }

    /** The page cannot be shown, and why (the officer reads it; no URL, no key). */
    void failed(String message) {
        errorMessage.set(message);
        moveTo(EnrollmentSession.State.FAILED);
    }

    void setFullScreen(boolean on) {
        fullScreen.set(on);
    }

    void toggleFullScreen() {
        actions.toggleFullScreen();
    }

    void finishedByOfficer() {
        actions.finishedByOfficer();
    }

    void askToClose() {
        actions.askToClose();
    }

    void retry() {
        actions.retry();
    }
}
