package io.assetdesk.report;

import java.math.BigDecimal;
import java.util.Currency;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The thresholds of the asset summary's checks. They differ by loan program, so the officer sees each beside its
 * check and may change it; the defaults are the common purchase rules (field notes, "What the report is for").
 *
 * @param largeDepositShare a deposit above this share of the monthly qualifying income is one to explain (0.50)
 * @param minHistoryDays    an account whose report covers fewer days is flagged (60: two months, for a purchase)
 * @param maxReportAgeDays  a report whose end date is older than this is flagged (120 days)
 * @param loanCurrency      the ISO code the cash to close and the payment are in; other currencies are not added; an
 *                          account whose report states no currency is taken to be in it (USD by default)
 * @param requiredReserveMonths the months of reserves the program or the underwriter requires (0 to 120, up to one
 *                          decimal); null: no requirement, and the reserves are shown without a check
 * @param largeDepositLimit a fixed amount above which a deposit is one to explain, instead of the income share (FHA:
 *                          1% of the adjusted value); null: the share of the income decides
 * @param depositSourceNeeded false when the program asks no source for large deposits (a refinance): they are listed,
 *                          not flagged
 * @param rules             the rules these thresholds follow, one line each with its citation, when they are a loan's
 *                          (every document names them); empty for the workstation's own settings
 * @param reportAgeInMonths the report age limit as its rule sets it, in months (Fannie Mae's four), which every
 *                          screen and document says; {@code maxReportAgeDays} is then those months counted back from
 *                          the loan's date. Null: the limit is set in days
 */
public record ReportThresholds(BigDecimal largeDepositShare, int minHistoryDays, int maxReportAgeDays,
                               String loanCurrency, BigDecimal requiredReserveMonths, FixedLimit largeDepositLimit,
                               boolean depositSourceNeeded, List<String> rules, Integer reportAgeInMonths) {

    public static final ReportThresholds DEFAULT = new ReportThresholds(new BigDecimal("0.50"), 60, 120, "USD", null);

    /** Thresholds whose large deposits are a share of the income and need their source. */
    public ReportThresholds(BigDecimal largeDepositShare, int minHistoryDays, int maxReportAgeDays,
                            String loanCurrency, BigDecimal requiredReserveMonths) {
        this(largeDepositShare, minHistoryDays, maxReportAgeDays, loanCurrency, requiredReserveMonths, null, true,
                List.of(), null);
    }

    /** Thresholds without a reserves requirement. */
    public ReportThresholds(BigDecimal largeDepositShare, int minHistoryDays, int maxReportAgeDays,
                            String loanCurrency) {
        this(largeDepositShare, minHistoryDays, maxReportAgeDays, loanCurrency, null);
    }

    public ReportThresholds {
        if (requiredReserveMonths != null && (requiredReserveMonths.signum() < 0
                || requiredReserveMonths.compareTo(BigDecimal.valueOf(120)) > 0)) {
            throw new IllegalArgumentException("The reserves required must be 0 to 120 months");
        }
        Objects.requireNonNull(largeDepositShare, "largeDepositShare");
        if (largeDepositShare.signum() <= 0 || largeDepositShare.compareTo(BigDecimal.TEN) > 0) {
            throw new IllegalArgumentException("The large-deposit share must be above 0% and at most 1000%");
        }
        if (minHistoryDays < 1 || minHistoryDays > 3650) {
            throw new IllegalArgumentException("The history needed must be 1 to 3650 days");
        }
        if (maxReportAgeDays < 1 || maxReportAgeDays > 3650) {
            throw new IllegalArgumentException("The report age limit must be 1 to 3650 days");
        }
        loanCurrency = loanCurrency == null ? "USD" : loanCurrency.strip().toUpperCase(Locale.ROOT);
        rules = rules == null ? List.of() : List.copyOf(rules);
        try {
            Currency.getInstance(loanCurrency);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("The loan currency must be an ISO currency code such as USD");
        }
    }

    public ReportThresholds withLargeDepositShare(BigDecimal share) {
        return new ReportThresholds(share, minHistoryDays, maxReportAgeDays, loanCurrency, requiredReserveMonths,
                largeDepositLimit, depositSourceNeeded, rules, reportAgeInMonths);
    }

    public ReportThresholds withMinHistoryDays(int days) {
        return new ReportThresholds(largeDepositShare, days, maxReportAgeDays, loanCurrency, requiredReserveMonths,
                largeDepositLimit, depositSourceNeeded, rules, reportAgeInMonths);
    }

    public ReportThresholds withMaxReportAgeDays(int days) {
        return new ReportThresholds(largeDepositShare, minHistoryDays, days, loanCurrency, requiredReserveMonths,
                largeDepositLimit, depositSourceNeeded, rules, null);
    }

    public ReportThresholds withLoanCurrency(String currency) {
        return new ReportThresholds(largeDepositShare, minHistoryDays, maxReportAgeDays, currency,
                requiredReserveMonths, largeDepositLimit, depositSourceNeeded, rules, reportAgeInMonths);
    }

    /** With a reserves requirement in months (null: none). */
    public ReportThresholds withRequiredReserveMonths(BigDecimal months) {
        return new ReportThresholds(largeDepositShare, minHistoryDays, maxReportAgeDays, loanCurrency, months,
                largeDepositLimit, depositSourceNeeded, rules, reportAgeInMonths);
    }

    /** With the rules these thresholds follow, one line each with its citation. */
    public ReportThresholds withRules(List<String> lines) {
        return new ReportThresholds(largeDepositShare, minHistoryDays, maxReportAgeDays, loanCurrency,
                requiredReserveMonths, largeDepositLimit, depositSourceNeeded, lines, reportAgeInMonths);
    }

    /** The report age limit in the words of its rule: "120 days", "4 months". */
    public String reportAgeLimit() {
        return reportAgeInMonths != null ? reportAgeInMonths + (reportAgeInMonths == 1 ? " month" : " months")
                : maxReportAgeDays + (maxReportAgeDays == 1 ? " day" : " days");
    }

    /**
     * A fixed limit for large deposits, worked out from the loan rather than the income.
     *
     * @param amount the limit; null when the figure it comes from is not entered (the check is then not made)
     */
    public record FixedLimit(BigDecimal amount) {
        public FixedLimit {
            if (amount != null && amount.signum() < 0) {
                throw new IllegalArgumentException("The large-deposit limit cannot be negative");
            }
        }
    }

    /** With large deposits measured against a fixed limit (null: the income share) and whether they need a source. */
    public ReportThresholds withLargeDeposits(FixedLimit limit, boolean sourceNeeded) {
        return new ReportThresholds(largeDepositShare, minHistoryDays, maxReportAgeDays, loanCurrency,
                requiredReserveMonths, limit, sourceNeeded, rules, reportAgeInMonths);
    }
}
