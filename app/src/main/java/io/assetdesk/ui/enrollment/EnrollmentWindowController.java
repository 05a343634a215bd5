package io.assetdesk.ui.enrollment;

import io.assetdesk.ui.Messages;
import java.util.Objects;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.web.WebView;

/**
 * The borrower window's layout (Enrollment.fxml): its header's buttons, the loading and error layers over the page.
 * What the buttons do and what the window shows belong to the {@link EnrollmentSession}, which drives it.
 */
public final class EnrollmentWindowController {

    /** What the window's buttons ask of the session. */
    interface Actions {
        void toggleFullScreen();

        void finishedByOfficer();

        void askToClose();

        void retry();
    }

    private final Messages messages;
    private Actions actions;

    @FXML private StackPane center;
    @FXML private VBox loadingPane;
    @FXML private StackPane errorLayer;
    @FXML private VBox errorPane;
    @FXML private Label errorMessage;
    @FXML private Button fullScreenButton;

    public EnrollmentWindowController(Messages messages) {
        this.messages = messages;
    }

    @FXML
    private void initialize() {
        errorLayer.visibleProperty().bind(errorPane.visibleProperty());
    }

    /** Hands the window to its session: the page's view goes under the loading and error layers. */
    void attach(Actions sessionActions, WebView page) {
        this.actions = Objects.requireNonNull(sessionActions);
        center.getChildren().add(0, page);
    }

    void showLoading() {
        errorPane.setVisible(false);
        loadingPane.setVisible(true);
    }

    void showPage() {
        loadingPane.setVisible(false);
    }

    void showError(String message) {
        errorMessage.setText(message);
        errorPane.setVisible(true);
        loadingPane.setVisible(false);
    }

    void fullScreenChanged(boolean full) {
        fullScreenButton.setText(messages.get(full ? "enrollment.fullScreen.exit" : "enrollment.fullScreen"));
    }

    @FXML
    private void onFullScreen() {
        actions.toggleFullScreen();
    }

    @FXML
    private void onFinished() {
        actions.finishedByOfficer();
    }

    @FXML
    private void onClose() {
        actions.askToClose();
    }

    @FXML
    private void onRetry() {
        actions.retry();
    }
}
