package io.assetdesk.api;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;

/**
 * The service's times: ISO-8601 instants and local date-times, read fast in the common shape; unparsable gives null.
 */
public final class ServiceTimes {
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
        if (n < 20 || c[off + n - 1] != 'Z') {
            return null;
        }
        LocalDateTime local = fastLocal(c, off, n - 1);
        return local == null ? null : local.toInstant(ZoneOffset.UTC);
    }

    /** Parses c[off, off + end) as "YYYY-MM-DDThh:mm:ss[.f{1,9}]"; null when it is not exactly that or no date. */
    private static LocalDateTime fastLocal(char[] c, int off, int end) {
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
        if ((year | month | day | hour | minute | second) < 0) {
            return null;
        }
        int nanos = 0;
        if (end > 19) {
            if (c[off + 19] != '.' || end == 20 || end > 29) {
                return null;
            }
            int fraction = digits(c, off, 20, end);
            if (fraction < 0) {
                return null;
            }
            nanos = fraction;
            for (int i = end - 20; i < 9; i++) {
                nanos *= 10;
            }
        }
        try {
            return LocalDateTime.of(year, month, day, hour, minute, second, nanos);
        } catch (DateTimeException e) {
            return null;
        }
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
