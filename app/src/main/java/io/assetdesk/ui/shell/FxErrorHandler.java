package io.assetdesk.ui.shell;

import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.stage.Window;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Where unexpected exceptions on the FX thread go: logged, then shown to the officer in a dialog (Esc closes it).
 * Nothing is swallowed. A failure while the dialog is up is logged only, so one bug cannot open a storm of dialogs.
 */
public final class FxErrorHandler implements Thread.UncaughtExceptionHandler {
    private static final Logger LOG = LoggerFactory.getLogger(FxErrorHandler.class);

    private final Messages messages;
    private final Supplier<Window> owner;
    private boolean showing;

    public FxErrorHandler(Messages messages, Supplier<Window> owner) {
        this.messages = messages;
        this.owner = owner;
    }

    /** Installs this handler on the FX Application Thread. Call from that thread. */
    public void installOnFxThread() {
        if (!Platform.isFxApplicationThread()) {
            throw new IllegalStateException("Install from the FX Application Thread");
        }
        Thread.currentThread().setUncaughtExceptionHandler(this);
    }

    @Override
    public void uncaughtException(Thread thread, Throwable error) {
        LOG.error("Unexpected error on {}", thread.getName(), error);
        UiExecutor.fx().execute(() -> show(error));
    }

    private void show(Throwable error) {
        if (showing) {
            return;
        }
        try {
            Alert alert = new Alert(Alert.AlertType.ERROR, describe(error), ButtonType.CLOSE);
            alert.setTitle(messages.get("shell.error.title"));
            alert.setHeaderText(messages.get("shell.error.header"));
            Window w = owner.get();
            if (w != null && w.isShowing()) {
                alert.initOwner(w);
            }
            alert.setOnHidden(e -> showing = false);
            showing = true;
            // show(), not showAndWait(): the error may come from a pulse (layout, animation) where nesting is refused
            alert.show();
        } catch (RuntimeException e) {
            showing = false;
            LOG.error("Could not show the error dialog", e);
        }
    }

    private String describe(Throwable error) {
        Throwable root = error;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String what = root.getMessage() == null ? root.getClass().getSimpleName()
                : root.getClass().getSimpleName() + ": " + root.getMessage();
        return messages.get("shell.error.body", what);
    }
}
