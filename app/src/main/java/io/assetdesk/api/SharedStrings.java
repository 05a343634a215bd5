package io.assetdesk.api;

import tools.jackson.core.JsonParser;

/**
 * Equal short string values of one decode, kept once: looked up from the parser's character buffer, so a value
 * seen before costs no new object at all. Bounded (values up to {@value #MAX_LENGTH} characters, at most
 * {@value #MAX_ENTRIES} of them); dropped with the decode.
 */
final class SharedStrings {
    static final int MAX_LENGTH = 64;
    static final int MAX_ENTRIES = 1 << 15;
    private String[] table = new String[256];
    private int size;

    String get(JsonParser p) {
        char[] chars = p.getStringCharacters();
        int offset = p.getStringOffset();
        int length = p.getStringLength();
        if (length > MAX_LENGTH) {
            return new String(chars, offset, length);
        }
        int hash = 0;
        for (int i = 0; i < length; i++) {
            hash = 31 * hash + chars[offset + i];
        }
        int mask = table.length - 1;
        int slot = spread(hash) & mask;
        for (String s = table[slot]; s != null; s = table[slot]) {
            if (s.length() == length && same(s, chars, offset, length)) {
                return s;
            }
            slot = (slot + 1) & mask;
        }
        String value = new String(chars, offset, length);
        if (size < MAX_ENTRIES) {
            table[slot] = value;
            if (++size * 2 > table.length) {
                grow();
            }
        }
        return value;
    }

    private static int spread(int h) {
        return h ^ (h >>> 16);
    }

    private static boolean same(String s, char[] chars, int offset, int length) {
        for (int i = 0; i < length; i++) {
            if (s.charAt(i) != chars[offset + i]) {
                return false;
            }
        }
        return true;
    }

    private void grow() {
        String[] old = table;
        table = new String[old.length * 2];
        int mask = table.length - 1;
        for (String s : old) {
            if (s != null) {
                int slot = spread(s.hashCode()) & mask;
                while (table[slot] != null) {
                    slot = (slot + 1) & mask;
                }
                table[slot] = s;
            }
        }
    }
}
