package io.assetdesk.ui.shell;

import java.util.List;
import javafx.geometry.Rectangle2D;

/**
 * Where to put the main window: the remembered bounds when a usable part of them (the title bar) is on one of the
 * screens, else the default size centred on the primary screen. Sizes never exceed the screen they land on.
 */
public final class WindowPlacement {
    public static final double DEFAULT_WIDTH = 1280;
    public static final double DEFAULT_HEIGHT = 820;
    public static final double MIN_WIDTH = 900;
    public static final double MIN_HEIGHT = 600;
    /** How much of the title bar must be on a screen for the officer to grab it. */
    private static final double GRIP_WIDTH = 120;
    private static final double GRIP_HEIGHT = 30;

    private WindowPlacement() {
    }

    /** {@code saved} may be null (first run). {@code screens}: visual bounds, the primary one first. */
    public static Rectangle2D place(Rectangle2D saved, List<Rectangle2D> screens) {
        Rectangle2D primary = screens.isEmpty() ? new Rectangle2D(0, 0, DEFAULT_WIDTH, DEFAULT_HEIGHT) : screens.get(0);
        if (saved != null && saved.getWidth() > 0 && saved.getHeight() > 0) {
            for (Rectangle2D screen : screens) {
                if (gripVisible(saved, screen)) {
                    double w = Math.min(Math.max(saved.getWidth(), MIN_WIDTH), screen.getWidth());
                    double h = Math.min(Math.max(saved.getHeight(), MIN_HEIGHT), screen.getHeight());
                    double x = clamp(saved.getMinX(), screen.getMinX() - w + GRIP_WIDTH, screen.getMaxX() - GRIP_WIDTH);
                    double y = clamp(saved.getMinY(), screen.getMinY(), screen.getMaxY() - GRIP_HEIGHT);
                    return new Rectangle2D(x, y, w, h);
                }
            }
        }
        double w = Math.min(DEFAULT_WIDTH, primary.getWidth());
        double h = Math.min(DEFAULT_HEIGHT, primary.getHeight());
        return new Rectangle2D(primary.getMinX() + (primary.getWidth() - w) / 2,
                primary.getMinY() + (primary.getHeight() - h) / 2, w, h);
    }

    private static boolean gripVisible(Rectangle2D window, Rectangle2D screen) {
        double left = Math.max(window.getMinX(), screen.getMinX());
        double right = Math.min(window.getMaxX(), screen.getMaxX());
        double top = Math.max(window.getMinY(), screen.getMinY());
        double bottom = Math.min(window.getMinY() + GRIP_HEIGHT, screen.getMaxY());
        return right - left >= Math.min(GRIP_WIDTH, window.getWidth()) && bottom - top >= GRIP_HEIGHT / 2;
    }

    private static double clamp(double v, double min, double max) {
        return Math.max(min, Math.min(max, v));
    }
}
