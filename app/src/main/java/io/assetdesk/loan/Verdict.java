package io.assetdesk.loan;

import io.assetdesk.report.Check;
import java.math.BigDecimal;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.List;
import java.util.Locale;

/**
 * What an underwriter would conclude from the loan file, check by check: each line says what was found, in words,
 * with the rule it follows; a check that could not run says so and what to enter. The file is ready only when every
 * line is OK: a line not checked is never taken for a pass. {@code notes} say what the reader must know beside the
 * checks (a currency assumed, money in another currency not counted).
 */
public record Verdict(List<Line> lines, List<String> notes) {

    /** One check of the file. {@code citation} is the rule's section, "Lender policy", or empty. */
    public record Line(String check, Check status, String says, String citation) {
    }

    public Verdict {
        lines = List.copyOf(lines);
        notes = List.copyOf(notes);
    }

    /** Every check ran and passed. */
    public boolean ready() {
        return lines.stream().allMatch(l -> l.status() == Check.OK);
    }

    public long flagged() {
        return lines.stream().filter(l -> l.status() == Check.FLAG).count();
    }

    public long notChecked() {
        return lines.stream().filter(l -> l.status() == Check.NOT_CHECKED).count();
    }

    /** "Ready for the underwriter: every check passed", or what stands in the way. */
    public String headline() {
        if (ready()) {
            return "Ready for the underwriter: every check passed";
        }
        StringBuilder b = new StringBuilder("Not ready: ");
        long f = flagged();
        long n = notChecked();
        if (f > 0) {
            b.append(f).append(f == 1 ? " check needs" : " checks need").append(" a closer look");
        }
        if (n > 0) {
            b.append(f > 0 ? "; " : "").append(n).append(n == 1 ? " check could not run" : " checks could not run");
        }
        return b.toString();
    }

    /** An amount as every document of the file writes it in its lines: "12,950.00 USD". */
    static String money(BigDecimal v, String currency) {
        return new DecimalFormat("#,##0.00", DecimalFormatSymbols.getInstance(Locale.US)).format(v) + " " + currency;
    }
}
