package io.assetdesk.export;

import io.assetdesk.api.AccountLabel;
import io.assetdesk.api.OrderAccountReport;
import io.assetdesk.report.Check;
import java.math.BigDecimal;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.MessageFormat;
import java.text.NumberFormat;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.FormatStyle;
import java.time.format.TextStyle;
import java.util.ArrayList;
import java.util.Currency;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.Objects;
import java.util.ResourceBundle;

/**
 * The words and the formatting of the loan-file documents: every string a person reads comes from
 * {@code io/assetdesk/export/export.properties}; money, dates and times are formatted in the officer's locale and
 * time zone. Money keeps every digit it has (never rounded for display) and always names its currency.
 */
final class DocText {
    static final String BUNDLE = "io.assetdesk.export.export";
    /** What stands for the last four identifier digits in every document. */
    static final String MASKED_IDENTIFIER = "\u2022\u2022\u2022\u2022";

    private final ResourceBundle bundle;
    /** Keys read under another name: the loan's document says "funds counted" where an order's says "verified". */
    private final Map<String, String> renamed;
    private final Locale locale;
    private final ZoneId zone;
    private final DateTimeFormatter date;
    private final DateTimeFormatter dateTime;
    /** This document's amount formats and currencies' digits, made at first use (a document is made on one thread). */
    private final Map<Integer, DecimalFormat> amountFormats = new HashMap<>();
    private final Map<String, Integer> fractionDigits = new HashMap<>();
    /** Dates written so far: a report's 200,000 transactions fall on a few hundred days. */
    private final Map<LocalDate, String> dates = new HashMap<>();

    DocText(Locale locale, ZoneId zone) {
        this(locale, zone, Map.of());
    }

    private DocText(Locale locale, ZoneId zone, Map<String, String> renamed) {
        this.renamed = Map.copyOf(renamed);
        this.locale = Objects.requireNonNull(locale, "locale");
        this.zone = Objects.requireNonNull(zone, "zone");
        this.bundle = ResourceBundle.getBundle(BUNDLE, locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
        this.date = DateTimeFormatter.ofLocalizedDate(FormatStyle.MEDIUM).withLocale(locale);
        this.dateTime = new DateTimeFormatterBuilder()
                .appendLocalized(FormatStyle.MEDIUM, FormatStyle.SHORT)
                .appendLiteral(' ')
                .appendZoneText(TextStyle.SHORT)
                .toFormatter(locale);
    }

    /** The same words, with {@code key}'s text read from {@code replacement} (for each entry of {@code keys}). */
    DocText renaming(Map<String, String> keys) {
        return new DocText(locale, zone, keys);
    }

    Locale locale() {
        return locale;
    }

    ZoneId zone() {
        return zone;
    }

    /** The text of {@code key}, with {@code args} put in ({@link MessageFormat}); the key itself when missing. */
    String get(String key, Object... args) {
        String pattern;
        try {
            pattern = bundle.getString(renamed.getOrDefault(key, key));
        } catch (MissingResourceException e) {
            return key;
        }
        return args.length == 0 ? pattern : new MessageFormat(pattern.replace("'", "''"), locale).format(args);
    }

    /** The outcome of a check in words: "OK", "Look at this", "Not checked". */
    String check(Check c) {
        return get("check." + (c == null ? Check.NOT_CHECKED : c).name());
    }

    // ---- money and numbers ------------------------------------------------------------------------------------

    /** "12,345.67 USD"; "0.51234567 BTC"; a dash when there is no amount. */
    String money(BigDecimal v, String currency) {
        if (v == null) {
            return dash();
        }
        String n = amount(v, currency);
        return currency == null || currency.isBlank() ? n : n + " " + currency;
    }

    /** The number alone, in the officer's locale, with at least the currency's decimals and every decimal it has. */
    String amount(BigDecimal v, String currency) {
        if (v == null) {
            return dash();
        }
        int digits = currency == null ? 2 : fractionDigits.computeIfAbsent(currency, DocText::fractionDigits);
        int shown = Math.max(digits, Math.max(0, v.stripTrailingZeros().scale()));
        // one format per number of digits shown, made once per document (a report may have 200,000 amounts)
        DecimalFormat f = amountFormats.computeIfAbsent(digits * 1000 + shown, k -> {
            DecimalFormat made = (DecimalFormat) NumberFormat.getNumberInstance(locale);
            made.setDecimalFormatSymbols(DecimalFormatSymbols.getInstance(locale));
            made.setGroupingUsed(true);
            made.setMinimumFractionDigits(digits);
            made.setMaximumFractionDigits(shown);
            made.setParseBigDecimal(true);
            return made;
        });
        return f.format(v);
    }

    /** The digits after the point a currency shows; an unofficial one (BTC, points) shows the digits it came with. */
    private static int fractionDigits(String currency) {
        try {
            return Math.max(0, Currency.getInstance(currency).getDefaultFractionDigits());
        } catch (IllegalArgumentException e) {
            return 0;
        }
    }

    /** A count or a number of days in the officer's locale. */
    String number(Number n) {
        return n == null ? dash() : NumberFormat.getIntegerInstance(locale).format(n);
    }

    /** A decimal such as months of reserves ("3.2"), as many decimals as it has. */
    String decimal(BigDecimal v) {
        if (v == null) {
            return dash();
        }
        NumberFormat f = NumberFormat.getNumberInstance(locale);
        f.setMinimumFractionDigits(Math.max(0, v.scale()));
        f.setMaximumFractionDigits(Math.max(0, v.scale()));
        return f.format(v);
    }

    /** A share such as 0.50 as "50%". */
    String percent(BigDecimal share) {
        if (share == null) {
            return dash();
        }
        NumberFormat f = NumberFormat.getPercentInstance(locale);
        f.setMaximumFractionDigits(Math.max(0, share.scale() - 2));
        return f.format(share);
    }

    // ---- dates ------------------------------------------------------------------------------------------------

    /** A report date (the report's dates carry no zone: shown as the calendar date they name). */
    String date(LocalDateTime d) {
        return d == null ? dash() : date(d.toLocalDate());
    }

    String date(LocalDate d) {
        if (d == null) {
            return dash();
        }
        String known = dates.get(d);
        if (known == null) {
            known = date.format(d);
            if (dates.size() < 10_000) {
                dates.put(d, known);
            }
        }
        return known;
    }

    /** An instant in the officer's time zone, with the zone's short name: "Nov 20, 2026, 10:42 AM CET". */
    String dateTime(Instant i) {
        return i == null ? dash() : dateTime.format(i.atZone(zone));
    }

    /** "Aug 1, 2026 – Oct 31, 2026", either end alone, or a dash. */
    String period(LocalDateTime from, LocalDateTime to) {
        if (from == null && to == null) {
            return dash();
        }
        return get("period", date(from), date(to));
    }

    // ---- accounts ---------------------------------------------------------------------------------------------

    /** "••••1234", or null when the report gives no mask. */
    static String mask(String mask) {
        return mask == null || mask.isBlank() ? null : MASKED_IDENTIFIER + mask.strip();
    }

    /** What a reader recognises an account by: "Institution · Name ••••1234", else its short id. */
    String account(OrderAccountReport a) {
        AccountLabel l = a.label();
        List<String> parts = new ArrayList<>(3);
        if (l.institution() != null) {
            parts.add(l.institution());
        }
        if (l.name() != null) {
            parts.add(l.name());
        }
        String name = String.join(" \u00b7 ", parts);
        String mask = mask(l.mask());
        if (mask != null) {
            name = name.isEmpty() ? mask : name + " " + mask;
        }
        if (name.isEmpty()) {
            name = a.shortId() == null ? get("account.unnamed") : get("account.byId", a.shortId());
        } else if (mask == null && a.shortId() != null) {
            // two accounts at one bank without a mask are told apart by their ids
            name = name + " (" + get("account.byId", a.shortId()) + ")";
        }
        return name;
    }

    /** A value or the "not given" word. */
    String orNotGiven(String v) {
        return v == null || v.isBlank() ? get("value.notGiven") : v;
    }

    String dash() {
        return "\u2014";
    }
}
