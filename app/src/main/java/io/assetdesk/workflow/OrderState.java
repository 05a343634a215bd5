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
        /** {@code closed} without accounts and with no days remaining (the monitoring period ran out). */
        CLOSED_WITHOUT_REPORT,
        /** {@code opened}, but no days remain: the provider closes it without a report unless the borrower enrolls. */
        EXPIRED,
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
        USE_REPORT,
        /**
         * Say the order is finished without verified accounts (the borrower will not enroll): offered where the
         * status word cannot say so ({@link #closedWordOnly()}).
         */
        MARK_FINISHED,
        /** Take back {@link #MARK_FINISHED}: the order waits for its borrower again. */
        UNMARK_FINISHED
    }

    /** How the last desk session for the order went on this workstation, this run. */
    public enum Desk {
        NONE,
        RUNNING,
        /** The provider's frame said the borrower finished. */
        FINISHED_BY_FRAME,
        /** The officer said the borrower finished. */
        FINISHED_BY_OFFICER,
        /** The borrower went on on their phone (the login link's QR code): waited for as after a desk session. */
        CONTINUED_ON_PHONE,
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
     * @param daysRemaining the order's {@code daysRemaining} as it came (null: not sent)
     * @param finishedByOfficer the officer said the order is finished without verified accounts
     * @param now          the time of the decision
     */
    public record Facts(boolean loaded, String status, boolean hasReport, Desk desk, Instant deskEndedAt,
            Wait reportWait,
                        boolean canEnrollHere, boolean hasLoginUrl, Integer daysRemaining, boolean finishedByOfficer,
                        Instant now) {
        public Facts {
            Objects.requireNonNull(desk, "desk");
            Objects.requireNonNull(reportWait, "reportWait");
            Objects.requireNonNull(now, "now");
        }

        /** Nothing known yet at {@code now}: no answer, no desk session, no wait, no word of the officer's. */
        public static Facts at(Instant now) {
            return new Facts(false, null, false, Desk.NONE, null, Wait.NONE, false, false, null, false, now);
        }

        /** The service's answer: its status, whether it carries accounts, its days left, whether it has a link. */
        public Facts order(String word, boolean report, Integer days, boolean loginUrl) {
            return new Facts(true, word, report, desk, deskEndedAt, reportWait, canEnrollHere, loginUrl, days,
                    finishedByOfficer, now);
        }

        /** The last desk session, and when it ended (null: unknown). */
        public Facts desk(Desk session, Instant endedAt) {
            return new Facts(loaded, status, hasReport, session, endedAt, reportWait, canEnrollHere, hasLoginUrl,
                    daysRemaining, finishedByOfficer, now);
        }

        /** The report wait. */
        public Facts waiting(Wait wait) {
            return new Facts(loaded, status, hasReport, desk, deskEndedAt, wait, canEnrollHere, hasLoginUrl,
                    daysRemaining, finishedByOfficer, now);
        }

        /** Whether a desk session can start here. */
        public Facts enrollHere(boolean can) {
            return new Facts(loaded, status, hasReport, desk, deskEndedAt, reportWait, can, hasLoginUrl,
                    daysRemaining, finishedByOfficer, now);
        }

        /** Whether the officer said the order is finished without verified accounts. */
        public Facts markedFinished(boolean said) {
            return new Facts(loaded, status, hasReport, desk, deskEndedAt, reportWait, canEnrollHere, hasLoginUrl,
                    daysRemaining, said, now);
        }

        /** No days remain: the order's monitoring period has run out. */
        boolean noDaysLeft() {
            return daysRemaining != null && daysRemaining <= 0;
        }
    }

    private final Phase phase;
    private final Set<Action> actions;
    private final String status;
    private final boolean enrollAgain;
    private final Instant confirmUntil;
    private final boolean finishedByFrame;
    private final boolean closedWordOnly;
    private final Integer daysRemaining;

    private OrderState(Phase phase, Set<Action> actions, String status, boolean enrollAgain, Instant confirmUntil,
                       boolean finishedByFrame) {
        this(phase, actions, status, enrollAgain, confirmUntil, finishedByFrame, false, null);
    }

    private OrderState(Phase phase, Set<Action> actions, String status, boolean enrollAgain, Instant confirmUntil,
                       boolean finishedByFrame, boolean closedWordOnly, Integer daysRemaining) {
        this.phase = phase;
        this.actions = Set.copyOf(actions);
        this.status = status;
        this.enrollAgain = enrollAgain;
        this.confirmUntil = confirmUntil;
        this.finishedByFrame = finishedByFrame;
        this.closedWordOnly = closedWordOnly;
        this.daysRemaining = daysRemaining;
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
        boolean finished = f.desk() == Desk.FINISHED_BY_FRAME || f.desk() == Desk.FINISHED_BY_OFFICER
                || f.desk() == Desk.CONTINUED_ON_PHONE;
        boolean byFrame = f.desk() == Desk.FINISHED_BY_FRAME;
        if (f.hasReport()) {
            // whatever the status says, a report is a report: the officer can use it
            return state(Phase.REPORT_READY, EnumSet.of(Action.USE_REPORT), st);
        }
        if (st.equals("closed") && !f.noDaysLeft()) {
            return closedWordOnly(f, st, enroll, finished);
        }
        switch (st) {
            case "building":
                return state(Phase.BUILDING, EnumSet.of(Action.CHECK_NOW), st);
            case "opened": {
                if (f.desk() == Desk.RUNNING) {
                    return state(Phase.AT_DESK, EnumSet.noneOf(Action.class), st);
                }
                if (f.noDaysLeft() && f.reportWait() != Wait.WAITING) {
                    // the provider has not closed it yet, but no days remain: the borrower may still enroll today
                    EnumSet<Action> last = EnumSet.copyOf(enroll);
                    last.add(Action.CHECK_NOW);
                    return new OrderState(Phase.EXPIRED, last, st, false, null, false, false, f.daysRemaining());
                }
                if (f.desk() == Desk.CONTINUED_ON_PHONE) {
                    // linking on a phone takes minutes: no confirmation window, the order waits for the borrower (and
                    // its report wait runs) as when they enroll from their own device
                    EnumSet<Action> phone = EnumSet.copyOf(enroll);
                    phone.add(Action.CHECK_NOW);
                    return state(Phase.AWAITING_BORROWER, phone, st);
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
                if (f.desk() == Desk.RUNNING) {
                    return state(Phase.AT_DESK, EnumSet.noneOf(Action.class), st); // never closed under the borrower
                }
                return state(Phase.CLOSED_WITHOUT_REPORT, EnumSet.of(Action.CHECK_NOW), st);
            case "canceled":
                return state(Phase.CANCELED, EnumSet.noneOf(Action.class), st);
            case "":
                return state(Phase.NO_STATUS, EnumSet.of(Action.CHECK_NOW), st);
            default:
                return state(Phase.UNKNOWN_STATUS, EnumSet.of(Action.CHECK_NOW), st);
        }
    }

    /**
     * {@code closed}, no verified accounts, and days remaining (or none stated): the service of the spec, on which
     * {@code closed} is the only status there is (a new order too), so the word says nothing about the borrower. The
     * evidence decides instead: the order waits for its borrower until a desk session ends as finished, then the
     * report is awaited as the spec says (reading the order until {@code accounts} is populated). The status cannot
     * confirm an enrollment, so there is no confirmation window: the wait runs until the report comes or it gives up,
     * and enrolling again stays offered after a wait that ended without the report.
     */
    private static OrderState closedWordOnly(Facts f, String st, EnumSet<Action> enroll, boolean finished) {
        Integer days = f.daysRemaining();
        if (f.desk() == Desk.RUNNING) {
            return new OrderState(Phase.AT_DESK, EnumSet.noneOf(Action.class), st, false, null, false, true, days);
        }
        if (f.finishedByOfficer() && f.reportWait() != Wait.WAITING) {
            // the officer's word: finished without accounts (a report that comes after all still wins, above)
            return new OrderState(Phase.CLOSED_WITHOUT_REPORT, EnumSet.of(Action.CHECK_NOW, Action.UNMARK_FINISHED),
                    st, false, null, false, true, days);
        }
        if (f.reportWait() == Wait.WAITING) {
            return new OrderState(Phase.PREPARING_REPORT, EnumSet.of(Action.CHECK_NOW), st, false, null,
                    f.desk() == Desk.FINISHED_BY_FRAME, true, days);
        }
        EnumSet<Action> again = EnumSet.copyOf(enroll);
        again.add(Action.CHECK_NOW);
        again.add(Action.MARK_FINISHED);
        if (f.reportWait() == Wait.GAVE_UP || f.reportWait() == Wait.FAILED || finished) {
            again.add(Action.WAIT_FOR_REPORT);
            return new OrderState(Phase.WAIT_ENDED, again, st, true, null, false, true, days);
        }
        if (f.desk() == Desk.CLOSED_EARLY) {
            return new OrderState(Phase.DESK_CLOSED_EARLY, again, st, true, null, false, true, days);
        }
        return new OrderState(Phase.AWAITING_BORROWER, again, st, false, null, false, true, days);
    }

    private static OrderState state(Phase phase, Set<Action> actions, String status) {
        return new OrderState(phase, actions, status, false, null, false);
    }

    /** The status as {@link StatusWord} reads it for every screen: a known key, an unknown word, or "". */
    private static String normalise(String status) {
        return StatusWord.of(status).normalised();
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

    /**
     * The service called the order {@code closed} while the evidence (no verified accounts, days remaining) says it
     * is not finished: the screen says what the console concluded and why ({@code .closedWord} texts).
     */
    public boolean closedWordOnly() {
        return closedWordOnly;
    }

    /** The days remaining the decision used (null when the service sent none). */
    public Integer daysRemaining() {
        return daysRemaining;
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
     * {@code .frame} for a session the frame ended, and {@code .closedWord} (and {@code .noDays}) when the status
     * word was set aside for the evidence ({@link #closedWordOnly()}). Arguments: 0 the status, 1 the end of the
     * confirmation window, 2 the days remaining.
     */
    public String meaningKey() {
        if (closedWordOnly && phase == Phase.CLOSED_WITHOUT_REPORT) {
            return "state.closedWithoutReport.meaning.officer";
        }
        if (closedWordOnly && phase != Phase.AT_DESK) {
            return "state." + key() + ".meaning.closedWord" + (daysRemaining == null ? ".noDays" : "");
        }
        return "state." + key() + ".meaning" + (finishedByFrame && (phase == Phase.CONFIRMING
                || phase == Phase.NOT_ENROLLED) ? ".frame" : "");
    }

    /**
     * The message key of the next step: {@code state.<phase>.next}, with {@code .noDesk} when no desk session can
     * start.
     */
    public String nextKey() {
        boolean deskPhase = phase == Phase.AWAITING_BORROWER || phase == Phase.NOT_ENROLLED
                || phase == Phase.DESK_CLOSED_EARLY || phase == Phase.IN_PROGRESS || phase == Phase.EXPIRED;
        if (closedWordOnly && phase == Phase.CLOSED_WITHOUT_REPORT) {
            return "state.closedWithoutReport.next.officer";
        }
        if (closedWordOnly && phase == Phase.WAIT_ENDED) {
            return "state.waitEnded.next.closedWord" + (offers(Action.ENROLL_AT_DESK) ? "" : ".noDesk");
        }
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
