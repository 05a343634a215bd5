package io.assetdesk.api;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.SequenceInputStream;

/**
 * The order list's entries read straight from the answer's UTF-8 bytes while they have the shape the service sends:
 * {@code {"data":[} then objects whose members are strings, numbers, booleans, nulls, or objects and arrays of those.
 * Under the launcher's client compiler this reads a list about twice as fast as the JSON parser, which, for a
 * million orders, is seconds.
 *
 * <p>It takes nothing on trust. Whatever it does not read with certainty (an escape, a control character, a byte that
 * is not well-formed UTF-8, a number of another form, a value of another type where the list reads one) it leaves to
 * Jackson, which reads it as it always did:
 * <ul>
 * <li>one entry, when its end is clear: its bytes are given to the parser and read by
 *     {@link ResponseDecoder#resource} (a future field with an escape in it costs only that entry);</li>
 * <li>the rest of the answer otherwise, and always from the end of the array on: the parser is given the rest of the
 *     stream after a prefix that puts it where the fast reader stopped ({@link Handover}), so the envelope's members
 *     after the array, an answer cut short and any malformed JSON are read and said by the envelope as before.</li>
 * </ul>
 * It holds a window of the answer (a buffer that grows to the largest entry, at most {@value #MAX_ENTRY} bytes;
 * beyond that the parser takes over), never the answer.
 */
final class ListBytes extends JsonWindow {
    private static final byte[] DATA = bytes("data");
    private static final byte[] ID = bytes("id");
    private static final byte[] TYPE = bytes("type");
    private static final byte[] ATTRIBUTES = bytes("attributes");
    private static final byte[] CREATED = bytes("created");
    private static final byte[] IS_ARCHIVED = bytes("isArchived");
    private static final byte[] STATUS = bytes("status");
    private static final byte[] DAYS_REMAINING = bytes("daysRemaining");
    private static final byte[] EMAIL = bytes("email");
    private static final byte[] REFERENCE = bytes("referenceNumber");
    private static final byte[] FIRST_NAME = bytes("firstName");
    private static final byte[] LAST_NAME = bytes("lastName");
    /** The attributes the list reads, by the length of their names (no two have the same). */
    private static final byte[][] ATTRIBUTES_READ = new byte[16][];

    static {
        for (byte[] name : new byte[][] {CREATED, IS_ARCHIVED, STATUS, DAYS_REMAINING, EMAIL, REFERENCE, FIRST_NAME,
                LAST_NAME}) {
            if (ATTRIBUTES_READ[name.length] != null) {
                throw new IllegalStateException("two attribute names of one length");
            }
            ATTRIBUTES_READ[name.length] = name;
        }
    }

    /** Where the fast reader's entries go: a line, an entry that is not an object (counted), or one for the parser. */
    interface Entries {
        void line(OrderLine line);

        void unreadable();

        /** The entry's bytes read by the JSON parser: false when they are not one JSON value (it takes over). */
        boolean parse(byte[] bytes, int offset, int length);
    }

    /**
     * Where the parser takes over: it reads {@link #stream()}, which is {@code {"data":[} (with a {@code null} entry to
     * be skipped when the fast reader stopped after an entry or a comma) followed by the rest of the answer.
     */
    record Handover(InputStream stream, boolean skipFirst, long shift) {
    }

    /**
     * Where the reader stands, and so what the parser is given before the rest of the answer should it take over
     * there: nothing (the answer from its start), the envelope up to the array, and a {@code null} entry it skips when
     * the reader stopped after an entry or after a comma.
     */
    enum Resume {
        START(""), FIRST("{\"data\":["), AFTER_COMMA("{\"data\":[null,"), AFTER_ENTRY("{\"data\":[null");

        final byte[] prefix;

        Resume(String prefix) {
            this.prefix = bytes(prefix);
        }

        boolean skipsFirst() {
            return this == AFTER_COMMA || this == AFTER_ENTRY;
        }
    }

    private final SharedStrings shared;
    private final Entries entries;
    private ResponseDecoder.ListFields fields;

    /** @param window the window's first size (it grows to hold the largest entry) */
    ListBytes(InputStream in, SharedStrings shared, Entries entries, int window) {
        super(in, window);
        this.shared = shared;
        this.entries = entries;
    }

    /** Reads the entries it can, handing each on, and answers where the parser takes over. */
    Handover read() {
        fill(0);
        int at = header();
        while (at == MORE && more(0)) {
            at = header();
        }
        if (at < 0) {
            return handover(0, Resume.START);
        }
        Resume resume = Resume.FIRST;
        while (true) {
            int j = ws(at);
            if (j >= limit) {
                if (more(at)) {
                    at = 0;
                    continue;
                }
                return handover(at, resume);
            }
            if (resume == Resume.AFTER_ENTRY) {
                if (buf[j] != ',') {
                    return handover(at, resume);
                }
                at = j + 1;
                resume = Resume.AFTER_COMMA;
                continue;
            }
            if (resume == Resume.FIRST && buf[j] == ']') {
                return handover(at, resume);
            }
            int end = buf[j] == '{' ? entry(j) : OTHER;
            if (end == OTHER) {
                // the parser reads this entry alone when its end is in the window; else, or when it is not one JSON
                // value, the parser reads the rest of the answer from it (reading on for its end could wait for, or
                // fail on, bytes the parser would never have asked for)
                end = valueEnd(j);
                if (end < 0 || !entries.parse(buf, j, end - j)) {
                    end = OTHER;
                }
            } else if (end >= 0) {
                entries.line(fields.line());
            }
            if (end == MORE && more(at)) {
                at = 0;
                continue;
            }
            if (end < 0) {
                return handover(at, resume);
            }
            at = end;
            resume = Resume.AFTER_ENTRY;
        }
    }

    /**
     * After the array's {@code [}: its position; OTHER when the answer does not start as the list usually does, MORE
     * when the window ends first.
     */
    private int header() {
        int i = ws(0);
        if (i >= limit) {
            return MORE;
        }
        if (buf[i] != '{') {
            return OTHER;
        }
        i = ws(i + 1);
        if (i >= limit) {
            return MORE;
        }
        i = key(i);
        if (i < 0) {
            return i;
        }
        return same(nameStart, nameEnd - nameStart, DATA) && buf[i] == '[' ? i + 1 : OTHER;
    }

    /** The parser's stream from {@code at}, after {@code where}'s prefix; the shift from its bytes to the answer's. */
    private Handover handover(int at, Resume where) {
        InputStream rest = new SequenceInputStream(new ByteArrayInputStream(buf, at, limit - at), stream());
        return new Handover(where.prefix.length == 0 ? rest : new SequenceInputStream(new ByteArrayInputStream(
                where.prefix), rest), where.skipsFirst(), base + at - where.prefix.length);
    }

    // ---- one entry ------------------------------------------------------------------------------------------------

    /** The entry object at {@code i} read into a new {@link #fields}: the position after it, OTHER or MORE. */
    private int entry(int i) {
        if (fields == null) {
            fields = new ResponseDecoder.ListFields(shared);
        } else {
            fields.clear();
        }
        int j = ws(i + 1);
        if (j >= limit) {
            return MORE;
        }
        if (buf[j] == '}') {
            return j + 1;
        }
        while (true) {
            j = key(j);
            if (j < 0) {
                return j;
            }
            int keyStart = nameStart;
            int keyLength = nameEnd - nameStart;
            if (same(keyStart, keyLength, ID)) {
                j = text(j);
                kept(OrderLine.Text.ID, j);
            } else if (same(keyStart, keyLength, TYPE)) {
                j = text(j);
                fields.type = j >= 0 ? sharedValue(shared) : null;
            } else if (same(keyStart, keyLength, ATTRIBUTES)) {
                j = buf[j] == '{' ? attributes(j) : OTHER;
            } else {
                j = skip(j, 1);
            }
            j = next(j);
            if (j < 0 || closed) {
                return j;
            }
        }
    }

    /** The attributes object at {@code i}. */
    private int attributes(int i) {
        int j = ws(i + 1);
        if (j >= limit) {
            return MORE;
        }
        if (buf[j] == '}') {
            return j + 1;
        }
        ResponseDecoder.ListFields f = fields;
        while (true) {
            j = key(j);
            if (j < 0) {
                return j;
            }
            int keyStart = nameStart;
            int keyLength = nameEnd - nameStart;
            byte[] name = keyLength < ATTRIBUTES_READ.length ? ATTRIBUTES_READ[keyLength] : null;
            if (name == null || buf[keyStart] != name[0] || !matches(keyStart, name)) {
                j = skip(j, 2);
            } else if (name == CREATED) {
                j = buf[j] == '"' ? string(j, true) : OTHER;
                f.created = j >= 0 ? instantValue() : null;
            } else if (name == IS_ARCHIVED) {
                j = archived(j);
            } else if (name == DAYS_REMAINING) {
                j = days(j);
            } else {
                j = text(j);
                if (name == STATUS) {
                    f.status = j >= 0 ? sharedValue(shared) : null;
                } else if (name == EMAIL) {
                    kept(OrderLine.Text.EMAIL, j);
                } else if (name == REFERENCE) {
                    kept(OrderLine.Text.REFERENCE, j);
                } else if (name == FIRST_NAME) {
                    f.firstName = j >= 0 ? sharedValue(shared) : null;
                } else {
                    f.lastName = j >= 0 ? sharedValue(shared) : null;
                }
            }
            j = next(j);
            if (j < 0 || closed) {
                return j;
            }
        }
    }

    /**
     * The text just read ({@code j} after it, or OTHER or MORE) as the entry's {@code which}: where it lies in the
     * window when it is ASCII (no string made), else as a string.
     */
    private void kept(OrderLine.Text which, int j) {
        if (j >= 0 && asciiText()) {
            fields.texts.ascii(which, buf, start, length);
        } else {
            fields.texts.set(which, j >= 0 ? textValue() : null);
        }
    }

    /**
     * After a member's value: the position of the next member's name (after a comma), or just after the object's
     * closing brace ({@link #closed}); OTHER or MORE.
     */
    private int next(int j) {
        if (j < 0) {
            return j;
        }
        j = afterValue(j, (byte) '}');
        return j < 0 || closed || buf[j] == '"' ? j : OTHER;
    }

    /** A string value into {@link #chars} ({@code null} gives length -1); anything else is OTHER. */
    private int text(int i) {
        if (buf[i] == '"') {
            return string(i, true);
        }
        if (buf[i] == 'n') {
            length = -1;
            return literal(i, NULL);
        }
        return OTHER;
    }

    private int archived(int i) {
        if (buf[i] == 't') {
            fields.archived = true;
            return literal(i, TRUE);
        }
        if (buf[i] == 'f') {
            fields.archived = false;
            return literal(i, FALSE);
        }
        return OTHER;
    }

    /** Days remaining: an integer of at most nine digits, or null; any other number is read by the parser. */
    private int days(int i) {
        if (buf[i] == 'n') {
            fields.daysRemaining = null;
            return literal(i, NULL);
        }
        int end = number(i);
        if (end < 0) {
            return end;
        }
        boolean negative = buf[i] == '-';
        int first = negative ? i + 1 : i;
        if (end - first > 9) {
            return OTHER;
        }
        int value = 0;
        for (int k = first; k < end; k++) {
            if (buf[k] < '0' || buf[k] > '9') {
                return OTHER; // a fraction or an exponent
            }
            value = value * 10 + (buf[k] - '0');
        }
        fields.daysRemaining = negative ? -value : value;
        return end;
    }

}
