package io.assetdesk.api;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The id, e-mail and reference number of one list entry while it is read, and then packed into the one array its
 * {@link OrderLine} keeps them in. The JSON parser gives them as strings; the fast reader ({@link ListBytes}) gives
 * an ASCII one as where it lies in the answer's window, so that a million entries are read without three strings
 * each made only to be copied. Used again for every entry; not for threads to share.
 */
final class LineTexts {
    /** The three texts in the packed array's order: {@link OrderLine.Text}'s. */
    private static final int COUNT = OrderLine.Text.values().length;

    /** The packed form: the texts one after another, where the second and third begin, and the flags. */
    record Packed(byte[] bytes, int emailAt, int referenceAt, int flags) {
    }

    private final String[] strings = new String[COUNT];
    private byte[] window;
    private final int[] at = new int[COUNT];
    /** The length of a text that lies in {@link #window}, or -1 when it is in {@link #strings} (or missing). */
    private final int[] length = new int[COUNT];

    LineTexts() {
        clear();
    }

    /** Ready for the next entry: every text missing. */
    void clear() {
        Arrays.fill(strings, null);
        Arrays.fill(length, -1);
        window = null;
    }

    /** The text {@code which} is {@code s} (null: missing). */
    void set(OrderLine.Text which, String s) {
        strings[which.ordinal()] = s;
        length[which.ordinal()] = -1;
    }

    /** The text {@code which} is the ASCII {@code bytes[start, start + n)}, left as they are until {@link #pack}. */
    void ascii(OrderLine.Text which, byte[] bytes, int start, int n) {
        if (window != null && window != bytes) {
            throw new IllegalStateException("the texts of one entry lie in one window");
        }
        window = bytes;
        strings[which.ordinal()] = null;
        at[which.ordinal()] = start;
        length[which.ordinal()] = n;
    }

    /** The text {@code which} as a string; null when it is missing. */
    String get(OrderLine.Text which) {
        int t = which.ordinal();
        return length[t] >= 0 ? new String(window, at[t], length[t], StandardCharsets.ISO_8859_1)
                : strings[t];
    }

    /** The three texts packed: a byte a character when all are Latin-1, else two (UTF-16, high byte first). */
    Packed pack() {
        int flags = 0;
        int chars = 0;
        boolean latin1 = true;
        for (int t = 0; t < COUNT; t++) {
            String s = strings[t];
            if (length[t] >= 0) {
                chars += length[t];
            } else if (s == null) {
                flags |= OrderLine.NULL_TEXT << t;
            } else {
                chars += s.length();
                for (int k = 0; k < s.length() && latin1; k++) {
                    latin1 = s.charAt(k) <= 0xFF;
                }
            }
        }
        byte[] out = new byte[latin1 ? chars : 2 * chars];
        int[] starts = new int[COUNT];
        int pos = 0;
        for (int t = 0; t < COUNT; t++) {
            starts[t] = pos;
            String s = strings[t];
            boolean inWindow = length[t] >= 0;
            int n = inWindow ? length[t] : s == null ? 0 : s.length();
            if (!latin1) {
                for (int k = 0; k < n; k++) {
                    char c = inWindow ? (char) window[at[t] + k] : s.charAt(k);
                    out[2 * (pos + k)] = (byte) (c >> 8);
                    out[2 * (pos + k) + 1] = (byte) c;
                }
            } else if (inWindow) {
                System.arraycopy(window, at[t], out, pos, n);
            } else {
                for (int k = 0; k < n; k++) {
                    out[pos + k] = (byte) s.charAt(k);
                }
            }
            pos += n;
        }
        return new Packed(out, starts[1], starts[2], latin1 ? flags : flags | OrderLine.WIDE);
    }

    /** {@code id}, {@code email} and {@code reference} packed. */
    static Packed pack(String id, String email, String reference) {
        LineTexts texts = new LineTexts();
        texts.set(OrderLine.Text.ID, id);
        texts.set(OrderLine.Text.EMAIL, email);
        texts.set(OrderLine.Text.REFERENCE, reference);
        return texts.pack();
    }
}
