package io.assetdesk.api;

import java.math.BigDecimal;
import java.time.LocalDateTime;
import tools.jackson.databind.JsonNode;

/**
 * One verified account of an order's report (spec 2.5). The element shapes of {@code taggedTransactions} and
 * {@code largeDeposits} and the content of {@code summary} are not published: they are kept whole as JSON trees
 * (never null: a missing member is an empty array or object node).
 */
public record OrderAccountReport(String accountId, JsonNode taggedTransactions, JsonNode largeDeposits,
                                 JsonNode summary, LocalDateTime transactionStartDate,
                                 LocalDateTime transactionEndDate, BigDecimal currentBalance,
                                 BigDecimal availableBalance, BigDecimal startingBalance, Integer daysInExistence,
                                 Integer daysRequested) {
}
