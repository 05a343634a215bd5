package io.assetdesk.ui.common;

import java.util.function.Function;
import javafx.scene.control.TableCell;

/**
 * A table cell of text that, when the column is too narrow for it, shows its whole text on hover
 * ({@link Cut#tooltipWhenCut}: the tooltip is made only then).
 *
 * @param <S> the row
 * @param <T> the value, shown as {@code text.apply(value)}
 */
public class CutTextCell<S, T> extends TableCell<S, T> {
    private final Function<T, String> text;

    public CutTextCell(Function<T, String> text) {
        this.text = text;
        Cut.tooltipWhenCut(this);
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
}
