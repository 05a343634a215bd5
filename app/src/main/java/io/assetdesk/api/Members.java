package io.assetdesk.api;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The members of a report object ({@link ReportValue.Obj#fields()}), in the order they came, held as two arrays
 * instead of a hash map: a 200,000-transaction report holds 200,000 small objects, and a linked hash map costs each
 * about 300 bytes more. Objects of one shape (the transactions of a report) share one array of keys
 * ({@link ReportValueReader}), and with it, for objects of more than {@value #INDEXED_FROM} members, one index from
 * key to place; smaller objects are looked up by comparing their keys one by one, which is as quick as hashing.
 * Unmodifiable; equal to any map of the same members.
 */
final class Members extends AbstractMap<String, ReportValue> {
    static final int INDEXED_FROM = 8;
    static final Members EMPTY = new Members(Shape.of(new String[0]), new ReportValue[0]);

    /** The keys of objects of one shape, in order, and (for many keys) where each is; never changed once made. */
    static final class Shape {
        final String[] keys;
        final Map<String, Integer> index;

        private Shape(String[] keys, Map<String, Integer> index) {
            this.keys = keys;
            this.index = index;
        }

        /** The shape of {@code keys} (distinct), which it takes and which must not change after. */
        static Shape of(String[] keys) {
            if (keys.length <= INDEXED_FROM) {
                return new Shape(keys, null);
            }
            Map<String, Integer> index = new HashMap<>(keys.length * 2);
            for (int i = 0; i < keys.length; i++) {
                index.put(keys[i], i);
            }
            return new Shape(keys, index);
        }
    }

    private final Shape shape;
    private final ReportValue[] values;

    /** {@code shape} may be shared with other objects; {@code values} is this object's own. */
    Members(Shape shape, ReportValue[] values) {
        if (shape.keys.length != values.length) {
            throw new IllegalArgumentException("keys and values differ in number");
        }
        this.shape = shape;
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
        return new Members(Shape.of(k), v);
    }

    @Override
    public int size() {
        return values.length;
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
        if (shape.index != null) {
            Integer at = shape.index.get(key);
            return at == null ? -1 : at;
        }
        String[] keys = shape.keys;
        for (int i = 0; i < keys.length; i++) {
            if (Objects.equals(keys[i], key)) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public ReportValue put(String key, ReportValue value) {
        throw unmodifiable();
    }

    @Override
    public ReportValue remove(Object key) {
        throw unmodifiable();
    }

    @Override
    public void putAll(Map<? extends String, ? extends ReportValue> m) {
        throw unmodifiable();
    }

    @Override
    public void clear() {
        throw unmodifiable();
    }

    @Override
    public ReportValue putIfAbsent(String key, ReportValue value) {
        throw unmodifiable();
    }

    @Override
    public boolean remove(Object key, Object value) {
        throw unmodifiable();
    }

    @Override
    public boolean replace(String key, ReportValue oldValue, ReportValue newValue) {
        throw unmodifiable();
    }

    @Override
    public ReportValue replace(String key, ReportValue value) {
        throw unmodifiable();
    }

    @Override
    public ReportValue computeIfAbsent(String key, Function<? super String, ? extends ReportValue> f) {
        throw unmodifiable();
    }

    @Override
    public ReportValue computeIfPresent(String key,
                                        BiFunction<? super String, ? super ReportValue, ? extends ReportValue> f) {
        throw unmodifiable();
    }

    @Override
    public ReportValue compute(String key, BiFunction<? super String, ? super ReportValue, ? extends ReportValue> f) {
        throw unmodifiable();
    }

    @Override
    public ReportValue merge(String key, ReportValue value,
                             BiFunction<? super ReportValue, ? super ReportValue, ? extends ReportValue> f) {
        throw unmodifiable();
    }

    @Override
    public void replaceAll(BiFunction<? super String, ? super ReportValue, ? extends ReportValue> f) {
        throw unmodifiable();
    }

    private static UnsupportedOperationException unmodifiable() {
        return new UnsupportedOperationException("a report object's members cannot be changed");
    }

    @Override
    public Set<Map.Entry<String, ReportValue>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public int size() {
                return values.length;
            }

            @Override
            public Iterator<Map.Entry<String, ReportValue>> iterator() {
                return new Iterator<>() {
                    private int next;

                    @Override
                    public boolean hasNext() {
                        return next < values.length;
                    }

                    @Override
                    public Map.Entry<String, ReportValue> next() {
                        if (next >= values.length) {
                            throw new NoSuchElementException();
                        }
                        int i = next++;
                        return new AbstractMap.SimpleImmutableEntry<>(shape.keys[i], values[i]);
                    }
                };
            }
        };
    }
}
