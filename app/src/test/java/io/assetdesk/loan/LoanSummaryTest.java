package io.assetdesk.loan;

import static io.assetdesk.testing.ReportValues.parse;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderAccountReport;
import io.assetdesk.report.AssetSummary;
import io.assetdesk.report.Check;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** One summary for all the borrowers of a loan: joint accounts once, every borrower an owner, decisions on deposits. */
class LoanSummaryTest {
    private static final LocalDate TODAY = LocalDate.of(2026, 11, 25);
    private static final LocalDateTime END = TODAY.minusDays(5).atStartOfDay();
    private static final RuleBook BOOK = RuleBook.standard();

    private static OrderAccountReport account(String id, String institution, String mask, String balance,
                                              String owners, String deposits) {
        String summary = "{\"Account\": {\"Name\": \"Checking\", \"Type\": \"depository\", \"Subtype\": \"checking\","
                + " \"Currency\": \"USD\", \"Institution\": \"" + institution + "\", \"Mask\": \"" + mask + "\","
                + " \"AccountHolders\": [" + owners + "]}}";
        return OrderAccountReport.of(id, parse(deposits), parse("[]"), parse(summary), null, END.minusDays(90), END,
                new BigDecimal(balance), new BigDecimal(balance), null, 400, 90);
    }

    private static String deposit(String id, String amount, String description) {
        return "{\"transactionId\": \"" + id + "\", \"date\": \"" + END.minusDays(3) + "\", \"description\": \""
                + description + "\", \"amount\": " + amount + "}";
    }

    private static Order order(String id, String first, String last, OrderAccountReport... accounts) {
        return new Order(id, "order", Instant.parse("2026-11-20T10:00:00Z"), false, "closed", null, 0, null, null,
                "LN-100", first, last, null, null, null, null, List.of(accounts), null, null);
    }

    private static LoanFile loan(LoanTerms terms, Map<String, DepositDecision> decisions, String... orderIds) {
        return new LoanFile("LN-100", terms, List.of(orderIds), Map.of(), decisions, Instant.EPOCH);
    }

    private static LoanTerms purchase() {
        return LoanTerms.NEW.withFigures(new BigDecimal("30000"), new BigDecimal("2000"), new BigDecimal("8000"));
    }

    @Test
    void aJointAccountInBothBorrowersReportsIsCountedOnceAndShownAsJoint() {
        OrderAccountReport jointForAnn = account("a-1", "Harbor Bank", "6120", "20000.00",
                "\"ANN LEE\", \"BOB LEE\"", "[]");
        OrderAccountReport jointForBob = account("b-7", "harbor bank", "6120", "20000.00",
                "\"ANN LEE\", \"BOB LEE\"", "[]");
        OrderAccountReport bobsOwn = account("b-8", "Cedar Credit Union", "0042", "5000.00", "\"BOB LEE\"", "[]");
        LoanSummary s = LoanSummary.of(loan(purchase(), Map.of(), "ord-ann", "ord-bob"),
                List.of(order("ord-bob", "Bob", "Lee", jointForBob, bobsOwn), order("ord-ann", "Ann", "Lee",
                        jointForAnn)),
                BOOK, TODAY);

        assertThat(s.borrowers()).extracting(LoanSummary.Borrower::name).containsExactly("Ann Lee", "Bob Lee");
        assertThat(s.summary().funds().verified()).as("the joint account once").isEqualByComparingTo("25000.00");
        assertThat(s.joint()).singleElement().satisfies(j -> assertThat(j.orderIds())
                .containsExactly("ord-ann", "ord-bob"));
        assertThat(s.summary().owners().status()).as("each account holds one of the borrowers").isEqualTo(Check.OK);
        assertThat(s.summary().owners().borrower()).isEqualTo("Ann Lee & Bob Lee");
    }

    @Test
    void anAccountHeldByNeitherBorrowerIsFlagged() {
        LoanSummary s = LoanSummary.of(loan(purchase(), Map.of(), "ord-ann"), List.of(order("ord-ann", "Ann", "Lee",
                account("a-1", "Harbor Bank", "6120", "20000.00", "\"CAROL KING\"", "[]"))), BOOK, TODAY);
        assertThat(s.summary().owners().status()).isEqualTo(Check.FLAG);
    }

    @Test
    void aSourcedDepositIsNoLongerToExplainAndALeftOutOneComesOffTheFunds() {
        OrderAccountReport acct = account("a-1", "Harbor Bank", "6120", "40000.00", "\"ANN LEE\"",
                "[" + deposit("t-1", "12000.00", "WIRE FROM J LEE") + ", " + deposit("t-2", "6000.00", "CASH DEPOSIT")
                        + "]");
        Order ann = order("ord-ann", "Ann", "Lee", acct);
        LoanSummary before = LoanSummary.of(loan(purchase(), Map.of(), "ord-ann"), List.of(ann), BOOK, TODAY);
        assertThat(before.toExplain()).hasSize(2);
        assertThat(before.excluded()).as("a purchase counts no funds still to "
                + "explain").isEqualByComparingTo("18000.00");
        assertThat(before.countedFunds().verified()).isEqualByComparingTo("22000.00");
        assertThat(before.countedFunds().surplus()).isEqualByComparingTo("0");
        assertThat(before.countedFunds().shortfall()).isEqualByComparingTo("8000.00");

        String wire = LoanSummary.keyOf("ord-ann", before.toExplain().get(0));
        String cash = LoanSummary.keyOf("ord-ann", before.toExplain().get(1));
        LoanSummary after = LoanSummary.of(loan(purchase(), Map.of(
                wire, new DepositDecision(wire, DepositDecision.Outcome.SOURCED, DepositDecision.Source.GIFT,
                        "gift letter from the parents"),
                cash, new DepositDecision(cash, DepositDecision.Outcome.LEFT_OUT, null, "no explanation")),
                "ord-ann"), List.of(ann), BOOK, TODAY);

        assertThat(after.toExplain()).isEmpty();
        assertThat(after.sourced()).singleElement().satisfies(d ->
                assertThat(d.decision().describe()).isEqualTo("Sourced: gift (gift letter from the parents)"));
        assertThat(after.excludedLeftOut()).isEqualByComparingTo("6000.00");
        assertThat(after.excluded()).isEqualByComparingTo("6000.00");
        assertThat(after.countedFunds().verified()).isEqualByComparingTo("34000.00");
        assertThat(after.countedFunds().surplus()).isEqualByComparingTo("4000.00");
        assertThat(after.countedFunds().status()).isEqualTo(Check.OK);
        // what the documents' checks show agrees with the funds counted and the decisions
        AssetSummary decided = after.asDecided();
        assertThat(decided.funds().verified()).isEqualByComparingTo("34000.00");
        assertThat(decided.deposits().toExplain()).isEmpty();
        assertThat(decided.deposits().status()).isEqualTo(Check.OK);
        assertThat(before.asDecided().deposits().toExplain()).hasSize(2);
        assertThat(before.asDecided().deposits().status()).isEqualTo(Check.FLAG);
    }

    @Test
    void aRefinanceListsLargeDepositsWithoutAskingTheirSourceAndCountsThem() {
        OrderAccountReport acct = account("a-1", "Harbor Bank", "6120", "40000.00", "\"ANN LEE\"",
                "[" + deposit("t-1", "12000.00", "WIRE") + "]");
        LoanSummary s = LoanSummary.of(loan(purchase().withPurpose(Purpose.REFINANCE), Map.of(), "ord-ann"),
                List.of(order("ord-ann", "Ann", "Lee", acct)), BOOK, TODAY);
        assertThat(s.summary().deposits().status()).isEqualTo(Check.OK);
        assertThat(s.summary().deposits().toExplain()).as("still listed").hasSize(1);
        assertThat(s.toExplain()).as("none to explain").isEmpty();
        assertThat(s.excluded()).isEqualByComparingTo("0");
        assertThat(s.rules().rule(Rule.Check.LARGE_DEPOSIT).describe())
                .isEqualTo("B3-4.2-02: no source needed (refinance)");
    }

    @Test
    void fhaFlagsADepositAboveOnePercentOfTheAdjustedValue() {
        OrderAccountReport acct = account("a-1", "Harbor Bank", "6120", "40000.00", "\"ANN LEE\"",
                "[" + deposit("t-1", "3500.00", "TRANSFER IN") + "]");
        LoanTerms fha = purchase().withProgram(Program.FHA).withValues(new BigDecimal("300000"),
                new BigDecimal("320000"));
        LoanSummary s = LoanSummary.of(loan(fha, Map.of(), "ord-ann"), List.of(order("ord-ann", "Ann", "Lee", acct)),
                BOOK, TODAY);
        assertThat(s.summary().deposits().threshold()).isEqualByComparingTo("3000.00");
        assertThat(s.toExplain()).hasSize(1);
        AssetSummary.Deposit d = s.toExplain().get(0);
        assertThat(d.entry().size()).isEqualByComparingTo("3500.00");
    }

    @Test
    void reportsAreAgedToTheNoteDate() {
        OrderAccountReport acct = account("a-1", "Harbor Bank", "6120", "40000.00", "\"ANN LEE\"", "[]");
        LoanTerms late = purchase().withProgram(Program.FREDDIE_MAC).withNoteDate(TODAY.plusDays(200));
        LoanSummary s = LoanSummary.of(loan(late, Map.of(), "ord-ann"), List.of(order("ord-ann", "Ann", "Lee", acct)),
                BOOK, TODAY);
        assertThat(s.summary().age().days()).isEqualTo(205);
        assertThat(s.summary().age().status()).as("older than 120 days on the note date").isEqualTo(Check.FLAG);
    }

    @Test
    void aCoBorrowersPayrollIsPayrollAndADepositInAnAccountNotCountedIsNotTakenOffTheFunds() {
        OrderAccountReport annsAccount = account("a-1", "Harbor Bank", "6120", "40000.00", "\"ANN LEE\"",
                "[" + deposit("t-1", "5000.00", "ACME CORP PAYROLL") + "]");
        Order ann = order("ord-ann", "Ann", "Lee", annsAccount);
        Order bob = new Order("ord-bob", "order", Instant.parse("2026-11-20T10:00:00Z"), false, "closed", null, 0, null,
                null, "LN-100", "Bob", "Lee", null, null, null, "Acme Corp", List.of(), null, null);
        LoanSummary s = LoanSummary.of(loan(purchase(), Map.of(), "ord-ann", "ord-bob"), List.of(ann, bob), BOOK,
                TODAY);
        assertThat(s.toExplain()).as("Bob's employer pays into Ann's account: payroll").isEmpty();
        assertThat(s.summary().deposits().payroll()).hasSize(1);

        OrderAccountReport noBalance = OrderAccountReport.of("a-2", parse("[" + deposit("t-2", "9000.00", "WIRE")
                + "]"),
                parse("[]"), parse("{\"Account\": {\"Name\": \"Checking\", \"Type\": \"depository\", "
                        + "\"Currency\": \"USD\", \"AccountHolders\": [\"ANN LEE\"]}}"), null, END.minusDays(90),
                END, null, null, null, 400, 90);
        LoanSummary t = LoanSummary.of(loan(purchase(), Map.of(), "ord-ann"),
                List.of(order("ord-ann", "Ann", "Lee", noBalance, account("a-3", "Cedar", "0042", "12000.00",
                        "\"ANN LEE\"", "[]"))), BOOK, TODAY);
        assertThat(t.toExplain()).hasSize(1);
        assertThat(t.excluded()).as("its account adds nothing to the funds").isEqualByComparingTo("0");
        assertThat(t.countedFunds().verified()).isEqualByComparingTo("12000.00");
    }

    @Test
    void aRefinancesDocumentListsNoDepositToExplain() {
        OrderAccountReport acct = account("a-1", "Harbor Bank", "6120", "40000.00", "\"ANN LEE\"",
                "[" + deposit("t-1", "12000.00", "WIRE") + "]");
        LoanSummary s = LoanSummary.of(loan(purchase().withPurpose(Purpose.REFINANCE), Map.of(), "ord-ann"),
                List.of(order("ord-ann", "Ann", "Lee", acct)), BOOK, TODAY);
        assertThat(s.asDecided().deposits().toExplain()).isEmpty();
        assertThat(s.asDecided().deposits().status()).isEqualTo(Check.OK);
    }

    @Test
    void theReportAgeLimitIsTheRulesOwnFigureOnEveryLineThatSaysIt() {
        OrderAccountReport acc = account("a-1", "Harbor Bank", "6120", "20000.00", "\"ANN LEE\"", "[]");
        LoanSummary fannie = LoanSummary.of(loan(purchase(), Map.of(), "ord-ann"),
                List.of(order("ord-ann", "Ann", "Lee", acc)), BOOK, TODAY);
        assertThat(fannie.summary().thresholds().reportAgeLimit()).isEqualTo("4 months");
        assertThat(fannie.summary().age().limit()).isEqualTo("4 months");
        assertThat(fannie.summary().age().maxDays()).as("four months back from the day: the check's measure")
                .isEqualTo((int) ChronoUnit.DAYS.between(TODAY.minusMonths(4), TODAY));
        assertThat(fannie.verdict().lines()).filteredOn(l -> l.check().equals("Report age")).singleElement()
                .extracting(Verdict.Line::says).asString().endsWith("at most 4 months");
        assertThat(fannie.summary().thresholds().rules()).anySatisfy(r -> assertThat(r).contains("at most 4 months "
                + "old"));

        LoanSummary fha = LoanSummary.of(loan(purchase().withProgram(Program.FHA), Map.of(), "ord-ann"),
                List.of(order("ord-ann", "Ann", "Lee", acc)), BOOK, TODAY);
        assertThat(fha.summary().age().limit()).isEqualTo("120 days");
        assertThat(fha.verdict().lines()).filteredOn(l -> l.check().equals("Report age")).singleElement()
                .extracting(Verdict.Line::says).asString().endsWith("at most 120 days");
    }
}
