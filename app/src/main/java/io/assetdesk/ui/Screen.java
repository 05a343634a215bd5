package io.assetdesk.ui;

/**
 * Optional lifecycle of a screen's controller, called by the shell: bind in {@link #onShown()}, release in
 * {@link #onHidden()} so that nothing leaks. The shell's shortcuts reach the screen on show through the others: F5
 * {@link #refresh()}, Ctrl+F {@link #focusSearch()}, Ctrl+E {@link #exportPdf()}, Ctrl+P {@link #print()}.
 */
public interface Screen {
    default void onShown() {
    }

    default void onHidden() {
    }

    /**
     * Puts the keyboard's focus on the screen's content when the shell has shown it (its search, its first field, its
     * main action), never left in the sidebar.
     */
    default void focusContent() {
    }

    default void refresh() {
    }

    /** Puts focus in the screen's search; false when it has none (Ctrl+F then opens the order search). */
    default boolean focusSearch() {
        return false;
    }

    /** Ctrl+E: the screen's Export PDF; false when it has none or it cannot be used now. */
    default boolean exportPdf() {
        return false;
    }

    /** Ctrl+P: the screen's Print; false when it has none or it cannot be used now. */
    default boolean print() {
        return false;
    }

    /** The main window has closed: release what the screen holds (threads...). */
    default void dispose() {
    }
}
