package io.assetdesk.ui.common;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.util.Callback;

/**
 * Columns whose text must never be cut (masks, amounts, currencies) made exactly as wide as their widest text, while
 * the table's other columns share what is left; when even the fixed ones do not fit, the table scrolls sideways.
 */
public final class ColumnFit {
    /** Room a vertical scroll bar takes. */
    private static final double SCROLL_BAR_ROOM = 20;

    private final TableView<?> table;
    /** The FXML's constrained resize policy (columns share the table's width). */
    private final Callback<TableView.ResizeFeatures, Boolean> sharedWidth;
    private final Map<TableColumn<?, ?>, Double> fxmlMinWidths = new HashMap<>();

    public ColumnFit(TableView<?> table) {
        this.table = table;
        this.sharedWidth = table.getColumnResizePolicy();
    }

    /** Makes {@code column} as wide as its header and its widest text in {@code font} (never below its FXML width). */
    public void fit(TableColumn<?, ?> column, Font font, List<String> texts) {
        double min = needed(column, font, texts);
        // exactly that wide: the room left goes to the columns that give way
        column.setMinWidth(min);
        column.setPrefWidth(min);
        column.setMaxWidth(min);
    }

    /**
     * Keeps a column that gives way (it shares the room left) at least as wide as its header and the widest of
     * {@code texts}, the part of its cells that should not be cut, but never more than {@code cap} for them (a very
     * long value then gives way, whole on hover, rather than push the table into scrolling).
     */
    public void atLeast(TableColumn<?, ?> column, Font font, List<String> texts, double cap) {
        double base = fxmlMinWidths.computeIfAbsent(column, TableColumn::getMinWidth);
        column.setMinWidth(Math.max(base, Math.min(cap, needed(column, font, texts))));
    }

    private double needed(TableColumn<?, ?> column, Font font, List<String> texts) {
        double base = fxmlMinWidths.computeIfAbsent(column, TableColumn::getMinWidth);
        double size = font.getSize();
        // cell padding is 0.5em on each side (AtlantaFX), plus room for rounding and the cell border
        double widest = 0;
        for (String t : texts) {
            widest = Math.max(widest, width(t, font));
        }
        double cell = widest + size + 4;
        // the header label is bold, with about the same padding
        double header = width(column.getText(), Font.font(font.getFamily(), FontWeight.BOLD, size)) + size + 8;
        return Math.ceil(Math.max(base, Math.max(cell, header)));
    }

    /**
     * Shares the table's width out among the columns while their minimum widths fit in it (the columns that give way
     * first); when they do not (a narrow window, very long values), the columns keep their widths and the table
     * scrolls sideways, so that no column is ever pushed out of reach.
     */
    public void choosePolicy() {
        double needed = 0;
        for (TableColumn<?, ?> c : table.getVisibleLeafColumns()) {
            needed += c.getMinWidth();
        }
        // the table's border and a vertical scroll bar take part of its width
        double room = table.getWidth() - table.snappedLeftInset() - table.snappedRightInset() - SCROLL_BAR_ROOM;
        var policy = table.getWidth() > 0 && needed > room ? TableView.UNCONSTRAINED_RESIZE_POLICY : sharedWidth;
        if (table.getColumnResizePolicy() != policy) {
            table.setColumnResizePolicy(policy);
            if (policy == TableView.UNCONSTRAINED_RESIZE_POLICY) {
                ownWidths(table);
            }
        }
    }

    /** The columns that gave way kept what the shared width had given them: back to their own width. */
    private static <S> void ownWidths(TableView<S> table) {
        for (TableColumn<S, ?> c : table.getVisibleLeafColumns()) {
            double own = Math.max(c.getMinWidth(), c.getPrefWidth());
            if (c.getMinWidth() < c.getMaxWidth() && Math.abs(c.getWidth() - own) > 0.5) {
                table.resizeColumn(c, own - c.getWidth());
            }
        }
    }

    private static double width(String text, Font font) {
        if (text == null || text.isEmpty()) {
            return 0;
        }
        Text probe = new Text(text);
        probe.setFont(font);
        return probe.getLayoutBounds().getWidth();
    }
}
