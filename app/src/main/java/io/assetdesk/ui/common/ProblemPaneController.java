package io.assetdesk.ui.common;

import io.assetdesk.ui.Messages;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;

/**
 * The shared error pane ({@code common/ProblemPane.fxml}, used through {@code fx:include}): shows a {@link Problem}
 * and hands Retry (and Back, shown only when the screen gives it an action) to the including screen.
 */
public final class ProblemPaneController {
    @FXML private Label errorHeadline;
    @FXML private Label errorMessage;
    @FXML private Label errorSupport;
    @FXML private Label errorAdvice;
    @FXML private Button backButton;
    private Runnable onRetry = () -> { };
    private Runnable onBack;

    /** Fills the pane with {@code problem} (its empty lines hide). */
    public void show(Problem problem, Messages messages) {
        problem.showIn(errorHeadline, errorMessage, errorSupport, errorAdvice, messages);
    }

    public void setOnRetry(Runnable action) {
        this.onRetry = action == null ? () -> { } : action;
    }

    /** Offers Back with {@code action}; null hides it. */
    public void setOnBack(Runnable action) {
        this.onBack = action;
        backButton.setVisible(action != null);
    }

    @FXML
    private void onRetry() {
        onRetry.run();
    }

    @FXML
    private void onBack() {
        if (onBack != null) {
            onBack.run();
        }
    }
}
