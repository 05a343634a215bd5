package io.assetdesk.export;

import io.assetdesk.api.ReportValue;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A table from report elements whose shape is not published (tagged transactions, large deposits) that drops
 * nothing: the columns are the keys that arrive, in the order they first arrive, and an element that is not an
 * object fills a "value" column of its own.
 */
public record ValueTable(List<String> columns, List<List<ReportValue>> rows) {
    /** The column for elements that are not objects. */
    public static final String VALUE_COLUMN = "value";

    public ValueTable {
        columns = List.copyOf(columns);
        rows = List.copyOf(rows);
    }

    public boolean isEmpty() {
        return rows.isEmpty();
    }

    /** The table of {@code elements}; a missing cell is null. */
    public static ValueTable of(List<ReportValue> elements) {
        Set<String> keys = new LinkedHashSet<>();
        boolean scalars = false;
        for (ReportValue e : elements) {
            if (e instanceof ReportValue.Obj o) {
                keys.addAll(o.fields().keySet());
            } else {
                scalars = true;
            }
        }
        List<String> columns = new ArrayList<>(keys);
        if (scalars) {
            columns.add(keys.contains(VALUE_COLUMN) ? VALUE_COLUMN + " (element)" : VALUE_COLUMN);
        }
        List<List<ReportValue>> rows = new ArrayList<>(elements.size());
        for (ReportValue e : elements) {
            List<ReportValue> row = new ArrayList<>(columns.size());
            for (String k : keys) {
                row.add(e instanceof ReportValue.Obj o ? o.get(k) : null);
            }
            if (scalars) {
                row.add(e instanceof ReportValue.Obj ? null : e);
            }
            rows.add(Collections.unmodifiableList(row));
        }
        return new ValueTable(columns, rows);
    }

    /** A cell as text: empty when missing. */
    public static String text(ReportValue v) {
        return v == null ? "" : v.text();
    }

    /** A key as a column header: "runningBalance", "running_balance" and "RunningBalance" read "Running balance". */
    public static String header(String key) {
        if (key == null || key.isBlank()) {
            return "";
        }
        String spaced = key.strip()
                .replaceAll("[_\\-]+", " ")
                .replaceAll("([a-z0-9])([A-Z])", "$1 $2")
                .replaceAll("([A-Z]+)([A-Z][a-z])", "$1 $2")
                .replaceAll("\\s+", " ");
        StringBuilder b = new StringBuilder(spaced.length());
        String[] words = spaced.split(" ");
        for (int i = 0; i < words.length; i++) {
            String w = words[i];
            boolean acronym = w.length() > 1 && w.equals(w.toUpperCase(Locale.ROOT))
                    && w.chars().anyMatch(Character::isLetter);
            String out = acronym ? w : w.toLowerCase(Locale.ROOT);
            if (i == 0 && !out.isEmpty()) {
                out = Character.toUpperCase(out.charAt(0)) + out.substring(1);
            }
            b.append(i == 0 ? "" : " ").append(out);
        }
        return b.toString();
    }
}
