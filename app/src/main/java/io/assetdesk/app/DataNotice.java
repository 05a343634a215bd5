package io.assetdesk.app;

import io.assetdesk.ui.Messages;
import io.assetdesk.ui.common.Dialogs;
import javafx.stage.Window;

/**
 * Says on screen that kept data could not be read and was moved aside (the window's settings, the built-in sandbox's
 * orders): one window, not modal, with where the damaged copy is; the log has the same line. On the FX thread.
 */
final class DataNotice {
    static final String ID = "data-notice";

    private final Messages messages;
    private final Dialogs dialogs;
    private final Window owner;

    DataNotice(Messages messages, Dialogs dialogs, Window owner) {
        this.messages = messages;
        this.dialogs = dialogs;
        this.owner = owner;
    }

    void show(String what) {
        dialogs.tell(owner, new Dialogs.Notice(ID, messages.get("shell.dataNotice.title"),
                messages.get("shell.dataNotice.header"), messages.get("shell.dataNotice.text", what), false, null),
                false);
    }
}
