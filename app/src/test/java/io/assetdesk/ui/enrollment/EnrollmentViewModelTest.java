package io.assetdesk.ui.enrollment;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The borrower window's model: what it shows follows the session, and its buttons reach the session. */
class EnrollmentViewModelTest {
    private final List<String> asked = new ArrayList<>();
    private final EnrollmentViewModel model = new EnrollmentViewModel(new EnrollmentViewModel.Actions() {
        @Override
        public void toggleFullScreen() {
            asked.add("fullScreen");
        }

        @Override
        public void finishedByOfficer() {
            asked.add("finished");
        }

        @Override
        public void askToClose() {
            asked.add("close");
        }

        @Override
        public void retry() {
            asked.add("retry");
        }

        @Override
        public void continueOnPhone() {
            asked.add("phone");
        }

        @Override
        public void backFromPhone() {
            asked.add("back");
        }

        @Override
        public void phoneTakesOver() {
            asked.add("phoneTakesOver");
        }

        @Override
        public void closeDonePage() {
            asked.add("closeDone");
        }
    });

    @Test
    void aLoadErrorIsShownWithItsReasonAndARetryLoadsAgain() {
        assertThat(model.stateProperty().get()).isEqualTo(EnrollmentSession.State.LOADING);
        model.failed("The portal did not answer within 10 seconds");
        assertThat(model.stateProperty().get()).isEqualTo(EnrollmentSession.State.FAILED);
        assertThat(model.errorMessageProperty().get()).isEqualTo("The portal did not answer within 10 seconds");
        model.retry();
        assertThat(asked).containsExactly("retry");
        model.moveTo(EnrollmentSession.State.LOADING);
        assertThat(model.stateProperty().get()).isEqualTo(EnrollmentSession.State.LOADING);
    }

    @Test
    void anEndedSessionStaysEnded() {
        model.moveTo(EnrollmentSession.State.SHOWING);
        model.moveTo(EnrollmentSession.State.ENDED);
        model.moveTo(EnrollmentSession.State.LOADING);
        model.failed("late");
        assertThat(model.stateProperty().get()).isEqualTo(EnrollmentSession.State.ENDED);
    }

    @Test
    void theDonePageReplacesThePhonesCodeAndTheLinkIsKeptAsGiven() {
        assertThat(model.phoneLinkProperty().get()).as("no link: no phone button").isEmpty();
        model.setPhoneLink("https://portal.example/login?o=1");
        model.showPhone(true);
        assertThat(model.phoneShownProperty().get()).isTrue();
        model.showDone();
        assertThat(model.doneProperty().get()).isTrue();
        assertThat(model.phoneShownProperty().get()).isFalse();
        assertThat(model.phoneLinkProperty().get()).isEqualTo("https://portal.example/login?o=1");
    }

    @Test
    void theButtonsReachTheSession() {
        model.toggleFullScreen();
        model.finishedByOfficer();
        model.askToClose();
        model.continueOnPhone();
        model.backFromPhone();
        model.phoneTakesOver();
        model.closeDonePage();
        assertThat(asked).containsExactly("fullScreen", "finished", "close", "phone", "back", "phoneTakesOver",
                "closeDone");
        model.setFullScreen(true);
        assertThat(model.fullScreenProperty().get()).isTrue();
    }
}
