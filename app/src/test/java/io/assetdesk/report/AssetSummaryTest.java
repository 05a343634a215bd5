package io.assetdesk.report;

import static io.assetdesk.testing.ReportValues.parse;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.assetdesk.api.AccountLabel;
import io.assetdesk.api.Order;
import io.assetdesk.api.OrderAccountReport;
import io.assetdesk.api.ReportEntry;
import io.assetdesk.api.ReportReader;
import io.assetdesk.api.ReportValue;
import io.assetdesk.api.ResponseDecoder;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The officer's checks on one order's report (field notes, "What the report is for"): funds per currency, cash to
 * close and reserves, large deposits, history and age. Every figure compared exactly.
 */
@org.junit.jupiter.api.Timeout(10)
class AssetSummaryTest {
    static final LocalDate TODAY = LocalDate.of(2026, 11, 24);
    static final LocalDateTime END = TODAY.minusDays(5).atStartOfDay();
    static final ReportThresholds T = ReportThresholds.DEFAULT;

    // ---- building reports ------------------------------------------------------------------------------------

    /** One account of a report; by default a USD checking account covering 90 days up to END. */
    static final class Acct {
        private static int next;
        String id = "acc-" + (++next);
        String summary = "{\"Account\": {\"Name\": \"Checking\", \"Type\": \"depository\", \"Subtype\": \"checking\","
                + " \"Currency\": \"USD\"}}";
        String tagged = "[]";
        String large = "[]";
        BigDecimal current;
        BigDecimal available;
        LocalDateTime start = END.minusDays(90);
        LocalDateTime end = END;

        Acct summary(String json) {
            summary = json;
            return this;
        }

        Acct label(String type, String subtype, String currency) {
            summary = "{\"Account\": {\"Name\": \"Acct\", \"Type\": " + q(type) + ", \"Subtype\": " + q(subtype)
                    + ", \"Currency\": " + q(currency) + "}}";
            return this;
        }

        Acct balances(String current, String available) {
            this.current = current == null ? null : new BigDecimal(current);
            this.available = available == null ? null : new BigDecimal(available);
            return this;
        }

        Acct balance(String both) {
            return balances(both, both);
        }

        Acct tagged(String json) {
            tagged = json;
            return this;
        }

        Acct large(String json) {
            large = json;
            return this;
        }

        Acct period(LocalDateTime start, LocalDateTime end) {
            this.start = start;
            this.end = end;
            return this;
        }

        OrderAccountReport build() {
            return OrderAccountReport.of(id, parse(tagged), parse(large), parse(summary), null, start, end, current,
                    available, null, 400, 90);
        }

        private static String q(String s) {
            return s == null ? "null" : "\"" + s + "\"";
        }
    }

    static Acct acct() {
        return new Acct();
    }

    static Order orderBy(String employer, Acct... accounts) {
        List<OrderAccountReport> reports = new ArrayList<>();
        for (Acct a : accounts) {
            reports.add(a.build());
        }
        return new Order("ord-1", "order", null, false, "closed", null, 0, null, null, "LN-1", "Jane", "Doe", null,
                null, null, employer, reports, null, null);
    }

    static Order order(Acct... accounts) {
        return orderBy(null, accounts);
    }

    static LoanFigures cash(String cashToClose, String payment) {
        return new LoanFigures(cashToClose == null ? null : new BigDecimal(cashToClose),
                payment == null ? null : new BigDecimal(payment), null);
    }

    static LoanFigures income(String monthlyIncome) {
        return new LoanFigures(null, null, new BigDecimal(monthlyIncome));
    }

    static AssetSummary summary(Order o, LoanFigures f) {
        return AssetSummary.of(o, f, T, TODAY);
    }

    static AccountFunds fundsOf(AssetSummary s, int i) {
        return s.accounts().get(i);
    }

    static String deposit(String id, String amount, String description, String extra) {
        return "{\"transactionId\": \"" + id + "\", \"date\": \"" + END.minusDays(3) + "\", \"description\": \""
                + description + "\", \"amount\": " + amount + (extra == null ? "" : ", " + extra) + "}";
    }

    static List<String> ids(List<AssetSummary.Deposit> deposits) {
        return deposits.stream().map(d -> d.entry().id()).toList();
    }

    // ---- funds -----------------------------------------------------------------------------------------------

    @Nested
    class Funds {

        @Test
        void totalsPerCurrencyAreKeptApartAndOnlyTheLoanCurrencyMeetsTheCashToClose() {
            Order o = order(acct().label("depository", "checking", "USD").balance("9500.00"),
                    acct().label("depository", "savings", "USD").balance("20000.00"),
                    acct().label("depository", "savings", "CAD").balance("50000.00"));

            AssetSummary s = summary(o, cash("40000", null));

            assertThat(s.assets()).hasSize(2);
            assertThat(s.assets().get(0).currency()).isEqualTo("USD");
            assertThat(s.assets().get(0).total()).isEqualByComparingTo("29500.00");
            assertThat(s.assets().get(0).accounts()).isEqualTo(2);
            assertThat(s.assets().get(1).currency()).isEqualTo("CAD");
            assertThat(s.assets().get(1).total()).isEqualByComparingTo("50000.00");
            assertThat(s.assets().get(1).accounts()).isEqualTo(1);
            assertThat(s.funds().currency()).isEqualTo("USD");
            assertThat(s.funds().verified()).as("the CAD savings are not converted or added")
                    .isEqualByComparingTo("29500.00");
            assertThat(s.funds().status()).isEqualTo(Check.FLAG);
            assertThat(s.funds().shortfall()).isEqualByComparingTo("10500.00");
            assertThat(s.notCounted()).as("another ISO currency is counted in its own total").isEmpty();
        }

        @Test
        void theLoanCurrencyComesFromTheThresholds() {
            Order o = order(acct().label("depository", "checking", "USD").balance("9500.00"),
                    acct().label("depository", "savings", "CAD").balance("50000.00"));

            AssetSummary s = AssetSummary.of(o, cash("40000", null), T.withLoanCurrency("cad"), TODAY);

            assertThat(s.assets().get(0).currency()).isEqualTo("CAD");
            assertThat(s.funds().currency()).isEqualTo("CAD");
            assertThat(s.funds().verified()).isEqualByComparingTo("50000.00");
            assertThat(s.funds().status()).isEqualTo(Check.OK);
            assertThat(s.funds().surplus()).isEqualByComparingTo("10000.00");
        }

        @Test
        void theBalanceUsedIsTheLowerOfCurrentAndAvailableOrWhicheverCame() {
            Order o = order(acct().balances("5000.00", "4200.00"), acct().balances("3000.00", "3500.00"),
                    acct().balances("700.00", null), acct().balances(null, "800.00"));

            AssetSummary s = summary(o, LoanFigures.NONE);

            assertThat(fundsOf(s, 0).balance()).isEqualByComparingTo("4200.00");
            assertThat(fundsOf(s, 1).balance()).isEqualByComparingTo("3000.00");
            assertThat(fundsOf(s, 2).balance()).isEqualByComparingTo("700.00");
            assertThat(fundsOf(s, 3).balance()).isEqualByComparingTo("800.00");
            assertThat(s.assets()).singleElement()
                    .satisfies(t -> assertThat(t.total()).isEqualByComparingTo("8700.00"));
        }

        @Test
        void creditAndLoanAccountsAreLiabilitiesByTypeOrByTheirSubtypeUnderOtherOrNoType() {
            Order o = order(acct().label("depository", "checking", "USD").balance("10000.00"),
                    acct().label("credit", "credit card", "USD").balances("1200.00", "8800.00"),
                    acct().label("loan", "student", "USD").balances("-15000.00", null),
                    acct().label("other", "credit card", "USD").balances("300.00", "4700.00"),
                    acct().label(null, "Credit Card", "USD").balances("50.00", "950.00"),
                    acct().label("Other", "credit_card", "USD").balances("25.00", "975.00"),
                    acct().label("LINE_OF_CREDIT", null, "USD").balances("0.00", "20000.00"));

            AssetSummary s = summary(o, cash("5000", null));

            assertThat(s.accounts()).extracting(AccountFunds::category).containsExactly(
                    AccountFunds.Category.ASSET, AccountFunds.Category.LIABILITY, AccountFunds.Category.LIABILITY,
                    AccountFunds.Category.LIABILITY, AccountFunds.Category.LIABILITY,
                    AccountFunds.Category.LIABILITY, AccountFunds.Category.LIABILITY);
            assertThat(fundsOf(s, 1).balance()).as("owed: the current balance, not the available credit")
                    .isEqualByComparingTo("1200.00");
            assertThat(fundsOf(s, 2).balance()).isEqualByComparingTo("15000.00");
            assertThat(s.assets()).singleElement()
                    .satisfies(t -> assertThat(t.total()).isEqualByComparingTo("10000.00"));
            assertThat(s.funds().verified()).isEqualByComparingTo("10000.00");
            assertThat(s.liabilities()).singleElement().satisfies(t -> {
                assertThat(t.currency()).isEqualTo("USD");
                assertThat(t.total()).isEqualByComparingTo("16575.00");
                assertThat(t.accounts()).isEqualTo(6);
            });
            assertThat(s.notCounted()).isEmpty();
        }

        @Test
        void aSubtypeNamingCreditDoesNotOverrideAnAssetType() {
            assertThat(AccountFunds.isLiability("depository", "credit card")).isFalse();
            assertThat(AccountFunds.isLiability("depository", "checking")).isFalse();
            assertThat(AccountFunds.isLiability("investment", "401k")).isFalse();
            assertThat(AccountFunds.isLiability(null, "savings")).isFalse();
            assertThat(AccountFunds.isLiability(null, null)).isFalse();
            assertThat(AccountFunds.isLiability("Credit Card", null)).isTrue();
            assertThat(AccountFunds.isLiability("other", "mortgage")).isTrue();
            assertThat(AccountFunds.isLiability("other", "HELOC")).isTrue();
            assertThat(AccountFunds.isLiability(null, "creditCard")).isTrue();
        }

        @Test
        void aLiabilityWithoutACurrentBalanceOwesAnUnknownAmountNotItsAvailableCredit() {
            Order o = order(acct().label("credit", "credit card", "USD").balances(null, "9000.00"));

            AssetSummary s = summary(o, LoanFigures.NONE);

            assertThat(fundsOf(s, 0).category()).isEqualTo(AccountFunds.Category.LIABILITY);
            assertThat(fundsOf(s, 0).balance()).isNull();
            assertThat(s.liabilities()).isEmpty();
            assertThat(s.assets()).isEmpty();
        }

        @Test
        void cryptoAndAccountsWithoutABalanceAreListedApart_anAccountWithoutACurrencyIsInTheLoanCurrency() {
            Order o = order(acct().label("depository", "checking", "USD").balance("1000.00"),
                    acct().label("investment", "crypto", "BTC").balance("2.5"),
                    acct().summary("{\"currency\": null, \"unofficial_currency_code\": \"ETH\"}").balance("10"),
                    acct().summary("{\"Account\": {\"Name\": \"Mystery\"}}").balance("5000.00"),
                    acct().label("depository", "savings", "USD").balances(null, null));

            AssetSummary s = summary(o, cash("1000", null));

            assertThat(s.notCounted()).extracting(AccountFunds::category).containsExactly(
                    AccountFunds.Category.UNOFFICIAL_CURRENCY, AccountFunds.Category.UNOFFICIAL_CURRENCY,
                    AccountFunds.Category.NO_BALANCE);
            assertThat(s.notCounted()).extracting(AccountFunds::currency).containsExactly("BTC", "ETH", "USD");
            assertThat(s.notCounted()).noneMatch(AccountFunds::counted);
            assertThat(fundsOf(s, 3).category()).isEqualTo(AccountFunds.Category.ASSET);
            assertThat(fundsOf(s, 3).currency()).isEqualTo("USD");
            assertThat(fundsOf(s, 3).currencyAssumed()).isTrue();
            assertThat(fundsOf(s, 0).currencyAssumed()).isFalse();
            assertThat(s.assets()).singleElement().satisfies(t -> {
                assertThat(t.currency()).isEqualTo("USD");
                assertThat(t.total()).isEqualByComparingTo("6000.00");
                assertThat(t.accounts()).isEqualTo(2);
            });
            assertThat(s.funds().verified()).as("the 5,000 whose report states no currency is in the loan currency")
                    .isEqualByComparingTo("6000.00");
            assertThat(s.funds().assumedAccounts()).isEqualTo(1);
        }

        @Test
        void coveredCashToCloseIsOkWithTheSurplusAndReservesRoundedDownToOneDecimal() {
            Order o = order(acct().balance("20000.00"), acct().balance("15000.00"));

            AssetSummary s = summary(o, cash("25000.00", "3000.00"));

            assertThat(s.funds().status()).isEqualTo(Check.OK);
            assertThat(s.funds().verified()).isEqualByComparingTo("35000.00");
            assertThat(s.funds().cashToClose()).isEqualByComparingTo("25000.00");
            assertThat(s.funds().surplus()).isEqualByComparingTo("10000.00");
            assertThat(s.funds().shortfall()).isEqualByComparingTo("0");
            assertThat(s.funds().monthlyPayment()).isEqualByComparingTo("3000.00");
            assertThat(s.funds().reservesMonths()).isEqualByComparingTo("3.3");
            assertThat(s.funds().reservesMonths().scale()).isEqualTo(1);
        }

        @Test
        void reservesAreRoundedDownNeverUp() {
            AssetSummary s = summary(order(acct().balance("35170.00")), cash("25000.00", "3000.00"));

            assertThat(s.funds().surplus()).isEqualByComparingTo("10170.00");
            assertThat(s.funds().reservesMonths()).as("3.39 months is 3.3, not 3.4").isEqualByComparingTo("3.3");
        }

        @Test
        void exactlyEnoughIsOkWithNoSurplus() {
            AssetSummary s = summary(order(acct().balance("25000.00")), cash("25000", "2000"));

            assertThat(s.funds().status()).isEqualTo(Check.OK);
            assertThat(s.funds().surplus()).isEqualByComparingTo("0");
            assertThat(s.funds().shortfall()).isEqualByComparingTo("0");
            assertThat(s.funds().reservesMonths()).isEqualByComparingTo("0");
        }

        @Test
        void uncoveredCashToCloseIsFlaggedWithTheShortfall() {
            AssetSummary s = summary(order(acct().balances("22000.00", "21000.00")), cash("25000.00", "3000.00"));

            assertThat(s.funds().status()).isEqualTo(Check.FLAG);
            assertThat(s.funds().verified()).isEqualByComparingTo("21000.00");
            assertThat(s.funds().shortfall()).isEqualByComparingTo("4000.00");
            assertThat(s.funds().surplus()).isEqualByComparingTo("0");
            assertThat(s.funds().reservesMonths()).isEqualByComparingTo("0");
            assertThat(s.flags()).isEqualTo(1);
        }

        @Test
        void withoutAMonthlyPaymentThereAreNoReservesFigure() {
            assertThat(summary(order(acct().balance("35000")), cash("25000", null)).funds().reservesMonths())
                    .isNull();
            assertThat(summary(order(acct().balance("35000")), cash("25000", "0")).funds().reservesMonths())
                    .isNull();
        }

        @Test
        void withoutACashToCloseTheFundsAreNotChecked() {
            AssetSummary s = summary(order(acct().balance("35000.00")), cash(null, "3000"));

            assertThat(s.funds().status()).isEqualTo(Check.NOT_CHECKED);
            assertThat(s.funds().verified()).isEqualByComparingTo("35000.00");
            assertThat(s.funds().surplus()).isNull();
            assertThat(s.funds().shortfall()).isNull();
            assertThat(s.funds().reservesMonths()).isNull();
        }

        @Test
        void noAccountsInTheLoanCurrencyMeansNothingVerified() {
            AssetSummary s = summary(order(acct().label("depository", "savings", "EUR").balance("90000")),
                    cash("1000", null));

            assertThat(s.funds().verified()).isEqualByComparingTo("0");
            assertThat(s.funds().status()).isEqualTo(Check.FLAG);
            assertThat(s.funds().shortfall()).isEqualByComparingTo("1000");
        }
    }

    // ---- large deposits --------------------------------------------------------------------------------------

    @Nested
    class LargeDeposits {

        @Test
        void aDepositAboveTheShareOfIncomeIsOneToExplain() {
            Order o = order(acct().balance("30000").tagged("[" + deposit("w1", "12000.00", "WIRE IN REF 88", null)
                    + ", " + deposit("d2", "3000.00", "MOBILE DEPOSIT", null)
                    + ", " + deposit("x3", "-12000.00", "WIRE OUT", null) + "]"));

            AssetSummary s = summary(o, income("8000"));

            assertThat(s.deposits().income()).isEqualByComparingTo("8000");
            assertThat(s.deposits().share()).isEqualByComparingTo("0.50");
            assertThat(s.deposits().threshold()).isEqualByComparingTo("4000.00");
            assertThat(ids(s.deposits().toExplain())).containsExactly("w1");
            assertThat(s.deposits().toExplain().get(0).reportedLarge()).isFalse();
            assertThat(s.deposits().toExplain().get(0).account()).isSameAs(o.accounts().get(0));
            assertThat(s.deposits().payroll()).isEmpty();
            assertThat(s.deposits().unreadable()).isEmpty();
            assertThat(s.deposits().checked()).as("the two deposits; the withdrawal is no deposit").isEqualTo(2);
            assertThat(s.deposits().status()).isEqualTo(Check.FLAG);
        }

        @Test
        void aDepositInAnotherCurrencyIsListedApartNeverComparedWithTheIncomeAsIfItWereTheLoans() {
            Order o = order(acct().label("depository", "savings", "CAD").balance("20000")
                    .tagged("[" + deposit("c1", "13707.16", "ZELLE FROM M. RIVERA", null) + "]"),
                    acct().balance("30000").tagged("[" + deposit("u1", "12000.00", "WIRE IN", null) + "]"));

            AssetSummary s = summary(o, income("6000"));

            assertThat(ids(s.deposits().toExplain())).containsExactly("u1");
            assertThat(ids(s.deposits().otherCurrency())).containsExactly("c1");
            assertThat(s.deposits().status()).isEqualTo(Check.FLAG);
        }

        @Test
        void aDepositOfExactlyTheThresholdIsNotAbove() {
            Order o = order(acct().tagged("[" + deposit("d1", "4000.00", "TRANSFER", null) + "]"));

            AssetSummary s = summary(o, income("8000"));

            assertThat(s.deposits().toExplain()).isEmpty();
            assertThat(s.deposits().checked()).isEqualTo(1);
            assertThat(s.deposits().status()).isEqualTo(Check.OK);
        }

        @Test
        void aStatedDebitIsNoDepositWhateverItsSign() {
            Order o = order(acct().tagged("[" + deposit("x1", "12000.00", "WIRE OUT", "\"type\": \"debit\"") + "]"));

            AssetSummary s = summary(o, income("8000"));

            assertThat(s.deposits().toExplain()).isEmpty();
            assertThat(s.deposits().status()).isEqualTo(Check.OK);
        }

        @Test
        void payrollFromTheStatedEmployerIsNotOneToExplain() {
            Order o = orderBy("Acme Corp", acct().tagged("["
                    + deposit("p1", "9000.00", "DIRECT DEP", "\"tags\": [\"Payroll\", \"Employer Found\"]") + ", "
                    + deposit("p2", "9000.00", "ACME CORPORATION PAYROLL PPD", null) + ", "
                    + deposit("p3", "9000.00", "DIR DEP", "\"employer\": \"ACME CORP\"") + ", "
                    + deposit("w4", "9000.00", "WIRE IN", null) + "]"));

            AssetSummary s = summary(o, income("8000"));

            assertThat(ids(s.deposits().payroll())).containsExactly("p1", "p2", "p3");
            assertThat(ids(s.deposits().toExplain())).containsExactly("w4");
            assertThat(s.deposits().status()).isEqualTo(Check.FLAG);
        }

        @Test
        void withNoEmployerStatedAPayrollTaggedDepositAboveTheThresholdIsOneToExplain() {
            Order o = orderBy(null, acct().tagged("["
                    + deposit("p1", "9000.00", "DIRECT DEP PAYROLL PPD",
                    "\"category\": \"Payroll\", \"tags\": [\"Payroll\", \"Employer Found\"]") + "]"));

            AssetSummary s = summary(o, income("8000"));

            assertThat(s.deposits().payroll()).isEmpty();
            assertThat(ids(s.deposits().toExplain())).containsExactly("p1");
        }

        @Test
        void payrollFromAnotherEmployerThanTheStatedOneIsOneToExplain() {
            Order o = orderBy("Globex", acct().tagged("["
                    + deposit("p1", "9000.00", "INITECH DIR DEP", "\"category\": \"Payroll\", \"tags\": [\"Payroll\"]")
                    + ", " + deposit("p2", "9000.00", "DIR DEP", "\"tags\": [\"Payroll\"], \"employer\": \"Initech\"")
                    + "]"));

            AssetSummary s = summary(o, income("8000"));

            assertThat(s.deposits().payroll()).isEmpty();
            assertThat(ids(s.deposits().toExplain())).containsExactly("p1", "p2");
        }

        @Test
        void aProviderLargeDepositAlsoInTheTransactionsIsCountedOnce() {
            Order o = order(acct().tagged("[" + deposit("t1", "12000.00", "WIRE IN", null) + "]")
                    .large("[" + deposit("t1", "12000.00", "WIRE IN", "\"source\": \"Wire\"") + "]"));

            AssetSummary s = summary(o, income("8000"));

            assertThat(ids(s.deposits().toExplain())).containsExactly("t1");
            assertThat(s.deposits().checked()).isEqualTo(1);
            assertThat(ids(s.deposits().reportedLarge())).containsExactly("t1");
        }

        @Test
        void withoutIdsTheSameDateAndAmountIsTheSameDeposit() {
            String d = "{\"date\": \"2026-11-01\", \"amount\": 12000.00, \"description\": \"WIRE IN\"}";
            Order o = order(acct().tagged("[" + d + "]").large("[" + d + "]"));

            AssetSummary s = summary(o, income("8000"));

            assertThat(s.deposits().toExplain()).hasSize(1);
            assertThat(s.deposits().checked()).isEqualTo(1);
        }

        @Test
        void aProviderLargeDepositMissingFromTheTransactionsIsCheckedToo() {
            Order o = order(acct().tagged("[" + deposit("t1", "100.00", "COFFEE REFUND", null) + "]")
                    .large("[" + deposit("L1", "15000.00", "CASH DEPOSIT", null) + "]"));

            AssetSummary s = summary(o, income("8000"));

            assertThat(ids(s.deposits().toExplain())).containsExactly("L1");
            assertThat(s.deposits().toExplain().get(0).reportedLarge()).isTrue();
            assertThat(s.deposits().checked()).isEqualTo(2);
        }

        @Test
        void aProviderLargeDepositIsCheckedEvenWhenItsTwinInTheTransactionsReadsAsMoneyOut() {
            // Some providers write money in as a negative amount: the transaction reads as a withdrawal, while the
            // provider's LargeDeposits says it is a deposit. The deposit must still be checked, once.
            Order o = order(acct().tagged("[" + deposit("t1", "-12000.00", "WIRE IN", null) + "]")
                    .large("[" + deposit("t1", "-12000.00", "WIRE IN", null) + "]"));

            AssetSummary s = summary(o, income("8000"));

            assertThat(ids(s.deposits().toExplain())).containsExactly("t1");
            assertThat(s.deposits().toExplain().get(0).reportedLarge()).isTrue();
            assertThat(s.deposits().status()).isEqualTo(Check.FLAG);
        }

        @Test
        void entriesWithoutARecognisableAmountAreListedAsUnreadableNeverSkipped() {
            Order o = order(acct().tagged("[{\"transactionId\": \"u1\", \"amount\": \"n/a\"}, \"WIRE IN 15,000\","
                    + " null, " + deposit("ok", "10.00", "INTEREST", null) + "]")
                    .large("[{\"transactionId\": \"u2\", \"description\": \"WIRE IN\"}]"));

            AssetSummary s = summary(o, income("8000"));

            assertThat(s.deposits().unreadable()).hasSize(4);
            assertThat(ids(s.deposits().unreadable())).containsExactly("u1", null, null, "u2");
            assertThat(s.deposits().unreadable().get(1).entry().raw()).isEqualTo(new ReportValue.Str("WIRE IN 15,000"));
            assertThat(s.deposits().unreadable().get(3).reportedLarge()).isTrue();
            assertThat(s.deposits().checked()).isEqualTo(1);
            assertThat(s.deposits().toExplain()).isEmpty();
        }

        @Test
        void withoutIncomeTheCheckIsNotMadeButTheProvidersLargeDepositsAreListed() {
            Order o = order(acct().tagged("[" + deposit("t1", "12000.00", "WIRE IN", null) + ", "
                            + "{\"transactionId\": \"u1\", \"amount\": \"n/a\"}]")
                    .large("[" + deposit("t1", "12000.00", "WIRE IN", null) + ", "
                            + deposit("L2", "7000.00", "CASH", null) + "]"));

            AssetSummary s = summary(o, LoanFigures.NONE);

            assertThat(s.deposits().status()).isEqualTo(Check.NOT_CHECKED);
            assertThat(s.deposits().threshold()).isNull();
            assertThat(s.deposits().toExplain()).isEmpty();
            assertThat(s.deposits().payroll()).isEmpty();
            assertThat(s.deposits().checked()).isZero();
            assertThat(ids(s.deposits().reportedLarge())).containsExactly("t1", "L2");
            assertThat(s.deposits().reportedLarge()).allMatch(AssetSummary.Deposit::reportedLarge);
            assertThat(ids(s.deposits().unreadable())).containsExactly("u1");
        }

        @Test
        void theShareMovesTheThreshold() {
            Order o = order(acct().tagged("[" + deposit("d1", "3000.00", "TRANSFER IN", null) + "]"));

            AssetSummary half = summary(o, income("8000"));
            AssetSummary quarter = AssetSummary.of(o, income("8000"),
                    T.withLargeDepositShare(new BigDecimal("0.25")), TODAY);

            assertThat(half.deposits().threshold()).isEqualByComparingTo("4000.00");
            assertThat(half.deposits().toExplain()).isEmpty();
            assertThat(quarter.deposits().share()).isEqualByComparingTo("0.25");
            assertThat(quarter.deposits().threshold()).isEqualByComparingTo("2000.00");
            assertThat(ids(quarter.deposits().toExplain())).containsExactly("d1");
            assertThat(quarter.deposits().status()).isEqualTo(Check.FLAG);
        }

        @Test
        void payrollRecognitionIgnoresCaseAndPunctuation() {
            ReportEntry tagged = ReportReader.entry(parse("{\"amount\": 1, \"tags\": [\"EMPLOYER_FOUND\"]}"));
            ReportEntry described = ReportReader.entry(
                    parse("{\"amount\": 1, \"description\": \"A.C.M.E. Corp, Inc. payroll\"}"));
            ReportEntry neither = ReportReader.entry(parse("{\"amount\": 1, \"description\": \"WIRE\"}"));

            assertThat(AssetSummary.isPayroll(tagged, "Acme Corp")).isTrue();
            assertThat(AssetSummary.isPayroll(described, "ACME Corp.")).isTrue();
            assertThat(AssetSummary.isPayroll(neither, "Acme Corp")).isFalse();
            assertThat(AssetSummary.isPayroll(tagged, null)).isFalse();
            assertThat(AssetSummary.isPayroll(tagged, "  ")).isFalse();
        }
    }

    // ---- history and age -------------------------------------------------------------------------------------

    @Nested
    class HistoryAndAge {

        @Test
        void anAccountCoveringFewerDaysThanRequiredIsFlaggedEnoughIsOkMissingDatesNotChecked() {
            Order o = order(acct().period(END.minusDays(30), END), acct().period(END.minusDays(90), END),
                    acct().period(null, END), acct().period(END.minusDays(60), END));

            AssetSummary.History h = summary(o, LoanFigures.NONE).history();

            assertThat(h.requiredDays()).isEqualTo(60);
            assertThat(h.accounts()).extracting(AssetSummary.AccountHistory::coveredDays)
                    .containsExactly(30L, 90L, null, 60L);
            assertThat(h.accounts()).extracting(AssetSummary.AccountHistory::status)
                    .containsExactly(Check.FLAG, Check.OK, Check.NOT_CHECKED, Check.OK);
            assertThat(h.status()).isEqualTo(Check.FLAG);
        }

        @Test
        void theOverallHistoryStatus() {
            assertThat(summary(order(acct().period(END.minusDays(90), END)), LoanFigures.NONE).history().status())
                    .isEqualTo(Check.OK);
            assertThat(summary(order(acct().period(null, null)), LoanFigures.NONE).history().status())
                    .isEqualTo(Check.NOT_CHECKED);
            assertThat(summary(order(), LoanFigures.NONE).history().status()).isEqualTo(Check.NOT_CHECKED);
            assertThat(AssetSummary.of(order(acct().period(END.minusDays(30), END)), LoanFigures.NONE,
                    T.withMinHistoryDays(30), TODAY).history().status()).isEqualTo(Check.OK);
        }

        @Test
        void aReportOlderThanTheLimitIsFlaggedFromItsOldestEndDate() {
            Order old = order(acct().period(null, TODAY.minusDays(10).atTime(8, 0)),
                    acct().period(null, TODAY.minusDays(150).atTime(23, 0)));

            AssetSummary.Age a = summary(old, LoanFigures.NONE).age();

            assertThat(a.reportDate()).isEqualTo(TODAY.minusDays(150));
            assertThat(a.days()).isEqualTo(150L);
            assertThat(a.maxDays()).isEqualTo(120);
            assertThat(a.status()).isEqualTo(Check.FLAG);
        }

        @Test
        void aRecentReportIsOkAndOneWithoutEndDatesIsNotChecked() {
            AssetSummary.Age fresh = summary(order(acct().period(null, TODAY.minusDays(10).atStartOfDay())),
                    LoanFigures.NONE).age();
            AssetSummary.Age atLimit = summary(order(acct().period(null, TODAY.minusDays(120).atStartOfDay())),
                    LoanFigures.NONE).age();
            AssetSummary.Age unknown = summary(order(acct().period(null, null)), LoanFigures.NONE).age();

            assertThat(fresh.days()).isEqualTo(10L);
            assertThat(fresh.status()).isEqualTo(Check.OK);
            assertThat(atLimit.status()).isEqualTo(Check.OK);
            assertThat(unknown.days()).isNull();
            assertThat(unknown.status()).isEqualTo(Check.NOT_CHECKED);
        }

        @Test
        void flagsCountsEveryFlaggedCheck() {
            Order o = order(acct().balance("1000").period(TODAY.minusDays(160).atStartOfDay(),
                            TODAY.minusDays(150).atStartOfDay())
                    .tagged("[" + deposit("w1", "12000.00", "WIRE IN", null) + "]"));

            AssetSummary s = summary(o, new LoanFigures(new BigDecimal("5000"), null, new BigDecimal("8000")));

            assertThat(s.funds().status()).isEqualTo(Check.FLAG);
            assertThat(s.deposits().status()).isEqualTo(Check.FLAG);
            assertThat(s.history().status()).isEqualTo(Check.FLAG);
            assertThat(s.age().status()).isEqualTo(Check.FLAG);
            assertThat(s.flags()).isEqualTo(4);
        }
    }

    // ---- thresholds and figures ------------------------------------------------------------------------------

    @Nested
    class Thresholds {

        @Test
        void theDefaultsAreTheCommonPurchaseRules() {
            assertThat(T.largeDepositShare()).isEqualByComparingTo("0.50");
            assertThat(T.minHistoryDays()).isEqualTo(60);
            assertThat(T.maxReportAgeDays()).isEqualTo(120);
            assertThat(T.loanCurrency()).isEqualTo("USD");
        }

        @Test
        void invalidThresholdsAreRefused() {
            assertThatThrownBy(() -> T.withLargeDepositShare(BigDecimal.ZERO))
                    .isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> T.withLargeDepositShare(new BigDecimal("-0.5")))
                    .isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> T.withLargeDepositShare(null)).isInstanceOf(NullPointerException.class);
            assertThatThrownBy(() -> T.withMinHistoryDays(0)).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> T.withMaxReportAgeDays(0)).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> T.withMinHistoryDays(-30)).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> T.withLoanCurrency("XXX1")).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> T.withLoanCurrency("BTC")).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> T.withLoanCurrency("")).isInstanceOf(IllegalArgumentException.class);
        }

        @Test
        void aLoanCurrencyIsNormalisedAndNullMeansUsd() {
            assertThat(T.withLoanCurrency(" eur ").loanCurrency()).isEqualTo("EUR");
            assertThat(T.withLoanCurrency(null).loanCurrency()).isEqualTo("USD");
        }

        @Test
        void negativeLoanFiguresAreRefused() {
            assertThatThrownBy(() -> new LoanFigures(new BigDecimal("-1"), null, null))
                    .isInstanceOf(IllegalArgumentException.class);
            assertThat(LoanFigures.NONE.isEmpty()).isTrue();
            assertThat(new LoanFigures(null, null, BigDecimal.ONE).isEmpty()).isFalse();
        }

        @Test
        void missingFiguresAndThresholdsMeanNoneAndTheDefaults() {
            AssetSummary s = AssetSummary.of(order(acct().balance("10")), null, null, TODAY);

            assertThat(s.figures()).isEqualTo(LoanFigures.NONE);
            assertThat(s.thresholds()).isEqualTo(ReportThresholds.DEFAULT);
            assertThat(s.funds().status()).isEqualTo(Check.NOT_CHECKED);
            assertThat(s.deposits().status()).isEqualTo(Check.NOT_CHECKED);
        }
    }

    // ---- from the wire ---------------------------------------------------------------------------------------

    @Nested
    class DecodedFromTheWire {

        static final String BODY = """
                {"data": {"id": "ord-7", "type": "order", "attributes": {
                  "created": "2026-11-10T15:04:05.123Z", "isArchived": false, "status": "closed",
                  "loginUrl": "https://example.test/login", "daysRemaining": 0, "email": "jane@example.test",
                  "last4SSN": "1234", "referenceNumber": "LN-2026-77", "firstName": "Jane", "lastName": "Doe",
                  "notificationUrl": null, "returnUrl": null, "phoneNumber": null, "employerName": "Acme Corp",
                  "accounts": [
                    {"accountID": "6f1c2a4e-0000-4000-8000-000000000001",
                     "TaggedTransactions": [
                       {"transactionId": "t-pay", "date": "2026-10-15T06:00:00", "description": "ACME CORP PAYROLL PPD",
                        "amount": 4750.00, "category": "Income", "tags": ["Payroll", "Income", "Employer Found"],
                        "employer": "Acme Corp", "runningBalance": 9000.00},
                       {"transactionId": "t-wire", "date": "2026-10-20T11:12:13",
                        "description": "WIRE IN GIFT FROM PARENTS",
                        "amount": 12000.00, "category": "Deposit", "tags": ["Large Deposit", "Wire"]},
                       {"transactionId": "t-rent", "date": "2026-10-01T09:00:00", "description": "RENT PAYMENT ONLINE",
                        "amount": -1800.00, "category": "Housing", "tags": ["Rent"]},
                       {"transactionId": "t-odd", "date": "2026-10-22T09:00:00", "description": "MOBILE DEPOSIT",
                        "amount": "pending"}
                     ],
                     "LargeDeposits": [
                       {"transactionId": "t-wire", "date": "2026-10-20T11:12:13",
                        "description": "WIRE IN GIFT FROM PARENTS",
                        "amount": 12000.00, "source": "Wire"}
                     ],
                     "Summary": {"Account": {"Name": "Harbor Everyday Checking", "Institution": "First Harbor Bank",
                                 "Type": "depository", "Subtype": "checking", "Mask": "4321", "Currency": "USD"},
                                 "Income": {"EmployerName": "Acme Corp", "EmployerFound": true}},
                     "TransactionStartDate": "2026-08-20T00:00:00", "TransactionEndDate": "2026-11-18T00:00:00",
                     "CurrentBalance": 24500.55, "AvailableBalance": 24000.55, "StartingBalance": 10000.00,
                     "DaysInExistence": 2000, "DaysRequested": 90, "ProviderScore": {"x": 1}},
                    {"accountID": "6f1c2a4e-0000-4000-8000-000000000002",
                     "TaggedTransactions": [], "LargeDeposits": [],
                     "Summary": {"institution_name": "First Harbor Bank", "account_name": "Rainy Day Savings",
                                 "accountNumber": "000123456789", "iso_currency_code": "usd"},
                     "TransactionStartDate": "2026-09-19T00:00:00", "TransactionEndDate": "2026-11-18T00:00:00",
                     "CurrentBalance": 15000.00, "AvailableBalance": 15000.00, "StartingBalance": 15000.00,
                     "DaysInExistence": 900, "DaysRequested": 60},
                    {"accountID": "6f1c2a4e-0000-4000-8000-000000000003",
                     "TaggedTransactions": [], "LargeDeposits": [],
                     "Summary": {"Account": {"Name": "Maple Savings", "Type": "depository", "Currency": "CAD"}},
                     "TransactionStartDate": "2026-08-20T00:00:00", "TransactionEndDate": "2026-11-18T00:00:00",
                     "CurrentBalance": 8000.00, "AvailableBalance": 8000.00, "StartingBalance": 8000.00,
                     "DaysInExistence": 900, "DaysRequested": 90},
                    {"accountID": "6f1c2a4e-0000-4000-8000-000000000004",
                     "TaggedTransactions": null, "LargeDeposits": [],
                     "Summary": {"Account": {"Name": "Rewards Visa", "Type": "credit", "Subtype": "credit card",
                                 "Currency": "USD"}},
                     "TransactionStartDate": "2026-08-20T00:00:00", "TransactionEndDate": "2026-11-18T00:00:00",
                     "CurrentBalance": 1250.00, "AvailableBalance": 8750.00, "StartingBalance": 900.00,
                     "DaysInExistence": 900, "DaysRequested": 90},
                    {"accountID": "6f1c2a4e-0000-4000-8000-000000000005",
                     "TaggedTransactions": [], "LargeDeposits": [],
                     "Summary": {"Account": {"Name": "Coin Wallet", "Currency": "BTC"}},
                     "TransactionStartDate": "2026-08-20T00:00:00", "TransactionEndDate": "2026-11-18T00:00:00",
                     "CurrentBalance": 1.5, "AvailableBalance": 1.5, "StartingBalance": 1.0,
                     "DaysInExistence": 300, "DaysRequested": 90}
                  ]}}}
                """;

        @Test
        void aFullOrderBodyGivesTheOfficersFigures() {
            Order o = new ResponseDecoder().order(BODY.getBytes(StandardCharsets.UTF_8));
            LoanFigures figures = new LoanFigures(new BigDecimal("30000.00"), new BigDecimal("2500.00"),
                    new BigDecimal("9000.00"));

            AssetSummary s = AssetSummary.of(o, figures, ReportThresholds.DEFAULT, TODAY);

            assertThat(o.accounts()).hasSize(5);
            OrderAccountReport checking = o.accounts().get(0);
            assertThat(checking.label()).isEqualTo(new AccountLabel("First Harbor Bank",
                    "Harbor Everyday Checking", "depository", "checking", "4321", "USD", null));
            assertThat(checking.extra().get("ProviderScore")).isEqualTo(parse("{\"x\": 1}"));
            assertThat(o.accounts().get(1).label().mask()).isEqualTo("6789");
            assertThat(o.accounts().get(1).label().currency()).isEqualTo("USD");

            // funds: 24,000.55 (lower of current and available) + 15,000.00 in USD; CAD apart; the card owed
            assertThat(s.assets()).extracting(AssetSummary.CurrencyTotal::currency).containsExactly("USD", "CAD");
            assertThat(s.assets().get(0).total()).isEqualByComparingTo("39000.55");
            assertThat(s.assets().get(1).total()).isEqualByComparingTo("8000.00");
            assertThat(s.liabilities()).singleElement().satisfies(t -> {
                assertThat(t.currency()).isEqualTo("USD");
                assertThat(t.total()).isEqualByComparingTo("1250.00");
            });
            assertThat(s.notCounted()).singleElement().satisfies(a -> {
                assertThat(a.category()).isEqualTo(AccountFunds.Category.UNOFFICIAL_CURRENCY);
                assertThat(a.currency()).isEqualTo("BTC");
                assertThat(a.balance()).isEqualByComparingTo("1.5");
            });
            assertThat(s.funds().verified()).isEqualByComparingTo("39000.55");
            assertThat(s.funds().surplus()).isEqualByComparingTo("9000.55");
            assertThat(s.funds().shortfall()).isEqualByComparingTo("0");
            assertThat(s.funds().reservesMonths()).isEqualByComparingTo("3.6");
            assertThat(s.funds().status()).isEqualTo(Check.OK);

            // deposits: threshold 4,500; the wire once, payroll apart, the unreadable one listed
            assertThat(s.deposits().threshold()).isEqualByComparingTo("4500.00");
            assertThat(ids(s.deposits().toExplain())).containsExactly("t-wire");
            assertThat(s.deposits().toExplain().get(0).entry().amount()).isEqualByComparingTo("12000.00");
            assertThat(ids(s.deposits().payroll())).containsExactly("t-pay");
            assertThat(ids(s.deposits().reportedLarge())).containsExactly("t-wire");
            assertThat(ids(s.deposits().unreadable())).containsExactly("t-odd");
            assertThat(s.deposits().status()).isEqualTo(Check.FLAG);

            // history: 90, 60, 90, 90, 90 days against 60; age: 6 days
            assertThat(s.history().accounts()).extracting(AssetSummary.AccountHistory::coveredDays)
                    .containsExactly(90L, 60L, 90L, 90L, 90L);
            assertThat(s.history().status()).isEqualTo(Check.OK);
            assertThat(s.age().reportDate()).isEqualTo(LocalDate.of(2026, 11, 18));
            assertThat(s.age().days()).isEqualTo(6L);
            assertThat(s.age().status()).isEqualTo(Check.OK);
            assertThat(s.flags()).isEqualTo(1);
        }
    }
}
