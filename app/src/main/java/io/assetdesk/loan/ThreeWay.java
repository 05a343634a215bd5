package io.assetdesk.loan;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.util.Objects;

/**
 * A change made on an old version, applied to a newer one: what this desk changed from what it read ({@code base} to
 * {@code mine}) is taken, everything else is the newer version's ({@code theirs}). Record by record, nested records
 * component by component; where both changed one value, this desk's wins (the officer saves again knowing theirs).
 */
public final class ThreeWay {
    private ThreeWay() {
    }

    /** {@code theirs} with what {@code mine} changed from {@code base}. */
    public static <R extends Record> R merge(R base, R mine, R theirs) {
        if (Objects.equals(base, mine)) {
            return theirs;
        }
        if (base == null || theirs == null || Objects.equals(base, theirs)) {
            return mine;
        }
        RecordComponent[] parts = mine.getClass().getRecordComponents();
        Object[] values = new Object[parts.length];
        Class<?>[] types = new Class<?>[parts.length];
        try {
            for (int i = 0; i < parts.length; i++) {
                Object b = parts[i].getAccessor().invoke(base);
                Object m = parts[i].getAccessor().invoke(mine);
                Object t = parts[i].getAccessor().invoke(theirs);
                types[i] = parts[i].getType();
                values[i] = m instanceof Record && b instanceof Record && t instanceof Record
                        ? mergeAny((Record) b, (Record) m, (Record) t) : same(b, m) ? t : m;
            }
            Constructor<?> canonical = mine.getClass().getDeclaredConstructor(types);
            @SuppressWarnings("unchecked")
            R merged = (R) canonical.newInstance(values);
            return merged;
        } catch (IllegalAccessException | InstantiationException | NoSuchMethodException e) {
            throw new IllegalStateException("cannot merge " + mine.getClass().getSimpleName(), e);
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        }
    }

    /** Equal values; amounts by value (410000 and 410000.00 are one figure, whatever the scale they were read at). */
    private static boolean same(Object a, Object b) {
        if (a instanceof BigDecimal x && b instanceof BigDecimal y) {
            return x.compareTo(y) == 0;
        }
        return Objects.equals(a, b);
    }

    @SuppressWarnings("unchecked")
    private static <R extends Record> Record mergeAny(Record base, Record mine, Record theirs) {
        return merge((R) base, (R) mine, (R) theirs);
    }
}
