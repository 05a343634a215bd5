package io.assetdesk.ui.common;

import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Window;

/** Windows and dialogs that fit the screen they open on (a 1024x700 laptop as much as a 1920x1080 desk). */
public final class ScreenFit {
    private ScreenFit() {
    }

    /** The usable part of the screen {@code owner} is on (the primary screen without an owner). */
    public static Rectangle2D boundsOf(Window owner) {
        if (owner != null && owner.getWidth() > 0) {
            var screens = Screen.getScreensForRectangle(owner.getX(), owner.getY(), owner.getWidth(),
                    owner.getHeight());
            if (!screens.isEmpty()) {
                return screens.get(0).getVisualBounds();
            }
        }
        return Screen.getPrimary().getVisualBounds();
    }

    /** A window of {@code width} by {@code height} at most, made smaller where the screen is, centred on it. */
    public static Rectangle2D fit(Rectangle2D screen, double width, double height) {
        double w = Math.min(width, screen.getWidth());
        double h = Math.min(height, screen.getHeight());
        return new Rectangle2D(screen.getMinX() + (screen.getWidth() - w) / 2,
                screen.getMinY() + (screen.getHeight() - h) / 2, w, h);
    }
}
