package io.assetdesk.workflow;

import java.time.Duration;
import java.time.Instant;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * Where one order stands, decided in one place from everything the console knows about it: the provider's status
 * (known and unknown values), whether the report is there, how a desk session at this workstation went, whether a
 * report wait runs (or ended without the report), and whether enrollment can start at this desk. Every text, button and
 * background wait of the order and orders screens reads its {@link Phase}, its {@link Action}s and its message keys
 * from here, so that no two of them disagree.
 *
 * <p>No JavaFX and no clock of its own: {@link #of(Facts)} is a pure function of its facts.
 */
public final class OrderState {

    /**
     * How long the console waits, after a desk session ended as finished, for the provider to show that the borrower
     * enrolled (the status leaving {@code opened}) before it says the provider has no enrollment.
     */
    public static final Duration CONFIRM_WINDOW = Duration.ofSeconds(45);

    /** Where the order stands, as the officer should read it. */
    public enum Phase {
        /** Nothing loaded yet. */
        LOADING,
        /** The provider is setting the order up ({@code building}). */
        BUILDING,
        /** Waiting for the borrower to enroll ({@code opened}, no desk session finished). */
        AWAITING_BORROWER,
        /** The desk session was closed before the borrower finished. */
        DESK_CLOSED_EARLY,
        /** The borrower is enrolling at this desk now. */
        AT_DESK,
        /** A desk session ended as finished; the provider has not shown the enrollment yet (within the window). */
        CONFIRMING,
        /** A desk session ended as finished, but the provider still shows the order waiting after the window. */
        NOT_ENROLLED,
        /** The borrower enrolled ({@code inprogress}) and the console is waiting for the report. */
        PREPARING_REPORT,
        /** {@code inprogress}, and nobody is waiting for the report on this workstation. */
        IN_PROGRESS,
        /** {@code inprogress}; the console stopped waiting (gave up, or the service refused a read). */
        WAIT_ENDED,
        /** {@code closed} with its verified accounts. */
        REPORT_READY,
        /** {@code closed} without accounts (the monitoring period ran out, or no account was linked). */
        CLOSED_WITHOUT_REPORT,
        /** {@code canceled}. */
        CANCELED,
        /** A status the console does not know, shown as it came. */
        UNKNOWN_STATUS,
        /** No status in the answer. */
        NO_STATUS
    }

    /** What the officer can do in a phase. */
    public enum Action {
        /** Open the borrower window at this desk (its label says "again" when {@link #enrollAgain()}). */
        ENROLL_AT_DESK,
        /** Copy or open the order's login URL for the borrower's own device. */
        SEND_LOGIN_URL,
        /** Read the order again now. */
        CHECK_NOW,
        /** Start waiting for the report in the background. */
        WAIT_FOR_REPORT,
        /** Export or print the report. */
        USE_REPORT
    }

    /** How the last desk session for the order went on this workstation, this run. */
    public enum Desk {
        NONE,
        RUNNING,
        /** The provider's frame said the borrower finished. */
        FINISHED_BY_FRAME,
        /** The officer said the borrower finished. */
        FINISHED_BY_OFFICER,
        /** Closed before the end. */
        CLOSED_EARLY
    }

    /** The background wait for the report. */
    public enum Wait {
        NONE,
        WAITING,
        /** Gave up after its time without the report. */
        GAVE_UP,
        /** The service refused a read (the order is gone, the credentials were refused...). */
        FAILED
    }

    /**
     * What is known.
     *
     * @param loaded       false before the first answer
     * @param status       the provider's status as it came (null or blank: none)
     * @param hasReport    the answer carries verified accounts
     * @param desk         the last desk session for the order
     * @param deskEndedAt  when that session ended (or when the current wait began, after a restart); null if unknown
     * @param reportWait   the report wait
     * @param canEnrollHere a desk session can start (this workstation holds the order's enrollment key, or the order
     *                     has a login URL the borrower window can open)
     * @param hasLoginUrl  the order has a login URL to send the borrower
     * @param now          the time of the decision
     */
    public record Facts(boolean loaded, String status, boolean hasReport, Desk desk, Instant deskEndedAt, Wait reportWait,
                        boolean canEnrollHere, boolean hasLoginUrl, Instant now) {
        public Facts {
            Objects.requireNonNull(desk, "desk");
            Objects.requireNonNull(reportWait, "reportWait");
            Objects.requireNonNull(now, "now");
        }
    }

    private final Phase phase;
    private final Set<Action> actions;
    private final String status;
    private final boolean enrollAgain;
    private final Instant confirmUntil;
    private final boolean finishedByFrame;

    private OrderState(Phase phase, Set<Action> actions, String status, boolean enrollAgain, Instant confirmUntil,
                       boolean finishedByFrame) {
        this.phase = phase;
        this.actions = Set.copyOf(actions);
        this.status = status;
        this.enrollAgain = enrollAgain;
        this.confirmUntil = confirmUntil;
        this.finishedByFrame = finishedByFrame;
    }

    /** Decides the state from the facts, with the usual {@link #CONFIRM_WINDOW}. */
    public static OrderState of(Facts f) {
        return of(f, CONFIRM_WINDOW);
    }

    /** Decides the state from the facts; {@code confirmWindow} replaces {@link #CONFIRM_WINDOW}. */
    public static OrderState of(Facts f, Duration confirmWindow) {
        Objects.requireNonNull(confirmWindow, "confirmWindow");
        if (!f.loaded()) {
            return new OrderState(Phase.LOADING, EnumSet.noneOf(Action.class), null, false, null, false);
        }
        String st = normalise(f.status());
        EnumSet<Action> enroll = EnumSet.noneOf(Action.class);
        if (f.canEnrollHere()) {
            enroll.add(Action.ENROLL_AT_DESK);
        }
        if (f.hasLoginUrl()) {
            enroll.add(Action.SEND_LOGIN_URL);
        }
        boolean finished = f.desk() == Desk.FINISHED_BY_FRAME || f.desk() == Desk.FINISHED_BY_OFFICER;
        boolean byFrame = f.desk() == Desk.FINISHED_BY_FRAME;
        if (f.hasReport()) {
            // whatever the status says, a report is a report: the officer can use it
            return state(Phase.REPORT_READY, EnumSet.of(Action.USE_REPORT), st);
        }
        switch (st) {
            case "building":
                return state(Phase.BUILDING, EnumSet.of(Action.CHECK_NOW), st);
            case "opened": {
                if (f.desk() == Desk.RUNNING) {
                    return state(Phase.AT_DESK, EnumSet.noneOf(Action.class), st);
                }
                boolean waitingAfterDesk = finished || f.reportWait() == Wait.WAITING;
                if (waitingAfterDesk && f.deskEndedAt() != null) {
                    Instant until = f.deskEndedAt().plus(confirmWindow);
                    if (f.now().isBefore(until) && f.reportWait() == Wait.WAITING) {
                        return new OrderState(Phase.CONFIRMING, EnumSet.of(Action.CHECK_NOW), st, false, until,
                                byFrame);
                    }
                    EnumSet<Action> again = EnumSet.copyOf(enroll);
                    again.add(Action.CHECK_NOW);
                    return new OrderState(Phase.NOT_ENROLLED, again, st, true, until, byFrame);
                }
                // the borrower may enroll from their own device at any time: checking is always offered
                EnumSet<Action> open = EnumSet.copyOf(enroll);
                open.add(Action.CHECK_NOW);
                if (f.desk() == Desk.CLOSED_EARLY) {
                    return new OrderState(Phase.DESK_CLOSED_EARLY, open, st, true, null, false);
                }
                return state(Phase.AWAITING_BORROWER, open, st);
            }
            case "inprogress": {
                if (f.reportWait() == Wait.WAITING) {
                    return state(Phase.PREPARING_REPORT, EnumSet.of(Action.CHECK_NOW), st);
                }
                if (f.reportWait() == Wait.GAVE_UP || f.reportWait() == Wait.FAILED) {
                    return state(Phase.WAIT_ENDED, EnumSet.of(Action.CHECK_NOW, Action.WAIT_FOR_REPORT), st);
                }
                if (finished) {
                    // the desk session ended as finished and its wait is not running (stopped by hand)
                    return state(Phase.IN_PROGRESS, EnumSet.of(Action.CHECK_NOW, Action.WAIT_FOR_REPORT), st);
                }
                EnumSet<Action> a = EnumSet.of(Action.CHECK_NOW, Action.WAIT_FOR_REPORT);
                a.addAll(enroll);
                return state(Phase.IN_PROGRESS, a, st);
            }
            case "closed":
                return state(Phase.CLOSED_WITHOUT_REPORT, EnumSet.of(Action.CHECK_NOW), st);
            case "canceled":
                return state(Phase.CANCELED, EnumSet.noneOf(Action.class), st);
            case "":
                return state(Phase.NO_STATUS, EnumSet.of(Action.CHECK_NOW), st);
            default:
                return state(Phase.UNKNOWN_STATUS, EnumSet.of(Action.CHECK_NOW), st);
        }
    }

    private static OrderState state(Phase phase, Set<Action> actions, String status) {
        return new OrderState(phase, actions, status, false, null, false);
    }

    private static String normalise(String status) {
        return status == null ? "" : status.strip().toLowerCase(Locale.ROOT);
    }

    public Phase phase() {
        return phase;
    }

    public Set<Action> actions() {
        return actions;
    }

    public boolean offers(Action action) {
        return actions.contains(action);
    }

    /** The provider's status, trimmed and lower case ("" when none). */
    public String status() {
        return status;
    }

    /** The desk enrollment would be a second try (its label says "again"). */
    public boolean enrollAgain() {
        return enrollAgain;
    }

    /** The end of the confirmation window ({@link Phase#CONFIRMING}, {@link Phase#NOT_ENROLLED}); else null. */
    public Instant confirmUntil() {
        return confirmUntil;
    }

    /** The desk session's end was said by the provider's frame (rather than by the officer). */
    public boolean finishedByFrame() {
        return finishedByFrame;
    }

    /** A report wait belongs to this phase: the screen keeps it running (or starts it) while it lasts. */
    public boolean waitBelongs() {
        return phase == Phase.CONFIRMING || phase == Phase.PREPARING_REPORT;
    }

    /** The wait must stop: the provider shows no enrollment after the confirmation window. */
    public boolean waitShouldStop() {
        return phase == Phase.NOT_ENROLLED;
    }

    /** A spinner belongs on screen: the console is checking in the background. */
    public boolean busy() {
        return phase == Phase.CONFIRMING || phase == Phase.PREPARING_REPORT || phase == Phase.AT_DESK;
    }

    /**
     * The message key of the one line saying what the state means: {@code state.<phase>.meaning}, with
     * {@code .frame} for a session the frame ended. Unknown statuses take the status as argument 0.
     */
    public String meaningKey() {
        return "state." + key() + ".meaning" + (finishedByFrame && (phase == Phase.CONFIRMING
                || phase == Phase.NOT_ENROLLED) ? ".frame" : "");
    }

    /** The message key of the next step: {@code state.<phase>.next}, with {@code .noDesk} when no desk session can start. */
    public String nextKey() {
        boolean deskPhase = phase == Phase.AWAITING_BORROWER || phase == Phase.NOT_ENROLLED
                || phase == Phase.DESK_CLOSED_EARLY || phase == Phase.IN_PROGRESS;
        return "state." + key() + ".next" + (deskPhase && !offers(Action.ENROLL_AT_DESK) ? ".noDesk" : "");
    }

    /** The phase's key part: lower camel case of its name ({@code awaitingBorrower}). */
    public String key() {
        String[] parts = phase.name().toLowerCase(Locale.ROOT).split("_");
        StringBuilder b = new StringBuilder(parts[0]);
        for (int i = 1; i < parts.length; i++) {
            b.append(Character.toUpperCase(parts[i].charAt(0))).append(parts[i].substring(1));
        }
        return b.toString();
    }

    @Override
    public String toString() {
        return phase + actions.toString();
    }
}
