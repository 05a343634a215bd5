package io.assetdesk.report;

import io.assetdesk.api.ReportReader;
import io.assetdesk.api.ReportValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * What a value of the report's unpublished parts ({@code Summary}, the transaction elements) is, read from its key and
 * its shape, so that the screen and the documents show it as what it is: money with two decimals, a date, yes or no,
 * a count; anything else as it came. One reading for every place that shows such values.
 */
public enum ValueKind {
    MONEY, DATE, YES_NO, COUNT, TEXT;

    /** Words of a key that name an amount of money (a plural "s" is ignored). */
    private static final Set<String> MONEY_WORDS = Set.of("amount", "amt", "balance", "total",
            "income", "threshold", "lowest", "highest", "pending", "sum", "price", "fee", "payment", "limit",
            "deposit", "withdrawal", "credit", "debit", "value", "available", "current", "starting", "owed", "net",
            "cash", "principal", "interest", "salary", "pay", "payroll", "spend", "spending", "inflow", "outflow");
    /** Words of a key that name a count, whatever else it says ({@code PayrollDepositCount}, {@code DaysRequested}). */
    private static final Set<String> COUNT_WORDS = Set.of("count", "number", "num", "days", "day",
            "qty", "quantity", "months", "month", "years", "year", "id", "index");
    /** Plural nouns that are counts when their value is a whole number ({@code PayrollDeposits: 4}). */
    private static final Set<String> COUNTED_NOUNS = Set.of("deposits", "withdrawals", "credits",
            "debits", "payments", "transactions");
    /** Words of a key whose numbers are never money ({@code CreditScore}, {@code UtilizationRatio}). */
    private static final Set<String> NOT_MONEY_WORDS = Set.of("rate", "ratio", "percent",
            "percentage", "pct", "share", "score", "utilization", "apr", "apy", "age", "version");

    /** The kind of {@code value} found under {@code key} (null key: judged by the value alone). */
    public static ValueKind of(String key, ReportValue value) {
        List<String> words = words(key);
        if (value instanceof ReportValue.Bool) {
            return YES_NO;
        }
        if (value instanceof ReportValue.Num n) {
            boolean whole = n.value().scale() <= 0;
            if (words.stream().anyMatch(NOT_MONEY_WORDS::contains)) {
                return COUNT;
            }
            if (whole && words.stream().anyMatch(COUNT_WORDS::contains)) {
                return COUNT;
            }
            if (whole && !words.isEmpty() && COUNTED_NOUNS.contains(words.get(words.size() - 1))) {
                return COUNT;
            }
            if (words.stream().anyMatch(w -> MONEY_WORDS.contains(w) || w.endsWith("s")
                    && MONEY_WORDS.contains(w.substring(0, w.length() - 1)))) {
                return MONEY;
            }
            return whole ? COUNT : MONEY;
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

    /**
     * The words of a key: {@code AverageMonthlyIncome}, {@code average_monthly_income} and {@code average monthly
     * income} alike.
     */
    static List<String> words(String key) {
        if (key == null) {
            return List.of();
        }
        String spaced = key.replaceAll("([a-z0-9])([A-Z])", "$1 $2").replaceAll("([A-Z]+)([A-Z][a-z])", "$1 $2");
        List<String> out = new ArrayList<>();
        for (String w : spaced.toLowerCase(Locale.ROOT).split("[^a-z0-9]+")) {
            if (!w.isEmpty()) {
                out.add(w);
            }
        }
        return out;
    }
}
