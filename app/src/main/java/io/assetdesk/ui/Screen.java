package io.assetdesk.ui;

/**
 * Optional lifecycle of a screen's controller, called by the shell: bind in {@link #onShown()}, release in
 * {@link #onHidden()} so that nothing leaks; F5 calls {@link #refresh()}, Ctrl+F {@link #focusSearch()}.
 */
public interface Screen {
    default void onShown() {
    }

    default void onHidden() {
    }

    default void refresh() {
    }

    default void focusSearch() {
    }

    /** The main window has closed: release what the screen holds (threads...). */
    default void dispose() {
    }
}
