package io.assetdesk.loan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import io.assetdesk.report.LoanFigures;
import io.assetdesk.report.ReportThresholds;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The loan files' database: terms, orders, thresholds, decisions, the hash-chained history, migrations, damage. */
class LoanStoreTest {
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-25T15:00:00Z"), ZoneOffset.UTC);
    private static final RuleBook BOOK = RuleBook.standard();
    private Path dataDir;
    private LoanStore store;

    @BeforeEach
    void setUp() throws Exception {
        dataDir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "loans");
    }

    @AfterEach
    void closeStore() {
        if (store != null) {
            store.close();
        }
    }

    private LoanStore open() {
        store = LoanStore.open(dataDir, CLOCK, "officer.ann");
        return store;
    }

    @Test
    void aLoanKeepsItsTermsOrdersThresholdsAndDecisionsAcrossAReopen() {
        LoanStore s = open();
        s.create("LN-100");
        s.addOrder("LN-100", "ord-1", "reference number matches");
        s.addOrder("LN-100", "ord-2", "created from this loan");
        LoanTerms terms = LoanTerms.NEW.withProgram(Program.FHA).withNoteDate(LocalDate.of(2027, 1, 15))
                .withValues(new BigDecimal("410000"), new BigDecimal("400000"))
                .withFigures(new BigDecimal("14350"), new BigDecimal("2650.40"), new BigDecimal("9800"));
        s.saveTerms("LN-100", terms);
        s.changeThreshold("LN-100", Rule.Check.HISTORY, new LoanRules.Change(BigDecimal.valueOf(90),
                "underwriter asks three months"), BOOK);
        s.decide("LN-100", new DepositDecision("ord-1|acc-1|2026-10-02|12000.00|WIRE", DepositDecision.Outcome.SOURCED,
                DepositDecision.Source.GIFT, "letter from the parents"), "Deposit of 12,000.00 on 2026-10-02");
        s.close();

        LoanFile loan = open().load("LN-100").orElseThrow();
        assertThat(loan.terms()).usingRecursiveComparison()
                .withComparatorForType(BigDecimal::compareTo, BigDecimal.class).isEqualTo(terms);
        assertThat(loan.orderIds()).containsExactly("ord-1", "ord-2");
        assertThat(loan.rules(BOOK).rule(Rule.Check.HISTORY).describe())
                .isEqualTo("Lender policy: at least 90 days of history (changed for this loan: underwriter asks three"
                        + " months)");
        assertThat(loan.decisions().values()).singleElement().satisfies(d ->
                assertThat(d.describe()).isEqualTo("Sourced: gift (letter from the parents)"));
        assertThat(store.loansOf("ord-2")).containsExactly("LN-100");
        assertThat(store.loans()).singleElement().satisfies(l -> {
            assertThat(l.orders()).isEqualTo(2);
            assertThat(l.program()).isEqualTo(Program.FHA);
        });
    }

    @Test
    void theHistorySaysWhoDidWhatWithOldAndNewValuesAndHoldsTogether() {
        LoanStore s = open();
        s.create("LN-7");
        s.saveTerms("LN-7", LoanTerms.NEW.withFigures(new BigDecimal("40000"), null, null));
        s.saveTerms("LN-7", LoanTerms.NEW.withFigures(new BigDecimal("42000"), null, null));
        s.saveTerms("LN-7", LoanTerms.NEW.withFigures(new BigDecimal("42000"), null, null)); // nothing changed
        s.record("LN-7", HistoryEntry.Action.DOCUMENT_EXPORTED, "Loan PDF exported to loan-LN-7.pdf");

        List<HistoryEntry> h = s.history("LN-7");
        assertThat(h).extracting(HistoryEntry::detail).containsExactly(
                "Loan file opened for loan LN-7",
                "Cash to close: \u2014 \u2192 40,000.00",
                "Cash to close: 40,000.00 \u2192 42,000.00",
                "Loan PDF exported to loan-LN-7.pdf");
        assertThat(h).allSatisfy(e -> {
            assertThat(e.user()).isEqualTo("officer.ann");
            assertThat(e.at()).isEqualTo(CLOCK.instant());
        });
        assertThat(HistoryEntry.verify(h).intact()).isTrue();
    }

    @Test
    void anEntryChangedInTheDatabaseBreaksTheChainAndSaysWhere() throws Exception {
        LoanStore s = open();
        s.create("LN-8");
        s.saveTerms("LN-8", LoanTerms.NEW.withFigures(new BigDecimal("40000"), null, null));
        s.record("LN-8", HistoryEntry.Action.DOCUMENT_PRINTED, "Printed");
        s.close();
        store = null;
        try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + dataDir.resolve("loans/loans")
                .toAbsolutePath(), "loans", "");
             PreparedStatement st = c.prepareStatement(
                     "UPDATE history SET detail = 'Cash to close: \u2014 \u2192 4,000.00' WHERE loan_number = 'LN-8' "
                             + "AND seq = 2")) {
            st.executeUpdate();
        }
        HistoryEntry.ChainCheck check = HistoryEntry.verify(open().history("LN-8"));
        assertThat(check.intact()).isFalse();
        assertThat(check.brokenAt()).isEqualTo(2);
        assertThat(check.why()).isEqualTo("entry 2 was changed after it was written");
    }

    @Test
    void aTableChangedBehindTheConsolesBackIsNamedThoughTheHistoryRowsAreUntouched() throws Exception {
        LoanStore s = open();
        s.create("LN-9");
        s.saveTerms("LN-9", LoanTerms.NEW.withFigures(new BigDecimal("40000"), null, new BigDecimal("6000")));
        s.decide("LN-9", new DepositDecision("acct|t-1", DepositDecision.Outcome.SOURCED,
                DepositDecision.Source.PAYROLL, "pay stub"), "a deposit of 9,000.00");
        assertThat(LoanState.verify(s.load("LN-9").orElseThrow(), s.history("LN-9")).intact()).isTrue();
        s.close();
        store = null;
        try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + dataDir.resolve("loans/loans")
                .toAbsolutePath(), "loans", "");
             Statement st = c.createStatement()) {
            // the case: the income from 6,000 to 60,000, and the officer's decision flipped
            st.executeUpdate("UPDATE loan SET monthly_income = 60000 WHERE loan_number = 'LN-9'");
            st.executeUpdate("UPDATE deposit_decision SET outcome = 'LEFT_OUT', source = NULL WHERE loan_number = "
                    + "'LN-9'");
        }
        LoanStore again = open();
        List<HistoryEntry> history = again.history("LN-9");
        assertThat(HistoryEntry.verify(history).intact()).as("the history rows themselves hold together").isTrue();

        HistoryEntry.ChainCheck check = LoanState.verify(again.load("LN-9").orElseThrow(), history);

        assertThat(check.intact()).isFalse();
        assertThat(check.why()).isEqualTo("the terms and the deposit decisions were changed outside Asset Desk after "
                + "entry 3");
    }

    @Test
    void everyEntryNamesThePersonAndTheWorkstationAndTheListSaysWhichLoansAreMine() {
        LoanStore ann = open();
        ann.create("LN-ANN");
        ann.close();
        store = LoanStore.open(dataDir, CLOCK, "processor.bob");
        store.create("LN-BOB");

        assertThat(store.history("LN-BOB")).singleElement().satisfies(e -> {
            assertThat(e.user()).isEqualTo("processor.bob");
            assertThat(e.workstation()).isNotBlank();
            assertThat(e.who()).isEqualTo("processor.bob on " + e.workstation());
        });
        assertThat(store.loans()).extracting(LoanStore.Listed::loanNumber, LoanStore.Listed::mine)
                .containsExactlyInAnyOrder(tuple("LN-ANN", false), tuple("LN-BOB", true));
    }

    @Test
    void aRemovedEntryIsFoundToo() {
        HistoryEntry a = HistoryEntry.next(null, CLOCK.instant(), "u", HistoryEntry.Action.LOAN_OPENED, "opened");
        HistoryEntry b = HistoryEntry.next(a, CLOCK.instant(), "u", HistoryEntry.Action.TERMS_CHANGED, "x");
        HistoryEntry c = HistoryEntry.next(b, CLOCK.instant(), "u", HistoryEntry.Action.TERMS_CHANGED, "y");
        assertThat(HistoryEntry.verify(List.of(a, c)).why()).isEqualTo("entry 2 is missing");
    }

    @Test
    void aThresholdChangeNeedsAReasonAndALoanNumberIsChecked() {
        LoanStore s = open();
        s.create("LN-9");
        assertThatThrownBy(() -> s.changeThreshold("LN-9", Rule.Check.HISTORY,
                new LoanRules.Change(BigDecimal.TEN, " "),
                        BOOK)).hasMessage("Say why the threshold changes for this loan");
        assertThat(s.history("LN-9")).hasSize(1); // nothing half-written
        assertThatThrownBy(() -> s.create("LN-9")).hasMessage("Loan LN-9 has a loan file already");
        assertThatThrownBy(() -> s.create(" ")).hasMessage("A loan number is 1 to 64 characters");
        assertThatThrownBy(() -> s.addOrder("LN-0", "o", "x")).hasMessage("Loan LN-0 has no loan file");
    }

    private void oldFile(String json) throws Exception {
        Files.writeString(dataDir.resolve("loan-file.json"), json);
    }

    @Test
    void todaysLoanFileJsonIsBroughtOverOnceKeptAsideAndItsFiguresBecomeTheLoansWhenTheirOrderIsAdded()
            throws Exception {
        oldFile("{\"thresholds\": {\"minHistoryDays\": 30, \"requiredReserveMonths\": 2},"
                + " \"orders\": {\"ord-1\": {\"cashToClose\": 40000, \"monthlyHousingPayment\": 2500,"
                + " \"monthlyIncome\": 9000}, \"ord-2\": {\"monthlyIncome\": 5000.125}},"
                + " \"finishedByOfficer\": [\"ord-7\"]}");

        LoanStore s = open();
        assertThat(s.bringOver(new OldLoanFile(dataDir))).isEqualTo(2);
        assertThat(dataDir.resolve("loan-file.json")).doesNotExist();
        assertThat(dataDir.resolve("loan-file.json.migrated")).exists();
        assertThat(s.bringOver(new OldLoanFile(dataDir))).as("once").isZero();

        // everything the file kept is the database's now, exactly
        assertThat(s.workstationThresholds().minHistoryDays()).isEqualTo(30);
        assertThat(s.workstationThresholds().requiredReserveMonths()).isEqualByComparingTo("2");
        assertThat(s.orderFigures("ord-2").monthlyIncome()).isEqualTo(new BigDecimal("5000.125"));
        assertThat(s.finishedByOfficer("ord-7")).isTrue();
        assertThat(s.carriedProblems("ord-1")).isEmpty();

        s.create("LN-1");
        LoanFile loan = s.addOrder("LN-1", "ord-1", "reference number matches");
        assertThat(loan.terms().cashToClose()).isEqualByComparingTo("40000");
        assertThat(loan.terms().monthlyIncome()).isEqualByComparingTo("9000");
        assertThat(s.history("LN-1")).last().satisfies(e -> {
            assertThat(e.action()).isEqualTo(HistoryEntry.Action.MIGRATED);
            assertThat(e.detail()).startsWith("Figures of order ord-1 entered before it was in this loan: "
                    + "Cash to close: \u2014 \u2192 40,000.00");
        });
        // a loan with figures of its own keeps them
        LoanFile kept = s.addOrder("LN-1", "ord-2", "added by the officer");
        assertThat(kept.terms().monthlyIncome()).isEqualByComparingTo("9000");
    }

    @Test
    void whatTheOldFileCouldNotGiveIsSaidForItsOrderUntilTheOfficerEntersItAgain() throws Exception {
        oldFile("{\"thresholds\": {\"minHistoryDays\": 0}, \"orders\": {\"bad\": {\"cashToClose\": -5},"
                + " \"good\": {\"cashToClose\": 100}}}");
        LoanStore s = open();
        s.bringOver(new OldLoanFile(dataDir));

        assertThat(s.carriedProblems("bad")).hasSize(2).anyMatch(p -> p.contains("order bad are not acceptable"))
                .anyMatch(p -> p.contains("a threshold is not acceptable"));
        assertThat(s.carriedProblems("good")).singleElement().asString().contains("threshold");

        s.saveOrderFigures("bad", new LoanFigures(new BigDecimal("50"), null, null));
        s.saveWorkstationThresholds(ReportThresholds.DEFAULT.withMinHistoryDays(45));
        assertThat(s.carriedProblems("bad")).isEmpty();
        assertThat(s.carriedProblems("good")).isEmpty();
        assertThat(s.workstationThresholds().minHistoryDays()).isEqualTo(45);
    }

    @Test
    void anOrderMarkedFinishedThatTheOldFileCouldNotNameIsSaidUntilTheOfficerMarksOneAgain() throws Exception {
        oldFile("{\"finishedByOfficer\": [\"ord-1\", 17]}");
        LoanStore s = open();
        s.bringOver(new OldLoanFile(dataDir));

        assertThat(s.finishedByOfficer("ord-1")).isTrue();
        assertThat(s.carriedProblems("ord-9")).as("which order it was is not known: said on each")
                .singleElement().asString().contains("finishedByOfficer[1] must be an order id, not 17");
        s.setFinishedByOfficer("ord-9", true);
        assertThat(s.carriedProblems("ord-9")).isEmpty();
        assertThat(s.carriedProblems("ord-2")).isEmpty();
    }

    @Test
    void aDamagedOldFileIsKeptAsideAndSaidUntilTheOfficerEntersFiguresOrThresholdsAgain() throws Exception {
        oldFile("{\"orders\": {\"ord-1\": {\"cashTo");
        LoanStore s = open();
        assertThat(s.bringOver(new OldLoanFile(dataDir))).isZero();
        assertThat(s.carriedProblems("ord-1")).singleElement().asString()
                .startsWith("loan-file.json could not be read (it ends early); it was kept as loan-file.json.damaged-");
        s.close();

        LoanStore again = open();
        assertThat(again.bringOver(new OldLoanFile(dataDir))).as("nothing left to bring").isZero();
        assertThat(again.carriedProblems("ord-2")).as("still said at the next run, for any order").hasSize(1);
        again.saveOrderFigures("ord-2", new LoanFigures(new BigDecimal("1"), null, null));
        assertThat(again.carriedProblems("ord-2")).isEmpty();
        assertThat(again.carriedProblems("ord-1")).as("the officer has started again from their own figures")
                .isEmpty();
    }

    @Test
    void theOldFileFoundAgainAfterItWasBroughtOverIsKeptAsideNotMergedTwice() throws Exception {
        oldFile("{\"thresholds\": {\"minHistoryDays\": 0}, \"orders\": {\"ord-1\": {\"cashToClose\": 100}},"
                + " \"finishedByOfficer\": [\"ord-9\"]}");
        LoanStore s = open();
        assertThat(s.bringOver(new OldLoanFile(dataDir))).isEqualTo(1);
        s.saveOrderFigures("ord-1", LoanFigures.NONE); // the officer cleared them
        s.setFinishedByOfficer("ord-9", false); // and took the mark back
        assertThat(s.carriedProblems("ord-1")).hasSize(1);

        // a backup put back (or a rename that failed): the same file again
        Files.copy(dataDir.resolve("loan-file.json.migrated"), dataDir.resolve("loan-file.json"));
        assertThat(s.bringOver(new OldLoanFile(dataDir))).isZero();

        assertThat(s.orderFigures("ord-1")).as("not brought back").isEqualTo(LoanFigures.NONE);
        assertThat(s.finishedByOfficer("ord-9")).isFalse();
        assertThat(s.carriedProblems("ord-1")).as("not said twice").hasSize(1);
        assertThat(dataDir.resolve("loan-file.json")).doesNotExist();
        try (var files = Files.list(dataDir)) {
            assertThat(files.map(p -> p.getFileName().toString())).contains("loan-file.json.migrated")
                    .anyMatch(n -> n.startsWith("loan-file.json.migrated-"));
        }
    }

    @Test
    void aFileThatCannotBeReadAtAReopeningIsAnErrorNotAReasonToSetTheLoanFilesAside() throws Exception {
        LoanStore s = open();
        s.create("LN-KEEP");
        s.close();
        Path file = dataDir.resolve("loans/loans.mv.db");
        byte[] good = Files.readAllBytes(file);
        Files.write(file, "not a database at all".repeat(300).getBytes());

        assertThatThrownBy(() -> LoanStore.open(dataDir, CLOCK, "officer.ann"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("cannot be opened (the file is damaged, H2 error")
                .hasMessageNotContaining("recovery tool");
        try (var files = Files.list(file.getParent())) {
            assertThat(files.map(p -> p.getFileName().toString())).noneMatch(n -> n.contains("damaged"));
        }
        Files.write(file, good);
        assertThat(open().load("LN-KEEP")).isPresent();
    }

    @Test
    void figuresOfOrdersInNoLoanAreKeptExactlyPerOrderAndEmptyFiguresForgetOnlyThatOrder() {
        LoanStore s = open();
        assertThat(s.orderFigures("ord-1")).isEqualTo(LoanFigures.NONE);
        assertThat(s.workstationThresholds()).isEqualTo(ReportThresholds.DEFAULT);

        s.saveOrderFigures("ord-1", new LoanFigures(new BigDecimal("30000.10"), new BigDecimal("2500.99"),
                new BigDecimal("9000.01")));
        s.saveOrderFigures("ord-2", new LoanFigures(new BigDecimal("12345678901234567.89"), null, null));
        s.saveOrderFigures("ord-3", new LoanFigures(new BigDecimal("1000"), null, null));
        s.saveOrderFigures("ord-3", LoanFigures.NONE);
        s.saveWorkstationThresholds(new ReportThresholds(new BigDecimal("0.333333"), 30, 90, "cad",
                new BigDecimal("2.25")));
        assertThatThrownBy(() -> s.saveWorkstationThresholds(ReportThresholds.DEFAULT.withLargeDepositShare(
                new BigDecimal("0.1234567891")))).as("never rounded by the column").hasMessageContaining("decimals");
        s.close();

        LoanStore again = open();
        assertThat(again.orderFigures("ord-1")).isEqualTo(new LoanFigures(new BigDecimal("30000.10"),
                new BigDecimal("2500.99"), new BigDecimal("9000.01")));
        assertThat(again.orderFigures("ord-2").cashToClose()).isEqualTo(new BigDecimal("12345678901234567.89"));
        assertThat(again.orderFigures("ord-3")).isEqualTo(LoanFigures.NONE);
        assertThat(again.workstationThresholds()).isEqualTo(new ReportThresholds(new BigDecimal("0.333333"), 30, 90,
                "CAD", new BigDecimal("2.25")));
    }

    @Test
    void theOfficersWordThatAnOrderIsFinishedIsKeptAndCanBeTakenBack() {
        LoanStore s = open();
        s.setFinishedByOfficer("o-1", true);
        s.setFinishedByOfficer("o-1", true); // twice: kept once
        assertThat(s.finishedByOfficer("o-1")).isTrue();
        assertThat(s.finishedByOfficer("o-2")).isFalse();
        s.setFinishedByOfficer("o-1", false);
        assertThat(s.finishedByOfficer("o-1")).isFalse();
    }

    @Test
    void aDatabaseAtTheSecondSchemaVersionKeepsTheFiguresBroughtOverAndItsAmountsExact() throws Exception {
        String url = "jdbc:h2:file:" + dataDir.resolve("loans/loans").toAbsolutePath();
        Flyway.configure().dataSource(url, "loans", "").locations("classpath:db/loans").target("2").load().migrate();
        try (Connection c = DriverManager.getConnection(url, "loans", "")) {
            c.createStatement().executeUpdate("INSERT INTO migrated_order_figures (order_id, cash_to_close, "
                    + "monthly_income) VALUES ('ord-5', 40000.50, 9000)");
            c.createStatement().executeUpdate("INSERT INTO loan (loan_number, program, purpose, cash_to_close, "
                    + "reserve_months, currency, opened_at) VALUES ('LN-2', 'VA', 'PURCHASE', 14350.25, 2.0, 'USD', "
                    + "TIMESTAMP WITH TIME ZONE '2026-11-01 10:00:00+00')");
        }

        LoanStore s = open();
        assertThat(s.orderFigures("ord-5")).isEqualTo(new LoanFigures(new BigDecimal("40000.50"), null,
                new BigDecimal("9000.00")));
        LoanTerms t = s.load("LN-2").orElseThrow().terms();
        assertThat(t.cashToClose()).isEqualTo(new BigDecimal("14350.25"));
        assertThat(t.requiredReserveMonths()).isEqualTo(new BigDecimal("2"));
        s.saveTerms("LN-2", t.withFigures(new BigDecimal("14350.125"), null, null));
        assertThat(s.load("LN-2").orElseThrow().terms().cashToClose()).as("no longer rounded to cents")
                .isEqualTo(new BigDecimal("14350.125"));
    }

    @Test
    void aDatabaseAtTheFirstSchemaVersionMovesToTheNextKeepingItsLoans() throws Exception {
        String url = "jdbc:h2:file:" + dataDir.resolve("loans/loans").toAbsolutePath();
        Flyway.configure().dataSource(url, "loans", "").locations("classpath:db/loans").target("1").load().migrate();
        try (Connection c = DriverManager.getConnection(url, "loans", "")) {
            c.createStatement().executeUpdate("INSERT INTO loan (loan_number, program, purpose, currency, opened_at) "
                    + "VALUES ('LN-OLD', 'FHA', 'PURCHASE', 'USD', TIMESTAMP WITH TIME ZONE '2026-11-01 10:00:00+00')");
            c.createStatement().executeUpdate("INSERT INTO loan_order (loan_number, order_id, added_at) VALUES "
                    + "('LN-OLD', 'ord-9', TIMESTAMP WITH TIME ZONE '2026-11-01 10:00:00+00')");
            assertThat(c.getMetaData().getTables(null, null, "THRESHOLD_CHANGE", null).next())
                    .as("version 1 has no threshold changes yet").isFalse();
        }

        LoanStore s = open();
        LoanFile loan = s.load("LN-OLD").orElseThrow();
        assertThat(loan.orderIds()).containsExactly("ord-9");
        s.changeThreshold("LN-OLD", Rule.Check.LARGE_DEPOSIT, new LoanRules.Change(new BigDecimal("0.25"), "policy"),
                BOOK);
        assertThat(s.load("LN-OLD").orElseThrow().changes()).containsKey(Rule.Check.LARGE_DEPOSIT);
        assertThat(s.history("LN-OLD")).extracting(HistoryEntry::action)
                .containsExactly(HistoryEntry.Action.THRESHOLD_CHANGED);
    }

    @Test
    void aDamagedDatabaseIsKeptAsideAndRefusedAtEveryOpeningUntilTheOfficerStartsEmpty() throws Exception {
        Path dir = Files.createDirectories(dataDir.resolve("loans"));
        Files.write(dir.resolve("loans.mv.db"), "this is not a database".repeat(200).getBytes());

        for (int opening = 0; opening < 2; opening++) {
            assertThatThrownBy(this::open).as("opening " + opening).isInstanceOf(DamagedLoanFiles.class)
                    .hasMessageStartingWith("The loan files could not be read (H2 error")
                    .hasMessageContaining("were kept as " + dir.resolve("loans.mv.db.damaged-"))
                    .hasMessageContaining("--start-empty-loans")
                    .satisfies(e -> assertThat(e.getMessage().lines()).hasSize(1));
            assertThat(dir.resolve("loans.mv.db")).as("never a fresh database in its place").doesNotExist();
        }

        Path kept = LoanStore.startEmpty(dataDir);

        assertThat(kept.getFileName().toString()).startsWith("loans.mv.db.damaged-");
        assertThat(kept).as("the unreadable file stays").exists();
        LoanStore s = open();
        assertThat(s.loans()).isEmpty();
        s.create("LN-NEW");
        assertThat(s.load("LN-NEW")).isPresent();
        assertThat(LoanStore.startEmpty(dataDir)).as("nothing refused any more").isNull();
    }

    @Test
    void everyRuleAndTermsChangeOfALoanIsInItsHistory() {
        LoanStore s = open();
        s.create("LN-2");
        s.saveTerms("LN-2", LoanTerms.NEW.withProgram(Program.VA).withPurpose(Purpose.REFINANCE));
        assertThat(s.history("LN-2")).last().extracting(HistoryEntry::detail)
                .isEqualTo("Program: Conventional \u2014 Fannie Mae \u2192 VA; Purpose: Purchase \u2192 Refinance");
    }

    @Test
    void aThresholdChangedForOneProgramIsPutBackWhenTheProgramChangesAndTheHistorySaysSo() {
        LoanStore s = open();
        s.create("LN-3");
        s.changeThreshold("LN-3", Rule.Check.LARGE_DEPOSIT, new LoanRules.Change(new BigDecimal("0.25"), "policy"),
                BOOK);
        LoanFile fha = s.saveTerms("LN-3", LoanTerms.NEW.withProgram(Program.FHA));
        assertThat(fha.changes()).isEmpty();
        assertThat(fha.rules(BOOK).rule(Rule.Check.LARGE_DEPOSIT).describe()).startsWith("4000.1 II.A.4.d.iii(A): a "
                + "deposit above 1%");
        assertThat(s.history("LN-3")).last().extracting(HistoryEntry::detail).isEqualTo("Thresholds changed for this"
                + " loan (LARGE_DEPOSIT) put back to the program's: the program or purpose changed");
    }
}
