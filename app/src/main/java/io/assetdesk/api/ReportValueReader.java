package io.assetdesk.api;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;

/**
 * Reads the parts of a report whose shape is not published as {@link ReportValue}s, exactly as written (numbers as
 * decimals, members in their order), for one decode, and compactly: a report of 200,000 transactions repeats a few
 * shapes of object and many short strings (dates, categories, directions). Short strings that repeat are kept once
 * ({@link SharedStrings}), and objects whose keys are the same, in the same order, share one shape: their keys, and
 * for many keys an index of them ({@link Members}). Both tables are bounded and dropped with the reader.
 */
final class ReportValueReader {
    /** Shapes kept (a report has a handful; a hostile one gets no more than this). */
    static final int MAX_SHAPES = 1024;
    /** Objects with more members than this are not looked up as shapes (nor do they need to be). */
    static final int MAX_SHAPE_SIZE = 64;
    /** From this many members on, a repeated key is found through a hash map rather than by comparing each key. */
    private static final int INDEX_FROM = 32;

    private final SharedStrings strings = new SharedStrings();
    private Members.Shape[] shapes = new Members.Shape[64];
    private int shapeCount;

    /** The value at the parser's current token; at its end, the parser is on the value's last token. */
    ReportValue read(JsonParser p) {
        JsonToken t = p.currentToken();
        if (t == null) {
            return ReportValue.Null.NULL;
        }
        switch (t) {
            case START_OBJECT -> {
                return object(p);
            }
            case START_ARRAY -> {
                List<ReportValue> items = new ArrayList<>();
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    items.add(read(p));
                }
                return new ReportValue.Arr(items);
            }
            case VALUE_STRING -> {
                return strings.value(p);
            }
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> {
                return p.isNaN() ? new ReportValue.Str(p.getString()) : new ReportValue.Num(p.getDecimalValue());
            }
            case VALUE_TRUE, VALUE_FALSE -> {
                return new ReportValue.Bool(t == JsonToken.VALUE_TRUE);
            }
            default -> {
                p.skipChildren();
                return ReportValue.Null.NULL;
            }
        }
    }

    /** An object; a key written twice keeps its first place and its last value, as a map would. */
    private ReportValue.Obj object(JsonParser p) {
        String[] keys = new String[8];
        ReportValue[] values = new ReportValue[8];
        Map<String, Integer> index = null;
        int n = 0;
        String name;
        while ((name = p.nextName()) != null) {
            p.nextToken();
            ReportValue value = read(p);
            int at = index != null ? index.getOrDefault(name, -1) : indexOf(keys, n, name);
            if (at >= 0) {
                values[at] = value;
                continue;
            }
            if (n == keys.length) {
                keys = Arrays.copyOf(keys, n * 2);
                values = Arrays.copyOf(values, n * 2);
            }
            keys[n] = name;
            values[n] = value;
            n++;
            if (n == INDEX_FROM) {
                index = new HashMap<>();
                for (int i = 0; i < n; i++) {
                    index.put(keys[i], i);
                }
            } else if (index != null) {
                index.put(name, n - 1);
            }
        }
        if (n == 0) {
            return ReportValue.EMPTY_OBJECT;
        }
        return new ReportValue.Obj(new Members(shape(keys, n), Arrays.copyOf(values, n)));
    }

    private static int indexOf(String[] keys, int n, String name) {
        for (int i = 0; i < n; i++) {
            if (keys[i].equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /** The shape of the first {@code n} keys, shared with every earlier object of the same keys. */
    private Members.Shape shape(String[] keys, int n) {
        if (n > MAX_SHAPE_SIZE) {
            return Members.Shape.of(Arrays.copyOf(keys, n));
        }
        int mask = shapes.length - 1;
        int slot = hash(keys, n) & mask;
        for (Members.Shape s = shapes[slot]; s != null; s = shapes[slot]) {
            if (same(s.keys, keys, n)) {
                return s;
            }
            slot = (slot + 1) & mask;
        }
        Members.Shape shape = Members.Shape.of(Arrays.copyOf(keys, n));
        if (shapeCount < MAX_SHAPES) {
            shapes[slot] = shape;
            if (++shapeCount * 2 > shapes.length) {
                grow();
            }
        }
        return shape;
    }

    /** The first {@code n} keys' hash, spread over the table's low bits. */
    private static int hash(String[] keys, int n) {
        int h = n;
        for (int i = 0; i < n; i++) {
            h = 31 * h + keys[i].hashCode();
        }
        return h ^ (h >>> 16);
    }

    private static boolean same(String[] shape, String[] keys, int n) {
        if (shape.length != n) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (shape[i] != keys[i] && !shape[i].equals(keys[i])) {
                return false;
            }
        }
        return true;
    }

    private void grow() {
        Members.Shape[] old = shapes;
        shapes = new Members.Shape[old.length * 2];
        int mask = shapes.length - 1;
        for (Members.Shape s : old) {
            if (s != null) {
                int slot = hash(s.keys, s.keys.length) & mask;
                while (shapes[slot] != null) {
                    slot = (slot + 1) & mask;
                }
                shapes[slot] = s;
            }
        }
    }
}
