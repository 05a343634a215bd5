package io.assetdesk.ui;

import impl.org.controlsfx.skin.DecorationPane;
import javafx.scene.Parent;

/**
 * The top of a window's scene: the pane in which ControlsFX draws the validation marks of the forms. Made with the
 * window, the forms find it; otherwise the first form to show its marks puts one in as the scene's new root, which
 * restyles the whole window and, in that pass, styles the form before the theme's colours can be looked up (some 170
 * "Could not resolve '-color-...'" warnings on the New order screen).
 */
public final class WindowTop {
    private WindowTop() {
    }

    /** {@code content} inside a new top pane, to be the root of a window's scene. */
    public static Parent around(Parent content) {
        DecorationPane top = new DecorationPane();
        top.setRoot(content);
        return top;
    }
}
