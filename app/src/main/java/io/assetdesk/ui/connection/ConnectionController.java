package io.assetdesk.ui.connection;

import io.assetdesk.settings.SecretKind;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.Screen;
import io.assetdesk.ui.Styles;
import io.assetdesk.ui.common.Dialogs;
import io.assetdesk.ui.common.FileDialogs;
import io.assetdesk.ui.common.Visibility;
import io.assetdesk.ui.connection.ProfileItem.Kind;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.fxml.FXML;
import javafx.geometry.Insets;
import javafx.geometry.VPos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.PasswordField;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.controlsfx.validation.Severity;
import org.controlsfx.validation.ValidationResult;
import org.controlsfx.validation.ValidationSupport;
import org.kordamp.ikonli.javafx.FontIcon;

/** Binds the Connection screen to its {@link ConnectionViewModel}; dialogs and file choosers live here. */
public final class ConnectionController implements Screen {
    private final Messages messages;
    private final ConnectionViewModel model;
    private final Map<ConnectionField, BooleanProperty> touched = new EnumMap<>(ConnectionField.class);
    private final ValidationSupport validation = new ValidationSupport();
    private final Dialogs dialogs;

    @FXML private GridPane form;
    @FXML private ListView<ProfileItem> profileList;
    @FXML private Button newButton;
    @FXML private Button importButton;
    @FXML private Label editorTitle;
    @FXML private Label activeBadge;
    @FXML private Button useButton;
    @FXML private Label fixedNote;
    @FXML private TextField nameField;
    @FXML private TextField baseUrlField;
    @FXML private TextField portalUrlField;
    @FXML private PasswordField accessTokenField;
    @FXML private TextField banklinkClientIdField;
    @FXML private PasswordField banklinkSecretField;
    @FXML private TextField assetverifyUsernameField;
    @FXML private PasswordField assetverifyPasswordField;
    @FXML private Label nameError;
    @FXML private Label baseUrlError;
    @FXML private Label portalUrlError;
    @FXML private Label accessTokenError;
    @FXML private Label banklinkClientIdError;
    @FXML private Label banklinkSecretError;
    @FXML private Label assetverifyUsernameError;
    @FXML private Label assetverifyPasswordError;
    @FXML private CheckBox rememberBox;
    @FXML private Label rememberReason;
    @FXML private Button saveButton;
    @FXML private Button testButton;
    @FXML private Button exportButton;
    @FXML private Button deleteButton;
    @FXML private ProgressIndicator progress;
    @FXML private Label noticeLabel;
    @FXML private VBox testResults;
    @FXML private Label assetverifyResult;
    @FXML private Label banklinkResult;
    @FXML private VBox loanPlaceCard;
    @FXML private Label loanPlaceWhere;
    @FXML private Button teamTestButton;
    @FXML private Button teamGiveUpButton;
    @FXML private Label teamOffer;
    @FXML private Button teamUseButton;
    @FXML private Label loanPlaceResult;
    @FXML private TextField personField;
    @FXML private Button personButton;

    public ConnectionController(ConnectionViewModel model, Messages messages, Dialogs dialogs) {
        this.model = model;
        this.messages = messages;
        this.dialogs = dialogs;
    }

    public ConnectionViewModel model() {
        return model;
    }

    @FXML
    private void initialize() {
        bindProfileList();
        bindFields();
        bindEditorHeader();
        bindActions();
        bindLoanPlace();
    }

    /** The "Loan files" card, when the screen has one. */
    private void bindLoanPlace() {
        Optional<LoanPlaceSection> section = model.loanPlace();
        Visibility.showWhen(loanPlaceCard, new SimpleBooleanProperty(section.isPresent()));
        section.ifPresent(s -> {
            loanPlaceWhere.textProperty().bind(s.whereProperty());
            Visibility.showWhen(teamTestButton, s.teamProperty());
            Visibility.showWhen(teamGiveUpButton, s.broughtInProperty());
            teamOffer.textProperty().bind(s.offerProperty());
            Visibility.showWhen(teamOffer, s.offerProperty().isNotEmpty());
            Visibility.showWhen(teamUseButton, s.offerProperty().isNotEmpty());
            loanPlaceResult.textProperty().bind(s.resultProperty());
            Visibility.showWhen(loanPlaceResult, s.resultProperty().isNotEmpty());
            s.resultIsErrorProperty().addListener((o, a, error) -> {
                loanPlaceResult.getStyleClass().remove("field-error");
                if (error) {
                    loanPlaceResult.getStyleClass().add("field-error");
                }
            });
            personField.textProperty().bindBidirectional(s.personProperty());
            personField.setOnAction(e -> s.savePerson());
            for (Button b : List.of(teamTestButton, teamGiveUpButton, teamUseButton, personButton)) {
                b.disableProperty().bind(s.workingProperty());
            }
        });
    }

    @FXML
    private void onTestTeam() {
        model.loanPlace().ifPresent(LoanPlaceSection::test);
    }

    @FXML
    private void onGiveUpTeam() {
        model.loanPlace().ifPresent(LoanPlaceSection::useWorkstation);
    }

    @FXML
    private void onUseTeam() {
        model.loanPlace().ifPresent(LoanPlaceSection::useOffered);
    }

    @FXML
    private void onSavePerson() {
        model.loanPlace().ifPresent(LoanPlaceSection::savePerson);
    }

    @Override
    public void onShown() {
        model.loanPlace().ifPresent(LoanPlaceSection::load);
    }

    /** The profiles on the left, kept in step with the model's selection and active profile. */
    private void bindProfileList() {
        // labels line up with their field, not with the field plus its message
        for (Node n : form.getChildren()) {
            if (n.getStyleClass().contains(Styles.FORM_LABEL)) {
                GridPane.setValignment(n, VPos.TOP);
                GridPane.setMargin(n, new Insets(7, 0, 0, 0));
            }
        }
        profileList.setItems(model.items());
        profileList.setCellFactory(v -> {
            ProfileCell cell = new ProfileCell(messages, model.activeProperty());
            cell.prefWidthProperty().bind(v.widthProperty().subtract(4));
            cell.setMaxWidth(Region.USE_PREF_SIZE);
            return cell;
        });
        profileList.getSelectionModel().select(model.selectedProperty().get());
        profileList.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (b != null && b != model.selectedProperty().get()) {
                model.select(b);
            }
        });
        model.selectedProperty().addListener((o, a, b) -> {
            profileList.getSelectionModel().select(b);
            touched.values().forEach(t -> t.set(false));
            validation.revalidate();
        });
        model.activeProperty().addListener((o, a, b) -> profileList.refresh());
    }

    /** The eight fields with their messages, and the stored-secret prompts. */
    private void bindFields() {
        for (ConnectionField f : ConnectionField.values()) {
            touched.put(f, new SimpleBooleanProperty());
        }
        model.editor().revealErrorsProperty().addListener((o, a, b) -> touched.values().forEach(t -> t.set(true)));
        bind(ConnectionField.NAME, nameField, nameError);
        bind(ConnectionField.BASE_URL, baseUrlField, baseUrlError);
        bind(ConnectionField.PORTAL_URL, portalUrlField, portalUrlError);
        bind(ConnectionField.ACCESS_TOKEN, accessTokenField, accessTokenError);
        bind(ConnectionField.BANKLINK_CLIENT_ID, banklinkClientIdField, banklinkClientIdError);
        bind(ConnectionField.BANKLINK_SECRET, banklinkSecretField, banklinkSecretError);
        bind(ConnectionField.ASSETVERIFY_USERNAME, assetverifyUsernameField, assetverifyUsernameError);
        bind(ConnectionField.ASSETVERIFY_PASSWORD, assetverifyPasswordField, assetverifyPasswordError);
        storedPrompt(accessTokenField, SecretKind.ACCESS_TOKEN);
        storedPrompt(banklinkSecretField, SecretKind.BANKLINK_SECRET);
        storedPrompt(assetverifyPasswordField, SecretKind.ASSETVERIFY_PASSWORD);
    }

    /** The editor's title, the active badge, the note on fixed profiles and "remember the secrets". */
    private void bindEditorHeader() {
        editorTitle.textProperty().bind(Bindings.createStringBinding(() -> {
            ProfileItem item = model.selectedProperty().get();
            return item == null ? "" : item.name();
        }, model.selectedProperty()));
        Visibility.showWhen(activeBadge, Bindings.createBooleanBinding(
                () -> model.selectedProperty().get() != null
                        && model.selectedProperty().get() == model.activeProperty().get(),
                model.selectedProperty(), model.activeProperty()));
        fixedNote.textProperty().bind(Bindings.createStringBinding(this::fixedNoteText, model.selectedProperty()));
        Visibility.showWhen(fixedNote, fixedNote.textProperty().isNotEmpty());

        rememberBox.selectedProperty().bindBidirectional(model.editor().rememberProperty());
        rememberBox.disableProperty().bind(model.editor().rememberAvailableProperty().not()
                .or(model.editor().editableProperty().not()));
        rememberReason.textProperty().bind(Bindings.createStringBinding(()
                -> model.editor().rememberAvailableProperty().get()
                ? messages.get("connection.remember.hint") : model.editor().rememberReasonProperty().get(),
                model.editor().rememberAvailableProperty(), model.editor().rememberReasonProperty()));
        Tooltip rememberTip = new Tooltip();
        rememberTip.textProperty().bind(rememberReason.textProperty());
        rememberBox.setTooltip(rememberTip);
    }

    /** Save, use, test, import, export and delete (none while one runs), the notice and the test's results. */
    private void bindActions() {
        var busy = model.busyProperty();
        saveButton.disableProperty().bind(model.editor().editableProperty().not().or(model.editor().validProperty()
                .not()).or(busy));
        useButton.disableProperty().bind(busy.or(Bindings.createBooleanBinding(() -> {
            ProfileItem item = model.selectedProperty().get();
            return item == null || item.kind() == Kind.NEW || item == model.activeProperty().get();
        }, model.selectedProperty(), model.activeProperty())));
        testButton.disableProperty().bind(busy);
        exportButton.disableProperty().bind(busy);
        importButton.disableProperty().bind(busy);
        deleteButton.disableProperty().bind(busy.or(model.editor().editableProperty().not()));
        Visibility.showWhen(progress, busy);

        noticeLabel.textProperty().bind(model.noticeProperty());
        Visibility.showWhen(noticeLabel, model.noticeProperty().isNotEmpty());
        model.noticeIsErrorProperty().addListener((o, a, b) -> styleNotice(b));
        styleNotice(model.noticeIsErrorProperty().get());

        showCheck(assetverifyResult, "connection.test.assetverify", model.tests().assetverifyCheckProperty().get());
        showCheck(banklinkResult, "connection.test.banklink", model.tests().banklinkCheckProperty().get());
        model.tests().assetverifyCheckProperty().addListener((o, a, b) ->
                showCheck(assetverifyResult, "connection.test.assetverify", b));
        model.tests().banklinkCheckProperty().addListener((o, a, b) -> showCheck(banklinkResult,
                "connection.test.banklink", b));
        Visibility.showWhen(testResults, model.tests().assetverifyCheckProperty().isNotNull());
    }

    private void styleNotice(boolean error) {
        noticeLabel.getStyleClass().removeAll(Styles.ERROR_TEXT, Styles.SUCCESS_TEXT);
        noticeLabel.getStyleClass().add(error ? Styles.ERROR_TEXT : Styles.SUCCESS_TEXT);
    }

    private String fixedNoteText() {
        ProfileItem item = model.selectedProperty().get();
        if (item == null) {
            return "";
        }
        return switch (item.kind()) {
            case SANDBOX -> messages.get("connection.sandbox.note");
            case MANAGED -> messages.get("connection.managed.note", String.valueOf(item.file()));
            default -> "";
        };
    }

    private void bind(ConnectionField f, TextInputControl control, Label errorLabel) {
        BooleanProperty wasTouched = touched.get(f);
        ConnectionField partner = switch (f) {
            case BANKLINK_CLIENT_ID -> ConnectionField.BANKLINK_SECRET;
            case BANKLINK_SECRET -> ConnectionField.BANKLINK_CLIENT_ID;
            case ASSETVERIFY_USERNAME -> ConnectionField.ASSETVERIFY_PASSWORD;
            case ASSETVERIFY_PASSWORD -> ConnectionField.ASSETVERIFY_USERNAME;
            default -> f;
        };
        // a value that is there and wrong is worth saying at once; "Required" waits until the officer was there
        var show = wasTouched.or(touched.get(partner)).or(model.editor().field(f).isNotEmpty())
                .or(model.editor().field(partner).isNotEmpty().and(Bindings.createBooleanBinding(() -> partner != f)));
        control.textProperty().bindBidirectional(model.editor().field(f));
        control.editableProperty().bind(model.editor().editableProperty());
        control.textProperty().addListener((o, a, b) -> {
            if (control.isFocused()) {
                wasTouched.set(true);
            }
        });
        control.focusedProperty().addListener((o, a, focused) -> {
            if (!focused) {
                wasTouched.set(true);
            }
        });
        var shown = Bindings.createStringBinding(() -> show.get() ? model.editor().error(f).get() : null,
                show, model.editor().error(f));
        errorLabel.textProperty().bind(shown);
        Visibility.showWhen(errorLabel, shown.isNotNull());
        validation.registerValidator(control, false, (Control c, String value) ->
                ValidationResult.fromMessageIf(c, shown.get(), Severity.ERROR, shown.get() != null));
        shown.addListener((o, a, b) -> validation.revalidate(control));
    }

    private void storedPrompt(PasswordField field, SecretKind kind) {
        field.promptTextProperty().bind(Bindings.when(model.editor().storedProperty(kind))
                .then(messages.get("connection.secret.stored")).otherwise(""));
    }

    private void showCheck(Label label, String titleKey, ConnectionCheck check) {
        if (check == null) {
            label.setText("");
            label.setGraphic(null);
            return;
        }
        label.setText(messages.get(titleKey) + ": " + check.text());
        String icon = switch (check.outcome()) {
            case RUNNING -> "mdomz-sync";
            case OK -> "mdoal-check_circle_outline";
            case FAILED -> "mdoal-error_outline";
            case NOT_CHECKED, NOT_CONFIGURED -> "mdoal-help_outline";
        };
        label.setGraphic(new FontIcon(icon));
        label.getStyleClass().removeAll(Styles.ERROR_TEXT, Styles.SUCCESS_TEXT);
        if (check.outcome() == ConnectionCheck.Outcome.OK) {
            label.getStyleClass().add(Styles.SUCCESS_TEXT);
        } else if (check.outcome() == ConnectionCheck.Outcome.FAILED) {
            label.getStyleClass().add(Styles.ERROR_TEXT);
        }
    }

    // ---- actions ----

    /** The profile list, where the officer picks what to look at or use. */
    @Override
    public void focusContent() {
        profileList.requestFocus();
    }

    @FXML
    private void onNew() {
        model.newProfile();
        nameField.requestFocus();
    }

    @FXML
    private void onSave() {
        model.save();
    }

    @FXML
    private void onUse() {
        model.useSelected();
    }

    @FXML
    private void onTest() {
        model.testConnection();
    }

    @FXML
    private void onDelete() {
        ProfileItem item = model.selectedProperty().get();
        if (item == null) {
            return;
        }
        if (item.kind() == Kind.SAVED) {
            if (!dialogs.confirm(window(), Dialogs.Question.plain("connection-delete-confirm",
                    messages.get("connection.delete.title"), messages.get("connection.delete.confirm", item.name())))) {
                return;
            }
        }
        model.delete();
    }

    @FXML
    private void onImport() {
        dialogs.open(window(), new FileDialogs.Request(messages.get("connection.import.title"),
                messages.get("connection.file.filter"), "json", null)).ifPresent(model::importFrom);
    }

    @FXML
    private void onExport() {
        ProfileItem item = model.selectedProperty().get();
        dialogs.fill(window(), includeSecrets()).ifPresent(include -> dialogs.save(window(), new FileDialogs.Request(
                messages.get("connection.export.title"), messages.get("connection.file.filter"), "json",
                item == null ? "connection" : item.name())).ifPresent(file -> model.exportTo(file, include)));
    }

    private Window window() {
        return profileList.getScene() == null ? null : profileList.getScene().getWindow();
    }

    /** Whether an export carries the secrets: a form of one box, with the warning shown once it is ticked. */
    private Dialogs.Form<Boolean> includeSecrets() {
        CheckBox include = new CheckBox(messages.get("connection.export.includeSecrets"));
        Label warning = new Label(messages.get("connection.export.warning"));
        warning.setWrapText(true);
        warning.getStyleClass().add(Styles.HINT);
        warning.visibleProperty().bind(include.selectedProperty());
        warning.setMaxWidth(420);
        return new Dialogs.Form<>(INCLUDE_SECRETS, messages.get("connection.export.title"),
                messages.get("connection.export.header"), new VBox(10, include, warning),
                new SimpleBooleanProperty(false), include::isSelected);
    }

    /** The id of the export's include-secrets form. */
    public static final String INCLUDE_SECRETS = "connection-export-secrets";
}
