package io.assetdesk.ui.common;

import java.util.function.Function;
import javafx.geometry.Insets;
import javafx.scene.control.TableCell;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;
import javafx.scene.text.Text;

/**
 * A table cell of text that, when the column is too narrow for it, shows its whole text on hover: the tooltip is
 * made only then (a tooltip is a window with a scene of its own; most cells never need one).
 *
 * @param <S> the row
 * @param <T> the value, shown as {@code text.apply(value)}
 */
public class CutTextCell<S, T> extends TableCell<S, T> {
    private final Function<T, String> text;

    public CutTextCell(Function<T, String> text) {
        this.text = text;
        addEventHandler(MouseEvent.MOUSE_ENTERED, e -> offerWholeText());
    }

    /** A cell that shows its value as it is. */
    public static <S> CutTextCell<S, String> plain() {
        return new CutTextCell<>(s -> s);
    }

    @Override
    protected void updateItem(T item, boolean empty) {
        super.updateItem(item, empty);
        setText(empty || item == null ? null : text.apply(item));
        setTooltip(null);
    }

    /** The whole text as a tooltip, when the cell cuts it. */
    private void offerWholeText() {
        String s = getText();
        if (s == null || s.isEmpty()) {
            return;
        }
        Text measure = new Text(s);
        measure.setFont(getFont());
        Insets pad = getPadding() == null ? Insets.EMPTY : getPadding();
        if (measure.getLayoutBounds().getWidth() > getWidth() - pad.getLeft() - pad.getRight()) {
            setTooltip(new Tooltip(s));
        }
    }
}
