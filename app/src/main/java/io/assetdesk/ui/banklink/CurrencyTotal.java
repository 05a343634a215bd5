package io.assetdesk.ui.banklink;

import java.math.BigDecimal;

/**
 * The sums of one currency over the fetched asset-side accounts (credit and loan accounts are never in it; see
 * {@link AccountKind}). {@code available} or {@code current} is null when no account of this currency had that
 * balance. {@code unknownType} of the {@code accounts} have a type this console does not recognise (counted here so
 * that nothing is left out, and named on screen). Currencies are never added together.
 */
public record CurrencyTotal(String currency, boolean unofficial, int accounts, BigDecimal available,
                            BigDecimal current, int unknownType) {

    public CurrencyTotal(String currency, boolean unofficial, int accounts, BigDecimal available, BigDecimal current) {
        this(currency, unofficial, accounts, available, current, 0);
    }
}
