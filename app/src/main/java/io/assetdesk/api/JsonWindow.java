package io.assetdesk.api;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;

/**
 * A window over a JSON answer's UTF-8 bytes, read strictly: the lexing under {@link ListBytes}. Each reading method
 * takes a position in the window and answers the position after what it read, {@link #OTHER} when the bytes are not
 * what it reads with certainty (the JSON parser then reads them), or {@link #MORE} when the window ends first (the
 * caller then keeps what it has not finished with, {@link #more}, and reads it again).
 *
 * <p>Strings are taken without escapes and control characters, in well-formed UTF-8 only (no overlong forms, no
 * surrogates); numbers in JSON's own grammar; nesting to {@value #MAX_DEPTH}. Anything else is {@link #OTHER}.
 */
abstract class JsonWindow {
    /** A value longer than this is left to the parser, so that no malformed answer makes the window grow. */
    static final int MAX_ENTRY = 1 << 20;
    static final int OTHER = -1;
    static final int MORE = -2;
    static final byte[] TRUE = bytes("true");
    static final byte[] FALSE = bytes("false");
    static final byte[] NULL = bytes("null");
    private static final int MAX_DEPTH = 64;
    /**
     * The longest number and member name read here; longer ones are the parser's, whose limits (1,000 digits, 50,000
     * characters) then say whether the answer is read at all.
     */
    private static final int MAX_NUMBER = 100;
    private static final int MAX_NAME = 1_000;
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private final InputStream in;
    byte[] buf;
    int limit;
    /** The answer's byte at the window's start. */
    long base;
    private boolean eof;
    private char[] chars = new char[128];
    /** The last string read: where it starts in the window, its length (-1 for null), whether it is all ASCII. */
    int start;
    int length;
    private boolean ascii;
    /** Set by {@link #key}: where the member's name starts and ends in the window. */
    int nameStart;
    int nameEnd;
    /** Set by {@link #afterValue}: the object or array closed. */
    boolean closed;

    /** @param window the window's first size (it grows to hold the longest value kept) */
    JsonWindow(InputStream in, int window) {
        this.in = in;
        this.buf = new byte[window];
    }

    /** The stream under the window, from where the window's bytes end. */
    final InputStream stream() {
        return in;
    }

    /**
     * A member's name at {@code i}, its colon and the white space after it: the position of the member's value (in the
     * window), OTHER or MORE; the name is {@code buf[nameStart, nameEnd)}.
     */
    final int key(int i) {
        if (buf[i] != '"') {
            return OTHER;
        }
        int j = string(i, false);
        if (j < 0) {
            return j;
        }
        nameStart = i + 1;
        nameEnd = j - 1;
        if (nameEnd - nameStart > MAX_NAME) {
            return OTHER;
        }
        int colon = ws(j);
        if (colon >= limit) {
            return MORE;
        }
        if (buf[colon] != ':') {
            return OTHER;
        }
        int value = ws(colon + 1);
        return value < limit ? value : MORE;
    }

    /** The value at {@code i} skipped: the position after it, OTHER or MORE. */
    final int skip(int i, int depth) {
        if (i >= limit) {
            return MORE;
        }
        byte c = buf[i];
        if (c == '"') {
            return string(i, false);
        }
        if (c == '{' || c == '[') {
            return depth >= MAX_DEPTH ? OTHER : container(i, depth + 1);
        }
        if (c == 't') {
            return literal(i, TRUE);
        }
        if (c == 'f') {
            return literal(i, FALSE);
        }
        if (c == 'n') {
            return literal(i, NULL);
        }
        return c == '-' || (c >= '0' && c <= '9') ? number(i) : OTHER;
    }

    private int container(int i, int depth) {
        boolean object = buf[i] == '{';
        byte close = (byte) (object ? '}' : ']');
        int j = ws(i + 1);
        if (j >= limit) {
            return MORE;
        }
        if (buf[j] == close) {
            return j + 1;
        }
        while (true) {
            if (object) {
                j = key(j);
                if (j < 0) {
                    return j;
                }
            }
            j = skip(j, depth);
            if (j < 0) {
                return j;
            }
            j = afterValue(j, close);
            if (j < 0 || closed) {
                return j;
            }
        }
    }

    /**
     * After a value in an object or array that {@code close} ends: the position of the next value or member (after a
     * comma and white space), or just after {@code close} ({@link #closed} set); OTHER or MORE.
     */
    final int afterValue(int j, byte close) {
        closed = false;
        j = ws(j);
        if (j >= limit) {
            return MORE;
        }
        if (buf[j] == close) {
            closed = true;
            return j + 1;
        }
        if (buf[j] != ',') {
            return OTHER;
        }
        j = ws(j + 1);
        return j < limit ? j : MORE;
    }

    /** A JSON number: the position after it (which must be in the buffer, to know it ended), OTHER or MORE. */
    final int number(int i) {
        int j = i;
        if (buf[j] == '-') {
            j++;
        }
        int digits = digits(j);
        if (digits < 0) {
            return digits;
        }
        if (digits == 0 || (digits > 1 && buf[j] == '0')) {
            return OTHER;
        }
        j += digits;
        if (buf[j] == '.') {
            int d = digits(++j);
            if (d <= 0) {
                return d == 0 ? OTHER : d;
            }
            j += d;
        }
        if (buf[j] == 'e' || buf[j] == 'E') {
            j++;
            if (j < limit && (buf[j] == '+' || buf[j] == '-')) {
                j++;
            }
            int d = digits(j);
            if (d <= 0) {
                return d == 0 ? OTHER : d;
            }
            j += d;
        }
        return j - i > MAX_NUMBER ? OTHER : j;
    }

    /** How many digits start at {@code i}; MORE when the buffer ends before a byte that is not one. */
    private int digits(int i) {
        int j = i;
        while (j < limit && buf[j] >= '0' && buf[j] <= '9') {
            j++;
        }
        return j >= limit ? MORE : j - i;
    }

    final int literal(int i, byte[] word) {
        if (i + word.length >= limit) {
            return MORE;
        }
        if (!matches(i, word)) {
            return OTHER;
        }
        byte after = buf[i + word.length];
        return (after >= 'a' && after <= 'z') || (after >= 'A' && after <= 'Z') || (after >= '0' && after <= '9')
                ? OTHER : i + word.length;
    }

    /**
     * The string at {@code i} (its opening quote): the position after its closing quote, OTHER or MORE. Its text is
     * {@code buf[start, start + length)} when it is all ASCII ({@link #ascii}), else decoded into {@link #chars} when
     * {@code keep}. No escapes, no control characters, only well-formed UTF-8 (no overlong forms, no surrogates):
     * anything else is the parser's to read.
     */
    final int string(int i, boolean keep) {
        byte[] b = buf;
        int end = limit;
        int j = i + 1;
        while (j + 8 <= end && plainWord((long) LONGS.get(b, j))) {
            j += 8;
        }
        while (j < end) {
            byte c = b[j];
            if (c == '"') {
                start = i + 1;
                length = j - start;
                ascii = true;
                return j + 1;
            }
            if (c < 0x20 || c == '\\') {
                break;
            }
            j++;
        }
        if (j >= end) {
            return MORE;
        }
        return b[j] < 0 ? utf8(i, keep) : OTHER;
    }

    /**
     * True when none of the eight bytes of {@code w} is a quote, a backslash, a control character or beyond ASCII: a
     * string's plain middle is passed over eight bytes at a time.
     */
    private static boolean plainWord(long w) {
        long quote = w ^ 0x2222222222222222L;
        long backslash = w ^ 0x5C5C5C5C5C5C5C5CL;
        long special = ((quote - 0x0101010101010101L) & ~quote) | ((backslash - 0x0101010101010101L) & ~backslash)
                | (w - 0x2020202020202020L) | w;
        return (special & 0x8080808080808080L) == 0;
    }

    /** A string with characters beyond ASCII, decoded from its start. */
    private int utf8(int i, boolean keep) {
        int n = 0;
        int j = i + 1;
        char[] out = chars;
        while (true) {
            if (j >= limit) {
                return MORE;
            }
            int b = buf[j];
            if (b == '"') {
                length = n;
                ascii = false;
                return j + 1;
            }
            if (b >= 0x20 && b != '\\') {
                if (keep) {
                    if (n + 2 > out.length) {
                        out = grow();
                    }
                    out[n] = (char) b;
                }
                n++;
                j++;
                continue;
            }
            if (b >= 0) {
                return OTHER;
            }
            int lead = b & 0xFF;
            int need = lead >= 0xC2 && lead <= 0xDF ? 1 : lead >= 0xE0 && lead <= 0xEF ? 2
                    : lead >= 0xF0 && lead <= 0xF4 ? 3 : -1;
            if (need < 0) {
                return OTHER;
            }
            if (j + need >= limit) {
                return MORE;
            }
            int cp = lead & (0x3F >> need);
            for (int k = 1; k <= need; k++) {
                int c = buf[j + k] & 0xFF;
                if ((c & 0xC0) != 0x80) {
                    return OTHER;
                }
                cp = (cp << 6) | (c & 0x3F);
            }
            if ((need == 2 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF)))
                    || (need == 3 && (cp < 0x10000 || cp > 0x10FFFF))) {
                return OTHER;
            }
            if (keep) {
                if (n + 2 > out.length) {
                    out = grow();
                }
                if (need == 3) {
                    out[n] = Character.highSurrogate(cp);
                    out[n + 1] = Character.lowSurrogate(cp);
                } else {
                    out[n] = (char) cp;
                }
            }
            n += need == 3 ? 2 : 1;
            j += need + 1;
        }
    }

    /** True when the last string read is not the null literal and is all ASCII: {@code buf[start, start + length)}. */
    final boolean asciiText() {
        return length >= 0 && ascii;
    }

    /** The last string read (a kept one), as a string; {@code null} when it was the null literal. */
    final String textValue() {
        if (length < 0) {
            return null;
        }
        return ascii ? new String(buf, start, length, StandardCharsets.ISO_8859_1) : new String(chars, 0, length);
    }

    /** The last string read, shared ({@link SharedStrings}). */
    final String sharedValue(SharedStrings shared) {
        if (length < 0) {
            return null;
        }
        return ascii ? shared.get(buf, start, length) : shared.get(chars, 0, length);
    }

    /** The last string read (a kept one) as an instant, as {@link JsonValues#instant} reads it. */
    final Instant instantValue() {
        if (length <= 0) {
            return null;
        }
        if (ascii) {
            char[] out = length > chars.length ? grow(length) : chars;
            for (int k = 0; k < length; k++) {
                out[k] = (char) buf[start + k];
            }
        }
        return ServiceTimes.instant(chars, 0, length);
    }

    private char[] grow() {
        return grow(chars.length * 2);
    }

    private char[] grow(int size) {
        chars = Arrays.copyOf(chars, Math.max(size, chars.length * 2));
        return chars;
    }

    /**
     * The end of the value at {@code i} as far as brackets and strings go (escapes skipped, nothing checked): the
     * position after it; OTHER when it does not end in the window, is longer than {@value #MAX_ENTRY} bytes or ends in
     * nothing clear. The parser then reads those bytes as one value, or finds that they are not one.
     */
    final int valueEnd(int i) {
        int depth = 0;
        boolean inString = false;
        for (int j = i; j < limit; j++) {
            if (j - i > MAX_ENTRY) {
                return OTHER;
            }
            byte b = buf[j];
            if (inString) {
                if (b == '\\') {
                    j++;
                } else if (b == '"') {
                    inString = false;
                    if (depth == 0) {
                        return j + 1;
                    }
                }
            } else if (b == '"') {
                inString = true;
            } else if (b == '{' || b == '[') {
                depth++;
            } else if (b == '}' || b == ']') {
                if (depth == 0) {
                    return j == i ? OTHER : j;
                }
                if (--depth == 0) {
                    return j + 1;
                }
            } else if (depth == 0 && (b == ',' || b == ' ' || b == '\n' || b == '\r' || b == '\t')) {
                return j == i ? OTHER : j;
            }
        }
        return OTHER;
    }

    final int ws(int i) {
        byte[] b = buf;
        int end = limit;
        while (i < end) {
            byte c = b[i];
            if (c > ' ' || (c != ' ' && c != '\n' && c != '\r' && c != '\t')) {
                return i;
            }
            i++;
        }
        return i;
    }

    final boolean matches(int i, byte[] word) {
        byte[] b = buf;
        int n = word.length;
        if (i + n > limit) {
            return false;
        }
        for (int k = 0; k < n; k++) {
            if (b[i + k] != word[k]) {
                return false;
            }
        }
        return true;
    }

    final boolean same(int at, int len, byte[] name) {
        return len == name.length && matches(at, name);
    }

    /**
     * Keeps {@code buf[from, limit)} at the start of the window and reads more after it: false at the answer's end, or
     * when what is kept is already {@value #MAX_ENTRY} bytes (the parser then takes over from {@code from}).
     */
    final boolean more(int from) {
        int kept = limit - from;
        if (eof || kept > MAX_ENTRY) {
            return false;
        }
        System.arraycopy(buf, from, buf, 0, kept);
        base += from;
        limit = kept;
        if (kept > buf.length / 2) {
            buf = Arrays.copyOf(buf, buf.length * 2);
        }
        fill(kept);
        return true;
    }

    /**
     * Reads into the window after {@code from} what the stream has (at least a byte, unless the answer ended): the
     * entries that came are read at once, however slowly the rest comes.
     */
    final void fill(int from) {
        limit = from;
        try {
            int n = 0;
            while (n == 0 && limit < buf.length) {
                n = in.read(buf, limit, buf.length - limit);
                if (n < 0) {
                    eof = true;
                    return;
                }
                limit += n;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static byte[] bytes(String name) {
        return name.getBytes(StandardCharsets.US_ASCII);
    }
}
