package io.assetdesk.ui.shell;

import io.assetdesk.ui.AppContext;
import javafx.fxml.FXML;
import javafx.scene.control.Label;

/** Placeholder main window until the shell lands. */
public final class ShellController {
    private final AppContext context;

    @FXML
    private Label connectionLabel;

    public ShellController(AppContext context) {
        this.context = context;
    }

    @FXML
    private void initialize() {
        var profile = context.connection().profile();
        connectionLabel.setText(profile.name() + " (" + profile.baseUrl() + ")");
    }
}
