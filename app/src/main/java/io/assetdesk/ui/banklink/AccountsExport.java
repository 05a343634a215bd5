package io.assetdesk.ui.banklink;

import io.assetdesk.api.Account;
import io.assetdesk.api.Balances;
import java.io.IOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/** Writes fetched accounts as CSV (RFC 4180 quoting, plain decimal amounts) or JSON (the records as they came). */
public final class AccountsExport {
    static final List<String> CSV_HEADER = List.of("id", "name", "official_name", "mask", "type", "subtype",
            "available", "current", "limit", "iso_currency_code", "unofficial_currency_code");
    private static final JsonMapper JSON = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

    private AccountsExport() {
    }

    public static void writeCsv(List<Account> accounts, Path file) throws IOException {
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
                w.write(csvLine(row));
            }
        }
    }

    public static void writeJson(List<Account> accounts, Path file) throws IOException {
        try {
            JSON.writeValue(file.toFile(), accounts);
        } catch (tools.jackson.core.JacksonException e) {
            throw new IOException("Cannot write JSON: " + e.getOriginalMessage(), e);
        }
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
        if (cell == null || cell.isEmpty()) {
            return "";
        }
        boolean needs = cell.indexOf(',') >= 0 || cell.indexOf('"') >= 0 || cell.indexOf('\n') >= 0
                || cell.indexOf('\r') >= 0 || !cell.equals(cell.strip());
        return needs ? '"' + cell.replace("\"", "\"\"") + '"' : cell;
    }

    /** Text cells that a spreadsheet would run as a formula get a leading apostrophe. */
    static String text(String s) {
        if (s == null) {
            return "";
        }
        if (!s.isEmpty() && "=+-@\t\r".indexOf(s.charAt(0)) >= 0) {
            return "'" + s;
        }
        return s;
    }

    static String number(BigDecimal n) {
        return n == null ? "" : n.toPlainString();
    }
}
