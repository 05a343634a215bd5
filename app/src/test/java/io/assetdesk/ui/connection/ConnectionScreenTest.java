package io.assetdesk.ui.connection;

import static io.assetdesk.ui.testing.ScreenHarness.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.ApiException;
import io.assetdesk.api.AssetverifyCredentials;
import io.assetdesk.app.Composition;
import io.assetdesk.settings.ConnectionFile;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.ProfileStore;
import io.assetdesk.settings.SecretStores;
import io.assetdesk.ui.ViewLoader;
import io.assetdesk.ui.testing.FakeIntegrationService;
import io.assetdesk.ui.testing.ScreenTest;
import io.assetdesk.ui.testing.TestApp;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The Connection screen, driven as an officer would, over a fake service. */
@ScreenTest
class ConnectionScreenTest {
    private final FxRobot robot = new FxRobot();
    private TestApp app;
    private ConnectionController controller;



    private void open(TestApp testApp) throws Exception {
        app = testApp;
        FxToolkit.setupFixture(() -> {
            ViewLoader.View<ConnectionController> view = Composition.views(app.context)
                    .load("connection/Connection.fxml");
            controller = view.controller();
            Scene scene = TestApp.scene(view.root(), 1100, 760);
            Stage stage = new Stage();
            stage.setScene(scene);
            stage.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void openWithFakes() throws Exception {
        open(TestApp.withFakes(c -> new FakeIntegrationService(c).orders(3)));
    }

    private <T extends Node> T node(String query) {
        return robot.lookup(query).query();
    }

    private String text(String query) {
        return ((Label) node(query)).getText();
    }

    private boolean shown(String query) {
        Node n = node(query);
        for (Node p = n; p != null; p = p.getParent()) {
            if (!p.isVisible()) {
                return false;
            }
        }
        return true;
    }

    /** Types at the end of the field's text, as an officer adding to it would. */
    private void type(String field, String text) {
        robot.clickOn(field);
        robot.type(KeyCode.END);
        robot.write(text);
    }

    /** Puts text into a field as if pasted (the typing itself is covered by the validation test). */
    private void paste(String field, String text) {
        robot.clickOn(field);
        robot.interact(() -> {
            TextInputControl input = node(field);
            input.setText(text);
            input.positionCaret(text.length());
        });
    }

    private void fillValidProfile(String name) {
        robot.clickOn("#newButton");
        paste("#nameField", name);
        paste("#baseUrlField", "https://svc.example.com");
        paste("#portalUrlField", "https://portal.example.com");
        paste("#accessTokenField", "tok-123");
        paste("#assetverifyUsernameField", "officer");
        paste("#assetverifyPasswordField", "pw-456");
        robot.clickOn("#nameField");
    }

    @Test
    void theSandboxIsListedFirstActiveAndNotEditable() throws Exception {
        openWithFakes();
        ListView<?> list = node("#profileList");
        assertThat(list.getItems()).hasSize(1);
        assertThat(text("#editorTitle")).isEqualTo("Sandbox");
        assertThat(shown("#activeBadge")).isTrue();
        assertThat(text("#fixedNote")).contains("cannot be edited");
        assertThat(((TextField) node("#baseUrlField")).isEditable()).isFalse();
        assertThat(((Button) node("#saveButton")).isDisabled()).isTrue();
        assertThat(((Button) node("#deleteButton")).isDisabled()).isTrue();
        assertThat(((PasswordField) node("#accessTokenField")).getText()).isEmpty();
        assertThat(((PasswordField) node("#accessTokenField")).getPromptText()).isEqualTo("stored \u2014 type to "
                + "replace");
    }

    @Test
    void validatesAsTheOfficerTypesAndEnablesSaveOnlyWhenValid() throws Exception {
        openWithFakes();
        robot.clickOn("#newButton");
        Button save = node("#saveButton");
        assertThat(save.isDisabled()).isTrue();

        paste("#baseUrlField", "http://svc.example.co");
        type("#baseUrlField", "m");
        waitFor(() -> shown("#baseUrlError"));
        assertThat(text("#baseUrlError")).contains("must use https");

        paste("#baseUrlField", "https://svc.example.co");
        type("#baseUrlField", "m");
        try {
            waitFor(() -> !shown("#baseUrlError"));
        } catch (AssertionError e) { // the shared wait timed out: say what the field and its message were
            throw new AssertionError("still shown: '" + text("#baseUrlError") + "' for '"
                    + ((TextField) node("#baseUrlField")).getText() + "'", e);
        }

        paste("#portalUrlField", "http://localhost:8080");
        robot.clickOn("#nameField");
        assertThat(shown("#portalUrlError")).isFalse();
        assertThat(text("#nameError")).isEqualTo("Required");
        assertThat(shown("#nameError")).isTrue();
        type("#nameField", "Prod");
        waitFor(() -> !shown("#nameError"));
        assertThat(save.isDisabled()).isTrue();

        type("#accessTokenField", "tok");
        // one half of an integration block is not enough
        type("#banklinkClientIdField", "c1");
        robot.clickOn("#nameField");
        assertThat(shown("#banklinkSecretError")).isTrue();
        assertThat(text("#banklinkSecretError")).contains("Fill in both fields");
        assertThat(save.isDisabled()).isTrue();

        type("#banklinkSecretField", "s3");
        waitFor(() -> !save.isDisabled());
        assertThat(shown("#banklinkSecretError")).isFalse();
    }

    @Test
    void savesAProfileWithoutWritingSecretsToTheDataFolderAndNeverShowsThemBack() throws Exception {
        openWithFakes();
        fillValidProfile("Production");
        robot.clickOn("#saveButton");
        waitFor(() -> text("#noticeLabel").equals("Saved \u201cProduction\u201d."));
        ListView<ProfileItem> list = node("#profileList");
        assertThat(list.getItems()).extracting(ProfileItem::name).containsExactly("Sandbox", "Production");
        String stored = Files.readString(new ProfileStore(app.dataDir).file());
        assertThat(stored).contains("Production").contains("https://svc.example.com").contains("officer")
                .doesNotContain("tok-123").doesNotContain("pw-456");
        try (var files = Files.walk(app.dataDir)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                assertThat(Files.readString(f)).doesNotContain("tok-123").doesNotContain("pw-456");
            }
        }
        assertThat(((PasswordField) node("#accessTokenField")).getText()).isEmpty();
        assertThat(((PasswordField) node("#assetverifyPasswordField")).getPromptText())
                .isEqualTo("stored \u2014 type to replace");
        // the stored secret counts: the form stays valid without retyping it
        assertThat(((Button) node("#saveButton")).isDisabled()).isFalse();
    }

    @Test
    void aSavedProfileCanBeMadeActive() throws Exception {
        openWithFakes();
        fillValidProfile("Production");
        robot.clickOn("#saveButton");
        waitFor(() -> text("#noticeLabel").startsWith("Saved"));
        robot.clickOn("#useButton");
        waitFor(() -> "Production".equals(app.context.connection().profile().name()));
        ConnectionProfile active = app.context.connection().profile();
        assertThat(active.sandbox()).isFalse();
        assertThat(active.accessToken()).isEqualTo("tok-123");
        assertThat(active.assetverify().password()).isEqualTo("pw-456");
        assertThat(active.banklink()).isNull();
        waitFor(() -> shown("#activeBadge"));
        assertThat(text("#noticeLabel")).isEqualTo("Now working on \u201cProduction\u201d.");
    }

    @Test
    void testConnectionShowsTheOutcomeOfEachIntegration() throws Exception {
        openWithFakes();
        robot.clickOn("#testButton");
        waitFor(() -> text("#assetverifyResult").equals("Asset verification: ok (3 orders)"));
        assertThat(text("#banklinkResult")).isEqualTo(
                "Bank link: configured, not checked (its only call needs a borrower's public token)");
    }

    /** Test connection on the active profile: its count becomes the connection's (the status bar shows it). */
    @Test
    void testingTheActiveConnectionUpdatesItsOrderCount() throws Exception {
        openWithFakes();
        assertThat(app.context.connection().orderCountProperty().get()).isEqualTo(-1);
        robot.clickOn("#testButton");
        waitFor(() -> text("#assetverifyResult").equals("Asset verification: ok (3 orders)"));
        waitFor(() -> app.context.connection().orderCountProperty().get() == 3);
    }

    @Test
    void aFailedTestShowsStatusMessageAndRequestId() throws Exception {
        open(TestApp.withFakes(c -> new FakeIntegrationService(c).listOrdersFailure(FakeIntegrationService.error(
                ApiException.Kind.UNAUTHORIZED, 401, "401 Unauthorized: invalid credentials", "req-9"))));
        fillValidProfile("Broken");
        robot.clickOn("#testButton");
        waitFor(() -> text("#assetverifyResult").startsWith("Asset verification: failed"));
        assertThat(text("#assetverifyResult"))
                .isEqualTo("Asset verification: failed: Invalid credentials (HTTP 401 Unauthorized, request id req-9)");
        assertThat(text("#banklinkResult")).isEqualTo("Bank link: not configured");
    }

    @Test
    void exportAndImportRoundTripWithAndWithoutSecrets() throws Exception {
        openWithFakes();
        fillValidProfile("Branch 7");
        robot.clickOn("#saveButton");
        waitFor(() -> text("#noticeLabel").startsWith("Saved"));
        Path dir = Files.createTempDirectory(Path.of("target"), "conn-export-");
        Path withSecrets = dir.resolve("with.json");
        Path without = dir.resolve("without.json");

        app.dialogs.fill(ConnectionController.INCLUDE_SECRETS, true);
        app.dialogs.onSave(r -> withSecrets).onOpen(r -> withSecrets);
        robot.clickOn("#exportButton");
        waitFor(() -> text("#noticeLabel").startsWith("Exported to with.json WITH secrets"));
        ConnectionProfile back = ConnectionFile.read(withSecrets);
        assertThat(back.name()).isEqualTo("Branch 7");
        assertThat(back.accessToken()).isEqualTo("tok-123");
        assertThat(back.assetverify().password()).isEqualTo("pw-456");

        app.dialogs.fill(ConnectionController.INCLUDE_SECRETS, false);
        app.dialogs.onSave(r -> without).onOpen(r -> without);
        robot.clickOn("#exportButton");
        waitFor(() -> text("#noticeLabel").startsWith("Exported to without.json without secrets"));
        assertThat(Files.readString(without)).contains("Branch 7").doesNotContain("tok-123").doesNotContain("pw-456");

        // a complete file imports as a new profile, ready to save under a free name
        app.dialogs.onSave(r -> withSecrets).onOpen(r -> withSecrets);
        robot.clickOn("#importButton");
        waitFor(() -> text("#noticeLabel").equals("Imported with.json. Review it and save."));
        assertThat(((TextField) node("#baseUrlField")).getText()).isEqualTo("https://svc.example.com");
        assertThat(((TextField) node("#assetverifyUsernameField")).getText()).isEqualTo("officer");
        assertThat(text("#nameError")).isEqualTo("A profile with this name exists already");
        assertThat(shown("#nameError")).isTrue();
        assertThat(((Button) node("#saveButton")).isDisabled()).isTrue();

        // a file without secrets imports with the missing secrets marked
        app.dialogs.onSave(r -> without).onOpen(r -> without);
        robot.clickOn("#importButton");
        waitFor(() -> text("#noticeLabel").startsWith("Imported without.json, but it is incomplete"));
        assertThat(text("#noticeLabel")).contains("accessToken is missing");
        assertThat(shown("#accessTokenError")).isTrue();
        assertThat(text("#accessTokenError")).isEqualTo("Required");
    }

    @Test
    void theLoanFilesCardSaysWhereTheyAreOffersAnImportedTeamDatabaseAndKeepsTheNameOfThePerson() throws Exception {
        openWithFakes();
        robot.interact(() -> controller.onShown());
        waitFor(() -> text("#loanPlaceWhere").equals("Kept on this workstation."));
        assertThat(shown("#teamTestButton")).as("nothing to test on a workstation").isFalse();
        assertThat(shown("#teamUseButton")).isFalse();

        Path file = Files.createTempDirectory(Path.of("target"), "conn-team-").resolve("office.json");
        Files.writeString(file, "{\"name\":\"Office\",\"baseUrl\":\"https://svc.example.com\",\"portalUrl\":"
                + "\"https://portal.example.com\",\"accessToken\":\"tok\",\"assetverify\":{\"username\":"
                + "\"officer\",\"password\":\"pw\"},\"loanDatabase\":{\"url\":\"jdbc:postgresql://db.example.com:"
                + "5432/assetdesk\",\"user\":\"assetdesk_console\",\"password\":\"s3cret-password\"}}");
        app.dialogs.onOpen(r -> file);
        robot.clickOn("#importButton");
        waitFor(() -> shown("#teamUseButton"));
        assertThat(text("#teamOffer")).contains("db.example.com:5432/assetdesk", "assetdesk_console");

        robot.clickOn("#teamUseButton");
        // this run's secrets are in memory only: the card says the password cannot be kept, never that it was
        waitFor(() -> text("#loanPlaceResult").contains("no credential store to keep its password"));
        waitFor(() -> text("#loanPlaceWhere").contains("db.example.com:5432/assetdesk"));
        assertThat(shown("#teamTestButton")).isTrue();
        assertThat(Files.readString(app.dataDir.resolve("desk.json"))).doesNotContain("s3cret-password");

        robot.clickOn("#personField").write("Ann Lee");
        robot.clickOn("#personButton");
        waitFor(() -> text("#loanPlaceResult").equals("From the next start, the loan histories written here name "
                + "you as Ann Lee."));

        robot.clickOn("#teamGiveUpButton");
        waitFor(() -> text("#loanPlaceWhere").equals("Kept on this workstation."));
    }

    @Test
    void aManagedConfigurationIsActiveShownWithItsFileAndNotEditable() throws Exception {
        ConnectionProfile managed = new ConnectionProfile("Head office", URI.create("https://svc.bank.example"),
                URI.create("https://portal.bank.example"), "t",
                null, new AssetverifyCredentials("u", "p"), false);
        TestApp testApp = TestApp.create(managed, TestApp::fakeSandboxProfile,
                c -> new FakeIntegrationService(c).orders(1), new Composition.Extras(
                        Path.of("/etc/asset-desk/connection.json"), null, null));
        open(testApp);
        assertThat(text("#editorTitle")).isEqualTo("Head office");
        assertThat(shown("#activeBadge")).isTrue();
        assertThat(text("#fixedNote")).startsWith("Managed (from /etc/asset-desk/connection.json)");
        assertThat(((TextField) node("#nameField")).isEditable()).isFalse();
        // and it looks it: every field read only, drawn without an input frame
        for (String id : List.of("#nameField", "#baseUrlField", "#portalUrlField", "#accessTokenField",
                "#assetverifyUsernameField", "#assetverifyPasswordField")) {
            TextInputControl f = node(id);
            assertThat(f.isEditable()).as(id).isFalse();
            assertThat(f.getPseudoClassStates()).as(id).contains(PseudoClass.getPseudoClass("readonly"));
        }
        assertThat(text("#fixedNote")).contains("its fields are shown read only");
        assertThat(((Button) node("#saveButton")).isDisabled()).isTrue();
        assertThat(((Button) node("#deleteButton")).isDisabled()).isTrue();
    }

    @Test
    void rememberingIsDisabledWithTheReasonWhenNoCredentialStoreExists() throws Exception {
        String before = System.getProperty(SecretStores.PROPERTY);
        System.setProperty(SecretStores.PROPERTY, "none");
        try {
            openWithFakes();
            robot.clickOn("#newButton");
            CheckBox remember = node("#rememberBox");
            waitFor(() -> text("#rememberReason").startsWith("Not available"));
            assertThat(remember.isDisabled()).isTrue();
            assertThat(text("#rememberReason")).contains("turned off on this workstation");
            assertThat(remember.getTooltip().getText()).isEqualTo(text("#rememberReason"));
        } finally {
            if (before == null) {
                System.clearProperty(SecretStores.PROPERTY);
            } else {
                System.setProperty(SecretStores.PROPERTY, before);
            }
        }
    }

    @Test
    void aSavedProfileCanBeDeletedAfterConfirming() throws Exception {
        openWithFakes();
        fillValidProfile("Old");
        robot.clickOn("#saveButton");
        waitFor(() -> text("#noticeLabel").startsWith("Saved"));
        robot.clickOn("#deleteButton");
        robot.type(KeyCode.ENTER);
        waitFor(() -> text("#noticeLabel").equals("Deleted \u201cOld\u201d."));
        ListView<ProfileItem> list = node("#profileList");
        assertThat(list.getItems()).extracting(ProfileItem::name).containsExactly("Sandbox");
        assertThat(new ProfileStore(app.dataDir).load()).isEmpty();
    }
}
