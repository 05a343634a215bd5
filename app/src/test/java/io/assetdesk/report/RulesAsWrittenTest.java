package io.assetdesk.report;

import static io.assetdesk.report.AssetSummaryTest.END;
import static io.assetdesk.report.AssetSummaryTest.TODAY;
import static io.assetdesk.report.AssetSummaryTest.acct;
import static io.assetdesk.report.AssetSummaryTest.cash;
import static io.assetdesk.report.AssetSummaryTest.deposit;
import static io.assetdesk.report.AssetSummaryTest.ids;
import static io.assetdesk.report.AssetSummaryTest.order;
import static io.assetdesk.testing.ReportValues.parse;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderAccountReport;
import io.assetdesk.api.ReportValue;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The checks as the rules they stand for say them (issue 21): a report that states no currency is in the loan
 * currency; deposits are money into the borrower's assets (never card charges), and money moved between the
 * borrower's own accounts is a transfer; reserves are checked against a requirement; the named owners are compared
 * with the borrower. Each test fails without its rule.
 */
@org.junit.jupiter.api.Timeout(10)
class RulesAsWrittenTest {

    private static final String NO_CURRENCY = "{\"AccountDetails\": {\"AccountName\": \"Everyday Checking\","
            + " \"InstitutionName\": \"First Harbor\", \"AccountType\": \"depository\", \"AccountNumber\": "
                    + "\"XXXX4417\"}}";

    private static Order orderOf(String first, String last, OrderAccountReport... accounts) {
        return new Order("ord-9", "order", null, false, "closed", null, 30, null, null, "LN-9", first, last, null,
                null, null, null, List.of(accounts), null, null);
    }

    private static LoanFigures figures(String cash, String payment, String income) {
        return new LoanFigures(cash == null ? null : new BigDecimal(cash),
                payment == null ? null : new BigDecimal(payment), income == null ? null : new BigDecimal(income));
    }

    @Nested
    class NoCurrencyStated {
        @Test
        void theSpecsReportIsCountedInTheLoanCurrencyAndSaysSo() {
            Order o = order(acct().summary(NO_CURRENCY).balance("18000.00"),
                    acct().summary(NO_CURRENCY.replace("4417", "5120")).balance("7000.00"));

            AssetSummary s = AssetSummary.of(o, cash("20000.00", null), ReportThresholds.DEFAULT, TODAY);

            assertThat(s.funds().verified()).isEqualByComparingTo("25000.00");
            assertThat(s.funds().status()).isEqualTo(Check.OK);
            assertThat(s.funds().assumedAccounts()).isEqualTo(2);
            assertThat(s.accounts()).allSatisfy(f -> {
                assertThat(f.currency()).isEqualTo("USD");
                assertThat(f.currencyAssumed()).isTrue();
            });
            assertThat(s.notCounted()).isEmpty();
        }

        @Test
        void theLoanCurrencySettingIsTheOneAssumed() {
            Order o = order(acct().summary(NO_CURRENCY).balance("100.00"));

            AssetSummary s = AssetSummary.of(o, cash(null, null), ReportThresholds.DEFAULT.withLoanCurrency("CAD"),
                    TODAY);

            assertThat(s.assets()).singleElement().satisfies(t -> assertThat(t.currency()).isEqualTo("CAD"));
            assertThat(s.currencyOf(o.accounts().get(0))).isEqualTo("CAD");
        }

        @Test
        void itsLargeDepositsAreCheckedAgainstTheIncomeInTheSameCurrency() {
            Order o = order(acct().summary(NO_CURRENCY).balance("30000.00")
                    .tagged("[" + deposit("w1", "12000.00", "WIRE IN", null) + "]"));

            AssetSummary s = AssetSummary.of(o, figures(null, null, "6000"), ReportThresholds.DEFAULT, TODAY);

            assertThat(ids(s.deposits().toExplain())).containsExactly("w1");
            assertThat(s.deposits().otherCurrency()).isEmpty();
        }
    }

    @Nested
    class Deposits {
        @Test
        void chargesAndPaymentsOnACreditCardAreNeverDeposits() {
            // the provider writes a card's charges as positive amounts (what is owed grows)
            Order o = order(acct().label("depository", "checking", "USD").balance("5000.00"),
                    acct().label("credit", "credit card", "USD").balances("1240.55", "3759.45")
                            .tagged("[" + deposit("c1", "189.99", "HOMEGOODS ONLINE", null) + ", "
                                    + deposit("c2", "-600.00", "PAYMENT THANK YOU", null) + "]"));

            AssetSummary s = AssetSummary.of(o, figures(null, null, "300"), ReportThresholds.DEFAULT, TODAY);

            assertThat(s.deposits().toExplain()).isEmpty();
            assertThat(s.deposits().checked()).as("nothing of the card is checked").isZero();
            // the checking account lists no transactions: nothing of the borrower's money could be checked
            assertThat(s.deposits().status()).isEqualTo(Check.NOT_CHECKED);
            assertThat(s.deposits().notCheckedWhy()).isEqualTo(AssetSummary.NotChecked.NO_TRANSACTIONS);
        }

        @Test
        void aLoanAccountByItsSubtypeIsNoPlaceForDepositsEither() {
            Order o = order(acct().label("other", "home equity loan", "USD").balance("900.00")
                    .tagged("[" + deposit("l1", "5000.00", "LOAN ADVANCE", null) + "]"));

            AssetSummary s = AssetSummary.of(o, figures(null, null, "1000"), ReportThresholds.DEFAULT, TODAY);

            assertThat(s.deposits().toExplain()).isEmpty();
        }

        @Test
        void moneyMovedBetweenTwoOfTheBorrowersAccountsIsATransferNotADepositToExplain() {
            String out = "{\"transactionId\": \"t-out\", \"date\": \"" + END.minusDays(4)
                    + "\", \"description\": \"TRANSFER TO SAVINGS\", \"amount\": -4000.00}";
            Order o = order(acct().label("depository", "checking", "USD").balance("9000.00").tagged("[" + out + "]"),
                    acct().label("depository", "savings", "USD").balance("20000.00")
                            .tagged("[" + deposit("t-in", "4000.00", "TRANSFER FROM CHECKING", null) + ", "
                                    + deposit("gift", "4000.00", "ZELLE FROM M. RIVERA", null) + "]"));

            AssetSummary s = AssetSummary.of(o, figures(null, null, "3000"), ReportThresholds.DEFAULT, TODAY);

            assertThat(s.deposits().transfers()).singleElement().satisfies(t -> {
                assertThat(t.in().entry().id()).isEqualTo("t-in");
                assertThat(t.from()).isSameAs(o.accounts().get(0));
                assertThat(t.out().id()).isEqualTo("t-out");
            });
            // one withdrawal of 4,000 matches one deposit: the second 4,000 in is new money
            assertThat(ids(s.deposits().toExplain())).containsExactly("gift");
        }

        @Test
        void moneyFromAnAccountHeldByOthersOrMovedAfterTheDepositIsNotATransfer() {
            String trustOut = "{\"transactionId\": \"t-trust\", \"date\": \"" + END.minusDays(4)
                    + "\", \"description\": \"TRANSFER\", \"amount\": -4000.00}";
            String laterOut = "{\"transactionId\": \"t-later\", \"date\": \"" + END.minusDays(1)
                    + "\", \"description\": \"TRANSFER\", \"amount\": -5000.00}";
            Order o = order(acct().summary("{\"Account\": {\"Type\": \"depository\", \"Currency\": \"USD\","
                            + " \"Owners\": [\"Smith Family Trust\"]}}").balance("50000.00").tagged("[" + trustOut
                                    + "]"),
                    acct().balance("9000.00").tagged("[" + laterOut + "]"),
                    acct().balance("20000.00").tagged("[" + deposit("gift", "4000.00", "FROM THE TRUST", null) + ", "
                            + deposit("cash", "5000.00", "CASH DEPOSIT", null) + "]"));

            AssetSummary s = AssetSummary.of(o, figures(null, null, "3000"), ReportThresholds.DEFAULT, TODAY);

            // the trust's money is someone else's: a gift to source; the 5,000 left two days after the deposit came
            assertThat(s.deposits().transfers()).isEmpty();
            assertThat(ids(s.deposits().toExplain())).containsExactlyInAnyOrder("gift", "cash");
        }

        @Test
        void aWithdrawalMoreThanThreeDaysApartIsNoTransfer() {
            String out = "{\"transactionId\": \"t-out\", \"date\": \"" + END.minusDays(20)
                    + "\", \"description\": \"TRANSFER\", \"amount\": -4000.00}";
            Order o = order(acct().balance("9000.00").tagged("[" + out + "]"),
                    acct().balance("20000.00").tagged("[" + deposit("t-in", "4000.00", "TRANSFER IN", null) + "]"));

            AssetSummary s = AssetSummary.of(o, figures(null, null, "3000"), ReportThresholds.DEFAULT, TODAY);

            assertThat(s.deposits().transfers()).isEmpty();
            assertThat(ids(s.deposits().toExplain())).containsExactly("t-in");
        }
    }

    @Nested
    class Reserves {
        private AssetSummary reserves(String required) {
            Order o = order(acct().balance("25600.00"));
            ReportThresholds t = ReportThresholds.DEFAULT.withRequiredReserveMonths(
                    required == null ? null : new BigDecimal(required));
            return AssetSummary.of(o, cash("25000.00", "3000.00"), t, TODAY);
        }

        @Test
        void withoutARequirementTheReservesAreShownButNotChecked() {
            AssetSummary s = reserves(null);

            assertThat(s.funds().reservesMonths()).isEqualByComparingTo("0.2");
            assertThat(s.funds().reservesStatus()).as("0.2 months is not 'green' with nothing to meet")
                    .isEqualTo(Check.NOT_CHECKED);
        }

        @Test
        void belowTheRequirementIsFlaggedWithTheShortfallInMonthsAndMoney() {
            AssetSummary s = reserves("2");

            assertThat(s.funds().reservesStatus()).isEqualTo(Check.FLAG);
            assertThat(s.funds().reservesShortMoney()).isEqualByComparingTo("5400.00");
            assertThat(s.funds().reservesShortMonths()).isEqualByComparingTo("1.8");
            assertThat(s.flags()).isEqualTo(1);
        }

        @Test
        void meetingTheRequirementExactlyIsOk() {
            AssetSummary s = reserves("0.2");

            assertThat(s.funds().reservesStatus()).isEqualTo(Check.OK);
            assertThat(s.funds().reservesShortMoney()).isEqualByComparingTo("0");
        }
    }

    @Nested
    class Owners {
        private OrderAccountReport held(String summary) {
            return OrderAccountReport.of("a-" + summary.hashCode(), parse("[]"), parse("[]"), parse(summary), null,
                    END.minusDays(60), END, new BigDecimal("100.00"), new BigDecimal("100.00"), null, 100, 60);
        }

        @Test
        void namesAreReadUnderAnySpellingAndComparedTolerantly() {
            Order o = orderOf("José", "García López",
                    held("{\"Account\": {\"Owners\": [\"JOSE M. GARCIA LOPEZ\"]}}"),
                    held("{\"AccountDetails\": {\"AccountHolders\": [{\"FullName\": \"García López, José\"}]}}"),
                    held("{\"owner_name\": \"Maria Garcia; Jose Garcia-Lopez\"}"),
                    held("{\"Account\": {\"Owners\": [\"Smith Family Trust\"]}}"),
                    held("{\"Account\": {\"Name\": \"No owner named\"}}"));

            AssetSummary s = AssetSummary.of(o, null, null, TODAY);

            assertThat(s.owners().accounts()).extracting(AssetSummary.Ownership::status).containsExactly(
                    Check.OK, Check.OK, Check.OK, Check.FLAG, Check.NOT_CHECKED);
            assertThat(s.owners().accounts().get(2).owners()).containsExactly("Maria Garcia", "Jose Garcia-Lopez");
            assertThat(s.owners().status()).isEqualTo(Check.FLAG);
        }

        @Test
        void aReportThatNamesNoOwnerIsNeverFlagged() {
            Order o = orderOf("Jane", "Doe", held("{\"Account\": {\"Name\": \"Checking\"}}"));

            AssetSummary s = AssetSummary.of(o, null, null, TODAY);

            assertThat(s.owners().status()).isEqualTo(Check.NOT_CHECKED);
            assertThat(s.flags()).isZero();
        }

        @Test
        void anInitialOnlyCannotBeConfirmedNorFlaggedAndAKindOfHoldingIsNoName() {
            Order o = orderOf("Emily", "Johnson",
                    held("{\"Account\": {\"Owners\": [\"E JOHNSON\"]}}"),
                    held("{\"Account\": {\"AccountHolder\": \"INDIVIDUAL\"}}"),
                    held("{\"Account\": {\"Holders\": [{\"Name\": \"Joint\"}, {\"FullName\": \"Emily Johnson\"}]}}"));

            AssetSummary s = AssetSummary.of(o, null, null, TODAY);

            assertThat(s.owners().accounts()).extracting(AssetSummary.Ownership::status).containsExactly(
                    Check.NOT_CHECKED, Check.NOT_CHECKED, Check.OK);
            assertThat(s.owners().accounts().get(1).owners()).isEmpty();
            assertThat(s.owners().accounts().get(2).owners()).containsExactly("Emily Johnson");
            assertThat(s.owners().status()).isEqualTo(Check.OK);
        }

        @Test
        void anInitialIsNotAFirstNameAndAnotherFamilyIsNotTheBorrower() {
            assertThat(OwnerNames.matches("J. Doe", "Jane", "Doe")).isFalse();
            assertThat(OwnerNames.matches("Jane Dodd", "Jane", "Doe")).isFalse();
            assertThat(OwnerNames.matches("DOE JANE ELIZABETH", "Jane", "Doe")).isTrue();
            assertThat(OwnerNames.matches("Ms. Jane Doe Jr.", "Jane", "Doe")).isTrue();
            assertThat(OwnerNames.matches("", "Jane", "Doe")).isFalse();
        }
    }

    @Nested
    class ValueKinds {
        @Test
        void moneyCountsDatesAndYesNoAreToldApart() {
            List<Object[]> cases = new ArrayList<>();
            cases.add(new Object[] {"Deposits", "900.5", ValueKind.MONEY});
            cases.add(new Object[] {"AverageMonthlyIncome", "17967.56", ValueKind.MONEY});
            cases.add(new Object[] {"PayrollDeposits", "4", ValueKind.COUNT});
            cases.add(new Object[] {"TransactionCount", "57", ValueKind.COUNT});
            cases.add(new Object[] {"Threshold", "2500", ValueKind.MONEY});
            cases.add(new Object[] {"InterestRate", "0.045", ValueKind.COUNT});
            cases.add(new Object[] {"From", "\"2026-09-17T16:46:05\"", ValueKind.DATE});
            cases.add(new Object[] {"EmployerFound", "true", ValueKind.YES_NO});
            cases.add(new Object[] {"Rule", "\"Deposits other than payroll\"", ValueKind.TEXT});
            cases.add(new Object[] {"CreditScore", "712", ValueKind.COUNT});
            cases.add(new Object[] {"CreditUtilizationRatio", "0.35", ValueKind.COUNT});
            cases.add(new Object[] {"NetworkId", "12", ValueKind.COUNT});
            cases.add(new Object[] {"NetChange", "2912.94", ValueKind.MONEY});
            cases.add(new Object[] {"runningBalance", "5381.87", ValueKind.MONEY});
            cases.add(new Object[] {"average_monthly_income", "4960", ValueKind.MONEY});
            for (Object[] c : cases) {
                ReportValue v = parse((String) c[1]);
                assertThat(ValueKind.of((String) c[0], v)).as(c[0] + " = " + c[1]).isEqualTo(c[2]);
            }
        }
    }
}
