package io.assetdesk.report;

import io.assetdesk.api.ReportReader;
import io.assetdesk.api.ReportValue;
import java.util.List;
import java.util.Locale;

/**
 * What a value of the report's unpublished parts ({@code Summary}, the transaction elements) is, read from its key and
 * its shape, so that the screen and the documents show it as what it is: money with two decimals, a date, yes or no,
 * a count; anything else as it came. One reading for every place that shows such values.
 */
public enum ValueKind {
    MONEY, DATE, YES_NO, COUNT, TEXT;

    /** Keys that name an amount of money. */
    private static final List<String> MONEY_WORDS = List.of("amount", "amt", "balance", "total", "income", "threshold",
            "lowest", "highest", "pending", "netchange", "sum", "price", "fee", "payment", "limit", "deposit",
            "withdrawal", "credit", "debit", "value", "available", "current", "starting", "owed", "net");
    /** Keys that name a count, whatever else they say ({@code PayrollDepositCount}, {@code DaysRequested}). */
    private static final List<String> COUNT_WORDS = List.of("count", "number", "days", "num", "qty", "quantity",
            "months", "years");
    /** Plural nouns that are counts when their value is a whole number ({@code PayrollDeposits: 4}). */
    private static final List<String> COUNTED_NOUNS = List.of("deposits", "withdrawals", "credits", "debits",
            "payments", "transactions");
    /** Decimal values that are not money. */
    private static final List<String> RATIO_WORDS = List.of("rate", "ratio", "percent", "pct", "share", "score");

    /** The kind of {@code value} found under {@code key} (null key: judged by the value alone). */
    public static ValueKind of(String key, ReportValue value) {
        String k = key == null ? "" : key.toLowerCase(Locale.ROOT).replaceAll("[^a-z]", "");
        if (value instanceof ReportValue.Bool) {
            return YES_NO;
        }
        if (value instanceof ReportValue.Num n) {
            boolean whole = n.value().scale() <= 0;
            if (has(k, COUNT_WORDS) && whole) {
                return COUNT;
            }
            if (whole && COUNTED_NOUNS.stream().anyMatch(k::endsWith)) {
                return COUNT;
            }
            if (has(k, MONEY_WORDS)) {
                return MONEY;
            }
            if (whole || has(k, RATIO_WORDS)) {
                return COUNT;
            }
            return MONEY;
        }
        if (value instanceof ReportValue.Str s) {
            String t = s.value().strip();
            boolean looksLikeDate = t.length() >= 8 && (t.indexOf('-') > 0 || t.indexOf('/') > 0);
            if (looksLikeDate && ReportReader.date(value) != null) {
                return DATE;
            }
        }
        return TEXT;
    }

    private static boolean has(String key, List<String> words) {
        for (String w : words) {
            if (key.contains(w)) {
                return true;
            }
        }
        return false;
    }
}
