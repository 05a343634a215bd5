package io.assetdesk.ui.banklink;

import io.assetdesk.api.Balances;
import io.assetdesk.ui.common.Formats;
import java.math.BigDecimal;
import java.text.NumberFormat;
import java.time.ZoneOffset;
import java.util.Currency;
import java.util.Locale;

/**
 * Money as an officer reads it: ISO currencies with the locale's currency format ({@code $1,203.42}, {@code
 * €3,100.00}),
 * unofficial ones (crypto, points) as the plain number and the code ({@code 0.51234 BTC}). Never rounds a value away.
 */
public final class Amounts {
    public static final String DASH = "\u2014";

    private final Locale locale;
    private final Formats money;

    public Amounts(Locale locale) {
        this.locale = locale;
        this.money = new Formats(locale, ZoneOffset.UTC);
    }

    /** {@code amount} in the currency of {@code balances}; a dash when null. */
    public String format(BigDecimal amount, Balances balances) {
        if (balances == null) {
            return format(amount, null, false);
        }
        return format(amount, balances.currency(), balances.isUnofficialCurrency());
    }

    public String format(BigDecimal amount, String currencyCode, boolean unofficial) {
        if (amount == null) {
            return DASH;
        }
        if (currencyCode != null && !unofficial && iso(currencyCode) != null) {
            return money.money(amount, currencyCode);
        }
        NumberFormat plain = NumberFormat.getNumberInstance(locale);
        plain.setMaximumFractionDigits(Math.max(amount.scale(), 0));
        plain.setMinimumFractionDigits(0);
        String number = plain.format(amount);
        return currencyCode == null ? number : number + " " + currencyCode;
    }

    static Currency iso(String code) {
        try {
            return Currency.getInstance(code.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException | NullPointerException e) {
            return null;
        }
    }

    /** "•••• 0042"; a dash when there is no mask. */
    public static String mask(String mask) {
        return mask == null || mask.isBlank() ? DASH : "\u2022\u2022\u2022\u2022 " + mask.strip();
    }
}
