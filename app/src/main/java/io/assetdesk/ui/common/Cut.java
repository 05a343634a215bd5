package io.assetdesk.ui.common;

import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.Tooltip;

/** Text cut short with an ellipsis is never lost: the whole text is one hover away. */
public final class Cut {
    private Cut() {
    }

    /**
     * Gives {@code label} (a label, a table cell) a tooltip with its whole text whenever the pointer rests on it while
     * the text does not fit (made then, not for every cell up front: a grid of hundreds of rows stays light).
     */
    public static void tooltipWhenCut(Labeled label) {
        label.setOnMouseEntered(e -> {
            String text = label.getText();
            boolean cut = text != null && !text.isEmpty() && label.getWidth() + 0.5 < label.prefWidth(-1);
            if (cut && (label.getTooltip() == null || !text.equals(label.getTooltip().getText()))) {
                label.setTooltip(new Tooltip(text));
            } else if (!cut && label.getTooltip() != null) {
                label.setTooltip(null);
            }
        });
    }

    /** True when {@code label}'s text does not fit its width (laid out). */
    public static boolean isCut(Label label) {
        return label.getText() != null && label.getWidth() + 0.5 < label.prefWidth(-1);
    }
}
