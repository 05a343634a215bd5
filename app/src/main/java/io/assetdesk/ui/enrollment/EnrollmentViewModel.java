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

        void continueOnPhone();

        void backFromPhone();

        void phoneTakesOver();

        void closeDonePage();
    }

    private final Actions actions;
    private final ReadOnlyObjectWrapper<EnrollmentSession.State> state =
            new ReadOnlyObjectWrapper<>(this, "state", EnrollmentSession.State.LOADING);
    private final ReadOnlyStringWrapper errorMessage = new ReadOnlyStringWrapper(this, "errorMessage", "");
    private final ReadOnlyBooleanWrapper fullScreen = new ReadOnlyBooleanWrapper(this, "fullScreen");
    private final ReadOnlyStringWrapper phoneLink = new ReadOnlyStringWrapper(this, "phoneLink", "");
    private final ReadOnlyBooleanWrapper phoneShown = new ReadOnlyBooleanWrapper(this, "phoneShown");
    private final ReadOnlyBooleanWrapper done = new ReadOnlyBooleanWrapper(this, "done");

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

    /** The order's login link, for the borrower's phone; empty when the order has none. */
    public ReadOnlyStringProperty phoneLinkProperty() {
        return phoneLink.getReadOnlyProperty();
    }

    /** The QR code of the login link is shown over the frame. */
    public ReadOnlyBooleanProperty phoneShownProperty() {
        return phoneShown.getReadOnlyProperty();
    }

    /** The borrower has finished: the "you are done" page is shown until the window closes. */
    public ReadOnlyBooleanProperty doneProperty() {
        return done.getReadOnlyProperty();
    }

    void setPhoneLink(String link) {
        phoneLink.set(link == null ? "" : link);
    }

    void showPhone(boolean on) {
        phoneShown.set(on);
    }

    void showDone() {
        phoneShown.set(false);
        done.set(true);
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

    void continueOnPhone() {
        actions.continueOnPhone();
    }

    void backFromPhone() {
        actions.backFromPhone();
    }

    void phoneTakesOver() {
        actions.phoneTakesOver();
    }

    void closeDonePage() {
        actions.closeDonePage();
    }
}
