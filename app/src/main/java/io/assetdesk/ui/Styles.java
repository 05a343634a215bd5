package io.assetdesk.ui;

/**
 * Style classes defined in {@code io/assetdesk/ui/app.css}, the app's one vocabulary on top of the AtlantaFX theme
 * (built on its colour tokens, so light and dark both work); each screen's own stylesheet beside its FXML adds only
 * what
 * is that screen's. Use these constants (and {@code atlantafx.base.theme.Styles} for the theme's own classes) instead
 * of
 * raw strings.
 */
public final class Styles {
    private Styles() {
    }

    /** The stylesheet every scene of the app adds after the AtlantaFX user-agent theme. */
    public static final String STYLESHEET = "/io/assetdesk/ui/app.css";

    // shell
    public static final String SHELL = "ad-shell";
    public static final String NAV_RAIL = "ad-nav-rail";
    public static final String NAV_BRAND = "ad-nav-brand";
    public static final String NAV_ITEM = "ad-nav-item";
    public static final String HEADER = "ad-header";
    public static final String HEADER_TITLE = "ad-header-title";
    public static final String CONTENT = "ad-content";
    public static final String STATUS_BAR = "ad-status-bar";
    public static final String SANDBOX_BANNER = "ad-sandbox-banner";
    public static final String SANDBOX_BADGE = "ad-sandbox-badge";
    public static final String HEALTH_OK = "ad-health-ok";
    public static final String HEALTH_FAILED = "ad-health-failed";
    public static final String HEALTH_CHECKING = "ad-health-checking";

    // screens
    /** The padded root of a screen inside the shell's content area. */
    public static final String SCREEN = "ad-screen";
    /** A card (subtle background, bordered, rounded) grouping a part of a screen: the same on every screen. */
    public static final String CARD = "card";
    public static final String SECTION_TITLE = "section-title";
    /** A two-column label/field form grid. */
    public static final String FORM = "ad-form";
    public static final String FORM_LABEL = "field-label";
    /** One-line explanation under or next to a field. */
    public static final String HINT = "form-hint";
    /** An error message shown next to what failed. */
    public static final String ERROR_TEXT = "field-error";
    public static final String SUCCESS_TEXT = "ad-success-text";
    /** Right-aligned numeric table cells and labels. */
    public static final String NUMERIC = "ad-numeric";
    public static final String TOTALS = "ad-totals";
    public static final String MUTED = "ad-muted";
    /** A small green "Active" chip. */
    public static final String ACTIVE_BADGE = "ad-active-badge";
}
