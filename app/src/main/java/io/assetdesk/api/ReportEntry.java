package io.assetdesk.api;

import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.List;

/**
 * One element of {@code TaggedTransactions} or {@code LargeDeposits} (their shape is not published): the values
 * {@link ReportReader} recognised in it, and the element exactly as it came ({@code raw}), so that nothing is
 * dropped. Every recognised part may be null; {@code tags} is empty when none came. {@code credit} is the direction
 * when the element states one (true: money in), else null and the sign of {@code amount} decides.
 */
public record ReportEntry(String id, LocalDateTime date, BigDecimal amount, String description, String category,
                          List<String> tags, String employer, Boolean credit, ReportValue raw) {

    public ReportEntry {
        tags = tags == null ? List.of() : List.copyOf(tags);
        raw = raw == null ? ReportValue.Null.NULL : raw;
    }

    /** Money in: the stated direction, else a positive amount; false when neither is known. */
    public boolean isDeposit() {
        if (credit != null) {
            return credit && amount != null && amount.signum() != 0;
        }
        return amount != null && amount.signum() > 0;
    }

    /** The amount without its sign (deposits listed as negative numbers by some providers); null when unknown. */
    public BigDecimal size() {
        return amount == null ? null : amount.abs();
    }
}
