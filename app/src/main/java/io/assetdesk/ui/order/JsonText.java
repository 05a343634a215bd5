package io.assetdesk.ui.order;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/**
 * Renders report parts whose shape is not published (tagged transactions, large deposits, summary) without dropping
 * anything: tables take their columns from the keys that arrive, nested values become readable text.
 */
public final class JsonText {
    /** The column for elements that are not objects. */
    public static final String VALUE_COLUMN = "value";
    private static final String NULL_TEXT = "\u2014";

    private JsonText() {
    }

    /** Rows and columns of a JSON array (or a single object, as one row). */
    public record Table(List<String> columns, List<List<String>> rows) {
        public boolean isEmpty() {
            return rows.isEmpty();
        }
    }

    public static Table table(JsonNode node) {
        List<JsonNode> elements = new ArrayList<>();
        if (node == null || node.isMissingNode() || node.isNull()) {
            return new Table(List.of(), List.of());
        }
        if (node.isArray()) {
            node.values().forEach(elements::add);
        } else {
            elements.add(node);
        }
        Set<String> keys = new LinkedHashSet<>();
        boolean scalars = false;
        for (JsonNode e : elements) {
            if (e.isObject()) {
                keys.addAll(e.propertyNames());
            } else {
                scalars = true;
            }
        }
        List<String> columns = new ArrayList<>(keys);
        if (scalars) {
            columns.add(keys.contains(VALUE_COLUMN) ? VALUE_COLUMN + " (element)" : VALUE_COLUMN);
        }
        List<List<String>> rows = new ArrayList<>(elements.size());
        for (JsonNode e : elements) {
            List<String> row = new ArrayList<>(columns.size());
            for (String k : keys) {
                row.add(e.isObject() && e.has(k) ? text(e.get(k)) : "");
            }
            if (scalars) {
                row.add(e.isObject() ? "" : text(e));
            }
            rows.add(row);
        }
        return new Table(List.copyOf(columns), List.copyOf(rows));
    }

    /** A value as one readable line: arrays joined by ", ", objects as "k: v; k2: v2", null as a dash. */
    public static String text(JsonNode n) {
        if (n == null || n.isMissingNode()) {
            return "";
        }
        if (n.isNull()) {
            return NULL_TEXT;
        }
        if (n.isArray()) {
            List<String> parts = new ArrayList<>();
            n.values().forEach(v -> parts.add(v.isObject() ? "{" + text(v) + "}" : text(v)));
            return String.join(", ", parts);
        }
        if (n.isObject()) {
            List<String> parts = new ArrayList<>();
            for (Map.Entry<String, JsonNode> e : n.properties()) {
                JsonNode v = e.getValue();
                parts.add(e.getKey() + ": " + (v.isObject() ? "{" + text(v) + "}" : v.isArray() ? "[" + text(v) + "]"
                        : text(v)));
            }
            return String.join("; ", parts);
        }
        if (n.isNumber()) {
            return n.decimalValue().toPlainString();
        }
        return n.asString();
    }
}
