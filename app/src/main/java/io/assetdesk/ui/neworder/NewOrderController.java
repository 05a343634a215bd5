package io.assetdesk.ui.neworder;

import io.assetdesk.ui.Messages;
import io.assetdesk.ui.Screen;
import io.assetdesk.ui.common.Formats;
import io.assetdesk.ui.common.Problem;
import io.assetdesk.ui.common.RevealToggle;
import io.assetdesk.ui.common.Visibility;
import java.time.ZoneId;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.PasswordField;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.RadioButton;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TextFormatter;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.TitledPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.controlsfx.validation.ValidationResult;
import org.controlsfx.validation.ValidationSupport;
import org.controlsfx.validation.Validator;

/** The create-order form: binds the fields to {@link NewOrderViewModel}, shows its messages, forwards actions. */
public final class NewOrderController implements Screen {
    private final ZoneId zone;
    private final Messages messages;
    private final NewOrderViewModel model;
    private final ValidationSupport validation = new ValidationSupport();

    @FXML private TextField firstName;
    @FXML private Label firstNameError;
    @FXML private TextField lastName;
    @FXML private Label lastNameError;
    @FXML private TextField email;
    @FXML private Label emailError;
    @FXML private PasswordField last4;
    @FXML private TextField last4Plain;
    @FXML private ToggleButton revealLast4;
    @FXML private Label last4Error;
    @FXML private TextField reference;
    @FXML private Label referenceError;
    @FXML private RadioButton requestLite;
    @FXML private RadioButton requestFull;
    @FXML private ToggleGroup requestType;
    @FXML private Label requestTypeError;
    @FXML private TitledPane moreOptions;
    @FXML private TextField returnUrl;
    @FXML private Label returnUrlError;
    @FXML private TextField notificationUrl;
    @FXML private Label notificationUrlError;
    @FXML private TextField phone;
    @FXML private Label phoneError;
    @FXML private TextField employer;
    @FXML private Label employerError;
    @FXML private ComboBox<Monitoring> monitoring;
    @FXML private TextField monitoringDays;
    @FXML private Label monitoringError;
    @FXML private Label monitoringHint;
    @FXML private TextField expectedAccounts;
    @FXML private Label expectedAccountsError;
    @FXML private HBox draftBanner;
    @FXML private Label draftBannerText;
    @FXML private VBox problemBanner;
    @FXML private Label problemHeadline;
    @FXML private Label problemMessage;
    @FXML private Label problemSupport;
    @FXML private Label problemAdvice;
    @FXML private VBox generalMessagesBox;
    @FXML private VBox recoveryBanner;
    @FXML private Label recoveryText;
    @FXML private ProgressIndicator recoveryBusy;
    @FXML private Button openFoundButton;
    @FXML private Button sendAgainAnywayButton;
    @FXML private Button sendAgainButton;
    @FXML private Button checkAgainButton;
    @FXML private Button submitButton;
    @FXML private ProgressIndicator sending;
    @FXML private Label sendingLabel;
    @FXML private Label draftStatus;
    @FXML private ScrollPane formScroll;

    public NewOrderController(NewOrderViewModel model, Messages messages, ZoneId zone) {
        this.model = model;
        this.messages = messages;
        this.zone = zone;
    }

    public NewOrderViewModel model() {
        return model;
    }

    /** The decorations' validation (tests read the message a field shows). */
    ValidationSupport validation() {
        return validation;
    }

    @FXML
    private void initialize() {
        bindFields();
        bindRequestType();
        bindMonitoring();
        bindSubmit();
        bindBanners();
        bindRecovery();
    }

    /** The text fields, their messages, and the last four digits' hidden and shown twins. */
    private void bindFields() {
        bindText(NewOrderField.FIRST_NAME, firstName, firstNameError);
        bindText(NewOrderField.LAST_NAME, lastName, lastNameError);
        bindText(NewOrderField.EMAIL, email, emailError);
        bindText(NewOrderField.LAST4, last4, last4Error);
        last4Plain.textProperty().bindBidirectional(model.value(NewOrderField.LAST4));
        register(NewOrderField.LAST4, last4Plain);
        Visibility.showWhen(last4Plain, revealLast4.selectedProperty());
        Visibility.showWhen(last4, revealLast4.selectedProperty().not());
        RevealToggle.install(revealLast4, messages.get("neworder.last4.reveal"), messages.get("neworder.last4.hide"),
                false);
        limitToDigits(last4, 4);
        limitToDigits(last4Plain, 4);
        bindText(NewOrderField.REFERENCE, reference, referenceError);
        bindText(NewOrderField.RETURN_URL, returnUrl, returnUrlError);
        bindText(NewOrderField.NOTIFICATION_URL, notificationUrl, notificationUrlError);
        bindText(NewOrderField.PHONE, phone, phoneError);
        bindText(NewOrderField.EMPLOYER, employer, employerError);
        bindText(NewOrderField.MONITORING, monitoringDays, monitoringError);
        bindText(NewOrderField.EXPECTED_ACCOUNTS, expectedAccounts, expectedAccountsError);
        limitToDigits(monitoringDays, 4);
    }

    /** The request type's radio buttons and the model's "lite" / "full". */
    private void bindRequestType() {
        requestLite.setUserData("lite");
        requestFull.setUserData("full");
        selectRequestType(model.value(NewOrderField.REQUEST_TYPE).get());
        requestType.selectedToggleProperty().addListener((o, a, t) ->
                model.value(NewOrderField.REQUEST_TYPE).set(t == null ? "" : (String) t.getUserData()));
        model.value(NewOrderField.REQUEST_TYPE).addListener((o, a, v) -> selectRequestType(v));
        showError(model.shownError(NewOrderField.REQUEST_TYPE), requestTypeError);
    }

    /** Account monitoring, and "More options" opened when something in it is set or refused. */
    private void bindMonitoring() {
        monitoring.getItems().setAll(Monitoring.values());
        StringConverter<Monitoring> monitoringText = new StringConverter<>() {
            @Override
            public String toString(Monitoring m) {
                return m == null ? "" : messages.get(m.messageKey());
            }

            @Override
            public Monitoring fromString(String s) {
                return null;
            }
        };
        monitoring.setConverter(monitoringText);
        monitoring.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(Monitoring item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : monitoringText.toString(item));
            }
        });
        monitoring.valueProperty().bindBidirectional(model.monitoringProperty());
        Visibility.showWhen(monitoringDays, model.monitoringProperty().isEqualTo(Monitoring.CUSTOM));
        monitoringHint.textProperty().bind(Bindings.createStringBinding(() -> {
            String sent = model.accountMonitoring();
            return sent == null ? messages.get("neworder.monitoring.sendsNothing")
                    : messages.get("neworder.monitoring.sends", sent);
        }, model.monitoringProperty(), model.value(NewOrderField.MONITORING)));
        if (model.monitoringProperty().get() != Monitoring.COMPANY_DEFAULT
                || !model.value(NewOrderField.RETURN_URL).get().isEmpty()
                || !model.value(NewOrderField.NOTIFICATION_URL).get().isEmpty()
                || !model.value(NewOrderField.PHONE).get().isEmpty()
                || !model.value(NewOrderField.EMPLOYER).get().isEmpty()
                || !model.value(NewOrderField.EXPECTED_ACCOUNTS).get().isEmpty()) {
            moreOptions.setExpanded(true);
        }
        // a server message on a field inside "More options" opens it
        for (NewOrderField f : new NewOrderField[] {NewOrderField.RETURN_URL, NewOrderField.NOTIFICATION_URL,
                NewOrderField.PHONE, NewOrderField.EMPLOYER, NewOrderField.MONITORING,
                        NewOrderField.EXPECTED_ACCOUNTS}) {
            model.shownError(f).addListener((o, a, b) -> {
                if (b != null && model.phaseProperty().get() == NewOrderViewModel.Phase.EDITING) {
                    moreOptions.setExpanded(true);
                }
            });
        }
    }

    /** Create, held after "too many requests", and the progress while sending. */
    private void bindSubmit() {
        submitButton.disableProperty().bind(model.canSubmitProperty().not());
        // after "too many requests", the button counts down the service's Retry-After before it can be pressed again
        String submitText = submitButton.getText();
        submitButton.textProperty().bind(Bindings.createStringBinding(() -> model.holdSecondsProperty().get() > 0
                ? messages.get("neworder.submit.wait", model.holdSecondsProperty().get()) : submitText,
                model.holdSecondsProperty()));
        Visibility.showWhen(sending, model.phaseProperty().isEqualTo(NewOrderViewModel.Phase.SENDING));
        Visibility.showWhen(sendingLabel, model.phaseProperty().isEqualTo(NewOrderViewModel.Phase.SENDING));
    }

    /** The restored-draft banner, the draft line, and the service's problem with the form (at the top, in view). */
    private void bindBanners() {
        draftBannerText.textProperty().bind(Bindings.createStringBinding(()
                -> model.draftRestoredAtProperty().get() == null
                ? "" : messages.get("neworder.draft.restored",
                Formats.forOfficer(zone).dateTime(model.draftRestoredAtProperty().get())),
                        model.draftRestoredAtProperty()));
        Visibility.showWhen(draftBanner, model.draftRestoredAtProperty().isNotNull());
        draftStatus.textProperty().bind(Bindings.when(model.draftSavedProperty())
                .then(messages.get("neworder.draft.saved")).otherwise(messages.get("neworder.draft.note")));

        model.problemProperty().addListener((o, a, p) -> {
            showProblem(p);
            if (p != null) {
                formScroll.setVvalue(0); // the banner is at the top: bring it into view
            }
        });
        model.recoveryTextProperty().addListener((o, a, t) -> {
            if (t != null) {
                formScroll.setVvalue(0);
            }
        });
        model.generalMessages().addListener((ListChangeListener<String>) c -> showGeneralMessages());
        showProblem(model.problemProperty().get());
    }

    /** A lost answer: the check for the order, what it found, and the ways on. */
    private void bindRecovery() {
        recoveryText.textProperty().bind(model.recoveryTextProperty());
        var phase = model.phaseProperty();
        Visibility.showWhen(recoveryBanner, model.recoveryTextProperty().isNotNull()
                .and(phase.isNotEqualTo(NewOrderViewModel.Phase.EDITING))
                .and(phase.isNotEqualTo(NewOrderViewModel.Phase.SENDING)));
        Visibility.showWhen(recoveryBusy, phase.isEqualTo(NewOrderViewModel.Phase.CHECKING));
        Visibility.showWhen(openFoundButton, phase.isEqualTo(NewOrderViewModel.Phase.FOUND));
        Visibility.showWhen(sendAgainAnywayButton, phase.isEqualTo(NewOrderViewModel.Phase.FOUND));
        Visibility.showWhen(sendAgainButton, phase.isEqualTo(NewOrderViewModel.Phase.NOT_FOUND)
                .or(phase.isEqualTo(NewOrderViewModel.Phase.CHECK_FAILED)));
        Visibility.showWhen(checkAgainButton, phase.isEqualTo(NewOrderViewModel.Phase.CHECK_FAILED));
        sendAgainButton.disableProperty().bind(model.validProperty().not());
    }

    private void selectRequestType(String v) {
        if ("lite".equals(v)) {
            requestType.selectToggle(requestLite);
        } else if ("full".equals(v)) {
            requestType.selectToggle(requestFull);
        } else {
            requestType.selectToggle(null);
        }
    }

    private void bindText(NewOrderField field, TextInputControl control, Label errorLabel) {
        control.textProperty().bindBidirectional(model.value(field));
        register(field, control);
        showError(model.shownError(field), errorLabel);
    }

    private void register(NewOrderField field, Control control) {
        ObservableValue<String> shown = model.shownError(field);
        // not "required" for ControlsFX: its corner mark would stay on a filled field; the label's * says it, and an
        // empty required field shows its own message once touched
        validation.registerValidator(control, false, (Validator<Object>) (c, value) -> {
            String msg = shown.getValue();
            return ValidationResult.fromErrorIf(c, msg == null ? "" : msg, msg != null);
        });
        shown.addListener((o, a, b) -> validation.revalidate(control));
    }

    private static void showError(ObservableValue<String> error, Label label) {
        label.textProperty().bind(error);
        Visibility.showWhen(label, Bindings.createBooleanBinding(() -> error.getValue() != null, error));
    }

    private static void limitToDigits(TextInputControl field, int max) {
        field.setTextFormatter(new TextFormatter<>(change -> {
            String next = change.getControlNewText();
            return next.length() <= max && next.chars().allMatch(Character::isDigit) ? change : null;
        }));
    }

    private void showProblem(Problem p) {
        Visibility.show(problemBanner, p != null);
        if (p == null) {
            return;
        }
        p.showIn(problemHeadline, problemMessage, problemSupport, problemAdvice, messages);
        showGeneralMessages();
    }

    private void showGeneralMessages() {
        generalMessagesBox.getChildren().clear();
        for (String m : model.generalMessages()) {
            Label l = new Label("\u2022 " + m);
            l.setWrapText(true);
            l.getStyleClass().add("general-message");
            generalMessagesBox.getChildren().add(l);
        }
        Visibility.show(generalMessagesBox, !model.generalMessages().isEmpty());
    }

    @FXML
    private void onSubmit() {
        model.submit();
    }

    @FXML
    private void onDiscard() {
        model.discardDraft();
        revealLast4.setSelected(false);
        firstName.requestFocus();
    }

    @FXML
    private void onOpenFound() {
        model.openFoundOrder();
    }

    @FXML
    private void onSendAgainAnyway() {
        model.sendAgainAnyway();
    }

    @FXML
    private void onSendAgain() {
        model.submit();
    }

    @FXML
    private void onCheckAgain() {
        model.checkForLostOrder();
    }

    /**
     * A co-borrower's order for {@code loanNumber} (from a loan file): the reference number is the loan number, and the
     * first name field has the focus.
     */
    public void useLoanNumber(String loanNumber) {
        model.value(NewOrderField.REFERENCE).set(loanNumber == null ? "" : loanNumber);
        firstName.requestFocus();
    }

    /** The first field still empty (a draft may fill some), else Create order. */
    @Override
    public void focusContent() {
        for (TextField f : List.of(firstName, lastName, email, last4)) {
            if (f.getText() == null || f.getText().isEmpty()) {
                f.requestFocus();
                return;
            }
        }
        submitButton.requestFocus();
    }

    @Override
    public void onHidden() {
        model.saveDraftNow();
        revealLast4.setSelected(false);
    }
}
