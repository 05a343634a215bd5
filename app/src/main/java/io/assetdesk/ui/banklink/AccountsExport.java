package io.assetdesk.ui.banklink;

import io.assetdesk.api.Account;
import io.assetdesk.api.Balances;
import io.assetdesk.export.AccountsJson;
import io.assetdesk.export.CsvCell;
import io.assetdesk.ui.Messages;
import java.io.IOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes fetched accounts as CSV (RFC 4180 quoting, plain decimal amounts) or JSON (the records as they came). The CSV
 * says for each account whether it counts as an asset or a liability ({@code counts_as}, see {@link AccountKind};
 * unknown types count as assets) and ends with total lines ({@code id} "total"): the borrower's funds per currency
 * (available and current), then what is owed on credit and loan accounts per currency (current and limit; their
 * available credit is left empty, it is not funds). Currencies are never added together.
 */
public final class AccountsExport {
    static final List<String> CSV_HEADER = List.of("id", "name", "official_name", "mask", "type", "subtype",
            "available", "current", "limit", "iso_currency_code", "unofficial_currency_code", "counts_as");
    static final String TOTAL_ID = "total";
    static final String ASSET = "asset";
    static final String LIABILITY = "liability";

    private AccountsExport() {
    }

    /** {@code messages} names the total lines for the person who opens the file. */
    public static void writeCsv(List<Account> accounts, Path file, Messages messages) throws IOException {
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write(csvLine(CSV_HEADER));
            for (Account a : accounts) {
                Balances b = a.balances();
                List<String> row = new ArrayList<>();
                row.add(text(a.id()));
                row.add(text(a.name()));
                row.add(text(a.officialName()));
                row.add(text(a.mask()));
                row.add(text(a.accountType()));
                row.add(text(a.subtype()));
                row.add(b == null ? "" : number(b.available()));
                row.add(b == null ? "" : number(b.current()));
                row.add(b == null ? "" : number(b.limit()));
                row.add(b == null ? "" : text(b.isoCurrencyCode()));
                row.add(b == null ? "" : text(b.unofficialCurrencyCode()));
                row.add(AccountKind.of(a).assetSide() ? ASSET : LIABILITY);
                w.write(csvLine(row));
            }
            for (CurrencyTotal t : BankAccountsViewModel.forDisplay(BankAccountsViewModel.totalsOf(accounts))) {
                String name = t.unofficial()
                        ? messages.get("banklink.csv.total.unofficial", t.accounts(), t.unknownType())
                        : messages.get("banklink.csv.total.assets", t.accounts(), t.unknownType());
                w.write(csvLine(totalRow(name, t.available(), t.current(), null, t.currency(), t.unofficial(),
                        ASSET)));
            }
            for (LiabilityTotal t : BankAccountsViewModel.liabilitiesOf(accounts)) {
                String name = messages.get("banklink.csv.total.liabilities", t.accounts(), t.withLimit());
                w.write(csvLine(totalRow(name, null, t.owed(), t.limit(), t.currency(), t.unofficial(), LIABILITY)));
            }
        }
    }

    private static List<String> totalRow(String name, BigDecimal available, BigDecimal current, BigDecimal limit,
                                         String currency, boolean unofficial, String side) {
        return List.of(TOTAL_ID, text(name), "", "", "", "", number(available), number(current), number(limit),
                unofficial ? "" : text(currency), unofficial ? text(currency) : "", side);
    }

    public static void writeJson(List<Account> accounts, Path file) throws IOException {
        AccountsJson.write(accounts, file);
    }

    static String csvLine(List<String> cells) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(quote(cells.get(i)));
        }
        return sb.append("\r\n").toString();
    }

    static String quote(String cell) {
        return CsvCell.of(cell);
    }

    /** A text cell (numbers are written by {@link #number}); made safe by {@link #quote}. */
    static String text(String s) {
        return s == null ? "" : s;
    }

    static String number(BigDecimal n) {
        return n == null ? "" : n.toPlainString();
    }
}
