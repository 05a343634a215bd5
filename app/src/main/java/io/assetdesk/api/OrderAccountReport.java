package io.assetdesk.api;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.List;

/**
 * One verified account of an order's report (spec 2.5), typed for the screens and exports. The shapes of
 * {@code TaggedTransactions}, {@code LargeDeposits} and {@code Summary} are not published: {@link ReportReader}
 * recognises what it can in them ({@code label}, and the date, amount and description of each entry), and each
 * entry keeps its element whole ({@link ReportEntry#raw()}), as {@code summary} and {@code extra} (members of the
 * account element the spec does not name) keep theirs. Lists are never null; other parts may be.
 */
public record OrderAccountReport(String accountId, AccountLabel label, List<ReportEntry> transactions,
                                 List<ReportEntry> largeDeposits, ReportValue summary, ReportValue.Obj extra,
                                 LocalDateTime transactionStartDate, LocalDateTime transactionEndDate,
                                 BigDecimal currentBalance, BigDecimal availableBalance, BigDecimal startingBalance,
                                 Integer daysInExistence, Integer daysRequested) {

    public OrderAccountReport {
        label = label == null ? AccountLabel.UNKNOWN : label;
        transactions = transactions == null ? List.of() : List.copyOf(transactions);
        largeDeposits = largeDeposits == null ? List.of() : List.copyOf(largeDeposits);
        summary = summary == null ? ReportValue.EMPTY_OBJECT : summary;
        extra = extra == null ? ReportValue.EMPTY_OBJECT : extra;
    }

    /** An account report from the report's parts as they came: recognises the label and the entries. */
    public static OrderAccountReport of(String accountId, ReportValue taggedTransactions, ReportValue largeDeposits,
                                        ReportValue summary, ReportValue.Obj extra, LocalDateTime start,
                                        LocalDateTime end, BigDecimal current, BigDecimal available,
                                        BigDecimal starting, Integer daysInExistence, Integer daysRequested) {
        return new OrderAccountReport(accountId, ReportReader.label(summary, extra),
                ReportReader.entries(taggedTransactions), ReportReader.entries(largeDeposits), summary, extra, start,
                end, current, available, starting, daysInExistence, daysRequested);
    }

    /** The first eight characters of the account id (enough to tell accounts apart), or null. */
    public String shortId() {
        if (accountId == null || accountId.isBlank()) {
            return null;
        }
        String id = accountId.strip();
        return id.length() <= 8 ? id : id.substring(0, 8);
    }

    /** Days from the start to the end of the period covered; null when either date is missing. */
    public Long coveredDays() {
        if (transactionStartDate == null || transactionEndDate == null) {
            return null;
        }
        return Duration.between(transactionStartDate, transactionEndDate).toDays();
    }
}
