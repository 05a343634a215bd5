package io.assetdesk.ui.common;

import java.awt.Desktop;
import java.net.URI;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;

/** What the console asks of the workstation itself: the system clipboard and the system browser. */
public final class SystemActions {
    private SystemActions() {
    }

    /** Puts {@code text} on the system clipboard (FX thread). */
    public static void copy(String text) {
        ClipboardContent c = new ClipboardContent();
        c.putString(text);
        Clipboard.getSystemClipboard().setContent(c);
    }

    /**
     * Opens {@code uri} in the system browser; false when this workstation cannot. Blocks: run it off the FX thread.
     */
    public static boolean browse(URI uri) {
        try {
            if (!Desktop.isDesktopSupported() || !Desktop.getDesktop().isSupported(Desktop.Action.BROWSE)) {
                return false;
            }
            Desktop.getDesktop().browse(uri);
            return true;
        } catch (Exception | Error e) {
            return false;
        }
    }
}
