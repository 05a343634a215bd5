package io.assetdesk.ui.shell;

import io.assetdesk.ui.Messages;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.stage.Window;

/** F1 (or Ctrl+/): every keyboard shortcut of the console, key and action, in one list. */
final class ShortcutsDialog {
    private ShortcutsDialog() {
    }

    /** The list as key and action pairs, in the order the officer reads them. */
    static String[][] entries(Messages messages) {
        return messages.get("shell.shortcuts.list").lines().map(l -> l.split("\t", 2))
                .filter(p -> p.length == 2).toArray(String[][]::new);
    }

    static void show(Messages messages, Window owner) {
        GridPane grid = new GridPane();
        grid.setId("shortcutsList");
        grid.setHgap(24);
        grid.setVgap(6);
        String[][] entries = entries(messages);
        for (int i = 0; i < entries.length; i++) {
            Label key = new Label(entries[i][0]);
            key.getStyleClass().add("ad-shortcut-key");
            Label action = new Label(entries[i][1]);
            action.setWrapText(true);
            grid.addRow(i, key, action);
        }
        Alert dialog = new Alert(Alert.AlertType.INFORMATION, null, ButtonType.CLOSE);
        dialog.initOwner(owner);
        dialog.setTitle(messages.get("shell.shortcuts.title"));
        dialog.setHeaderText(messages.get("shell.shortcuts.header"));
        dialog.getDialogPane().setContent(grid);
        dialog.getDialogPane().setId("shortcuts-dialog");
        dialog.show();
    }
}
