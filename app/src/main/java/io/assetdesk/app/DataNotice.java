package io.assetdesk.app;

import io.assetdesk.ui.Messages;
import javafx.scene.control.Alert;
import javafx.stage.Window;

/**
 * Says on screen that kept data could not be read and was moved aside (the window's settings, the built-in sandbox's
 * orders): one window, not modal, with where the damaged copy is; the log has the same line. On the FX thread.
 */
final class DataNotice {
    static final String ID = "data-notice";

    private final Messages messages;
    private final Window owner;

    DataNotice(Messages messages, Window owner) {
        this.messages = messages;
        this.owner = owner;
    }

    void show(String what) {
        Alert alert = new Alert(Alert.AlertType.INFORMATION, messages.get("shell.dataNotice.text", what));
        alert.initOwner(owner);
        alert.setTitle(messages.get("shell.dataNotice.title"));
        alert.setHeaderText(messages.get("shell.dataNotice.header"));
        alert.getDialogPane().setId(ID);
        alert.show();
    }
}
