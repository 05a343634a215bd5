package io.assetdesk.ui.order;

import io.assetdesk.api.ReportEntry;
import io.assetdesk.api.ReportReader;
import io.assetdesk.api.ReportValue;
import io.assetdesk.export.ValueTable;
import io.assetdesk.report.ValueKind;
import io.assetdesk.ui.common.Cut;
import io.assetdesk.ui.common.Formats;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import javafx.beans.binding.Bindings;
import javafx.geometry.HPos;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.OverrunStyle;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

/**
 * The elements of {@code TaggedTransactions} or {@code LargeDeposits} as a table that fits the page: the columns are
 * the keys that arrive (readable headers: {@code runningBalance} reads "Running balance"), amounts right-aligned and
 * formatted, dates formatted, long text cut with an ellipsis and whole in its tooltip. A grid, not a TableView: it
 * never scrolls inside the page's own scroll, and every row is there to read and print.
 */
final class EntryGrid {
    private static final int MAX_TEXT_WEIGHT = 40;
    /** About one character of the table's text, in pixels (the default font). */
    private static final double CHAR_WIDTH = 7.6;

    private enum Kind { MONEY, NUMBER, DATE, TEXT }

    private EntryGrid() {
    }

    static GridPane of(List<ReportEntry> entries, Formats formats) {
        return of(entries, formats, e -> false, null, null);
    }

    /**
     * As {@link #of(List, Formats)}; the entries {@code marked} (the deposits still to explain) are marked in a
     * first column headed {@code markHeader} with {@code markText} (in words, not by colour alone).
     */
    static GridPane of(List<ReportEntry> entries, Formats formats, Predicate<ReportEntry> marked, String markHeader,
                       String markText) {
        List<ReportValue> raw = new ArrayList<>(entries.size());
        entries.forEach(e -> raw.add(e.raw()));
        ValueTable table = ValueTable.of(raw);
        GridPane grid = new GridPane();
        grid.getStyleClass().add("entry-grid");
        boolean[] flagged = new boolean[entries.size()];
        boolean anyFlagged = false;
        for (int r = 0; r < entries.size(); r++) {
            flagged[r] = marked.test(entries.get(r));
            anyFlagged |= flagged[r];
        }
        int first = anyFlagged ? 1 : 0;
        if (anyFlagged) {
            ColumnConstraints mark = new ColumnConstraints();
            mark.setMinWidth(CHAR_WIDTH * Math.max(markText.length(), markHeader.length()) + 16);
            mark.setHgrow(Priority.NEVER);
            grid.getColumnConstraints().add(mark);
            Label h = cell(markHeader, false);
            h.getStyleClass().add("entry-header");
            grid.add(h, 0, 0);
        }
        int n = table.columns().size();
        Kind[] kinds = new Kind[n];
        for (int c = 0; c < n; c++) {
            kinds[c] = kind(table, c);
        }
        for (int c = 0; c < n; c++) {
            boolean right = kinds[c] == Kind.MONEY || kinds[c] == Kind.NUMBER;
            int chars = longest(table, c, kinds[c], formats);
            ColumnConstraints cc = new ColumnConstraints();
            // the column's smallest width is computed from its cells, in the font they are drawn in: its header's
            // longest word (a header wraps between words, "Running / balance", never inside one), and for dates
            // and amounts their longest value (never cut)
            cc.setMinWidth(Region.USE_COMPUTED_SIZE);
            if (kinds[c] == Kind.TEXT) {
                // text shares what is left; the longest text sets its share, within bounds
                cc.setPrefWidth(CHAR_WIDTH * Math.min(MAX_TEXT_WEIGHT, chars));
                cc.setHgrow(Priority.ALWAYS);
            } else {
                cc.setHgrow(Priority.NEVER);
            }
            cc.setHalignment(right ? HPos.RIGHT : HPos.LEFT);
            grid.getColumnConstraints().add(cc);
            String header = ValueTable.header(table.columns().get(c));
            Label h = cell(header, right);
            h.getStyleClass().add("entry-header");
            h.setWrapText(true);
            h.setMinHeight(Region.USE_PREF_SIZE);
            h.setMaxHeight(Double.MAX_VALUE);
            h.setAlignment(right ? Pos.BOTTOM_RIGHT : Pos.BOTTOM_LEFT);
            h.minWidthProperty().bind(Bindings.createDoubleBinding(() -> longestWordWidth(header, h.getFont())
                    + h.snappedLeftInset() + h.snappedRightInset() + 2, h.fontProperty(), h.paddingProperty()));
            grid.add(h, first + c, 0);
        }
        for (int r = 0; r < table.rows().size(); r++) {
            Region band = new Region();
            band.getStyleClass().add(r % 2 == 0 ? "entry-row-even" : "entry-row-odd");
            if (r < flagged.length && flagged[r]) {
                band.getStyleClass().add("entry-row-flagged");
            }
            band.setMaxWidth(Double.MAX_VALUE);
            band.setMaxHeight(Double.MAX_VALUE);
            grid.add(band, 0, r + 1, first + n, 1);
            if (r < flagged.length && flagged[r]) {
                Label m = cell(markText, false);
                m.getStyleClass().addAll("entry-cell", "entry-flag");
                grid.add(m, 0, r + 1);
            }
            List<ReportValue> row = table.rows().get(r);
            for (int c = 0; c < n; c++) {
                Label l = cell(format(row.get(c), kinds[c], formats),
                        kinds[c] == Kind.MONEY || kinds[c] == Kind.NUMBER);
                l.getStyleClass().add("entry-cell");
                if (kinds[c] != Kind.TEXT) {
                    // dates and amounts are never cut: their column is as wide as the longest
                    l.setMinWidth(Region.USE_PREF_SIZE);
                }
                if (kinds[c] == Kind.MONEY && row.get(c) instanceof ReportValue.Num num && num.value().signum() < 0) {
                    l.getStyleClass().add("negative");
                }
                grid.add(l, first + c, r + 1);
            }
        }
        return grid;
    }

    private static Label cell(String text, boolean right) {
        Label l = new Label(text);
        l.setMaxWidth(Double.MAX_VALUE);
        l.setMinWidth(0);
        l.setAlignment(right ? Pos.CENTER_RIGHT : Pos.CENTER_LEFT);
        l.setTextOverrun(OverrunStyle.ELLIPSIS);
        Cut.tooltipWhenCut(l);
        return l;
    }

    private static Kind kind(ValueTable t, int c) {
        boolean any = false;
        boolean allNumbers = true;
        boolean allDates = true;
        for (List<ReportValue> row : t.rows()) {
            ReportValue v = row.get(c);
            if (v == null || v instanceof ReportValue.Null) {
                continue;
            }
            any = true;
            allNumbers &= v instanceof ReportValue.Num;
            allDates &= v instanceof ReportValue.Str && ReportReader.date(v) != null;
        }
        if (!any) {
            return Kind.TEXT;
        }
        if (allNumbers) {
            // money when any value of the column reads as money (a whole 12000 among 86.42s is money too)
            String k = t.columns().get(c);
            boolean money = t.rows().stream().map(row -> row.get(c)).filter(v -> v instanceof ReportValue.Num)
                    .anyMatch(v -> ValueKind.of(k, v) == ValueKind.MONEY);
            return money ? Kind.MONEY : Kind.NUMBER;
        }
        return allDates ? Kind.DATE : Kind.TEXT;
    }

    /** The longest text of a column as shown, its header included, plus room for the cell's padding. */
    private static int longest(ValueTable t, int c, Kind kind, Formats f) {
        // the header wraps between its words, and sets its own minimum (headerWidth)
        int longest = 0;
        for (List<ReportValue> row : t.rows()) {
            longest = Math.max(longest, format(row.get(c), kind, f).length());
        }
        return longest + 2;
    }

    /** The width of a header's longest word (where it may wrap) in {@code font}. */
    private static double longestWordWidth(String header, Font font) {
        double longest = 0;
        for (String word : header.split("\\s+")) {
            Text probe = new Text(word);
            probe.setFont(font);
            longest = Math.max(longest, probe.getLayoutBounds().getWidth());
        }
        return Math.ceil(longest);
    }

    private static String format(ReportValue v, Kind kind, Formats f) {
        if (v == null) {
            return "";
        }
        return switch (kind) {
            case MONEY -> v instanceof ReportValue.Num n ? f.amount(n.value()) : v.text();
            case NUMBER -> v instanceof ReportValue.Num n ? f.number(n.value()) : v.text();
            case DATE -> f.date(ReportReader.date(v));
            case TEXT -> v.text();
        };
    }
}
