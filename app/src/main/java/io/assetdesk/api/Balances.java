package io.assetdesk.api;

import java.math.BigDecimal;

/**
 * Balances of a bank-link account (spec 2.3). {@code isoCurrencyCode} is null exactly when
 * {@code unofficialCurrencyCode} applies; {@code limit} is null when there is no limit.
 */
public record Balances(BigDecimal available, BigDecimal current, String isoCurrencyCode, BigDecimal limit,
                       String unofficialCurrencyCode) {

    /** The ISO code, else the unofficial one; null when neither came. */
    public String currency() {
        return isoCurrencyCode != null ? isoCurrencyCode : unofficialCurrencyCode;
    }

    public boolean isUnofficialCurrency() {
        return isoCurrencyCode == null && unofficialCurrencyCode != null;
    }
}
