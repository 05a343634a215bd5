package io.assetdesk.loan;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * How a change to a loan file is written, whatever the change: the loan's version moves on by one (from the version
 * the desk read, when it said which: {@link #expect}; a loan no longer at it refuses the change with
 * {@link ChangedMeanwhile}), and one history entry records it, naming the person and the workstation. Two desks
 * writing the same file at the same version: the row's lock makes the second wait for the first, then find the
 * version moved, so exactly one wins. Used inside {@link LoanStore}'s transactions, on its thread.
 */
final class LoanChanges {
    private final Set<String> written = new LinkedHashSet<>();
    private final Connection db;
    private final Supplier<Instant> now;
    private final String user;
    private final String workstation;
    private String expectedLoan;
    private long expectedVersion;
    /** The team database: every change is announced to the other desks ({@link TeamNotices}). */
    private boolean announce;
    /** Where each new entry is written as the history's head. */
    private HistorySeal seal = new HistorySeal(false, null);
    /** The loan claimed whose tables were found changed outside Asset Desk (null: none), which parts, since when. */
    private String outsideLoan;
    private List<String> outsideParts = List.of();
    private long outsideSince;

    LoanChanges(Connection db, Supplier<Instant> now, String user, String workstation) {
        this.db = db;
        this.now = now;
        this.user = user;
        this.workstation = workstation;
    }

    /** The next change to {@code loanNumber} is made against {@code version} (what the desk read). */
    void expect(String loanNumber, long version) {
        expectedLoan = loanNumber;
        expectedVersion = version;
    }

    /** A transaction ended: an expectation it did not use does not carry over to the next. */
    void forget() {
        expectedLoan = null;
        outsideLoan = null;
        written.clear();
    }

    /** The loans this transaction has written to so far (said once it is committed). */
    List<String> written() {
        return List.copyOf(written);
    }

    /**
     * Starts a change to {@code loanNumber}: locks its row for the transaction (another desk's change waits for this
     * one), and refuses with {@link ChangedMeanwhile} when the desk said which version it read and the loan is no
     * longer at it. Returns the loan as read under that lock; empty when there is no such loan.
     */
    Optional<LoanFile> claim(String loanNumber) throws SQLException {
        Long version = HistoryRows.lockedVersion(db, loanNumber);
        if (version == null) {
            return Optional.empty();
        }
        // the tables as the last entry left them? a change made outside since is kept in the next entry
        List<HistoryEntry> written = HistoryRows.read(db, loanNumber);
        HistoryEntry last = written.isEmpty() ? null : written.get(written.size() - 1);
        // entries cut off the end or rewritten: nothing is written on top, which would make the heads agree again
        if (HistoryEntry.verify(written).intact()) {
            HistoryEntry.ChainCheck heads = seal.check(db, loanNumber, written);
            if (!heads.intact()) {
                throw new BrokenHistory(loanNumber, heads.why());
            }
        }
        Optional<LoanFile> loan = LoanRows.read(db, loanNumber);
        List<String> outside = loan.map(l -> LoanState.changedParts(l, last)).orElse(List.of());
        outsideLoan = outside.isEmpty() ? null : loanNumber;
        outsideParts = outside;
        outsideSince = last == null ? 0 : last.seq();
        if (loanNumber.equals(expectedLoan)) {
            expectedLoan = null;
            if (version != expectedVersion) {
                throw new ChangedMeanwhile(loanNumber, last);
            }
        }
        return loan;
    }

    /** A change refused because the loan's history was cut or rewritten outside Asset Desk. */
    static final class BrokenHistory extends IllegalStateException {
        BrokenHistory(String loanNumber, String why) {
            super("The history of loan " + loanNumber + " does not hold together (" + why + "): nothing more is "
                    + "written to it. Export it with --allow-broken-history for the record and ask IT to look at the "
                    + "loan database");
        }
    }

    /** Records a change to {@code loanNumber}: its version moves on, and its history gets the entry. */
    HistoryEntry append(String loanNumber, HistoryEntry.Action action, String detail) throws SQLException {
        Long expected = null;
        if (loanNumber.equals(expectedLoan)) {
            expected = expectedVersion;
            expectedLoan = null; // the transaction's first change is the one the desk read for
        }
        if (!HistoryRows.nextVersion(db, loanNumber, expected)) {
            throw new ChangedMeanwhile(loanNumber, HistoryRows.last(db, loanNumber));
        }
        List<String> outside = loanNumber.equals(outsideLoan) ? outsideParts : List.of();
        outsideLoan = null;
        HistoryEntry e = HistoryRows.append(db, loanNumber, now.get(), user, workstation, action, detail,
                state -> LoanState.withOutside(state, outside, outsideSince));
        written.add(loanNumber);
        seal.record(db, loanNumber, e);
        if (announce) {
            TeamNotices.announce(db, loanNumber);
        }
        return e;
    }

    String workstation() {
        return workstation;
    }

    /**
     * The loan files are at {@code place}: on the team database every change is announced and every head kept; on a
     * workstation the heads are sealed with its key, and those written without it sealed now (in the caller's
     * transaction).
     */
    void placeIs(LoanPlace place) throws SQLException {
        if (place.team().isPresent()) {
            announce = true;
            seal = new HistorySeal(true, null);
        } else if (db.isReadOnly()) {
            // an archive or a legal hold: its seals are checked with the key it has, and nothing is written
            seal = new HistorySeal(false, HistorySeal.keptKey(db, place.sealKey()));
        } else {
            seal = new HistorySeal(false, HistorySeal.key(db, place.sealKey()));
            seal.sealUnsealed(db);
        }
    }

    /**
     * Whether loan {@code loanNumber}'s history proves itself: its chain, then its heads (nothing cut off its end,
     * nothing rewritten and hashed again), then the tables against the state its entries keep.
     */
    HistoryEntry.ChainCheck check(String loanNumber) throws SQLException {
        List<HistoryEntry> history = HistoryRows.read(db, loanNumber);
        HistoryEntry.ChainCheck chain = HistoryEntry.verify(history);
        if (!chain.intact()) {
            return chain;
        }
        HistoryEntry.ChainCheck head = seal.check(db, loanNumber, history);
        return head.intact() ? LoanState.verify(LoanRows.read(db, loanNumber).orElse(null), history) : head;
    }

    /** The person the changes are written by. */
    String user() {
        return user;
    }
}
