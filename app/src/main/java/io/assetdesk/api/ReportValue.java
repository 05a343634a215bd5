package io.assetdesk.api;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A value from a part of the report whose shape is not published ({@code TaggedTransactions}, {@code LargeDeposits},
 * {@code Summary}): the JSON exactly as it came, in plain Java types, so that nothing above the client needs a JSON
 * library. Objects keep their members in the order they arrived; numbers stay exact decimals.
 */
public sealed interface ReportValue
        permits ReportValue.Obj, ReportValue.Arr, ReportValue.Str, ReportValue.Num, ReportValue.Bool, ReportValue.Null {

    /** The text for a JSON null (a dash, so that an empty cell and a null never look alike). */
    String NULL_TEXT = "\u2014";

    Obj EMPTY_OBJECT = new Obj(Map.of());
    Arr EMPTY_ARRAY = new Arr(List.of());

    /** An object; its members are held compactly ({@link Members}) and cannot be changed. */
    record Obj(Map<String, ReportValue> fields) implements ReportValue {
        public Obj {
            fields = Members.of(fields);
        }

        /** The member {@code key} exactly as spelt; null when absent. */
        public ReportValue get(String key) {
            return fields.get(key);
        }

        public int size() {
            return fields.size();
        }
    }

    record Arr(List<ReportValue> items) implements ReportValue {
        public Arr {
            items = List.copyOf(items);
        }

        public int size() {
            return items.size();
        }
    }

    record Str(String value) implements ReportValue {
    }

    record Num(BigDecimal value) implements ReportValue {
    }

    record Bool(boolean value) implements ReportValue {
    }

    enum Null implements ReportValue { NULL }

    /** The value as one readable line: arrays joined by ", ", objects as "k: v; k2: v2", null as a dash. */
    default String text() {
        if (this instanceof Str s) {
            return s.value();
        }
        if (this instanceof Num n) {
            return n.value().toPlainString();
        }
        if (this instanceof Bool b) {
            return String.valueOf(b.value());
        }
        if (this instanceof Arr a) {
            List<String> parts = new ArrayList<>(a.size());
            for (ReportValue v : a.items()) {
                parts.add(v instanceof Obj ? "{" + v.text() + "}" : v.text());
            }
            return String.join(", ", parts);
        }
        if (this instanceof Obj o) {
            List<String> parts = new ArrayList<>(o.size());
            for (Map.Entry<String, ReportValue> e : o.fields().entrySet()) {
                ReportValue v = e.getValue();
                parts.add(e.getKey() + ": " + (v instanceof Obj ? "{" + v.text() + "}"
                        : v instanceof Arr ? "[" + v.text() + "]" : v.text()));
            }
            return String.join("; ", parts);
        }
        return NULL_TEXT;
    }

    /** True for objects and arrays. */
    default boolean isContainer() {
        return this instanceof Obj || this instanceof Arr;
    }

    /** The elements of an array; any other value as a list of itself (a report part of an unexpected shape is kept). */
    default List<ReportValue> elements() {
        if (this instanceof Arr a) {
            return a.items();
        }
        return this instanceof Null ? List.of() : List.of(this);
    }
}
