package io.assetdesk.workflow;

import static io.assetdesk.workflow.OrderState.Action.CHECK_NOW;
import static io.assetdesk.workflow.OrderState.Action.ENROLL_AT_DESK;
import static io.assetdesk.workflow.OrderState.Action.MARK_FINISHED;
import static io.assetdesk.workflow.OrderState.Action.SEND_LOGIN_URL;
import static io.assetdesk.workflow.OrderState.Action.UNMARK_FINISHED;
import static io.assetdesk.workflow.OrderState.Action.USE_REPORT;
import static io.assetdesk.workflow.OrderState.Action.WAIT_FOR_REPORT;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.workflow.OrderState.Desk;
import io.assetdesk.workflow.OrderState.Facts;
import io.assetdesk.workflow.OrderState.Phase;
import io.assetdesk.workflow.OrderState.Wait;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class OrderStateTest {
    private static final Instant NOW = Instant.parse("2026-11-24T15:00:00Z");

    private static Facts facts(String status, Desk desk, Instant endedAt, Wait wait) {
        return Facts.at(NOW).order(status, false, null, true).desk(desk, endedAt).waiting(wait).enrollHere(true);
    }

    private static OrderState of(String status, Desk desk, Instant endedAt, Wait wait) {
        return OrderState.of(facts(status, desk, endedAt, wait));
    }

    @Test
    void beforeTheFirstAnswerNothingIsOffered() {
        OrderState s = OrderState.of(Facts.at(NOW).enrollHere(true));
        assertThat(s.phase()).isEqualTo(Phase.LOADING);
        assertThat(s.actions()).isEmpty();
    }

    @Test
    void anOpenedOrderOffersTheDeskAndTheLoginUrl() {
        OrderState s = of("opened", Desk.NONE, null, Wait.NONE);
        assertThat(s.phase()).isEqualTo(Phase.AWAITING_BORROWER);
        assertThat(s.actions()).containsExactlyInAnyOrder(ENROLL_AT_DESK, SEND_LOGIN_URL, CHECK_NOW);
        assertThat(s.enrollAgain()).isFalse();
        assertThat(s.nextKey()).isEqualTo("state.awaitingBorrower.next");
    }

    @Test
    void withoutAnyWayToEnrollHereTheNextStepSaysSo() {
        OrderState s = OrderState.of(Facts.at(NOW).order("Opened ", false, null, true));
        assertThat(s.phase()).isEqualTo(Phase.AWAITING_BORROWER);
        assertThat(s.actions()).containsExactlyInAnyOrder(SEND_LOGIN_URL, CHECK_NOW);
        assertThat(s.nextKey()).isEqualTo("state.awaitingBorrower.next.noDesk");
    }

    @Test
    void whileTheBorrowerSitsAtTheDeskNothingElseIsOffered() {
        OrderState s = of("opened", Desk.RUNNING, null, Wait.NONE);
        assertThat(s.phase()).isEqualTo(Phase.AT_DESK);
        assertThat(s.actions()).isEmpty();
        assertThat(s.busy()).isTrue();
    }

    @Test
    void officerSaysFinishedAndTheProviderHasNotMovedYet_confirmingUntilTheWindowEnds() {
        Instant ended = NOW.minusSeconds(10);
        OrderState s = of("opened", Desk.FINISHED_BY_OFFICER, ended, Wait.WAITING);
        assertThat(s.phase()).isEqualTo(Phase.CONFIRMING);
        assertThat(s.actions()).containsExactly(CHECK_NOW);
        assertThat(s.confirmUntil()).isEqualTo(ended.plus(OrderState.CONFIRM_WINDOW));
        assertThat(s.waitBelongs()).isTrue();
        assertThat(s.meaningKey()).isEqualTo("state.confirming.meaning");
    }

    @Test
    void officerSaysFinishedButTheProviderStillWaitsAfterTheWindow_saysSoAndOffersToStartAgain() {
        Instant ended = NOW.minus(OrderState.CONFIRM_WINDOW).minusMillis(1);
        OrderState s = of("opened", Desk.FINISHED_BY_OFFICER, ended, Wait.WAITING);
        assertThat(s.phase()).isEqualTo(Phase.NOT_ENROLLED);
        assertThat(s.actions()).containsExactlyInAnyOrder(ENROLL_AT_DESK, SEND_LOGIN_URL, CHECK_NOW);
        assertThat(s.enrollAgain()).isTrue();
        assertThat(s.waitShouldStop()).isTrue();
        assertThat(s.busy()).isFalse();
    }

    @Test
    void aBorrowerWhoWentOnOnTheirPhoneIsWaitedForMinutesLaterAndTheWaitKeepsRunning() {
        Instant ended = NOW.minus(OrderState.CONFIRM_WINDOW).minusSeconds(600);
        OrderState s = of("opened", Desk.CONTINUED_ON_PHONE, ended, Wait.WAITING);
        assertThat(s.phase()).isEqualTo(Phase.AWAITING_BORROWER);
        assertThat(s.waitShouldStop()).isFalse();
        assertThat(s.actions()).contains(CHECK_NOW);
    }

    @Test
    void theWindowEndsExactlyAtItsEnd() {
        Instant ended = NOW.minus(OrderState.CONFIRM_WINDOW);
        assertThat(of("opened", Desk.FINISHED_BY_FRAME, ended, Wait.WAITING).phase()).isEqualTo(Phase.NOT_ENROLLED);
        assertThat(of("opened", Desk.FINISHED_BY_FRAME, ended.plusMillis(1), Wait.WAITING).phase())
                .isEqualTo(Phase.CONFIRMING);
    }

    @Test
    void theFramesWordGetsItsOwnText() {
        OrderState s = of("opened", Desk.FINISHED_BY_FRAME, NOW, Wait.WAITING);
        assertThat(s.meaningKey()).isEqualTo("state.confirming.meaning.frame");
    }

    @Test
    void aWaitResumedAfterARestartOnAnOpenedOrderConfirmsFromItsStart() {
        OrderState s = of("opened", Desk.NONE, NOW.minusSeconds(5), Wait.WAITING);
        assertThat(s.phase()).isEqualTo(Phase.CONFIRMING);
        OrderState late = of("opened", Desk.NONE, NOW.minusSeconds(3600), Wait.WAITING);
        assertThat(late.phase()).isEqualTo(Phase.NOT_ENROLLED);
    }

    @Test
    void aSessionClosedEarlyOffersToStartAgain() {
        OrderState s = of("opened", Desk.CLOSED_EARLY, NOW, Wait.NONE);
        assertThat(s.phase()).isEqualTo(Phase.DESK_CLOSED_EARLY);
        assertThat(s.enrollAgain()).isTrue();
        assertThat(s.actions()).containsExactlyInAnyOrder(ENROLL_AT_DESK, SEND_LOGIN_URL, CHECK_NOW);
    }

    @Test
    void inProgressWhileWaiting_isPreparingTheReportAndOffersNoEnrollment() {
        OrderState s = of("inprogress", Desk.FINISHED_BY_FRAME, NOW.minusSeconds(2), Wait.WAITING);
        assertThat(s.phase()).isEqualTo(Phase.PREPARING_REPORT);
        assertThat(s.actions()).containsExactly(CHECK_NOW);
        assertThat(s.busy()).isTrue();
    }

    @Test
    void inProgressWithNobodyWaiting_offersToWaitAndToContinueAtTheDesk() {
        OrderState s = of("inprogress", Desk.NONE, null, Wait.NONE);
        assertThat(s.phase()).isEqualTo(Phase.IN_PROGRESS);
        assertThat(s.actions()).containsExactlyInAnyOrder(CHECK_NOW, WAIT_FOR_REPORT, ENROLL_AT_DESK, SEND_LOGIN_URL);
    }

    @Test
    void inProgressAfterAFinishedDeskSessionDoesNotOfferTheDeskAgain() {
        OrderState s = of("inprogress", Desk.FINISHED_BY_OFFICER, NOW, Wait.NONE);
        assertThat(s.actions()).doesNotContain(ENROLL_AT_DESK);
    }

    @ParameterizedTest
    @EnumSource(value = Wait.class, names = {"GAVE_UP", "FAILED"})
    void aWaitThatEnded_saysSoAndOffersToCheckAndWaitAgain(Wait wait) {
        OrderState s = of("inprogress", Desk.NONE, null, wait);
        assertThat(s.phase()).isEqualTo(Phase.WAIT_ENDED);
        assertThat(s.actions()).containsExactlyInAnyOrder(CHECK_NOW, WAIT_FOR_REPORT);
    }

    @Test
    void aReportIsAReportWhateverTheStatus() {
        OrderState s = OrderState.of(Facts.at(NOW).order("inprogress", true, null, true).waiting(Wait.WAITING)
                .enrollHere(true));
        assertThat(s.phase()).isEqualTo(Phase.REPORT_READY);
        assertThat(s.actions()).containsExactly(USE_REPORT);
        assertThat(s.busy()).isFalse();
    }

    private static OrderState withDays(String status, Integer days, Desk desk, Instant endedAt, Wait wait,
                                       boolean canEnrollHere) {
        return OrderState.of(Facts.at(NOW).order(status, false, days, true).desk(desk, endedAt).waiting(wait)
                .enrollHere(canEnrollHere));
    }

    @Test
    void closedWithoutAccountsAndNoDaysLeftAndCanceledOfferNoEnrollment() {
        OrderState closed = withDays("closed", 0, Desk.NONE, null, Wait.NONE, true);
        assertThat(closed.phase()).isEqualTo(Phase.CLOSED_WITHOUT_REPORT);
        assertThat(closed.actions()).containsExactly(CHECK_NOW);
        assertThat(closed.closedWordOnly()).isFalse();
        assertThat(of("CANCELED", Desk.NONE, null, Wait.NONE).phase()).isEqualTo(Phase.CANCELED);
        assertThat(of("canceled", Desk.NONE, null, Wait.NONE).actions()).isEmpty();
    }

    @Test
    void unknownAndMissingStatuses() {
        OrderState odd = of("on-hold", Desk.NONE, null, Wait.NONE);
        assertThat(odd.phase()).isEqualTo(Phase.UNKNOWN_STATUS);
        assertThat(odd.status()).isEqualTo("on-hold");
        assertThat(of(null, Desk.NONE, null, Wait.NONE).phase()).isEqualTo(Phase.NO_STATUS);
        assertThat(of("  ", Desk.NONE, null, Wait.NONE).phase()).isEqualTo(Phase.NO_STATUS);
    }

    @Test
    void buildingOffersOnlyCheckNow() {
        assertThat(of("building", Desk.NONE, null, Wait.NONE).actions()).containsExactly(CHECK_NOW);
    }

    // ---- the service of the spec: "closed" is the only status, so the evidence decides -------------------------

    @Test
    void closedWithDaysRemainingAndNoAccounts_waitsForTheBorrowerAndOffersTheDesk() {
        OrderState s = withDays("closed", 60, Desk.NONE, null, Wait.NONE, true);
        assertThat(s.phase()).isEqualTo(Phase.AWAITING_BORROWER);
        assertThat(s.actions()).containsExactlyInAnyOrder(ENROLL_AT_DESK, SEND_LOGIN_URL, CHECK_NOW, MARK_FINISHED);
        assertThat(s.closedWordOnly()).isTrue();
        assertThat(s.daysRemaining()).isEqualTo(60);
        assertThat(s.meaningKey()).isEqualTo("state.awaitingBorrower.meaning.closedWord");
        assertThat(s.nextKey()).isEqualTo("state.awaitingBorrower.next");
    }

    @Test
    void closedWithoutDaysRemainingStated_isTakenAsWaitingAndSaysNoDaysWereStated() {
        OrderState s = withDays("Closed", null, Desk.NONE, null, Wait.NONE, true);
        assertThat(s.phase()).isEqualTo(Phase.AWAITING_BORROWER);
        assertThat(s.meaningKey()).isEqualTo("state.awaitingBorrower.meaning.closedWord.noDays");
    }

    @Test
    void closedAtTheDesk_isAtTheDesk() {
        OrderState s = withDays("closed", 60, Desk.RUNNING, null, Wait.NONE, true);
        assertThat(s.phase()).isEqualTo(Phase.AT_DESK);
        assertThat(s.actions()).isEmpty();
    }

    @Test
    void closedAfterAFinishedDeskSession_awaitsTheReportWithoutAConfirmationWindow() {
        // an hour after the desk: on the rich dialect this would be "not enrolled"; the word closed cannot confirm
        OrderState s = withDays("closed", 59, Desk.FINISHED_BY_FRAME, NOW.minus(Duration.ofHours(1)), Wait.WAITING,
                true);
        assertThat(s.phase()).isEqualTo(Phase.PREPARING_REPORT);
        assertThat(s.actions()).containsExactly(CHECK_NOW);
        assertThat(s.waitBelongs()).isTrue();
        assertThat(s.waitShouldStop()).isFalse();
        assertThat(s.meaningKey()).isEqualTo("state.preparingReport.meaning.closedWord");
    }

    @ParameterizedTest
    @EnumSource(value = Wait.class, names = {"GAVE_UP", "FAILED"})
    void closedAfterAWaitThatEnded_offersToWaitAgainAndToEnrollAgain(Wait wait) {
        OrderState s = withDays("closed", 59, Desk.FINISHED_BY_OFFICER, NOW.minusSeconds(600), wait, true);
        assertThat(s.phase()).isEqualTo(Phase.WAIT_ENDED);
        assertThat(s.actions()).containsExactlyInAnyOrder(CHECK_NOW, WAIT_FOR_REPORT, ENROLL_AT_DESK, SEND_LOGIN_URL,
                MARK_FINISHED);
        assertThat(s.enrollAgain()).isTrue();
        assertThat(s.nextKey()).isEqualTo("state.waitEnded.next.closedWord");
        OrderState noDesk = withDays("closed", 59, Desk.NONE, null, wait, false);
        assertThat(noDesk.nextKey()).isEqualTo("state.waitEnded.next.closedWord.noDesk");
    }

    @Test
    void closedWithNoDaysLeftWhileTheBorrowerIsAtTheDeskIsStillAtTheDesk() {
        OrderState s = withDays("closed", 0, Desk.RUNNING, null, Wait.NONE, true);
        assertThat(s.phase()).as("never closed (and its key forgotten) under the borrower").isEqualTo(Phase.AT_DESK);
    }

    @Test
    void closedAfterADeskSessionClosedEarly_offersTheDeskAgain() {
        OrderState s = withDays("closed", 10, Desk.CLOSED_EARLY, NOW, Wait.NONE, true);
        assertThat(s.phase()).isEqualTo(Phase.DESK_CLOSED_EARLY);
        assertThat(s.enrollAgain()).isTrue();
        assertThat(s.actions()).contains(ENROLL_AT_DESK);
    }

    @Test
    void closedWithAccounts_isAReport() {
        OrderState s = OrderState.of(Facts.at(NOW).order("closed", true, 60, true).enrollHere(true));
        assertThat(s.phase()).isEqualTo(Phase.REPORT_READY);
        assertThat(s.closedWordOnly()).isFalse();
    }

    @Test
    void onTheSpecsServiceTheOfficerCanSayAnOrderIsFinishedWithoutAccounts() {
        assertThat(withDays("closed", 60, Desk.NONE, null, Wait.NONE, true).actions()).contains(MARK_FINISHED);
        assertThat(withDays("opened", 60, Desk.NONE, null, Wait.NONE, true).actions())
                .as("the rich dialect's status says it itself").doesNotContain(MARK_FINISHED);

        OrderState marked = OrderState.of(Facts.at(NOW).order("closed", false, 60, true).enrollHere(true)
                .markedFinished(true));
        assertThat(marked.phase()).isEqualTo(Phase.CLOSED_WITHOUT_REPORT);
        assertThat(marked.actions()).containsExactlyInAnyOrder(CHECK_NOW, UNMARK_FINISHED);
        assertThat(marked.meaningKey()).isEqualTo("state.closedWithoutReport.meaning.officer");
        assertThat(marked.nextKey()).isEqualTo("state.closedWithoutReport.next.officer");

        OrderState reportAfterAll = OrderState.of(Facts.at(NOW).order("closed", true, 60, true).enrollHere(true)
                .markedFinished(true));
        assertThat(reportAfterAll.phase()).as("a report that comes after all wins").isEqualTo(Phase.REPORT_READY);
    }

    @Test
    void openedWithNoDaysLeft_isNotWaitingForTheBorrower() {
        OrderState s = withDays("opened", 0, Desk.NONE, null, Wait.NONE, true);
        assertThat(s.phase()).isEqualTo(Phase.EXPIRED);
        // the borrower may still enroll on the last day: the desk stays on offer, the text says what is at stake
        assertThat(s.actions()).containsExactlyInAnyOrder(ENROLL_AT_DESK, SEND_LOGIN_URL, CHECK_NOW);
        assertThat(s.meaningKey()).isEqualTo("state.expired.meaning");
        assertThat(withDays("opened", 0, Desk.NONE, null, Wait.NONE, false).nextKey())
                .isEqualTo("state.expired.next.noDesk");
        // a day left: still waiting
        assertThat(withDays("opened", 1, Desk.NONE, null, Wait.NONE, true).phase())
                .isEqualTo(Phase.AWAITING_BORROWER);
    }

    /** Every phase (and every variant of its keys) has its texts in the console's messages. */
    @Test
    void everyStateHasItsTexts() throws Exception {
        Properties messages = new Properties();
        try (InputStream in = OrderStateTest.class.getResourceAsStream("/io/assetdesk/ui/messages.properties")) {
            messages.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        String[] statuses = {"opened", "inprogress", "closed", "canceled", "building", "x", null};
        for (String st : statuses) {
            for (Desk d : Desk.values()) {
                for (Wait w : Wait.values()) {
                    for (boolean here : new boolean[] {true, false}) {
                        for (Instant ended : new Instant[] {null, NOW, NOW.minus(Duration.ofHours(1))}) {
                            for (boolean report : new boolean[] {true, false}) {
                                for (Integer days : new Integer[] {null, 0, 30}) {
                                    for (boolean marked : new boolean[] {false, true}) {
                                        OrderState s = OrderState.of(Facts.at(NOW).order(st, report, days, true)
                                                .desk(d, ended).waiting(w).enrollHere(here).markedFinished(marked));
                                        assertThat(messages).as(s + " meaning").containsKey(s.meaningKey());
                                        assertThat(messages).as(s + " next").containsKey(s.nextKey());
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
