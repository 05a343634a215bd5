package io.assetdesk.loan;

import io.assetdesk.report.LoanFigures;
import io.assetdesk.report.ReportThresholds;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The loan files of this workstation, in an H2 database of their own ({@code loans/loans.mv.db} in the data folder,
 * owner-only), its schema made and moved forward by Flyway's versioned migrations ({@code db/loans}, portable SQL).
 *
 * <p>Every change is one transaction with the history entry that records it: it is committed, and written to the file
 * (H2's {@code WRITE_DELAY=0}), before the method returns, so what the screen says is saved survives a kill -9. A
 * database that cannot be read is moved aside to {@code loans.mv.db.damaged-<time>} and refused, in one line, at
 * every opening until the officer restores it or starts empty ({@link DamagedLoanFiles}, {@link #startEmpty}): never
 * silently replaced. Used from one thread at a time (the methods are synchronized); never from the FX thread.
 */
public final class LoanStore implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(LoanStore.class);
    /** H2's "the database may be already in use" (another process has it open). */
    static final int IN_USE = 90020;

    private final Connection db;
    private final Clock clock;
    private final LoanChanges changes;
    private AutoCloseable pool;
    private volatile Consumer<String> written;

    private LoanStore(Connection db, Clock clock, String user) {
        this.db = db;
        this.clock = clock;
        this.changes = new LoanChanges(db, this::now, user, Workstations.name());
    }

    /**
     * The next change to {@code loanNumber} is made against {@code version}, the one the desk read: when someone
     * changed the file since, it is refused ({@link ChangedMeanwhile}) and nothing of it is saved.
     */
    public synchronized LoanStore expect(String loanNumber, long version) {
        changes.expect(loanNumber, version);
        return this;
    }

    /**
     * Opens (or makes) the loan files in {@code dataDir/loans}, moving the schema to the newest version.
     *
     * @param user the workstation user, named in every history entry this store writes
     */
    public static LoanStore open(Path dataDir, Clock clock, String user) {
        return open(LoanPlace.workstation(dataDir), clock, user);
    }

    /**
     * Opens the loan files where {@code place} says: the workstation's (made when there are none) or the team's
     * database ({@link TeamUnreachable} when it cannot be reached: nothing falls back to this workstation).
     */
    public static LoanStore open(LoanPlace place, Clock clock, String user) {
        try {
            LoanDatabase.Opened opened = LoanDatabase.open(place);
            LoanStore store = new LoanStore(opened.connection(), clock, Objects.requireNonNull(user, "user"));
            store.pool = opened.pool();
            try {
                store.inTransaction("seal the loans' history heads", () -> {
                    store.changes.placeIs(place);
                    return null;
                });
            } catch (RuntimeException e) {
                store.close();
                throw e;
            }
            return store;
        } catch (LoanDatabase.Unreachable e) {
            throw new TeamUnreachable(e.getMessage(), e.getCause());
        } catch (IllegalStateException e) {
            if (e.getCause() instanceof SQLException s && s.getErrorCode() == IN_USE) {
                throw new InUse(e.getMessage(), s);
            }
            throw e;
        }
    }

    /**
     * Another process (the console) has the database open; it lets it go when it has not used it for a few seconds
     * ({@code LoanFiles}), so a command line may try again.
     */
    public static final class InUse extends IllegalStateException {
        InUse(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /** Ends the refusal of unreadable loan files ({@link DamagedLoanFiles}); where they are kept, or null. */
    public static Path startEmpty(Path dataDir) {
        return LoanDatabase.startEmpty(dataDir);
    }

    // ---- reading ----

    /** One line of the loan list; {@code mine}: this store's person has a change in its history. */
    public record Listed(String loanNumber, Program program, Purpose purpose, List<String> orderIds,
                         Instant openedAt, boolean mine) {
        public int orders() {
            return orderIds.size();
        }
    }

    /** Every loan, the most recently opened first. */
    public synchronized List<Listed> loans() {
        try {
            return LoanRows.list(db, changes.user());
        } catch (SQLException e) {
            throw LoanRows.failed("list the loan files", e);
        }
    }

    /** The loan file of {@code loanNumber}; empty when there is none. */
    public synchronized Optional<LoanFile> load(String loanNumber) {
        try {
            return read(loanNumber);
        } catch (SQLException e) {
            throw LoanRows.failed("read loan " + loanNumber, e);
        }
    }

    /** The loans that hold {@code orderId} (an order belongs to one loan in practice; the list is never null). */
    public synchronized List<String> loansOf(String orderId) {
        try (PreparedStatement st = db.prepareStatement(
                "SELECT loan_number FROM loan_order WHERE order_id = ? ORDER BY loan_number")) {
            st.setString(1, orderId);
            List<String> out = new ArrayList<>();
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    out.add(rs.getString(1));
                }
            }
            return out;
        } catch (SQLException e) {
            throw LoanRows.failed("look up the loan of order " + orderId, e);
        }
    }

    /** The person this store writes the history entries as (and who prepares its documents). */
    public String user() {
        return changes.user();
    }

    /** The loan's history, oldest first. */
    public synchronized List<HistoryEntry> history(String loanNumber) {
        try {
            return readHistory(loanNumber);
        } catch (SQLException e) {
            throw LoanRows.failed("read the history of loan " + loanNumber, e);
        }
    }

    /**
     * Whether loan {@code loanNumber}'s history proves itself: its chain holds, it is the history its heads say was
     * written (nothing cut off its end, nothing rewritten and hashed again), and the loan's tables are the state its
     * last entry says. Each failure in words.
     */
    public synchronized HistoryEntry.ChainCheck check(String loanNumber) {
        try {
            return changes.check(loanNumber);
        } catch (SQLException e) {
            throw LoanRows.failed("check the history of loan " + loanNumber, e);
        }
    }

    // ---- changing (each one transaction with its history entry) ----

    /** Opens a loan file for {@code loanNumber} (a new one: a conventional purchase, nothing entered). */
    public synchronized LoanFile create(String loanNumber) {
        String number = LoanRows.checkNumber(loanNumber);
        return inTransaction("open loan " + number, () -> {
            if (read(number).isPresent()) {
                throw new IllegalArgumentException("Loan " + number + " has a loan file already");
            }
            LoanRows.insertLoan(db, number, LoanTerms.NEW, now());
            append(number, HistoryEntry.Action.LOAN_OPENED, "Loan file opened for loan " + number);
            return read(number).orElseThrow();
        });
    }

    /**
     * Adds {@code orderId} to the loan. When the loan has no figures yet and the order has figures of its own (entered
     * on the order screen while it was in no loan, or brought over from loan-file.json), they become the loan's.
     *
     * @param how what brought it: "created from this loan", "reference number matches", "added by the officer"
     */
    public synchronized LoanFile addOrder(String loanNumber, String orderId, String how) {
        return inTransaction("add order " + orderId + " to loan " + loanNumber, () -> {
            LoanFile loan = claim(loanNumber);
            if (loan.orderIds().contains(orderId)) {
                return loan;
            }
            try (PreparedStatement st = db.prepareStatement(
                    "INSERT INTO loan_order (loan_number, order_id, added_at) VALUES (?, ?, ?)")) {
                st.setString(1, loanNumber);
                st.setString(2, orderId);
                st.setObject(3, OffsetDateTime.ofInstant(now(), ZoneOffset.UTC));
                st.executeUpdate();
            }
            append(loanNumber, HistoryEntry.Action.ORDER_ADDED, "Order " + orderId + " added (" + how + ")");
            LoanTerms t = loan.terms();
            if (t.cashToClose() == null && t.monthlyHousingPayment() == null && t.monthlyIncome() == null) {
                LoanFigures f = WorkstationTables.figures(db, orderId);
                if (!f.isEmpty()) {
                    LoanTerms next = t.withFigures(f.cashToClose(), f.monthlyHousingPayment(), f.monthlyIncome());
                    LoanRows.writeTerms(db, loanNumber, next);
                    append(loanNumber, HistoryEntry.Action.MIGRATED, "Figures of order " + orderId
                            + " entered before it was in this loan: " + LoanRows.changes(t, next));
                }
            }
            return read(loanNumber).orElseThrow();
        });
    }

    /** Saves the loan's terms; the history names every figure that changed, with its old and new value. */
    public synchronized LoanFile saveTerms(String loanNumber, LoanTerms terms) {
        Objects.requireNonNull(terms, "terms");
        return inTransaction("save the terms of loan " + loanNumber, () -> {
            LoanFile loan = claim(loanNumber);
            String changed = LoanRows.changes(loan.terms(), terms);
            if (changed.isEmpty()) {
                return loan;
            }
            LoanRows.writeTerms(db, loanNumber, terms);
            append(loanNumber, HistoryEntry.Action.TERMS_CHANGED, changed);
            boolean otherRules = loan.terms().program() != terms.program() || loan.terms().purpose() != terms.purpose();
            if (otherRules && !loan.changes().isEmpty()) {
                // a threshold changed for the old program's rule means nothing under the new one
                LoanRows.deleteThresholdChanges(db, loanNumber, null);
                append(loanNumber, HistoryEntry.Action.THRESHOLD_CHANGED, "Thresholds changed for this loan ("
                        + String.join(", ", loan.changes().keySet().stream().map(Enum::name).toList())
                        + ") put back to the program's: the program or purpose changed");
            }
            return read(loanNumber).orElseThrow();
        });
    }

    /** Changes one check's threshold for this loan (null: back to the program's), with the reason. */
    public synchronized LoanFile changeThreshold(String loanNumber, Rule.Check check, LoanRules.Change change,
                                                 RuleBook book) {
        return inTransaction("change a threshold of loan " + loanNumber, () -> {
            LoanFile loan = claim(loanNumber);
            Rule before = loan.rules(book).rule(check);
            LoanRows.deleteThresholdChanges(db, loanNumber, check);
            if (change != null) {
                if (change.reason() == null || change.reason().isBlank()) {
                    throw new IllegalArgumentException("Say why the threshold changes for this loan");
                }
                LoanRows.writeThresholdChange(db, loanNumber, check, change);
            }
            Rule now = read(loanNumber).orElseThrow().rules(book).rule(check);
            append(loanNumber, HistoryEntry.Action.THRESHOLD_CHANGED, check + ": " + (before == null ? "none"
                    : before.describe()) + " \u2192 " + (now == null ? "none" : now.describe()));
            return read(loanNumber).orElseThrow();
        });
    }

    /** Records the officer's decision on a flagged deposit (replacing an earlier one). */
    public synchronized LoanFile decide(String loanNumber, DepositDecision decision, String depositText) {
        return inTransaction("record a deposit decision on loan " + loanNumber, () -> {
            claim(loanNumber);
            LoanRows.writeDecision(db, loanNumber, decision);
            append(loanNumber, HistoryEntry.Action.DEPOSIT_DECIDED, depositText + ": " + decision.describe());
            return read(loanNumber).orElseThrow();
        });
    }

    /**
     * Records the officer's decision on an account that does not count by itself (null {@code decision}: takes back
     * the one under {@code key}), with {@code accountText} naming the account in the history.
     */
    public synchronized LoanFile decideAccount(String loanNumber, String key, AccountDecision decision,
                                               String accountText) {
        return inTransaction("record an account decision on loan " + loanNumber, () -> {
            LoanFile loan = claim(loanNumber);
            if (decision == null && !loan.accountDecisions().containsKey(key)) {
                return loan;
            }
            LoanRows.writeAccountDecision(db, loanNumber, key, decision);
            String amount = decision == null || decision.amount() == null ? ""
                    : LoanRows.money(decision.amount()) + " " + loan.terms().currency();
            append(loanNumber, HistoryEntry.Action.ACCOUNT_DECIDED, accountText + ": " + (decision == null
                    ? "decision taken back: " + loan.accountDecisions().get(key).describe("")
                            : decision.describe(amount)));
            return read(loanNumber).orElseThrow();
        });
    }

    /**
     * Brings a loan file in from another workstation's export ({@link LoanImport}): makes the loan when there is none,
     * takes the file's terms and decisions as the officer's own, and records it in one history entry, all in one
     * transaction.
     */
    public synchronized LoanFile importLoan(LoanImport.Imported in, String fileName) {
        return ImportedLoans.write(this, in, fileName);
    }

    /**
     * Takes an order out of the loan (the service no longer knows it, or it was added by mistake); the history says
     * which and why. The order's own data at the service is not touched.
     */
    public synchronized LoanFile removeOrder(String loanNumber, String orderId, String why) {
        return inTransaction("remove order " + orderId + " from loan " + loanNumber, () -> {
            LoanFile loan = claim(loanNumber);
            if (!loan.orderIds().contains(orderId)) {
                return loan;
            }
            try (PreparedStatement st = db.prepareStatement(
                    "DELETE FROM loan_order WHERE loan_number = ? AND order_id = ?")) {
                st.setString(1, loanNumber);
                st.setString(2, orderId);
                st.executeUpdate();
            }
            append(loanNumber, HistoryEntry.Action.ORDER_REMOVED, "Order " + orderId + " removed (" + why + ")");
            return read(loanNumber).orElseThrow();
        });
    }

    /** The loan {@code number} as read under its row's lock for a change; empty when there is none. */
    Optional<LoanFile> claimIfAny(String number) throws SQLException {
        return changes.claim(number);
    }

    /** The connection a move copies rows from and into, and the old file is brought in over. */
    Connection connection() {
        return db;
    }

    /** Appends what happened (a desk session, an export, a print) to the loan's history. */
    public synchronized HistoryEntry record(String loanNumber, HistoryEntry.Action action, String detail) {
        return inTransaction("record on loan " + loanNumber, () -> {
            claim(loanNumber);
            return append(loanNumber, action, detail);
        });
    }

    // ---- orders in no loan file (what loan-file.json kept) ----

    /** The workstation's thresholds, for orders in no loan file; the defaults when none were saved. */
    public synchronized ReportThresholds workstationThresholds() {
        return inTransaction("read the workstation's thresholds", () -> {
            ReportThresholds t = WorkstationTables.thresholds(db);
            return t == null ? ReportThresholds.DEFAULT : t;
        });
    }

    /** Saves the workstation's thresholds (committed and in the file when it returns). */
    public synchronized void saveWorkstationThresholds(ReportThresholds t) {
        Objects.requireNonNull(t, "thresholds");
        inTransaction("save the workstation's thresholds", () -> {
            WorkstationTables.saveThresholds(db, t);
            return null;
        });
    }

    /** The figures the officer entered for an order in no loan file; {@link LoanFigures#NONE} when none. */
    public synchronized LoanFigures orderFigures(String orderId) {
        return inTransaction("read the figures of order " + orderId, () -> WorkstationTables.figures(db, orderId));
    }

    /** Keeps (or, when empty, forgets) the figures of {@code orderId}. */
    public synchronized void saveOrderFigures(String orderId, LoanFigures figures) {
        Objects.requireNonNull(orderId, "orderId");
        inTransaction("save the figures of order " + orderId, () -> {
            WorkstationTables.saveFigures(db, orderId, figures);
            return null;
        });
    }

    /** The officer said {@code orderId} is finished without verified accounts. */
    public synchronized boolean finishedByOfficer(String orderId) {
        return orderId != null && inTransaction("read order " + orderId, () -> WorkstationTables.finished(db,
                orderId));
    }

    /** Records (or takes back) the officer's word that {@code orderId} is finished without verified accounts. */
    public synchronized void setFinishedByOfficer(String orderId, boolean finished) {
        Objects.requireNonNull(orderId, "orderId");
        inTransaction("mark order " + orderId, () -> {
            WorkstationTables.setFinished(db, orderId, finished, now());
            return null;
        });
    }

    /**
     * What {@code loan-file.json} could not give for {@code orderId} when it was brought over, one line each for a
     * person, while the officer has not entered it again. A document made without it must say so.
     */
    public synchronized List<String> carriedProblems(String orderId) {
        return inTransaction("read what was not brought over", () -> WorkstationTables.carried(db, orderId));
    }

    /**
     * Brings {@code loan-file.json} in once: the workstation's thresholds, each order's figures (they are the order's,
     * and become a loan's terms when the order is added to a loan without figures), the orders marked finished, and
     * what could not be used (kept, to be said). The database remembers that it did (in the same transaction), and the
     * file is then kept aside as {@code loan-file.json.migrated} (nothing is deleted; a damaged one was kept aside by
     * the reading); a file found again later is kept aside without being merged. Returns how many orders' figures
     * came in; 0 when there is no file or it was brought over before.
     */
    public int bringOver(OldLoanFile old) {
        return old.bringInto(this);
    }

    @Override
    public synchronized void close() {
        try {
            db.close();
        } catch (SQLException e) {
            LOG.warn("Closing the loan files: {}", e.getMessage());
        }
        if (pool != null) {
            try {
                pool.close();
            } catch (Exception e) {
                LOG.warn("Closing the team database's pool: {}", e.getMessage());
            }
        }
    }

    // ---- inside ----

    interface Work<T> {
        T run() throws SQLException;
    }

    /** Runs {@code work} as one transaction: committed (and in the file) when it returns, rolled back when it fails. */
    synchronized <T> T inTransaction(String what, Work<T> work) {
        try {
            T result = work.run();
            db.commit();
            Consumer<String> told = written;
            for (String loanNumber : told == null ? List.<String>of() : changes.written()) {
                told.accept(loanNumber);
            }
            return result;
        } catch (SQLException e) {
            rollback();
            throw LoanRows.failed(what, e);
        } catch (RuntimeException e) {
            rollback();
            throw e;
        } finally {
            changes.forget();
        }
    }

    private void rollback() {
        try {
            db.rollback();
        } catch (SQLException ignored) {
            // the connection is gone: nothing was committed
        }
    }

    /** The loan a change is about to be made to, its row locked (and its version checked: {@link #expect}). */
    private LoanFile claim(String loanNumber) throws SQLException {
        return changes.claim(loanNumber).orElseThrow(() -> LoanRows.noLoan(loanNumber));
    }

    private Optional<LoanFile> read(String loanNumber) throws SQLException {
        return LoanRows.read(db, loanNumber);
    }

    private List<HistoryEntry> readHistory(String loanNumber) throws SQLException {
        return HistoryRows.read(db, loanNumber);
    }

    HistoryEntry append(String loanNumber, HistoryEntry.Action action, String detail) throws SQLException {
        return changes.append(loanNumber, action, detail);
    }

    /** Told the loan number of every change this store commits (the loan files tell the screens). */
    public void onWritten(Consumer<String> listener) {
        written = Objects.requireNonNull(listener);
    }

    Instant now() {
        return Instant.ofEpochMilli(clock.instant().toEpochMilli());
    }
}
