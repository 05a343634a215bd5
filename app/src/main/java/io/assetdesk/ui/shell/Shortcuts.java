package io.assetdesk.ui.shell;

import io.assetdesk.ui.Messages;
import io.assetdesk.ui.common.Dialogs;
import javafx.scene.control.Label;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/** F1 (or Ctrl+/): every keyboard shortcut of the console, key and action, in one list. */
final class Shortcuts {
    private Shortcuts() {
    }

    /** The list as key and action pairs, in the order the officer reads them. */
    static String[][] entries(Messages messages) {
        return messages.get("shell.shortcuts.list").lines().map(l -> l.split("\t", 2))
                .filter(p -> p.length == 2).toArray(String[][]::new);
    }

    /** The list as the F1 notice shows it. */
    static Dialogs.Notice notice(Messages messages) {
        GridPane grid = new GridPane();
        grid.setId("shortcutsList");
        grid.setHgap(24);
        grid.setVgap(6);
        // the keys whole at every size ("Ctrl+Shift+L", never "Ctrl+..."); the actions wrap beside them
        ColumnConstraints keys = new ColumnConstraints();
        keys.setMinWidth(Region.USE_PREF_SIZE);
        ColumnConstraints actions = new ColumnConstraints();
        actions.setHgrow(Priority.ALWAYS);
        grid.getColumnConstraints().setAll(keys, actions);
        String[][] entries = entries(messages);
        for (int i = 0; i < entries.length; i++) {
            Label key = new Label(entries[i][0]);
            key.getStyleClass().add("ad-shortcut-key");
            key.setMinWidth(Region.USE_PREF_SIZE);
            Label action = new Label(entries[i][1]);
            action.setWrapText(true);
            action.setMinHeight(Region.USE_PREF_SIZE);
            grid.addRow(i, key, action);
        }
        return new Dialogs.Notice("shortcuts-dialog", messages.get("shell.shortcuts.title"),
                messages.get("shell.shortcuts.header"), null, false, grid);
    }
}
