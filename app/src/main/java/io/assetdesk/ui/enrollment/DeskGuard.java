package io.assetdesk.ui.enrollment;

import io.assetdesk.ui.Messages;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.input.Clipboard;
import javafx.scene.layout.StackPane;
import javafx.stage.Window;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The desk around a borrower window: while the borrower sits there, the officer's screen behind it shows only a
 * neutral line; after, what the borrower copied (an account number...) does not stay on the clipboard for the next
 * person. FX thread only.
 */
final class DeskGuard {
    private static final Logger LOG = LoggerFactory.getLogger(DeskGuard.class);

    private final Window owner;
    private final Messages messages;
    private final String clipboardAtStart;
    private Parent coveredRoot;

    private DeskGuard(Window owner, Messages messages, String clipboardAtStart) {
        this.owner = owner;
        this.messages = messages;
        this.clipboardAtStart = clipboardAtStart;
    }

    /** Notes the clipboard as the session starts, over {@code owner} (the main window; may be null). */
    static DeskGuard start(Window owner, Messages messages) {
        return new DeskGuard(owner, messages, clipboardText());
    }

    /**
     * Covers the officer's screen behind the borrower window with a neutral line in the theme's colours: nothing of
     * the console can be seen or reached around the window.
     */
    void coverOwner() {
        if (owner != null && owner.getScene() != null && owner.getScene().getRoot() != null) {
            coveredRoot = owner.getScene().getRoot();
            Label line = new Label(messages.get("enrollment.cover"));
            line.getStyleClass().add("title-4");
            StackPane cover = new StackPane(line);
            cover.setId(EnrollmentSession.COVER_ID);
            cover.getStyleClass().add("enrollment-cover");
            cover.getStylesheets().add(DeskGuard.class.getResource(
                    "/io/assetdesk/ui/enrollment/enrollment.css").toExternalForm());
            owner.getScene().setRoot(cover);
        }
    }

    /** Gives the officer's screen back (nothing when it was not covered). */
    void uncoverOwner() {
        if (coveredRoot != null) {
            if (owner.getScene() != null) {
                owner.getScene().setRoot(coveredRoot);
            }
            coveredRoot = null;
        }
    }

    /** Clears the clipboard when the borrower put something on it during the session. */
    void clearBorrowersClipboard() {
        String now = clipboardText();
        if (now != null && !now.equals(clipboardAtStart)) {
            try {
                Clipboard.getSystemClipboard().clear();
                LOG.info("Cleared the clipboard the borrower used");
            } catch (RuntimeException e) {
                LOG.debug("Cannot clear the clipboard", e);
            }
        }
    }

    private static String clipboardText() {
        try {
            Clipboard clipboard = Clipboard.getSystemClipboard();
            return clipboard.hasString() ? clipboard.getString() : null;
        } catch (RuntimeException e) {
            return null;
        }
    }
}
