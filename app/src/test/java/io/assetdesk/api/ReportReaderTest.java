package io.assetdesk.api;

import static io.assetdesk.testing.ReportValues.obj;
import static io.assetdesk.testing.ReportValues.parse;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What the reader recognises in the report parts whose shape is not published (spec 2.5, field notes "Asset
 * verification"): the sandbox's shape and shapes the sandbox never sends, and that every element is kept whole.
 */
@org.junit.jupiter.api.Timeout(10)
class ReportReaderTest {

    private static AccountLabel label(String summaryJson) {
        return ReportReader.label(parse(summaryJson), ReportValue.EMPTY_OBJECT);
    }

    private static ReportEntry entry(String elementJson) {
        return ReportReader.entry(parse(elementJson));
    }

    @Nested
    class AccountLabels {

        @Test
        void theSandboxShapeAccountObjectInsideSummary() {
            AccountLabel l = label("""
                    {"Account": {"Name": "Harbor Everyday Checking", "Institution": "First Harbor Bank",
                                 "Type": "depository", "Subtype": "checking", "Mask": "4321", "Currency": "USD"},
                     "Period": {"From": "2026-09-01T00:00:00", "To": "2026-11-01T00:00:00", "Days": 61},
                     "Income": {"EmployerName": "Acme Corp", "EmployerFound": true},
                     "LargeDeposits": {"Count": 1, "Threshold": 2500.00, "Rule": "Deposits other than payroll"}}
                    """);

            assertThat(l).isEqualTo(new AccountLabel("First Harbor Bank", "Harbor Everyday Checking", "depository",
                    "checking", "4321", "USD", null));
            assertThat(l.kind()).isEqualTo("depository / checking");
            assertThat(l.isUnofficialCurrency()).isFalse();
        }

        @Test
        void aFlatSummaryWithSnakeAndCamelKeysGivesOnlyTheLastFourDigitsAndAnUpperCaseCode() {
            AccountLabel l = label("""
                    {"institution_name": "Northwind Credit Union", "account_name": "Rainy Day Savings",
                     "accountNumber": "000123456789", "iso_currency_code": "usd"}
                    """);

            assertThat(l.institution()).isEqualTo("Northwind Credit Union");
            assertThat(l.name()).isEqualTo("Rainy Day Savings");
            assertThat(l.mask()).isEqualTo("6789");
            assertThat(l.currency()).isEqualTo("USD");
            assertThat(l.unofficialCurrency()).isNull();
            assertThat(l.toString()).as("the whole account number never reaches the label")
                    .doesNotContain("123456789").doesNotContain("000123456789");
        }

        @Test
        void keysMatchWhateverTheirCaseUnderscoresHyphensOrSpaces() {
            AccountLabel l = label("""
                    {"INSTITUTION-NAME": "Bank A", "Account Name": "Joint Checking", "ACCOUNT_TYPE": "depository",
                     "account-subtype": "checking", "Masked_Account_Number": "xxxx-xxxx-1122", "CurrencyCode": "cad"}
                    """);

            assertThat(l).isEqualTo(new AccountLabel("Bank A", "Joint Checking", "depository", "checking", "1122",
                    "CAD", null));
        }

        @Test
        void anInstitutionNestedAsAnObjectIsReadByItsNameAndItsNameIsNotTheAccountName() {
            AccountLabel l = label("{\"details\": {\"bank\": {\"name\": \"X\"}}}");

            assertThat(l.institution()).isEqualTo("X");
            assertThat(l.name()).as("the bank's name is not the account's").isNull();
        }

        @Test
        void theInstitutionObjectsOwnTypeAndNumberDoNotLabelTheAccountButAnAccountInsideItDoes() {
            AccountLabel l = label("""
                    {"Institution": {"Name": "Chase", "Type": "bank", "RoutingNumber": "021000021",
                                     "Account": {"Name": "Total Checking", "Type": "depository", "Last4": "0042"}}}
                    """);

            assertThat(l.institution()).isEqualTo("Chase");
            assertThat(l.name()).isEqualTo("Total Checking");
            assertThat(l.type()).isEqualTo("depository");
            assertThat(l.mask()).isEqualTo("0042");
        }

        @Test
        void membersUnderAKeyNamingTheAccountWinOverOthersOfTheSameDepth() {
            AccountLabel l = label("""
                    {"Holder": {"Name": "Jane Doe"}, "AccountInfo": {"Name": "Checking 1"}}
                    """);

            assertThat(l.name()).isEqualTo("Checking 1");
        }

        @Test
        void aCurrencyThatIsNotAnIsoCodeIsUnofficial() {
            AccountLabel l = label("{\"Account\": {\"Name\": \"Wallet\", \"Currency\": \"BTC\"}}");

            assertThat(l.currency()).isNull();
            assertThat(l.unofficialCurrency()).isEqualTo("BTC");
            assertThat(l.isUnofficialCurrency()).isTrue();
            assertThat(l.currencyOrUnofficial()).isEqualTo("BTC");
        }

        @Test
        void anUnofficialCodeBesideANullCurrency() {
            AccountLabel l = label("{\"currency\": null, \"unofficialCurrencyCode\": \"ETH\"}");

            assertThat(l.currency()).isNull();
            assertThat(l.unofficialCurrency()).isEqualTo("ETH");
            assertThat(l.isUnofficialCurrency()).isTrue();
        }

        @Test
        void noCurrencyNamedMeansNeither() {
            AccountLabel l = label("{\"Account\": {\"Name\": \"Checking\"}}");

            assertThat(l.currency()).isNull();
            assertThat(l.unofficialCurrency()).isNull();
            assertThat(l.currencyOrUnofficial()).isNull();
            assertThat(l.isUnofficialCurrency()).isFalse();
        }

        @ParameterizedTest
        @ValueSource(strings = {"{}", "[]", "[{\"Account\": {\"Name\": \"Checking\"}}]", "\"see attached\"", "42",
                "null"})
        void aSummaryThatIsEmptyOrNotAnObjectGivesNoLabelAndIsKeptAsItCame(String json) {
            ReportValue summary = parse(json);

            assertThat(ReportReader.label(summary, ReportValue.EMPTY_OBJECT)).isEqualTo(AccountLabel.UNKNOWN);
            OrderAccountReport r = OrderAccountReport.of("a1", null, null, summary, null, null, null, null, null,
                    null, null, null);
            assertThat(r.summary()).isSameAs(summary);
            assertThat(r.label()).isEqualTo(AccountLabel.UNKNOWN);
        }

        @Test
        void membersOfTheAccountElementOutsideSummaryAreReadToo() {
            AccountLabel l = ReportReader.label(ReportValue.EMPTY_OBJECT,
                    obj("{\"institutionName\": \"Extra Bank\", \"mask\": \"9876\", \"currency\": \"USD\"}"));

            assertThat(l.institution()).isEqualTo("Extra Bank");
            assertThat(l.mask()).isEqualTo("9876");
            assertThat(l.currency()).isEqualTo("USD");
        }

        @ParameterizedTest
        @CsvSource(delimiter = '|', nullValues = "NULL", value = {
                "\"4321\"                  | 4321",
                "\"****1234\"              | 1234",
                "\"Account ending 98765\"  | 8765",
                "1234                      | 1234",
                "\"12\"                    | 12",
                "\"x1\"                    | NULL",
                "\"n/a\"                   | NULL"})
        void theMaskIsAtMostTheLastFourDigits(String maskJson, String expected) {
            assertThat(label("{\"mask\": " + maskJson + "}").mask()).isEqualTo(expected);
        }
    }

    @Nested
    class Entries {

        @Test
        void theSandboxTransactionShapeIsRecognisedWhole() {
            ReportEntry e = entry("""
                    {"transactionId": "txn_1", "date": "2026-10-15T06:00:00", "description": "ACME CORP PAYROLL PPD",
                     "amount": 3250.00, "category": "Income", "tags": ["Payroll", "Income", "Employer Found"],
                     "employer": "Acme Corp", "runningBalance": 8800.12}
                    """);

            assertThat(e.id()).isEqualTo("txn_1");
            assertThat(e.date()).isEqualTo(LocalDateTime.of(2026, 10, 15, 6, 0));
            assertThat(e.amount()).isEqualByComparingTo("3250.00");
            assertThat(e.description()).isEqualTo("ACME CORP PAYROLL PPD");
            assertThat(e.category()).isEqualTo("Income");
            assertThat(e.tags()).containsExactly("Payroll", "Income", "Employer Found");
            assertThat(e.employer()).isEqualTo("Acme Corp");
            assertThat(e.credit()).isNull();
            assertThat(e.isDeposit()).isTrue();
        }

        @ParameterizedTest
        @CsvSource(delimiter = '|', nullValues = "NULL", value = {
                "{\"amount\": 12.5}                        | 12.5",
                "{\"amt\": \"12.50\"}                      | 12.50",
                "{\"Value\": 7}                            | 7",
                "{\"transactionAmount\": -3.25}            | -3.25",
                "{\"Transaction_Amount\": 99.99}           | 99.99",
                "{\"AMOUNT\": 1}                           | 1",
                "{\"amount\": \"$1,234.50\"}               | 1234.50",
                "{\"amount\": \"1,234.50\"}                | 1234.50",
                "{\"amount\": \"(45.00)\"}                 | -45.00",
                "{\"amount\": \"-$45.00\"}                 | -45.00",
                "{\"amount\": {\"value\": \"10.00\", \"currency\": \"USD\"}} | 10.00",
                "{\"amount\": \"n/a\"}                     | NULL",
                "{\"amount\": \"(45.00\"}                  | NULL",
                "{\"amount\": \"\"}                        | NULL",
                "{\"amount\": true}                        | NULL",
                "{\"amount\": [1, 2]}                      | NULL",
                "{\"amount\": null}                        | NULL",
                "{\"description\": \"no amount at all\"}   | NULL"})
        void amounts(String elementJson, String expected) {
            BigDecimal amount = entry(elementJson).amount();
            if (expected == null) {
                assertThat(amount).isNull();
            } else {
                assertThat(amount).isEqualByComparingTo(expected);
            }
        }

        @Test
        void amountsStayExactDecimals() {
            assertThat(entry("{\"amount\": \"$1,234.50\"}").amount()).isEqualTo(new BigDecimal("1234.50"));
            assertThat(entry("{\"amount\": 0.1}").amount()).isEqualTo(new BigDecimal("0.1"));
        }

        @ParameterizedTest
        @CsvSource(delimiter = '|', nullValues = "NULL", value = {
                "{\"date\": \"2026-09-01\"}                   | 2026-09-01T00:00:00",
                "{\"postedDate\": \"2026-09-01T08:00:00\"}    | 2026-09-01T08:00:00",
                "{\"posted_date\": \"2026-09-01T08:00:00Z\"}  | 2026-09-01T08:00:00",
                "{\"Posted-Date\": \"2026-09-01T10:00:00+02:00\"} | 2026-09-01T08:00:00",
                "{\"transactionDate\": \"2026-09-01T08:00:00.250\"} | 2026-09-01T08:00:00.250",
                "{\"date\": \"9/1/2026\"}                     | 2026-09-01T00:00:00",
                "{\"date\": \"09/01/2026\"}                   | 2026-09-01T00:00:00",
                "{\"date\": 1788249600}                       | 2026-09-01T08:00:00",
                "{\"date\": 1788249600000}                    | 2026-09-01T08:00:00",
                "{\"date\": \"yesterday\"}                    | NULL",
                "{\"date\": \"2026-13-01\"}                   | NULL",
                "{\"date\": \"2/30/2026\"}                    | NULL",
                "{\"date\": \"2026-02-30T08:00:00\"}          | NULL",
                "{\"date\": 1788249600.5}                     | NULL",
                "{\"date\": true}                             | NULL",
                "{\"date\": {\"posted\": \"2026-09-01\"}}     | NULL",
                "{\"amount\": 5}                              | NULL"})
        void dates(String elementJson, String expected) {
            assertThat(entry(elementJson).date()).isEqualTo(expected == null ? null : LocalDateTime.parse(expected));
        }

        @Test
        void aStatedDebitWithAPositiveAmountIsNotADeposit() {
            ReportEntry e = entry("{\"type\": \"debit\", \"amount\": 500.00}");

            assertThat(e.credit()).isFalse();
            assertThat(e.isDeposit()).isFalse();
            assertThat(e.size()).isEqualByComparingTo("500.00");
        }

        @Test
        void aStatedCreditWithANegativeAmountIsADepositOfItsSize() {
            ReportEntry e = entry("{\"direction\": \"CREDIT\", \"amount\": -500.00}");

            assertThat(e.credit()).isTrue();
            assertThat(e.isDeposit()).isTrue();
            assertThat(e.size()).isEqualByComparingTo("500.00");
        }

        @ParameterizedTest
        @CsvSource(delimiter = '|', nullValues = "NULL", value = {
                "{\"Credit_Debit\": \"CR\", \"amount\": 1}           | true",
                "{\"transactionType\": \"Withdrawal\", \"amount\": 1} | false",
                "{\"drcr\": \"dr\", \"amount\": 1}                    | false",
                "{\"transaction_type\": \"deposit\", \"amount\": 1}   | true",
                "{\"type\": \"ACH\", \"amount\": 1}                   | NULL",
                "{\"amount\": 1}                                      | NULL"})
        void directionKeys(String elementJson, Boolean credit) {
            assertThat(entry(elementJson).credit()).isEqualTo(credit);
        }

        @Test
        void withoutAStatedDirectionTheSignDecides() {
            assertThat(entry("{\"amount\": 20}").isDeposit()).isTrue();
            assertThat(entry("{\"amount\": -20}").isDeposit()).isFalse();
            assertThat(entry("{\"amount\": 0}").isDeposit()).isFalse();
            assertThat(entry("{\"amount\": \"n/a\"}").isDeposit()).isFalse();
            assertThat(entry("{\"type\": \"credit\", \"amount\": \"n/a\"}").isDeposit()).isFalse();
        }

        @Test
        void tagsFromAnArrayOrASingleStringBlankOnesLeftOut() {
            assertThat(entry("{\"tags\": [\"Payroll\", \" \", null, {\"x\": 1}, \" Income \"]}").tags())
                    .containsExactly("Payroll", "Income");
            assertThat(entry("{\"Labels\": \"Employer Found\"}").tags()).containsExactly("Employer Found");
            assertThat(entry("{\"amount\": 1}").tags()).isEmpty();
        }

        @Test
        void nonObjectElementsAreKeptAsUnreadableEntries() {
            List<ReportEntry> entries = ReportReader.entries(parse("[\"wire in\", 42, null, {\"amount\": 1}]"));

            assertThat(entries).hasSize(4);
            assertThat(entries.get(0).raw()).isEqualTo(new ReportValue.Str("wire in"));
            assertThat(entries.get(1).raw()).isEqualTo(new ReportValue.Num(new BigDecimal("42")));
            assertThat(entries.get(2).raw()).isEqualTo(ReportValue.Null.NULL);
            for (ReportEntry e : entries.subList(0, 3)) {
                assertThat(e.amount()).isNull();
                assertThat(e.date()).isNull();
                assertThat(e.id()).isNull();
                assertThat(e.description()).isNull();
                assertThat(e.tags()).isEmpty();
                assertThat(e.isDeposit()).isFalse();
            }
            assertThat(entries.get(3).amount()).isEqualByComparingTo("1");
        }

        @Test
        void aListThatIsAnObjectIsOneEntryKeptWhole() {
            ReportValue odd = parse("{\"transactionId\": \"t9\", \"amount\": 15000, \"memo\": \"wire\"}");

            List<ReportEntry> entries = ReportReader.entries(odd);

            assertThat(entries).hasSize(1);
            assertThat(entries.get(0).raw()).isSameAs(odd);
            assertThat(entries.get(0).id()).isEqualTo("t9");
            assertThat(entries.get(0).amount()).isEqualByComparingTo("15000");
            assertThat(entries.get(0).description()).isEqualTo("wire");
        }

        @Test
        void emptyOrMissingListsGiveNoEntries() {
            assertThat(ReportReader.entries(parse("[]"))).isEmpty();
            assertThat(ReportReader.entries(parse("null"))).isEmpty();
            assertThat(ReportReader.entries(null)).isEmpty();
        }

        @Test
        void rawKeepsTheElementWholeWithEveryMemberInOrder() {
            String json = """
                    {"transactionId": "t1", "Amount": "12.00", "runningBalance": 100.10,
                     "merchant": {"name": "Corner Market", "city": "Springfield"}, "flags": [1, "two", null],
                     "pending": false, "note": null, "x-vendor-field": {"deep": {"deeper": [{"k": "v"}]}}}
                    """;
            ReportValue element = parse(json);

            ReportEntry e = ReportReader.entries(new ReportValue.Arr(List.of(element))).get(0);

            assertThat(e.raw()).isEqualTo(parse(json));
            assertThat(((ReportValue.Obj) e.raw()).fields().keySet()).containsExactly("transactionId", "Amount",
                    "runningBalance", "merchant", "flags", "pending", "note", "x-vendor-field");
            assertThat(e.amount()).isEqualByComparingTo("12.00");
        }

        @Test
        void theAccountReportKeepsBothListsAndRecognisesTheirEntries() {
            OrderAccountReport r = OrderAccountReport.of("acc-1",
                    parse("[{\"transactionId\": \"t1\", \"amount\": 10}, \"odd\"]"),
                    parse("{\"transactionId\": \"t2\", \"amount\": 9000}"),
                    parse("{\"Account\": {\"Name\": \"Checking\", \"Currency\": \"USD\"}}"),
                    obj("{\"Nickname\": \"Household\"}"),
                    LocalDateTime.of(2026, 9, 1, 0, 0), LocalDateTime.of(2026, 11, 1, 0, 0),
                    new BigDecimal("100.00"), new BigDecimal("90.00"), new BigDecimal("50.00"), 400, 61);

            assertThat(r.transactions()).extracting(ReportEntry::id).containsExactly("t1", null);
            assertThat(r.largeDeposits()).extracting(ReportEntry::id).containsExactly("t2");
            assertThat(r.label().name()).isEqualTo("Checking");
            assertThat(r.extra().get("Nickname")).isEqualTo(new ReportValue.Str("Household"));
            assertThat(r.coveredDays()).isEqualTo(61);
        }
    }
}
