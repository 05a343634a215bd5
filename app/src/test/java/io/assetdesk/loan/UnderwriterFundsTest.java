package io.assetdesk.loan;

import static io.assetdesk.testing.ReportValues.parse;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.assetdesk.api.AccountLabel;
import io.assetdesk.api.Order;
import io.assetdesk.api.OrderAccountReport;
import io.assetdesk.report.AssetSummary;
import io.assetdesk.report.Check;
import io.assetdesk.report.Sources;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Hand-worked loan files, each figure checked to the cent: the money an underwriter would count (whose money it is,
 * gifts, retirement accounts, earnest money, joint accounts spelled two ways, sources the statement shows) and the
 * verdict page 1 gives.
 */
class UnderwriterFundsTest {
    private static final LocalDate TODAY = LocalDate.of(2026, 11, 25);
    private static final LocalDateTime END = TODAY.minusDays(5).atStartOfDay();
    private static final RuleBook BOOK = RuleBook.standard();

    /** An account of a report: its label, balance, holders and transactions (JSON elements). */
    private static OrderAccountReport account(String id, String institution, String type, String subtype, String mask,
                                              String balance, String owners, LocalDateTime end, String... entries) {
        String summary = "{\"Account\": {\"Name\": \"" + subtype + "\", \"Type\": \"" + type + "\", \"Subtype\": \""
                + subtype + "\", \"Currency\": \"USD\", \"Institution\": \"" + institution + "\", \"Mask\": \"" + mask
                + "\", \"AccountHolders\": [" + owners + "]}}";
        return OrderAccountReport.of(id, parse("[" + String.join(", ", entries) + "]"), parse("[]"), parse(summary),
                null, end.minusDays(90), end, new BigDecimal(balance), new BigDecimal(balance), null, 400, 90);
    }

    private static OrderAccountReport checking(String id, String institution, String mask, String balance,
                                               String owners, String... entries) {
        return account(id, institution, "depository", "checking", mask, balance, owners, END, entries);
    }

    private static String entry(String id, int daysBeforeEnd, String amount, String description) {
        return "{\"transactionId\": \"" + id + "\", \"date\": \"" + END.minusDays(daysBeforeEnd)
                + "\", \"description\": \"" + description + "\", \"amount\": " + amount + "}";
    }

    private static Order order(String id, String first, String last, String employer, OrderAccountReport... accounts) {
        return new Order(id, "order", Instant.parse("2026-11-20T10:00:00Z"), false, "closed", null, 0, null, null,
                "LN-7", first, last, null, null, null, employer, List.of(accounts), null, null);
    }

    private static LoanFile loan(LoanTerms terms, Map<String, DepositDecision> deposits,
                                 Map<String, AccountDecision> accounts, String... orderIds) {
        return new LoanFile("LN-7", terms, List.of(orderIds), Map.of(), deposits, Instant.EPOCH, accounts);
    }

    private static LoanTerms fannie(String cash, String payment, String income) {
        return LoanTerms.NEW.withFigures(money(cash), money(payment), money(income));
    }

    private static BigDecimal money(String v) {
        return v == null ? null : new BigDecimal(v);
    }

    private static DepositDecision gift(String key, String amount) {
        return new DepositDecision(key, DepositDecision.Outcome.SOURCED, DepositDecision.Source.GIFT, "",
                new DepositDecision.Gift("Jane Lee", "mother", money(amount), TODAY.minusDays(10)));
    }

    private static Verdict.Line line(LoanSummary s, String check) {
        return s.verdict().lines().stream().filter(l -> l.check().equals(check)).findFirst().orElseThrow();
    }

    // ---- two borrowers: a trust's account, a 401(k), a gift, a tax refund, a check and a cash deposit, a joint
    //      account spelled two ways ----

    private static final String ANN_AND_BOB = "\"ANN LEE\", \"BOB LEE\"";

    private static List<Order> twoBorrowers() {
        String[] jointEntries = {entry("r1", 20, "9500.00", "IRS TREAS 310 TAX REF"),
            entry("g1", 15, "6000.00", "WIRE FROM J LEE"), entry("k1", 6, "-4500.00", "CHECK 1042")};
        OrderAccountReport jointForAnn = checking("a-1", "Harbor Bank, N.A.", "6120", "20000.00", ANN_AND_BOB,
                jointEntries);
        // Bob's report is five days newer and spells the bank another way: its balance is the one used
        OrderAccountReport jointForBob = account("b-1", "HARBOR BANK", "depository", "checking", "x6120", "20300.00",
                ANN_AND_BOB, END.plusDays(5), jointEntries);
        OrderAccountReport bobsSavings = account("b-2", "Cedar Credit Union", "depository", "savings", "0042",
                "8000.00", "\"BOB LEE\"", END, entry("c1", 4, "4500.00", "CASH DEPOSIT"));
        OrderAccountReport trust = account("a-2", "Harbor Bank", "depository", "savings", "7788", "12950.00",
                "\"SMITH FAMILY TRUST\"", END);
        OrderAccountReport plan = account("a-3", "Fidelity", "investment", "401k", "3310", "50000.00", "\"ANN LEE\"",
                END);
        return List.of(order("ord-ann", "Ann", "Lee", null, jointForAnn, trust, plan),
                order("ord-bob", "Bob", "Lee", null, jointForBob, bobsSavings));
    }

    private static String giftKey() {
        // the joint account is Bob's listing (the newer report): the decision names it by Bob's order
        return DepositDecision.keyOf("ord-bob", "b-1", END.minusDays(15).toLocalDate().toString(), "6000.00",
                "WIRE FROM J LEE");
    }

    @Test
    void twoBorrowersCountOnlyTheMoneyAnUnderwriterWould() {
        LoanSummary s = LoanSummary.of(loan(fannie("30000", "2000", "8000"), Map.of(giftKey(), gift(giftKey(),
                "6000.00")), Map.of(), "ord-ann", "ord-bob"), twoBorrowers(), BOOK, TODAY);

        // the joint account once, at the newer report's balance, and the document says which report gave it
        assertThat(s.joint()).singleElement().satisfies(j -> {
            assertThat(j.orderIds()).containsExactly("ord-ann", "ord-bob");
            assertThat(j.balanceFrom()).isEqualTo("ord-bob");
        });
        Map<String, LoanSummary.Treatment> treatment = new HashMap<>();
        s.accounts().forEach(c -> treatment.put(c.account().accountId(), c.treatment()));
        assertThat(treatment).containsEntry("b-1", LoanSummary.Treatment.CASH)
                .containsEntry("b-2", LoanSummary.Treatment.CASH)
                .containsEntry("a-2", LoanSummary.Treatment.NOT_HELD)
                .containsEntry("a-3", LoanSummary.Treatment.RESERVES_ONLY).hasSize(4);

        AssetSummary.Deposits d = s.summary().deposits();
        assertThat(d.threshold()).isEqualByComparingTo("4000.00");
        assertThat(d.identified()).singleElement().satisfies(i -> {
            assertThat(i.source()).isEqualTo(Sources.Known.TAX_REFUND);
            assertThat(i.deposit().entry().size()).isEqualByComparingTo("9500.00");
        });
        assertThat(d.transfers()).as("a check out and a cash deposit in are no transfer").isEmpty();
        assertThat(s.toExplain()).singleElement().satisfies(x -> assertThat(x.entry().description())
                .isEqualTo("CASH DEPOSIT"));
        assertThat(s.gifts()).singleElement().satisfies(g -> {
            assertThat(g.amount()).isEqualByComparingTo("6000.00");
            assertThat(g.letter()).isTrue();
        });

        // cash: 20,300.00 + 8,000.00 - the cash deposit still to explain 4,500.00 = 23,800.00
        AssetSummary.Funds f = s.countedFunds();
        assertThat(f.verified()).isEqualByComparingTo("23800.00");
        assertThat(s.excludedToExplain()).isEqualByComparingTo("4500.00");
        assertThat(f.shortfall()).isEqualByComparingTo("6200.00");
        assertThat(f.status()).isEqualTo(Check.FLAG);
        // reserves: nothing left after closing, and the 401(k) at Fannie Mae's 100% of its balance
        assertThat(f.reserveFunds()).isEqualByComparingTo("50000.00");
        assertThat(f.reservesMonths()).isEqualByComparingTo("25.0");

        assertThat(s.verdict().ready()).isFalse();
        assertThat(line(s, "Funds to close").status()).isEqualTo(Check.FLAG);
        assertThat(line(s, "Funds to close").says()).startsWith("Short by 6,200.00 USD");
        assertThat(line(s, "Large deposits").status()).isEqualTo(Check.FLAG);
        assertThat(line(s, "Whose money").says()).startsWith("1 account held by others only (12,950.00 USD)");
        assertThat(line(s, "Whose money").citation()).isEqualTo("B3-2-02");
        assertThat(line(s, "Retirement accounts").status()).as("vesting not recorded").isEqualTo(Check.NOT_CHECKED);
        assertThat(line(s, "Retirement accounts").citation()).isEqualTo("B3-4.3-03");
        assertThat(line(s, "Gifts").status()).isEqualTo(Check.OK);
        assertThat(s.verdict().notes()).anyMatch(n -> n.contains("1 joint account counted once"));
        assertThat(line(s, "Reserves").status()).as("DU sets a one-unit home's reserves: none entered yet")
                .isEqualTo(Check.NOT_CHECKED);
    }

    @Test
    void theTrustsAccountCountsOnceItsUseIsRecordedAndThe401kOnceItIsLiquidated() {
        String trust = AccountDecision.keyOf("ord-ann", "a-2", AccountDecision.Question.HOLDER);
        String plan = AccountDecision.keyOf("ord-ann", "a-3", AccountDecision.Question.RETIREMENT);
        Map<String, AccountDecision> decided = Map.of(
                trust, new AccountDecision(trust, AccountDecision.Use.DOCUMENTED_ACCESS, null, "trustee's letter"),
                plan, new AccountDecision(plan, AccountDecision.Use.LIQUIDATED, money("10000.00"), "check received"));
        String cashKey = DepositDecision.keyOf("ord-bob", "b-2", END.minusDays(4).toLocalDate().toString(), "4500.00",
                "CASH DEPOSIT");
        Map<String, DepositDecision> deposits = Map.of(giftKey(), gift(giftKey(), "6000.00"), cashKey,
                new DepositDecision(cashKey, DepositDecision.Outcome.SOURCED, DepositDecision.Source.ASSET_SALE,
                        "sold a car; bill of sale"));
        // the reserves DU's finding asks, entered by the officer: two months
        LoanTerms terms = fannie("30000", "2000", "8000").withRequiredReserveMonths(BigDecimal.valueOf(2));
        LoanSummary s = LoanSummary.of(loan(terms, deposits, decided, "ord-ann", "ord-bob"), twoBorrowers(), BOOK,
                TODAY);

        // cash: 20,300.00 + 8,000.00 + 12,950.00 (the trust's) + 10,000.00 (the 401(k)'s proceeds) = 51,250.00
        AssetSummary.Funds f = s.countedFunds();
        assertThat(f.verified()).isEqualByComparingTo("51250.00");
        assertThat(s.cashBefore()).as("what the tables call cash counted").isEqualByComparingTo("51250.00");
        assertThat(f.surplus()).isEqualByComparingTo("21250.00");
        // reserves: the 21,250.00 left (gifts may be reserves under Fannie Mae), nothing more of the sold plan
        assertThat(f.reserveFunds()).isEqualByComparingTo("21250.00");
        assertThat(f.reservesMonths()).isEqualByComparingTo("10.6");
        assertThat(s.toExplain()).isEmpty();
        assertThat(s.verdict().lines()).allSatisfy(l -> assertThat(l.status()).as(l.check()).isEqualTo(Check.OK));
        assertThat(s.verdict().ready()).isTrue();
        assertThat(s.asDecided().accounts()).as("the trust's account counts as cash in the documents")
                .anySatisfy(a -> assertThat(a.account().accountId()).isEqualTo("a-2"));
    }

    @Test
    void twoAccountsWithTheSameLastFourAtOneBankStayTwo() {
        OrderAccountReport checking = checking("a-1", "Harbor Bank", "6120", "1000.00", "\"ANN LEE\"");
        OrderAccountReport savings = account("b-1", "HARBOR BANK N.A.", "depository", "savings", "6120", "2000.00",
                "\"ANN LEE\"", END);
        LoanSummary s = LoanSummary.of(loan(fannie("100", "10", "8000"), Map.of(), Map.of(), "o1", "o2"),
                List.of(order("o1", "Ann", "Lee", null, checking), order("o2", "Ann", "Lee", null, savings)), BOOK,
                TODAY);
        assertThat(s.joint()).isEmpty();
        assertThat(s.countedFunds().verified()).isEqualByComparingTo("3000.00");
        assertThat(JointAccounts.institution("Cedar Bank, N.A.")).isEqualTo(JointAccounts.institution("CEDAR"));
        assertThat(JointAccounts.institution("Bank of the West")).isNotEqualTo(JointAccounts.institution("Bank of "
                + "America"));
    }

    // ---- FHA: a gift never counts as reserves; three units ask three months ----

    @Test
    void anFhaGiftPaysTheClosingButNeverMakesTheReserves() {
        LoanTerms fha = new LoanTerms(Program.FHA, Purpose.PURCHASE, null, money("300000"), money("310000"),
                money("12000"), money("1300"), money("6000"), null, "USD")
                .withDetails(new LoanTerms.Details(Occupancy.PRIMARY, 3, 0, null, null, money("289500"), null, false));
        OrderAccountReport acct = checking("a-1", "Harbor Bank", "6120", "16000.00", "\"ANN LEE\"",
                entry("g1", 10, "14000.00", "WIRE FROM MOM"));
        String key = DepositDecision.keyOf("o1", "a-1", END.minusDays(10).toLocalDate().toString(), "14000.00",
                "WIRE FROM MOM");
        LoanSummary s = LoanSummary.of(loan(fha, Map.of(key, gift(key, "14000.00")), Map.of(), "o1"),
                List.of(order("o1", "Ann", "Lee", null, acct)), BOOK, TODAY);

        assertThat(s.rules().rule(Rule.Check.RESERVES).threshold()).isEqualByComparingTo("3");
        assertThat(s.rules().rule(Rule.Check.RESERVES).citation()).isEqualTo("4000.1 II.A.4.d.i(C)");
        assertThat(s.summary().deposits().threshold()).as("1% of the lower of price and appraisal")
                .isEqualByComparingTo("3000.00");
        AssetSummary.Funds f = s.countedFunds();
        // 16,000.00 counted, 12,000.00 to close: 4,000.00 left, of which 2,000.00 is gift money left over
        assertThat(f.surplus()).isEqualByComparingTo("4000.00");
        assertThat(f.reserveFunds()).isEqualByComparingTo("2000.00");
        assertThat(f.requiredMoney()).isEqualByComparingTo("3900.00");
        assertThat(f.reservesStatus()).isEqualTo(Check.FLAG);
        assertThat(f.reservesShortMoney()).isEqualByComparingTo("1900.00");
        assertThat(f.reservesShortMonths()).isEqualByComparingTo("1.5");
        assertThat(line(s, "Gifts").says()).contains("none of it counted as reserves (4000.1 II.A.4.d.i(C))");

        // the same file under Fannie Mae's rules: the gift's 4,000.00 would have made it
        LoanSummary conventional = LoanSummary.of(loan(fha.withProgram(Program.FANNIE_MAE)
                .withRequiredReserveMonths(BigDecimal.valueOf(3)), Map.of(key, gift(key, "14000.00")), Map.of(), "o1"),
                List.of(order("o1", "Ann", "Lee", null, acct)), BOOK, TODAY);
        assertThat(conventional.countedFunds().reserveFunds()).isEqualByComparingTo("4000.00");
        assertThat(conventional.countedFunds().reservesStatus()).isEqualTo(Check.OK);
    }

    @Test
    void fhaAgesTheReportToTheDisbursementDateAndFlagsARecentlyOpenedAccount() {
        LoanTerms fha = new LoanTerms(Program.FHA, Purpose.PURCHASE, TODAY, money("200000"), null, money("7000"),
                money("1500"), money("5000"), null, "USD")
                .withDetails(new LoanTerms.Details(Occupancy.PRIMARY, 1, 0, null, TODAY.plusDays(200), null, null,
                        false));
        OrderAccountReport young = OrderAccountReport.of("a-9", parse("[]"), parse("[]"), parse("{\"Account\": "
                + "{\"Type\": \"depository\", \"Subtype\": \"savings\", \"Currency\": \"USD\"}}"), null,
                END.minusDays(40), END, money("9000"), money("9000"), null, 40, 90);
        LoanSummary s = LoanSummary.of(loan(fha, Map.of(), Map.of(), "o1"), List.of(order("o1", "Ann", "Lee", null,
                young)), BOOK, TODAY);
        assertThat(s.rules().asOf(TODAY)).isEqualTo(TODAY.plusDays(200));
        assertThat(s.summary().age().status()).as("205 days old at the disbursement").isEqualTo(Check.FLAG);
        assertThat(s.recent()).singleElement().satisfies(r -> assertThat(r.days()).isEqualTo(40));
        assertThat(line(s, "Recently opened accounts").status()).isEqualTo(Check.FLAG);
        assertThat(line(s, "Large deposits").says()).as("no transactions: not checked, never OK")
                .isEqualTo("Not checked: the reports list no transactions");
    }

    // ---- a refinance, earnest money, the property's requirements ----

    @Test
    void aRefinanceAsksNoSourceAndAMonthOfHistory() {
        OrderAccountReport acct = checking("a-1", "Harbor Bank", "6120", "40000.00", "\"ANN LEE\"",
                entry("w1", 10, "12000.00", "WIRE IN"));
        LoanSummary s = LoanSummary.of(loan(fannie("5000", "2000", "6000").withPurpose(Purpose.REFINANCE), Map.of(),
                Map.of(), "o1"), List.of(order("o1", "Ann", "Lee", null, acct)), BOOK, TODAY);
        assertThat(s.toExplain()).isEmpty();
        assertThat(s.countedFunds().verified()).isEqualByComparingTo("40000.00");
        assertThat(s.countedFunds().reservesMonths()).isEqualByComparingTo("17.5");
        assertThat(s.summary().history().requiredDays()).isEqualTo(30);
        assertThat(line(s, "Large deposits").says()).isEqualTo("No source needed for this purpose");
    }

    @Test
    void earnestMoneyAlreadyPaidIsTakenOffTheCashToCloseOnce() {
        OrderAccountReport acct = checking("a-1", "Harbor Bank", "6120", "26000.00", "\"ANN LEE\"",
                entry("e1", 20, "-5000.00", "CHECK 311 EARNEST MONEY"));
        LoanTerms paid = fannie("30000", "2000", "8000").withDetails(new LoanTerms.Details(Occupancy.PRIMARY, 1, 0,
                null, null, null, money("5000"), true));
        LoanSummary s = LoanSummary.of(loan(paid, Map.of(), Map.of(), "o1"), List.of(order("o1", "Ann", "Lee", null,
                acct)), BOOK, TODAY);
        assertThat(s.countedFunds().cashToClose()).isEqualByComparingTo("25000.00");
        assertThat(s.countedFunds().surplus()).isEqualByComparingTo("1000.00");
        assertThat(line(s, "Funds to close").says()).contains("net of 5,000.00 USD earnest money already paid");

        LoanTerms notYet = paid.withDetails(new LoanTerms.Details(Occupancy.PRIMARY, 1, 0, null, null, null,
                money("5000"), false));
        LoanSummary t = LoanSummary.of(loan(notYet, Map.of(), Map.of(), "o1"), List.of(order("o1", "Ann", "Lee", null,
                acct)), BOOK, TODAY);
        assertThat(t.countedFunds().cashToClose()).as("still in the account: the whole cash to close")
                .isEqualByComparingTo("30000.00");
        assertThat(t.countedFunds().shortfall()).isEqualByComparingTo("4000.00");
    }

    @Test
    void fannieMaeSetsReservesByOccupancyUnitsAndOtherFinancedProperties() {
        LoanTerms second = fannie("10000", "2000", "8000").withDetails(new LoanTerms.Details(Occupancy.SECOND_HOME, 1,
                2, money("400000"), null, null, null, false));
        OrderAccountReport acct = checking("a-1", "Harbor Bank", "6120", "30000.00", "\"ANN LEE\"",
                entry("p1", 10, "100.00", "COFFEE REFUND"));
        LoanSummary s = LoanSummary.of(loan(second, Map.of(), Map.of(), "o1"), List.of(order("o1", "Ann", "Lee", null,
                acct)), BOOK, TODAY);
        // 2 months of 2,000.00 plus 2% of 400,000.00 = 12,000.00 required; 20,000.00 left
        assertThat(s.countedFunds().requiredMonths()).isEqualByComparingTo("2");
        assertThat(s.countedFunds().requiredMoney()).isEqualByComparingTo("12000.00");
        assertThat(s.countedFunds().reservesStatus()).isEqualTo(Check.OK);
        assertThat(line(s, "Reserves").citation()).contains("B3-4.1-01 (Eligibility Matrix)", "; B3-4.1-01");

        LoanTerms unknown = second.withDetails(new LoanTerms.Details(Occupancy.SECOND_HOME, 1, 2, null, null, null,
                null, false));
        LoanSummary u = LoanSummary.of(loan(unknown, Map.of(), Map.of(), "o1"), List.of(order("o1", "Ann", "Lee", null,
                acct)), BOOK, TODAY);
        assertThat(line(u, "Reserves").status()).isEqualTo(Check.NOT_CHECKED);
        assertThat(line(u, "Reserves").says()).contains("unpaid balance of the other financed properties");
    }

    @Test
    void noGiftOnAnInvestmentPropertyAndAMinimumContributionOnTwoUnits() {
        OrderAccountReport acct = checking("a-1", "Harbor Bank", "6120", "30000.00", "\"ANN LEE\"",
                entry("g1", 10, "20000.00", "WIRE FROM MOM"));
        String key = DepositDecision.keyOf("o1", "a-1", END.minusDays(10).toLocalDate().toString(), "20000.00",
                "WIRE FROM MOM");
        LoanTerms investment = fannie("10000", "1000", "8000").withDetails(new LoanTerms.Details(Occupancy.INVESTMENT,
                1, 0, null, null, null, null, false));
        LoanSummary s = LoanSummary.of(loan(investment, Map.of(key, gift(key, "20000.00")), Map.of(), "o1"),
                List.of(order("o1", "Ann", "Lee", null, acct)), BOOK, TODAY);
        assertThat(s.countedFunds().verified()).isEqualByComparingTo("10000.00");
        assertThat(line(s, "Gifts").status()).isEqualTo(Check.FLAG);
        assertThat(line(s, "Gifts").citation()).isEqualTo("B3-4.3-04");

        // two units, 90% loan-to-value: 5% of the 200,000.00 price (10,000.00) must be the borrowers' own
        LoanTerms twoUnits = fannie("25000", "1000", "8000").withValues(money("200000"), money("200000"))
                .withDetails(new LoanTerms.Details(Occupancy.PRIMARY, 2, 0, null, null, money("180000"), null, false));
        LoanSummary t = LoanSummary.of(loan(twoUnits, Map.of(key, gift(key, "20000.00")), Map.of(), "o1"),
                List.of(order("o1", "Ann", "Lee", null, acct)), BOOK, TODAY);
        assertThat(line(t, "Borrowers' own funds").status()).isEqualTo(Check.OK);
        assertThat(line(t, "Borrowers' own funds").says()).isEqualTo("10,000.00 USD of their own; at least "
                + "10,000.00 USD needed with a gift");
        LoanSummary noAmount = LoanSummary.of(loan(twoUnits.withDetails(new LoanTerms.Details(Occupancy.PRIMARY, 2, 0,
                null, null, null, null, false)), Map.of(key, gift(key, "20000.00")), Map.of(), "o1"),
                List.of(order("o1", "Ann", "Lee", null, acct)), BOOK, TODAY);
        assertThat(line(noAmount, "Borrowers' own funds").status()).isEqualTo(Check.NOT_CHECKED);
    }

    // ---- not checked is never OK; one truth per loan ----

    @Test
    void withNoIncomeTheDepositCheckIsNotRunAndTheFileIsNotReady() {
        OrderAccountReport acct = checking("a-1", "Harbor Bank", "6120", "40000.00", "\"ANN LEE\"",
                entry("w1", 10, "12000.00", "WIRE IN"));
        LoanSummary s = LoanSummary.of(loan(fannie("10000", "2000", null).withRequiredReserveMonths(BigDecimal.ONE),
                Map.of(), Map.of(), "o1"), List.of(order("o1", "Ann", "Lee", null, acct)), BOOK, TODAY);
        assertThat(s.asDecided().deposits().status()).isEqualTo(Check.NOT_CHECKED);
        assertThat(line(s, "Large deposits").says()).isEqualTo("Not checked: enter the monthly qualifying income");
        assertThat(s.verdict().ready()).isFalse();
        assertThat(s.verdict().headline()).contains("1 check could not run");
    }

    @Test
    void anOrderInALoanFileIsReadWithItsLoansTermsAndDecisions() {
        OrderAccountReport acct = checking("a-1", "Harbor Bank", "6120", "40000.00", "\"ANN LEE\"",
                entry("w1", 10, "12000.00", "WIRE FROM DAD"));
        String key = DepositDecision.keyOf("o1", "a-1", END.minusDays(10).toLocalDate().toString(), "12000.00",
                "WIRE FROM DAD");
        LoanFile file = loan(fannie("30000", "2000", "8000"), Map.of(key, gift(key, "12000.00")), Map.of(), "o1");
        AssetSummary alone = LoanSummary.forOrder(file, order("o1", "Ann", "Lee", null, acct), BOOK, TODAY);
        assertThat(alone.deposits().toExplain()).as("sourced in the loan").isEmpty();
        assertThat(alone.deposits().status()).isEqualTo(Check.OK);
        assertThat(alone.figures().checkedInLoan()).isEqualTo("LN-7");
        assertThat(alone.figures().monthlyIncome()).isEqualByComparingTo("8000");
    }

    @Test
    void sourcesTheStatementShowsAndTransfersThatReadAsOne() {
        OrderAccountReport from = checking("a-1", "Harbor Bank", "6120", "9000.00", "\"ANN LEE\"",
                entry("o1", 5, "-7000.00", "ONLINE TRANSFER TO SAV XXXX0042"));
        OrderAccountReport to = account("a-2", "Harbor Bank", "depository", "savings", "0042", "20000.00",
                "\"ANN LEE\"", END, entry("i1", 4, "7000.00", "ONLINE TRANSFER FROM CHK XXXX6120"),
                entry("s1", 8, "5200.00", "SSA TREAS 310 XXSOC SEC"));
        LoanSummary s = LoanSummary.of(loan(fannie("1000", "1000", "8000"), Map.of(), Map.of(), "o1"),
                List.of(order("o1", "Ann", "Lee", null, from, to)), BOOK, TODAY);
        assertThat(s.summary().deposits().transfers()).singleElement().satisfies(t -> assertThat(t.out().description())
                .startsWith("ONLINE TRANSFER TO"));
        assertThat(s.summary().deposits().identified()).singleElement().satisfies(i -> assertThat(i.source())
                .isEqualTo(Sources.Known.SOCIAL_SECURITY));
        assertThat(s.toExplain()).isEmpty();
    }

    @Test
    void aWireOrAPaymentToAnotherPersonIsNeverATransferAndACheckNumberIsNoAccount() {
        OrderAccountReport checking = checking("a-1", "Harbor Bank", "1111", "30000.00", "\"ANN LEE\"",
                entry("w-in", 5, "10000.00", "WIRE TRANSFER IN ORIG J SMITH"),
                entry("z-in", 5, "4500.00", "ZELLE TRANSFER FROM MIKE JONES"),
                entry("m-in", 4, "6000.00", "MOBILE DEPOSIT CHECK 2222"));
        OrderAccountReport savings = account("a-2", "Harbor Bank", "depository", "savings", "2222", "9000.00",
                "\"ANN LEE\"", END, entry("w-out", 5, "-10000.00", "WIRE TRANSFER OUT BENE ABC TITLE CO"),
                entry("z-out", 5, "-4500.00", "ZELLE TRANSFER TO LANDLORD"),
                entry("c-out", 5, "-6000.00", "CHECK 1111 PAID"));
        LoanSummary s = LoanSummary.of(loan(fannie("1000", "1000", "8000"), Map.of(), Map.of(), "o1"),
                List.of(order("o1", "Ann", "Lee", null, checking, savings)), BOOK, TODAY);
        assertThat(s.summary().deposits().transfers()).isEmpty();
        assertThat(s.toExplain()).extracting(d -> d.entry().id()).containsExactlyInAnyOrder("w-in", "z-in", "m-in");
        assertThat(Sources.namesMask(s.toExplain().get(0).entry(), "2222")).isFalse();
    }

    @Test
    void twoAccountsWithoutIdsNeverShareADecisionAndAPartialGiftLetterLeavesTheRestToExplain() {
        OrderAccountReport trust = OrderAccountReport.of(null, parse("[]"), parse("[]"), parse("{\"Account\": "
                + "{\"Type\": \"depository\", \"Currency\": \"USD\", \"Mask\": \"7788\", \"AccountHolders\": "
                + "[\"SMITH FAMILY TRUST\"]}}"), null, END.minusDays(90), END, money("12000"), money("12000"), null,
                        400,
                90);
        OrderAccountReport business = OrderAccountReport.of(null, parse("[]"), parse("[]"), parse("{\"Account\": "
                + "{\"Type\": \"depository\", \"Currency\": \"USD\", \"Mask\": \"9911\", \"AccountHolders\": "
                + "[\"ACME LLC\"]}}"), null, END.minusDays(90), END, money("90000"), money("90000"), null, 400, 90);
        OrderAccountReport own = checking("a-1", "Harbor Bank", "6120", "30000.00", "\"ANN LEE\"",
                entry("g1", 10, "20000.00", "WIRE FROM MOM"));
        Order o = order("o1", "Ann", "Lee", null, own, trust, business);
        String trustKey = AccountDecision.keyOf("o1", LoanSummary.identity(trust, List.of(o)),
                AccountDecision.Question.HOLDER);
        assertThat(trustKey).isNotEqualTo(AccountDecision.keyOf("o1", LoanSummary.identity(business, List.of(o)),
                AccountDecision.Question.HOLDER));
        String giftKey = DepositDecision.keyOf("o1", "a-1", END.minusDays(10).toLocalDate().toString(), "20000.00",
                "WIRE FROM MOM");
        LoanSummary s = LoanSummary.of(loan(fannie("10000", "1000", "8000"), Map.of(giftKey, gift(giftKey, "5000.00")),
                Map.of(trustKey, new AccountDecision(trustKey, AccountDecision.Use.DOCUMENTED_ACCESS, null,
                        "trustee letter")), "o1"), List.of(o), BOOK, TODAY);
        // 30,000.00 own + 12,000.00 the trust's; the business's 90,000.00 stays out; 15,000.00 of the gift unexplained
        assertThat(s.countedFunds().verified()).isEqualByComparingTo("27000.00");
        assertThat(line(s, "Gifts").status()).isEqualTo(Check.FLAG);
        assertThat(line(s, "Gifts").says()).contains("15,000.00 USD still to explain");
        assertThat(line(s, "Whose money").says()).startsWith("1 account held by others only (90,000.00 USD)");
    }

    @Test
    void liquidationProceedsAlreadyInACheckingAccountAreNotCountedTwice() {
        OrderAccountReport plan = account("p-1", "Fidelity", "investment", "401k", "3310", "50000.00",
                "\"ANN LEE\"", END, entry("p-out", 6, "-20000.00", "DISTRIBUTION"));
        OrderAccountReport checking = checking("a-1", "Harbor Bank", "1111", "40000.00", "\"ANN LEE\"",
                entry("p-in", 5, "20000.00", "FIDELITY 401K DISTRIBUTION"));
        String key = AccountDecision.keyOf("o1", "p-1", AccountDecision.Question.RETIREMENT);
        LoanSummary s = LoanSummary.of(loan(fannie("10000", "1000", null), Map.of(), Map.of(key,
                new AccountDecision(key, AccountDecision.Use.LIQUIDATED, money("20000.00"), "check deposited")),
                "o1"), List.of(order("o1", "Ann", "Lee", null, plan, checking)), BOOK, TODAY);
        assertThat(s.countedFunds().verified()).as("the proceeds are in the 40,000.00 already")
                .isEqualByComparingTo("40000.00");
    }

    @Test
    void aDecisionFollowsItsDepositToAnotherListingOfTheSameAccount() {
        String onBob = DepositDecision.keyOf("ord-bob", "b-1", END.minusDays(15).toLocalDate().toString(), "6000.00",
                "WIRE FROM J LEE");
        LoanFile file = loan(fannie("30000", "2000", "8000"), Map.of(onBob, gift(onBob, "6000.00")), Map.of(),
                "ord-ann", "ord-bob");
        // Ann's order alone, as her order screen reads it: the same deposit in her listing of the joint account
        AssetSummary alone = LoanSummary.forOrder(file, twoBorrowers().get(0), BOOK, TODAY);
        assertThat(alone.deposits().toExplain()).extracting(d -> d.entry().description())
                .doesNotContain("WIRE FROM J LEE");
    }

    @Test
    void retirementAndInvestmentAccountsAreKnownByTheirTypeOrSubtypeWordsInEitherDialect() {
        for (String[] kind : new String[][] {{"investment", "401k"}, {"investment", "401(k)"}, {"other", "IRA"},
            {null, "Roth IRA"}, {"brokerage", null}, {"Investment", "Stock Plan"}, {"investment", "403B"},
            {"retirement", "pension"}, {"depository", "SEP IRA"}}) {
            assertThat(Sources.isRetirementOrInvestment(new AccountLabel(null, null, kind[0], kind[1], null, null,
                    null))).as(kind[0] + " / " + kind[1]).isTrue();
        }
        for (String[] kind : new String[][] {{"depository", "checking"}, {"depository", "savings"},
            {"depository", "money market"}, {"depository", "cd"}, {"credit", "credit card"}, {null, null}}) {
            assertThat(Sources.isRetirementOrInvestment(new AccountLabel(null, null, kind[0], kind[1], null, null,
                    null))).as(kind[0] + " / " + kind[1]).isFalse();
        }
    }

    @Test
    void decisionsRefuseWhatAnUnderwriterCouldNotUse() {
        assertThatThrownBy(() -> new DepositDecision.Gift("", "mother", money("100"), TODAY))
                .hasMessage("Enter the gift's donor");
        assertThatThrownBy(() -> new DepositDecision.Gift("Jane", "mother", money("100"), null))
                .hasMessage("Enter the gift letter's date");
        String key = AccountDecision.keyOf("o1", "a-1", AccountDecision.Question.HOLDER);
        assertThatThrownBy(() -> new AccountDecision(key, AccountDecision.Use.DOCUMENTED_ACCESS, null, " "))
                .hasMessage("Say how the use of this account is documented");
        assertThatThrownBy(() -> new AccountDecision(key, AccountDecision.Use.LIQUIDATED, money("10"), ""))
                .hasMessage("The decision does not answer this account's question");
    }

    @Test
    void everyRowOfTheRulesTableHasItsCitation() {
        assertThat(BOOK.rows()).isNotEmpty().allSatisfy(r -> assertThat(r.citation()).as(r.program() + " "
                + r.check()).isNotBlank());
        assertThatThrownBy(() -> RuleBook.of(List.of(new RuleBook.Row("FHA", "ANY", null, null, null, "HISTORY",
                "DAYS", "60", null, " ")))).hasMessageContaining("has no citation");
        // Freddie Mac's own large-deposit rule, not lender policy
        assertThat(BOOK.rulesFor(Program.FREDDIE_MAC, Purpose.PURCHASE).get(Rule.Check.LARGE_DEPOSIT).citation())
                .isEqualTo("Guide 5501.1");
    }
}
