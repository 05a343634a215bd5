package io.assetdesk.api;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import tools.jackson.core.JsonParser;

/**
 * Equal short string values of one decode, kept once: looked up from the parser's character buffer, so a value
 * seen before costs no new object at all. Bounded (values up to {@value #MAX_LENGTH} characters, at most
 * {@value #MAX_ENTRIES} of them); dropped with the decode. Each is kept as the report value that holds it, so that a
 * report's repeated dates and categories share that too ({@link #value}).
 */
final class SharedStrings {
    static final int MAX_LENGTH = 64;
    static final int MAX_ENTRIES = 1 << 15;
    /** The values kept, and beside each its characters and hash: a lookup compares those, not the string. */
    private ReportValue.Str[] table = new ReportValue.Str[256];
    private char[][] texts = new char[256][];
    private int[] hashes = new int[256];
    private int size;

    /** The string at the parser's current token (a string value). */
    String get(JsonParser p) {
        return value(p).value();
    }

    /** The string at the parser's current token (a string value), as a report value. */
    ReportValue.Str value(JsonParser p) {
        return value(p.getStringCharacters(), p.getStringOffset(), p.getStringLength());
    }

    /** The string of {@code chars[offset, offset + length)}. */
    String get(char[] chars, int offset, int length) {
        return value(chars, offset, length).value();
    }

    /** The string of the ASCII bytes {@code bytes[offset, offset + length)}. */
    String get(byte[] bytes, int offset, int length) {
        if (length > MAX_LENGTH) {
            return new String(bytes, offset, length, StandardCharsets.ISO_8859_1);
        }
        int hash = 0;
        for (int i = 0; i < length; i++) {
            hash = 31 * hash + bytes[offset + i];
        }
        int mask = table.length - 1;
        int slot = spread(hash) & mask;
        for (ReportValue.Str s = table[slot]; s != null; s = table[slot]) {
            if (hashes[slot] == hash && sameText(texts[slot], bytes, offset, length)) {
                return s.value();
            }
            slot = (slot + 1) & mask;
        }
        String text = new String(bytes, offset, length, StandardCharsets.ISO_8859_1);
        keep(slot, hash, new ReportValue.Str(text), text.toCharArray());
        return text;
    }

    private static boolean sameText(char[] text, byte[] bytes, int offset, int length) {
        if (text.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (text[i] != bytes[offset + i]) {
                return false;
            }
        }
        return true;
    }

    private ReportValue.Str value(char[] chars, int offset, int length) {
        if (length > MAX_LENGTH) {
            return new ReportValue.Str(new String(chars, offset, length));
        }
        int hash = 0;
        for (int i = 0; i < length; i++) {
            hash = 31 * hash + chars[offset + i];
        }
        int mask = table.length - 1;
        int slot = spread(hash) & mask;
        for (ReportValue.Str s = table[slot]; s != null; s = table[slot]) {
            char[] t = texts[slot];
            if (hashes[slot] == hash && t.length == length
                    && Arrays.equals(t, 0, length, chars, offset, offset + length)) {
                return s;
            }
            slot = (slot + 1) & mask;
        }
        ReportValue.Str value = new ReportValue.Str(new String(chars, offset, length));
        keep(slot, hash, value, Arrays.copyOfRange(chars, offset, offset + length));
        return value;
    }

    /** Keeps {@code value} in the free {@code slot} found for it, while there is room. */
    private void keep(int slot, int hash, ReportValue.Str value, char[] text) {
        if (size < MAX_ENTRIES) {
            table[slot] = value;
            texts[slot] = text;
            hashes[slot] = hash;
            if (++size * 2 > table.length) {
                grow();
            }
        }
    }

    private static int spread(int h) {
        return h ^ (h >>> 16);
    }

    private void grow() {
        ReportValue.Str[] oldTable = table;
        char[][] oldTexts = texts;
        int[] oldHashes = hashes;
        table = new ReportValue.Str[oldTable.length * 2];
        texts = new char[table.length][];
        hashes = new int[table.length];
        int mask = table.length - 1;
        for (int i = 0; i < oldTable.length; i++) {
            if (oldTable[i] != null) {
                int slot = spread(oldHashes[i]) & mask;
                while (table[slot] != null) {
                    slot = (slot + 1) & mask;
                }
                table[slot] = oldTable[i];
                texts[slot] = oldTexts[i];
                hashes[slot] = oldHashes[i];
            }
        }
    }
}
