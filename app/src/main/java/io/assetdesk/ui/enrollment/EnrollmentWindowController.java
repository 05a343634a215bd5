package io.assetdesk.ui.enrollment;

import io.assetdesk.ui.Messages;
import io.assetdesk.ui.common.QrImage;
import io.assetdesk.ui.common.Visibility;
import java.net.URI;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.web.WebView;

/**
 * The borrower window's layout (Enrollment.fxml): the borrower's part (the page, its loading and error layers, the
 * login link's QR code, the "you are done" page) and the officer's quiet bar below.
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
    @FXML private Button phoneButton;
    @FXML private Label phoneIntro;
    @FXML private StackPane phoneLayer;
    @FXML private ImageView phoneQr;
    @FXML private Label phoneLinkText;
    @FXML private StackPane doneLayer;
    @FXML private Button doneButton;
    @FXML private Button finishedButton;
    @FXML private Button closeButton;
    @FXML private Button retryButton;
    @FXML private Button phoneBackButton;

    public EnrollmentWindowController(Messages messages) {
        this.messages = messages;
    }

    @FXML
    private void initialize() {
        errorLayer.visibleProperty().bind(errorPane.visibleProperty());
        // one default button at a time (a scene keeps one Enter): the one of the layer on show
        retryButton.defaultButtonProperty().bind(errorPane.visibleProperty());
        phoneBackButton.defaultButtonProperty().bind(phoneLayer.visibleProperty());
    }

    /**
     * Hands the window to its session: the page's view goes under the loading and error layers, which show what
     * {@code sessionModel} says.
     */
    void attach(EnrollmentViewModel sessionModel, WebView page) {
        this.model = Objects.requireNonNull(sessionModel);
        center.getChildren().add(0, page);
        page.setAccessibleText(messages.get("enrollment.frame.title"));
        loadingPane.visibleProperty().bind(model.stateProperty().isEqualTo(EnrollmentSession.State.LOADING));
        errorPane.visibleProperty().bind(model.stateProperty().isEqualTo(EnrollmentSession.State.FAILED));
        errorMessage.textProperty().bind(model.errorMessageProperty());
        fullScreenButton.textProperty().bind(Bindings.when(model.fullScreenProperty())
                .then(messages.get("enrollment.fullScreen.exit")).otherwise(messages.get("enrollment.fullScreen")));
        // "Continue on your phone": the order's login link as a QR code, for banks that refuse embedded sign-ins
        String link = model.phoneLinkProperty().get();
        // (a phone cannot open a link to this computer, the built-in sandbox's: in training the button is there all the
        // same, and says so instead of showing a code, so that a trainee learns where it is)
        boolean training = !link.isEmpty() && !QrImage.reachableFromAPhone(URI.create(link));
        Optional<Image> qr = link.isEmpty() || training ? Optional.empty() : QrImage.of(link, 6);
        Visibility.show(phoneButton, qr.isPresent() || training);
        qr.ifPresent(image -> QrImage.showIn(phoneQr, image));
        Visibility.show(phoneQr, qr.isPresent());
        // in training the page says where the code would be, not to point a camera at it
        Visibility.show(phoneIntro, !training);
        phoneLinkText.setText(training ? messages.get("enrollment.phone.training") : link);
        phoneLayer.visibleProperty().bind(model.phoneShownProperty());
        doneLayer.visibleProperty().bind(model.doneProperty());
        // under the code or the done page nothing of the page shows (nor takes a click or a key)
        page.visibleProperty().bind(model.phoneShownProperty().not().and(model.doneProperty().not()));
        // once done, only the done page's own button remains: nothing else of the session can be pressed
        for (Button b : List.of(phoneButton, fullScreenButton, finishedButton, closeButton)) {
            b.disableProperty().bind(model.doneProperty());
        }
    }

    /** The done page takes the keyboard (Enter closes it: its button is the default one). */
    void focusDonePage() {
        doneButton.setDefaultButton(true);
        doneButton.requestFocus();
    }

    /** Takes the page out of the window (the session has ended; what was typed in it goes with it). */
    void dropPage(WebView page) {
        center.getChildren().remove(page);
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

    @FXML
    private void onPhone() {
        model.continueOnPhone();
    }

    @FXML
    private void onPhoneBack() {
        model.backFromPhone();
    }

    @FXML
    private void onPhoneDone() {
        model.phoneTakesOver();
    }

    @FXML
    private void onDoneClose() {
        model.closeDonePage();
    }
}
