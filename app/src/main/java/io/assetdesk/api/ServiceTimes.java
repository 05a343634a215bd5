package io.assetdesk.api;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;

/**
 * The service's times: ISO-8601 instants and local date-times, read fast in the common shape; unparsable gives null.
 */
public final class ServiceTimes {
    /** Days from 0000-01-01 to 1970-01-01. */
    private static final long DAYS_0000_TO_1970 = 719_528L;

    private ServiceTimes() {
    }

    /** ISO-8601 instant ("2024-05-01T10:20:30.123Z", or with an offset); unparsable gives null. */
    public static Instant instant(String s) {
        if (s == null || s.isBlank()) {
            return null;
        }
        Instant fast = fastUtcInstant(s.toCharArray(), 0, s.length());
        return fast != null ? fast : parsedInstant(s);
    }

    /**
     * The characters {@code c[off, off + len)} as an instant, as {@link #instant(String)} reads them; the common shape
     * is read from the characters themselves, without a string (a list of 1,000,000 orders has as many).
     */
    static Instant instant(char[] c, int off, int len) {
        Instant fast = fastUtcInstant(c, off, len);
        if (fast != null) {
            return fast;
        }
        String s = new String(c, off, len);
        return s.isBlank() ? null : parsedInstant(s);
    }

    /** The shapes other than the common one, through the JDK's parsers; a time without zone is read as UTC. */
    private static Instant parsedInstant(String s) {
        String v = s.strip();
        try {
            return Instant.parse(v);
        } catch (DateTimeParseException e) {
            try {
                return OffsetDateTime.parse(v).toInstant();
            } catch (DateTimeParseException e2) {
                // the spec says UTC: a time without zone is read as UTC
                LocalDateTime local = localDateTime(v);
                return local == null ? null : local.toInstant(ZoneOffset.UTC);
            }
        }
    }

    /**
     * The common shape "YYYY-MM-DDThh:mm:ss[.f{1,9}]Z" without the formatter machinery (decoding 10,000 orders spends
     * most of its time here otherwise); null for anything else, which then takes the general path.
     */
    private static Instant fastUtcInstant(char[] c, int off, int n) {
        return n < 20 || c[off + n - 1] != 'Z' ? null : fastUtc(c, off, n - 1);
    }

    /**
     * c[off, off + end) as "YYYY-MM-DDThh:mm:ss[.f{1,9}]" read as UTC; null when it is not exactly that or no such
     * time. The instant is worked out from the fields, as {@code LocalDate.toEpochDay} does, without making the date,
     * time and date-time objects (a million orders have one each).
     */
    private static Instant fastUtc(char[] c, int off, int end) {
        if (end < 19 || c[off + 4] != '-' || c[off + 7] != '-' || (c[off + 10] != 'T' && c[off + 10] != 't')
                || c[off + 13] != ':' || c[off + 16] != ':') {
            return null;
        }
        int year = digits(c, off, 0, 4);
        int month = digits(c, off, 5, 7);
        int day = digits(c, off, 8, 10);
        int hour = digits(c, off, 11, 13);
        int minute = digits(c, off, 14, 16);
        int second = digits(c, off, 17, 19);
        int nanos = nanos(c, off, end);
        if ((year | month | day | hour | minute | second | nanos) < 0 || month < 1 || month > 12 || day < 1
                || day > daysIn(year, month) || hour > 23 || minute > 59 || second > 59) {
            return null;
        }
        long days = 365L * year + (year + 3) / 4 - (year + 99) / 100 + (year + 399) / 400 + (367 * month - 362) / 12
                + day - 1;
        if (month > 2) {
            days -= leap(year) ? 1 : 2;
        }
        return Instant.ofEpochSecond((days - DAYS_0000_TO_1970) * 86_400L + hour * 3_600L + minute * 60L + second,
                nanos);
    }

    private static boolean leap(int year) {
        return (year & 3) == 0 && (year % 100 != 0 || year % 400 == 0);
    }

    private static int daysIn(int year, int month) {
        return month == 2 ? (leap(year) ? 29 : 28) : month == 4 || month == 6 || month == 9 || month == 11 ? 30 : 31;
    }

    /** The nanoseconds of c[off + 19, off + end) (".f{1,9}" or nothing); -1 when it is something else. */
    private static int nanos(char[] c, int off, int end) {
        if (end == 19) {
            return 0;
        }
        if (c[off + 19] != '.' || end == 20 || end > 29) {
            return -1;
        }
        int fraction = digits(c, off, 20, end);
        if (fraction < 0) {
            return -1;
        }
        for (int i = end - 20; i < 9; i++) {
            fraction *= 10;
        }
        return fraction;
    }

    /** Parses c[off, off + end) as "YYYY-MM-DDThh:mm:ss[.f{1,9}]"; null when it is not exactly that or no date. */
    private static LocalDateTime fastLocal(char[] c, int off, int end) {
        Instant utc = fastUtc(c, off, end);
        return utc == null ? null : LocalDateTime.ofEpochSecond(utc.getEpochSecond(), utc.getNano(), ZoneOffset.UTC);
    }

    private static int digits(char[] c, int off, int from, int to) {
        int v = 0;
        for (int i = from; i < to; i++) {
            char d = c[off + i];
            if (d < '0' || d > '9') {
                return -1;
            }
            v = v * 10 + (d - '0');
        }
        return v;
    }

    /** "YYYY-MM-DDThh:mm:ss" with optional fractional seconds; unparsable gives null. */
    public static LocalDateTime localDateTime(String s) {
        if (s == null || s.isBlank()) {
            return null;
        }
        LocalDateTime fast = fastLocal(s.toCharArray(), 0, s.length());
        if (fast != null) {
            return fast;
        }
        try {
            return LocalDateTime.parse(s.strip());
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
