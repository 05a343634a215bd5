package io.assetdesk.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.assetdesk.Main;
import io.assetdesk.api.IntegrationClient;
import io.assetdesk.api.Order;
import io.assetdesk.export.ReportExport;
import io.assetdesk.loan.DepositDecision;
import io.assetdesk.loan.HistoryEntry;
import io.assetdesk.loan.LoanPlace;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.loan.LoanTerms;
import io.assetdesk.loan.SealKey;
import io.assetdesk.sandbox.SandboxServer;
import io.assetdesk.settings.TeamDatabase;
import io.assetdesk.testing.Postgres;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A loan's history proves itself on both databases: each way of changing a loan file behind the console's back (its
 * terms, a deposit decision, entries cut off the end, an entry rewritten and the chain hashed again) is named when the
 * loan is read, and stops the export. On the team database the consoles' role may not change or remove history rows.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class HistoryProofTest {
    private static final byte[] KEY = "a workstation's sealing key, 32b".getBytes(StandardCharsets.US_ASCII);
    static SandboxServer sandbox;
    static Path dir;
    static Order closed;

    enum Where { WORKSTATION, TEAM }

    enum Tampering { TERMS, DECISION, CUT_TAIL, REWRITTEN_AND_REHASHED }

    @BeforeAll
    static void start() throws IOException {
        sandbox = SandboxServer.start(0, 30, Duration.ofSeconds(30));
        dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "history-proof-");
        try (IntegrationClient client = new IntegrationClient(Main.sandboxProfile(sandbox).toServiceConfig())) {
            closed = client.listOrders().stream().filter(o -> "closed".equals(o.status())).findFirst().orElseThrow();
        }
    }

    @AfterAll
    static void stop() {
        sandbox.close();
    }

    /** A place of {@code where}, with what a test needs to reach its tables as someone outside Asset Desk. */
    private record Place(LoanPlace place, String url, String user, String password) {
        Connection raw() throws SQLException {
            return DriverManager.getConnection(url, user, password);
        }
    }

    private static Place place(Where where, String purpose) throws IOException {
        Path data = Files.createTempDirectory(dir, purpose + "-");
        if (where == Where.TEAM) {
            TeamDatabase db = Postgres.freshDatabase(purpose);
            return new Place(LoanPlace.team(data, db), db.url(), db.user(), db.password());
        }
        return new Place(LoanPlace.workstation(data, SealKey.fixed(KEY)), "jdbc:h2:file:" + data.resolve("loans/loans")
                .toAbsolutePath() + ";AUTO_SERVER=FALSE", "loans", "");
    }

    /** A loan of five entries: opened, an order, terms, a decided deposit, a printed document. */
    private static void fill(LoanPlace place, String loan) {
        try (LoanStore store = LoanStore.open(place, Clock.systemUTC(), "officer.ann")) {
            store.create(loan);
            store.addOrder(loan, closed.id(), "reference number matches");
            store.saveTerms(loan, LoanTerms.NEW.withFigures(new BigDecimal("12000"), new BigDecimal("1900"),
                    new BigDecimal("6000")));
            store.decide(loan, new DepositDecision("acct|t-1", DepositDecision.Outcome.SOURCED,
                    DepositDecision.Source.PAYROLL, "pay stub"), "a deposit of 6,000.00");
            store.record(loan, HistoryEntry.Action.DOCUMENT_PRINTED, "printed");
            assertThat(store.check(loan).intact()).as("written by Asset Desk, it proves itself").isTrue();
        }
    }

    @ParameterizedTest(name = "{0}: {1}")
    @EnumSource(Where.class)
    void eachTamperingIsNamedAndStopsTheExport(Where where) throws Exception {
        for (Tampering t : Tampering.values()) {
            Place p = place(where, "proof_" + t.name().toLowerCase(Locale.ROOT));
            String loan = "LN-PROOF-" + t.ordinal();
            fill(p.place(), loan);

            String expected = tamper(p, where, loan, t);

            try (LoanStore store = LoanStore.open(p.place(), Clock.systemUTC(), "uw.cy")) {
                HistoryEntry.ChainCheck check = store.check(loan);
                assertThat(check.intact()).as(where + " " + t).isFalse();
                assertThat(check.why()).as(where + " " + t).contains(expected);
            }
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            Path out = dir.resolve(where + "-" + t + ".pdf");
            int exit = ExportLoan.run(Main.sandboxProfile(sandbox), new ExportLoan.Request(loan, out,
                    ReportExport.Format.PDF), p.place(), new PrintStream(new ByteArrayOutputStream(), true,
                    StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
            String said = err.toString(StandardCharsets.UTF_8);
            assertThat(exit).as(where + " " + t + ": " + said).isEqualTo(1);
            assertThat(said).contains("does not hold together", expected, "--allow-broken-history");
            assertThat(out).as("nothing written").doesNotExist();

            // writing on top (a document printed) never hides what was done
            try (LoanStore store = LoanStore.open(p.place(), Clock.systemUTC(), "uw.cy")) {
                if (t == Tampering.TERMS || t == Tampering.DECISION) {
                    store.record(loan, HistoryEntry.Action.DOCUMENT_PRINTED, "printed afterwards");
                    assertThat(store.check(loan).why()).as(where + " " + t + ", written on top")
                            .contains("changed outside Asset Desk after entry 5 (found when entry 6 was written)");
                } else {
                    assertThatThrownBy(() -> store.record(loan, HistoryEntry.Action.DOCUMENT_PRINTED, "printed"))
                            .as(where + " " + t).hasMessageContaining("nothing more is written to it");
                    assertThat(store.check(loan).why()).as(where + " " + t).contains(expected);
                }
            }
        }
    }

    /** Changes the loan's tables as someone outside Asset Desk would; returns the words the console must say. */
    private static String tamper(Place p, Where where, String loan, Tampering t) throws SQLException {
        try (Connection c = p.raw()) {
            switch (t) {
                case TERMS -> {
                    update(c, "UPDATE loan SET monthly_income = 60000 WHERE loan_number = ?", loan);
                    return "the terms were changed outside Asset Desk after entry 5";
                }
                case DECISION -> {
                    update(c, "UPDATE deposit_decision SET outcome = 'LEFT_OUT', source = NULL WHERE loan_number = ?",
                            loan);
                    return "the deposit decisions were changed outside Asset Desk after entry 5";
                }
                case CUT_TAIL -> {
                    asOwner(c, where, () -> update(c, "DELETE FROM history WHERE loan_number = ? AND seq > 3", loan));
                    return "entries 4 to 5 were cut off the end of the history";
                }
                default -> {
                    List<HistoryEntry> was = history(c, loan);
                    List<HistoryEntry> now = new ArrayList<>();
                    HistoryEntry prev = null;
                    for (HistoryEntry e : was) {
                        String detail = e.seq() == 2 ? "reference number matches (said by nobody)" : e.detail();
                        HistoryEntry next = HistoryEntry.next(prev, e.at(), e.user(), e.workstation(), e.action(),
                                detail, e.state());
                        now.add(next);
                        prev = next;
                    }
                    asOwner(c, where, () -> {
                        for (HistoryEntry e : now) {
                            try (PreparedStatement st = c.prepareStatement("UPDATE history SET detail = ?, "
                                    + "previous_hash = ?, hash = ? WHERE loan_number = ? AND seq = ?")) {
                                st.setString(1, e.detail());
                                st.setString(2, e.previousHash());
                                st.setString(3, e.hash());
                                st.setString(4, loan);
                                st.setLong(5, e.seq());
                                assertThat(st.executeUpdate()).isEqualTo(1);
                            }
                        }
                    });
                    assertThat(HistoryEntry.verify(now).intact()).as("the rewritten chain holds by itself").isTrue();
                    String moveHead = "UPDATE history_head SET hash = '" + prev.hash() + "' WHERE loan_number = ?";
                    if (where == Where.TEAM) {
                        assertThatThrownBy(() -> update(c, moveHead, loan)).as("heads are never changed")
                                .isInstanceOf(SQLException.class).hasMessageContaining("append-only");
                        return "the history was rewritten and hashed again outside Asset Desk: entry 2 is not the "
                                + "one written";
                    }
                    update(c, moveHead, loan); // without the key, the seal cannot follow
                    return "the history's head (entry 5) was changed outside Asset Desk";
                }
            }
        }
    }

    private interface Sql {
        void run() throws SQLException;
    }

    /** On the team database, as the tables' owner, who alone can lift the append-only rule. */
    private static void asOwner(Connection c, Where where, Sql sql) throws SQLException {
        if (where == Where.TEAM) {
            try (Statement st = c.createStatement()) {
                st.execute("ALTER TABLE history DISABLE TRIGGER history_append_only");
            }
        }
        sql.run();
    }

    private static void update(Connection c, String sql, String loan) throws SQLException {
        try (PreparedStatement st = c.prepareStatement(sql)) {
            st.setString(1, loan);
            assertThat(st.executeUpdate()).as(sql).isPositive();
        }
    }

    private static List<HistoryEntry> history(Connection c, String loan) throws SQLException {
        List<HistoryEntry> out = new ArrayList<>();
        try (PreparedStatement st = c.prepareStatement("SELECT seq, at_time, user_name, workstation, action, detail, "
                + "state_hash, previous_hash, hash FROM history WHERE loan_number = ? ORDER BY seq")) {
            st.setString(1, loan);
            try (var rs = st.executeQuery()) {
                while (rs.next()) {
                    out.add(new HistoryEntry(rs.getLong(1), rs.getObject(2, OffsetDateTime.class)
                            .toInstant(), rs.getString(3), rs.getString(4), HistoryEntry.Action.valueOf(
                            rs.getString(5)), rs.getString(6), rs.getString(7), rs.getString(8), rs.getString(9)));
                }
            }
        }
        return out;
    }

    @Test
    void theConsolesRoleOnTheTeamDatabaseMayWriteLoansButNeverChangeOrRemoveTheirHistory() throws Exception {
        TeamDatabase admin = Postgres.freshDatabase("rights");
        Path data = Files.createTempDirectory(dir, "rights-");
        try (LoanStore owner = LoanStore.open(LoanPlace.team(data, admin), Clock.systemUTC(), "it.admin")) {
            owner.loans(); // the migrations, run by the owner as docs/team.md says
        }
        String role = "console_" + ProcessHandle.current().pid();
        try (Connection c = DriverManager.getConnection(admin.url(), admin.user(), admin.password());
             Statement st = c.createStatement()) {
            for (String line : TeamRights.grants(role, "console-pass")) {
                st.execute(line);
            }
        }
        TeamDatabase console = new TeamDatabase(admin.url(), role, "console-pass");
        try (LoanStore desk = LoanStore.open(LoanPlace.team(data, console), Clock.systemUTC(), "officer.ann")) {
            desk.create("LN-RIGHTS");
            desk.decide("LN-RIGHTS", new DepositDecision("acct|t-1", DepositDecision.Outcome.SOURCED,
                    DepositDecision.Source.PAYROLL, "pay stub"), "a deposit");
            assertThat(desk.check("LN-RIGHTS").intact()).isTrue();
        }
        try (Connection c = DriverManager.getConnection(console.url(), console.user(), console.password())) {
            for (String sql : List.of("UPDATE history SET detail = 'x' WHERE loan_number = ?",
                    "DELETE FROM history WHERE loan_number = ?", "UPDATE history_head SET hash = 'x' WHERE "
                            + "loan_number = ?", "DELETE FROM history_head WHERE loan_number = ?")) {
                assertThatThrownBy(() -> update(c, sql, "LN-RIGHTS")).as(sql).isInstanceOf(SQLException.class);
            }
            try (Statement st = c.createStatement()) {
                assertThatThrownBy(() -> st.execute("ALTER TABLE history DISABLE TRIGGER history_append_only"))
                        .as("the console's role owns no table").isInstanceOf(SQLException.class);
            }
        }
    }

    @Test
    void aWorkstationsLoanWhoseHistoryWasCutIsNotMovedToTheTeamAsIfItHeldTogether() throws Exception {
        Place desk = place(Where.WORKSTATION, "cut_move");
        fill(desk.place(), "LN-CUT-MOVE");
        try (Connection c = desk.raw()) {
            update(c, "DELETE FROM history WHERE loan_number = ? AND seq = 5", "LN-CUT-MOVE");
        }
        TeamDatabase team = Postgres.freshDatabase("cut_move_team");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();

        int exit = MoveLoans.run(desk.place().dataDir(), team, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), Clock.systemUTC(), "officer.ann");

        assertThat(exit).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("their history does not hold together: "
                + "LN-CUT-MOVE: entry 5 was cut off the end of the history");
        assertThat(desk.place().dataDir().resolve("loans/loans.mv.db")).as("kept where it is").exists();
        try (LoanStore shared = LoanStore.open(LoanPlace.team(desk.place().dataDir(), team), Clock.systemUTC(),
                "uw.cy")) {
            assertThat(shared.load("LN-CUT-MOVE")).as("not taken in").isEmpty();
        }
    }

    @Test
    void aWorkstationsKeyMadeLaterSealsTheHeadsBeforeItAndAnotherKeyIsNotItsSeal() throws IOException {
        Path data = Files.createTempDirectory(dir, "later-key-");
        fill(LoanPlace.workstation(data), "LN-LATER");
        try (LoanStore fresh = LoanStore.open(LoanPlace.workstation(data, SealKey.fixed(KEY)), Clock.systemUTC(),
                "officer.ann")) {
            assertThat(fresh.check("LN-LATER").intact()).as("sealed when the key was made").isTrue();
        }
        try (LoanStore kept = LoanStore.open(LoanPlace.workstation(data, SealKey.fixed(KEY)), Clock.systemUTC(),
                "officer.ann")) {
            assertThat(kept.check("LN-LATER").intact()).isTrue();
        }
        // a credential store that cannot say now (a locked keyring): the seals are not checked, and no new key is
        // made over them; entries written meanwhile are sealed once the key is back
        try (LoanStore locked = LoanStore.open(LoanPlace.workstation(data), Clock.systemUTC(), "officer.ann")) {
            assertThat(locked.check("LN-LATER").intact()).isTrue();
            locked.record("LN-LATER", HistoryEntry.Action.DOCUMENT_PRINTED, "printed while locked");
        }
        try (LoanStore back = LoanStore.open(LoanPlace.workstation(data, SealKey.fixed(KEY)), Clock.systemUTC(),
                "officer.ann")) {
            assertThat(back.check("LN-LATER").intact()).as("never read as forged").isTrue();
        }
        byte[] other = KEY.clone();
        other[0] ^= 1;
        try (LoanStore wrong = LoanStore.open(LoanPlace.workstation(data, SealKey.fixed(other)), Clock.systemUTC(),
                "officer.ann")) {
            assertThat(wrong.check("LN-LATER").why()).contains("its seal is not this workstation's");
        }
    }
}
