package io.assetdesk.settings;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * What the main window remembers between runs: its bounds, whether it was maximised, the last screen and the theme.
 * Any field may be null (first run, or a file from an older version).
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record ShellPreferences(Double x, Double y, Double width, Double height, Boolean maximized, String lastScreen,
                               String theme) {

    public static final String THEME_LIGHT = "light";
    public static final String THEME_DARK = "dark";

    public static ShellPreferences empty() {
        return new ShellPreferences(null, null, null, null, null, null, null);
    }

    public boolean darkTheme() {
        return THEME_DARK.equals(theme);
    }

    public boolean hasBounds() {
        return x != null && y != null && width != null && height != null && width > 0 && height > 0;
    }

    public ShellPreferences withBounds(double nx, double ny, double w, double h, boolean max) {
        return new ShellPreferences(nx, ny, w, h, max, lastScreen, theme);
    }

    public ShellPreferences withMaximized(boolean max) {
        return new ShellPreferences(x, y, width, height, max, lastScreen, theme);
    }

    public ShellPreferences withLastScreen(String screen) {
        return new ShellPreferences(x, y, width, height, maximized, screen, theme);
    }

    public ShellPreferences withTheme(String t) {
        return new ShellPreferences(x, y, width, height, maximized, lastScreen, t);
    }
}
