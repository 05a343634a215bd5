package io.assetdesk.ui.banklink;

import java.math.BigDecimal;

/**
 * The sums of one currency over the fetched accounts. {@code available} or {@code current} is null when no account
 * of this currency had that balance. Currencies are never added together.
 */
public record CurrencyTotal(String currency, boolean unofficial, int accounts, BigDecimal available,
                            BigDecimal current) {
}
