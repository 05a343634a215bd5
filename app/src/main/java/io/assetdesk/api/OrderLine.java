package io.assetdesk.api;

import java.nio.charset.StandardCharsets;
import java.time.Instant;

/**
 * One entry of the order list as the list keeps it: only what the list shows and searches (id, type, created, the
 * archived flag, status, days remaining, e-mail, reference number, the borrower's names), so that a million of them
 * fit a workstation. The rest of an order (its login link, phone, report) is read with the order itself. Immutable.
 *
 * <p>Its form is compact, because a million entries arrive while the collector copies what lives: repeated values
 * (type, status, names) are one shared string per list; the three texts every entry has its own of (id, e-mail,
 * reference number) are one array, a byte a character when all three are Latin-1 (as the service's are), else two;
 * the created time is two numbers. The texts are made into strings only when asked for (the cells of the visible
 * rows); the search ({@link #textContains}) and the sort ({@link #compareText}) read the array itself.
 */
public final class OrderLine {
    /** {@link #daysRemaining} when the entry has none. */
    private static final int NO_DAYS = Integer.MIN_VALUE;
    /** {@link #nanos} when the entry has no created time. */
    private static final int NO_TIME = -1;
    /** {@link #flags}: the texts take two bytes a character (UTF-16, high byte first). */
    static final int WIDE = 1;
    private static final int ARCHIVED = 2;
    /** {@link #flags}: the first of the three bits that say a text is null (id, e-mail, reference number). */
    static final int NULL_TEXT = 4;

    /** The texts this entry keeps in its array, in the array's order. */
    public enum Text {
        ID, EMAIL, REFERENCE
    }

    private static final Text[] TEXTS = Text.values();

    private final byte[] texts;
    /** Where the e-mail and the reference number begin in {@link #texts}, in characters. */
    private final int emailAt;
    private final int referenceAt;
    private final long seconds;
    private final int nanos;
    private final int daysRemaining;
    private final byte flags;
    private final String resourceType;
    private final String status;
    private final String firstName;
    private final String lastName;

    public OrderLine(String id, String resourceType, Instant created, boolean archived, String status,
                     Integer daysRemaining, String email, String referenceNumber, String firstName, String lastName) {
        this(LineTexts.pack(id, email, referenceNumber), resourceType, created, archived, status, daysRemaining,
                firstName, lastName);
    }

    /** An entry whose id, e-mail and reference number are {@code texts}. */
    OrderLine(LineTexts.Packed texts, String resourceType, Instant created, boolean archived, String status,
              Integer daysRemaining, String firstName, String lastName) {
        this.texts = texts.bytes();
        this.emailAt = texts.emailAt();
        this.referenceAt = texts.referenceAt();
        this.flags = (byte) (texts.flags() | (archived ? ARCHIVED : 0));
        this.resourceType = resourceType;
        this.seconds = created == null ? 0 : created.getEpochSecond();
        this.nanos = created == null ? NO_TIME : created.getNano();
        this.status = status;
        this.daysRemaining = daysRemaining == null ? NO_DAYS : daysRemaining;
        this.firstName = firstName;
        this.lastName = lastName;
    }

    /** The list's part of a whole order. */
    public static OrderLine of(Order o) {
        return new OrderLine(o.id(), o.resourceType(), o.created(), o.archived(), o.status(), o.daysRemaining(),
                o.email(), o.referenceNumber(), o.firstName(), o.lastName());
    }

    public String id() {
        return text(Text.ID);
    }

    public String resourceType() {
        return resourceType;
    }

    /** A new instant each time; {@link #compareCreated} compares without one. */
    public Instant created() {
        return nanos == NO_TIME ? null : Instant.ofEpochSecond(seconds, nanos);
    }

    public boolean archived() {
        return (flags & ARCHIVED) != 0;
    }

    public String status() {
        return status;
    }

    /** Null when the entry has none. */
    public Integer daysRemaining() {
        return daysRemaining == NO_DAYS ? null : daysRemaining;
    }

    public String email() {
        return text(Text.EMAIL);
    }

    public String referenceNumber() {
        return text(Text.REFERENCE);
    }

    public String firstName() {
        return firstName;
    }

    public String lastName() {
        return lastName;
    }

    /** False for list entries whose envelope type is not "order". */
    public boolean isOrderType() {
        return Order.ORDER_TYPE.equals(resourceType);
    }

    /** "First Last", skipping missing parts; empty when both are missing. */
    public String borrowerName() {
        return nameOf(firstName, lastName);
    }

    /** "First Last" of an order's names, skipping missing parts; empty when both are missing. */
    static String nameOf(String firstName, String lastName) {
        String first = firstName == null ? "" : firstName.strip();
        String last = lastName == null ? "" : lastName.strip();
        return (first + " " + last).strip();
    }

    /** One of the three texts, as a new string; null when the entry has none. */
    public String text(Text which) {
        if (isNull(which)) {
            return null;
        }
        int from = start(which);
        int to = end(which);
        if ((flags & WIDE) == 0) {
            return new String(texts, from, to - from, StandardCharsets.ISO_8859_1);
        }
        char[] out = new char[to - from];
        for (int k = from; k < to; k++) {
            out[k - from] = wide(k);
        }
        return new String(out);
    }

    /**
     * True when the lowercase {@code needle} (not empty) occurs, ignoring case as {@link String#regionMatches(boolean,
     * int, String, int, int)} does, in the id, the e-mail or the reference number. No string is made for Latin-1
     * texts (the service's); wider ones, rare, are searched as strings, where a pair of surrogates has a case.
     */
    public boolean textContains(String needle) {
        for (Text t : TEXTS) {
            if (isNull(t)) {
                continue;
            }
            if ((flags & WIDE) != 0 ? contains(text(t), needle) : latin1Contains(start(t), end(t), needle)) {
                return true;
            }
        }
        return false;
    }

    /** {@code needle} (lowercase, not empty) in {@code text}, ignoring case; no copy of {@code text} is made. */
    public static boolean contains(String text, String needle) {
        if (text == null) {
            return false;
        }
        int n = needle.length();
        int last = text.length() - n;
        char first = needle.charAt(0);
        for (int i = 0; i <= last; i++) {
            char c = text.charAt(i);
            if ((c == first || Character.toLowerCase(c) == first) && text.regionMatches(true, i, needle, 0, n)) {
                return true;
            }
        }
        return false;
    }

    /** As {@link #contains(String, String)} over the Latin-1 {@code texts[from, to)}. */
    private boolean latin1Contains(int from, int to, String needle) {
        int n = needle.length();
        char first = needle.charAt(0);
        byte[] b = texts;
        for (int i = from; i <= to - n; i++) {
            char c = (char) (b[i] & 0xFF);
            if (c == first || Character.toLowerCase(c) == first) {
                int k = 0;
                while (k < n && sameIgnoringCase((char) (b[i + k] & 0xFF), needle.charAt(k))) {
                    k++;
                }
                if (k == n) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * As {@link String#regionMatches(boolean, int, String, int, int)} compares a Latin-1 character with one of the
     * needle, ignoring case (a Latin-1 character is never half of a pair of surrogates, and never matches one).
     */
    private static boolean sameIgnoringCase(char a, char b) {
        if (a == b) {
            return true;
        }
        char ua = Character.toUpperCase(a);
        char ub = Character.toUpperCase(b);
        return ua == ub || Character.toLowerCase(ua) == Character.toLowerCase(ub);
    }

    /**
     * {@code a}'s text against {@code b}'s as {@link String#compareTo} orders them, a missing one first (the table's
     * order); no string is made.
     */
    public static int compareText(OrderLine a, OrderLine b, Text which) {
        boolean noA = a.isNull(which);
        boolean noB = b.isNull(which);
        if (noA || noB) {
            return noA == noB ? 0 : noA ? -1 : 1;
        }
        int i = a.start(which);
        int j = b.start(which);
        int lengthA = a.end(which) - i;
        int lengthB = b.end(which) - j;
        int n = Math.min(lengthA, lengthB);
        for (int k = 0; k < n; k++) {
            char x = a.charAt(i + k);
            char y = b.charAt(j + k);
            if (x != y) {
                return x - y;
            }
        }
        return lengthA - lengthB;
    }

    /** {@code a}'s created time against {@code b}'s, oldest first, a missing one first; no instant is made. */
    public static int compareCreated(OrderLine a, OrderLine b) {
        boolean noA = a.nanos == NO_TIME;
        boolean noB = b.nanos == NO_TIME;
        if (noA || noB) {
            return noA == noB ? 0 : noA ? -1 : 1;
        }
        int c = Long.compare(a.seconds, b.seconds);
        return c != 0 ? c : Integer.compare(a.nanos, b.nanos);
    }

    private boolean isNull(Text which) {
        return (flags & (NULL_TEXT << which.ordinal())) != 0;
    }

    private int start(Text which) {
        return switch (which) {
            case ID -> 0;
            case EMAIL -> emailAt;
            case REFERENCE -> referenceAt;
        };
    }

    private int end(Text which) {
        return switch (which) {
            case ID -> emailAt;
            case EMAIL -> referenceAt;
            case REFERENCE -> (flags & WIDE) == 0 ? texts.length : texts.length / 2;
        };
    }

    private char charAt(int k) {
        return (flags & WIDE) == 0 ? (char) (texts[k] & 0xFF) : wide(k);
    }

    private char wide(int k) {
        return (char) (((texts[2 * k] & 0xFF) << 8) | (texts[2 * k + 1] & 0xFF));
    }

    @Override
    public String toString() {
        return "OrderLine[id=" + id() + ", type=" + resourceType + ", status=" + status + ", created=" + created()
                + "]";
    }
}
