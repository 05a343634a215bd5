package io.assetdesk.ui.common;

import java.math.BigDecimal;
import java.text.NumberFormat;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.Currency;
import java.util.Locale;

/**
 * Money, dates and times as the officer reads them, in the officer's locale and time zone: ISO currencies in the
 * locale's currency format ({@code $1,203.42}, {@code CA$12.00}), unofficial ones (crypto, points) as the plain
 * number and the code ({@code 0.8421 BTC}); never rounds a value away. A dash stands for a missing value.
 */
public final class Formats {
    public static final String DASH = "\u2014";

    private final Locale locale;
    private final ZoneId zone;
    private final DateTimeFormatter date;
    private final DateTimeFormatter dateTime;
    private final DateTimeFormatter time;
    private final DateTimeFormatter shortTime;

    public Formats(Locale locale, ZoneId zone) {
        this.locale = locale;
        this.zone = zone;
        this.date = DateTimeFormatter.ofLocalizedDate(FormatStyle.MEDIUM).withLocale(locale);
        this.dateTime = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM, FormatStyle.SHORT).withLocale(locale);
        this.time = DateTimeFormatter.ofLocalizedTime(FormatStyle.MEDIUM).withLocale(locale);
        this.shortTime = DateTimeFormatter.ofLocalizedTime(FormatStyle.SHORT).withLocale(locale);
    }

    /** The officer's formats: the workstation's formatting locale, {@code zone} (the officer's). */
    public static Formats forOfficer(ZoneId zone) {
        return new Formats(Locale.getDefault(Locale.Category.FORMAT), zone);
    }

    public ZoneId zone() {
        return zone;
    }

    public Locale locale() {
        return locale;
    }

    /** {@code amount} in {@code currencyCode} (ISO or not; null: the plain number). */
    public String money(BigDecimal amount, String currencyCode) {
        if (amount == null) {
            return DASH;
        }
        Currency currency = iso(currencyCode);
        if (currency != null) {
            NumberFormat nf = NumberFormat.getCurrencyInstance(locale);
            nf.setCurrency(currency);
            int def = Math.max(currency.getDefaultFractionDigits(), 0);
            nf.setMinimumFractionDigits(def);
            nf.setMaximumFractionDigits(Math.max(def, amount.scale()));
            return nf.format(amount);
        }
        String number = number(amount);
        return currencyCode == null || currencyCode.isBlank() ? number : number + " " + currencyCode.strip();
    }

    /** A decimal with grouping and two decimals at least (the scale it came with at most 8). */
    public String amount(BigDecimal amount) {
        if (amount == null) {
            return DASH;
        }
        NumberFormat nf = NumberFormat.getNumberInstance(locale);
        nf.setMinimumFractionDigits(2);
        nf.setMaximumFractionDigits(Math.max(2, Math.min(8, amount.scale())));
        return nf.format(amount);
    }

    /** A decimal with grouping and exactly its own decimals. */
    public String number(BigDecimal value) {
        if (value == null) {
            return DASH;
        }
        NumberFormat nf = NumberFormat.getNumberInstance(locale);
        nf.setMinimumFractionDigits(Math.max(value.scale(), 0));
        nf.setMaximumFractionDigits(Math.max(value.scale(), 0));
        return nf.format(value);
    }

    public String date(LocalDate d) {
        return d == null ? DASH : date.format(d);
    }

    /** A report date (local, without zone: the spec's TransactionStartDate and the like) as a date. */
    public String date(LocalDateTime d) {
        return d == null ? DASH : date.format(d.toLocalDate());
    }

    /** An instant in the officer's zone. */
    public String dateTime(Instant i) {
        return i == null ? DASH : dateTime.format(i.atZone(zone));
    }

    /** The time of day of an instant in the officer's zone, with seconds ({@code 3:04:05 PM}). */
    public String time(Instant i) {
        return i == null ? DASH : time.format(i.atZone(zone));
    }

    /** The time of day of an instant in the officer's zone, without seconds ({@code 3:04 PM}). */
    public String shortTime(Instant i) {
        return i == null ? DASH : shortTime.format(i.atZone(zone));
    }

    /** "•••• 0042"; a dash when there is no mask. */
    public static String mask(String mask) {
        return mask == null || mask.isBlank() ? DASH : "\u2022\u2022\u2022\u2022 " + mask.strip();
    }

    static Currency iso(String code) {
        if (code == null) {
            return null;
        }
        try {
            return Currency.getInstance(code.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
