package io.assetdesk.ui.banklink;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.Account;
import io.assetdesk.api.Balances;
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
        assertThat(AccountsExport.text("=HYPERLINK(\"x\")")).isEqualTo("'=HYPERLINK(\"x\")");

        Path dir = Files.createTempDirectory(Path.of("target"), "csv-");
        Path file = dir.resolve("a.csv");
        AccountsExport.writeCsv(List.of(new Account("1", "account", "Joint, \"Family\"", "=SUM(A1)", "0042", null,
                null, null)), file);
        assertThat(Files.readString(file)).endsWith(
                "\r\n1,\"Joint, \"\"Family\"\"\",'=SUM(A1),0042,,,,,,,\r\n");
    }
}
