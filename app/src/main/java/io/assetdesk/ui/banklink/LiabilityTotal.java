package io.assetdesk.ui.banklink;

import java.math.BigDecimal;

/**
 * The sums of one currency over the fetched credit and loan accounts ({@link AccountKind#LIABILITY}): {@code owed}
 * is the sum of their current balances, {@code limit} the sum of the limits of the {@code withLimit} accounts that
 * have one. Either is null when no account had that value. Their available credit is deliberately not summed: it is
 * not the borrower's money. Currencies are never added together.
 */
public record LiabilityTotal(String currency, boolean unofficial, int accounts, BigDecimal owed, BigDecimal limit,
                             int withLimit) {
}
