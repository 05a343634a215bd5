package io.assetdesk.ui.enrollment;

import io.assetdesk.ui.Messages;
import java.util.Objects;
import javafx.beans.binding.Bindings;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.web.WebView;

/**
 * The borrower window's layout (Enrollment.fxml): its header's buttons, the loading and error layers over the page.
 * It shows its {@link EnrollmentViewModel}, which the {@link EnrollmentSession} drives, and hands the buttons to it.
 */
public final class EnrollmentWindowController {

    private final Messages messages;
    private EnrollmentViewModel model;

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

    /**
     * Hands the window to its session: the page's view goes under the loading and error layers, which show what
     * {@code sessionModel} says.
     */
    void attach(EnrollmentViewModel sessionModel, WebView page) {
        this.model = Objects.requireNonNull(sessionModel);
        center.getChildren().add(0, page);
        loadingPane.visibleProperty().bind(model.stateProperty().isEqualTo(EnrollmentSession.State.LOADING));
        errorPane.visibleProperty().bind(model.stateProperty().isEqualTo(EnrollmentSession.State.FAILED));
        errorMessage.textProperty().bind(model.errorMessageProperty());
        fullScreenButton.textProperty().bind(Bindings.when(model.fullScreenProperty())
                .then(messages.get("enrollment.fullScreen.exit")).otherwise(messages.get("enrollment.fullScreen")));
    }

    @FXML
    private void onFullScreen() {
        model.toggleFullScreen();
    }

    @FXML
    private void onFinished() {
        model.finishedByOfficer();
    }

    @FXML
    private void onClose() {
        model.askToClose();
    }

    @FXML
    private void onRetry() {
        model.retry();
    }
}
