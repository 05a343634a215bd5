package io.assetdesk.ui.common;

import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The eye button that shows or hides the last four digits of an identifier: one look and one wording wherever the
 * digits appear. Selected means shown; the icon, the accessible text and the tooltip (and the button's text when it
 * has one) say what a press does next.
 */
public final class RevealToggle {
    private RevealToggle() {
    }

    /**
     * Gives {@code button} its look now and at every change.
     *
     * @param revealText what a press does while the digits are hidden ("Show the last four digits")
     * @param hideText   what a press does while they are shown
     * @param withText   the button also shows the text beside its icon
     */
    public static void install(ToggleButton button, String revealText, String hideText, boolean withText) {
        if (button.getTooltip() == null) {
            button.setTooltip(new Tooltip());
        }
        button.selectedProperty().addListener((o, a, shown) -> look(button, shown, revealText, hideText, withText));
        look(button, button.isSelected(), revealText, hideText, withText);
    }

    private static void look(ToggleButton button, boolean shown, String revealText, String hideText,
                             boolean withText) {
        String text = shown ? hideText : revealText;
        button.setGraphic(new FontIcon(shown ? "mdmz-visibility_off" : "mdmz-visibility"));
        button.setAccessibleText(text);
        button.getTooltip().setText(text);
        if (withText) {
            button.setText(text);
        }
    }
}
