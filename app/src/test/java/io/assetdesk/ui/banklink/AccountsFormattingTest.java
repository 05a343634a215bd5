package io.assetdesk.ui.banklink;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.Account;
import io.assetdesk.api.Balances;
import io.assetdesk.ui.Messages;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

class AccountsFormattingTest {
    private final Amounts us = new Amounts(Locale.US);

    private static Account account(String name, String available, String current, String iso, String unofficial) {
        return new Account("id-" + name, "account", name, null, "0001", "checking", "depository",
                new Balances(available == null ? null : new BigDecimal(available),
                        current == null ? null : new BigDecimal(current), iso, null, unofficial));
    }

    @Test
    void formatsIsoCurrenciesWithTheirSymbolAndUnofficialOnesAsNumberAndCode() {
        assertThat(us.format(new BigDecimal("1203.4"), "USD", false)).isEqualTo("$1,203.40");
        assertThat(us.format(new BigDecimal("1000"), "JPY", false)).isEqualTo("\u00a51,000");
        assertThat(us.format(new BigDecimal("12.345"), "USD", false)).isEqualTo("$12.345");
        assertThat(us.format(new BigDecimal("0.00012345"), "BTC", true)).isEqualTo("0.00012345 BTC");
        assertThat(us.format(new BigDecimal("12"), "XYZ1", false)).isEqualTo("12 XYZ1");
        assertThat(us.format(null, "USD", false)).isEqualTo("\u2014");
        assertThat(new Amounts(Locale.GERMANY).format(new BigDecimal("3100.5"), "EUR", false))
                .isEqualTo("3.100,50\u00a0\u20ac");
    }

    @Test
    void masksShowOnlyTheLastDigits() {
        assertThat(Amounts.mask("0042")).isEqualTo("\u2022\u2022\u2022\u2022 0042");
        assertThat(Amounts.mask(null)).isEqualTo("\u2014");
    }

    @Test
    void totalsNeverAddDifferentCurrenciesAndKeepUnofficialApart() {
        List<CurrencyTotal> totals = BankAccountsViewModel.totalsOf(List.of(
                account("a", "10.50", "11.00", "USD", null),
                account("b", null, "5.25", "USD", null),
                account("c", "7", "7", "EUR", null),
                account("d", "0.5", "0.5", null, "USD"),
                account("e", null, null, null, null)));
        assertThat(totals).containsExactly(
                new CurrencyTotal("USD", false, 2, new BigDecimal("10.50"), new BigDecimal("16.25")),
                new CurrencyTotal("EUR", false, 1, new BigDecimal("7"), new BigDecimal("7")),
                new CurrencyTotal("USD", true, 1, new BigDecimal("0.5"), new BigDecimal("0.5")),
                new CurrencyTotal(null, false, 1, null, null));
    }

    @Test
    void csvQuotesWhatNeedsQuotingAndDefusesFormulas() throws Exception {
        assertThat(AccountsExport.quote("plain")).isEqualTo("plain");
        assertThat(AccountsExport.quote("a,b")).isEqualTo("\"a,b\"");
        assertThat(AccountsExport.quote("say \"hi\"")).isEqualTo("\"say \"\"hi\"\"\"");
        assertThat(AccountsExport.quote("two\nlines")).isEqualTo("\"two\nlines\"");
        assertThat(AccountsExport.quote("=HYPERLINK(\"x\")")).isEqualTo("\"'=HYPERLINK(\"\"x\"\")\"");

        Path dir = Files.createTempDirectory(Path.of("target"), "csv-");
        Path file = dir.resolve("a.csv");
        AccountsExport.writeCsv(List.of(new Account("1", "account", "Joint, \"Family\"", "=SUM(A1)", "0042", null,
                null, null)), file, Messages.load());
        // the account row (no type, no balances: counted with the funds, as an asset) and its total line
        assertThat(Files.readString(file)).endsWith(
                "\r\n1,\"Joint, \"\"Family\"\"\",'=SUM(A1),0042,,,,,,,,asset\r\n"
                + "total,\"Total funds (1 account, 1 of unknown type)\",,,,,,,,,,asset\r\n");
    }

    private static Account typed(String type, String subtype, String available, String current, String limit,
                                 String iso, String unofficial) {
        return new Account("id-" + type + "-" + subtype, "account", "n", null, "0001", subtype, type,
                new Balances(available == null ? null : new BigDecimal(available),
                        current == null ? null : new BigDecimal(current), iso,
                        limit == null ? null : new BigDecimal(limit), unofficial));
    }

    @Test
    void creditAndLoanAccountsAreLiabilitiesAndDebtSubtypesDecideOnlyUnderAnUnknownType() {
        assertThat(AccountKind.of(typed("credit", "credit card", null, null, null, null, null)))
                .isEqualTo(AccountKind.LIABILITY);
        assertThat(AccountKind.of(typed(" Loan ", "student", null, null, null, null, null)))
                .isEqualTo(AccountKind.LIABILITY);
        assertThat(AccountKind.of(typed("CREDIT", null, null, null, null, null,
                null))).isEqualTo(AccountKind.LIABILITY);
        assertThat(AccountKind.of(typed(null, "Credit_Card", null, null, null, null, null)))
                .isEqualTo(AccountKind.LIABILITY);
        assertThat(AccountKind.of(typed("other", "line-of-credit", null, null, null, null, null)))
                .isEqualTo(AccountKind.LIABILITY);
        assertThat(AccountKind.of(typed("", "Mortgage", null, null, null, null,
                null))).isEqualTo(AccountKind.LIABILITY);
        assertThat(AccountKind.of(typed("something new", "auto", null, null, null, null, null)))
                .isEqualTo(AccountKind.LIABILITY);
        // a known asset type wins over its subtype
        assertThat(AccountKind.of(typed("depository", "checking", null, null, null, null, null)))
                .isEqualTo(AccountKind.ASSET);
        assertThat(AccountKind.of(typed("Investment", "student", null, null, null, null, null)))
                .isEqualTo(AccountKind.ASSET);
        assertThat(AccountKind.of(typed("brokerage", null, null, null, null, null, null))).isEqualTo(AccountKind.ASSET);
        // anything else stays with the assets, marked
        assertThat(AccountKind.of(typed("other", "prepaid", null, null, null, null, null)))
                .isEqualTo(AccountKind.UNKNOWN);
        assertThat(AccountKind.of(typed(null, null, null, null, null, null, null))).isEqualTo(AccountKind.UNKNOWN);
        assertThat(AccountKind.UNKNOWN.assetSide()).isTrue();
        assertThat(AccountKind.LIABILITY.assetSide()).isFalse();
    }

    @Test
    void fundsLeaveOutCreditAndLoansWhichAreSummedApartPerCurrency() {
        List<Account> accounts = List.of(
                typed("depository", "checking", "1000.00", "1000.00", null, "USD", null),
                typed("credit", "credit card", "4000.00", "500.00", "4500.00", "USD", null),
                typed("loan", "mortgage", null, "200000.00", null, "USD", null),
                typed("credit", "credit card", "90", "10", "100", "EUR", null),
                typed("other", "gift", "5.00", "5.00", null, "USD", null),
                typed("investment", "crypto exchange", "0.5", "0.5", null, null, "BTC"),
                typed("credit", "credit card", null, null, null, null, null));
        assertThat(BankAccountsViewModel.totalsOf(accounts)).containsExactly(
                new CurrencyTotal("USD", false, 2, new BigDecimal("1005.00"), new BigDecimal("1005.00"), 1),
                new CurrencyTotal("BTC", true, 1, new BigDecimal("0.5"), new BigDecimal("0.5"), 0));
        assertThat(BankAccountsViewModel.liabilitiesOf(accounts)).containsExactly(
                new LiabilityTotal("USD", false, 2, new BigDecimal("200500.00"), new BigDecimal("4500.00"), 1),
                new LiabilityTotal("EUR", false, 1, new BigDecimal("10"), new BigDecimal("100"), 1),
                new LiabilityTotal(null, false, 1, null, null, 0));
    }

    @Test
    void fundsShowIsoCurrenciesFirstThenUnofficialOnesThenNoCurrency() {
        CurrencyTotal btc = new CurrencyTotal("BTC", true, 1, BigDecimal.ONE, BigDecimal.ONE);
        CurrencyTotal none = new CurrencyTotal(null, false, 1, null, null);
        CurrencyTotal usd = new CurrencyTotal("USD", false, 1, BigDecimal.TEN, BigDecimal.TEN);
        CurrencyTotal eur = new CurrencyTotal("EUR", false, 1, BigDecimal.TEN, BigDecimal.TEN);
        assertThat(BankAccountsViewModel.forDisplay(List.of(btc, none, usd, eur))).containsExactly(usd, eur, btc, none);
    }
}
