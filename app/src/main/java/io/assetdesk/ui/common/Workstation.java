package io.assetdesk.ui.common;

import java.net.URI;

/**
 * What a screen model asks of the workstation itself: its clipboard and its browser. The app's is {@link #system()};
 * a plain test gives one that records.
 */
public interface Workstation {
    /** Puts {@code text} on the clipboard (FX thread). */
    void copy(String text);

    /** Opens {@code uri} in the browser; false when this workstation cannot. Blocks: call it off the FX thread. */
    boolean browse(URI uri);

    /** The system's clipboard and browser ({@link SystemActions}). */
    static Workstation system() {
        return new Workstation() {
            @Override
            public void copy(String text) {
                SystemActions.copy(text);
            }

            @Override
            public boolean browse(URI uri) {
                return SystemActions.browse(uri);
            }
        };
    }
}
