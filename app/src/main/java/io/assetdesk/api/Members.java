package io.assetdesk.api;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;

/**
 * The members of a report object ({@link ReportValue.Obj#fields()}), in the order they came, held as two arrays
 * instead of a hash map: a 200,000-transaction report holds 200,000 small objects, and a linked hash map costs each
 * about 300 bytes more. Objects of one shape (the transactions of a report) share one array of keys
 * ({@link ReportValueReader}). Lookups compare keys one by one, which for the few members of a report object is as
 * quick as hashing. Unmodifiable; equal to any map of the same members.
 */
final class Members extends AbstractMap<String, ReportValue> {
    static final Members EMPTY = new Members(new String[0], new ReportValue[0]);

    private final String[] keys;
    private final ReportValue[] values;

    /** {@code keys} may be shared with other objects and must never change; {@code values} is this object's own. */
    Members(String[] keys, ReportValue[] values) {
        if (keys.length != values.length) {
            throw new IllegalArgumentException("keys and values differ in number");
        }
        this.keys = keys;
        this.values = values;
    }

    /** {@code fields} as members (itself when it is already), in its iteration order. */
    static Members of(Map<String, ReportValue> fields) {
        if (fields instanceof Members m) {
            return m;
        }
        if (fields.isEmpty()) {
            return EMPTY;
        }
        String[] k = new String[fields.size()];
        ReportValue[] v = new ReportValue[k.length];
        int i = 0;
        for (Map.Entry<String, ReportValue> e : fields.entrySet()) {
            k[i] = e.getKey();
            v[i] = e.getValue();
            i++;
        }
        return new Members(k, v);
    }

    @Override
    public int size() {
        return keys.length;
    }

    @Override
    public ReportValue get(Object key) {
        int i = indexOf(key);
        return i < 0 ? null : values[i];
    }

    @Override
    public boolean containsKey(Object key) {
        return indexOf(key) >= 0;
    }

    private int indexOf(Object key) {
        for (int i = 0; i < keys.length; i++) {
            if (keys[i] == key || Objects.equals(keys[i], key)) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public Set<Map.Entry<String, ReportValue>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public int size() {
                return keys.length;
            }

            @Override
            public Iterator<Map.Entry<String, ReportValue>> iterator() {
                return new Iterator<>() {
                    private int next;

                    @Override
                    public boolean hasNext() {
                        return next < keys.length;
                    }

                    @Override
                    public Map.Entry<String, ReportValue> next() {
                        if (next >= keys.length) {
                            throw new NoSuchElementException();
                        }
                        int i = next++;
                        return new AbstractMap.SimpleImmutableEntry<>(keys[i], values[i]);
                    }
                };
            }
        };
    }
}
