package io.assetdesk.ui.connection;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.AssetverifyCredentials;
import io.assetdesk.api.Order;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.ConnectionService;
import io.assetdesk.settings.MemorySecretStore;
import io.assetdesk.settings.ProfileStore;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.connection.ConnectionCheck.Outcome;
import io.assetdesk.ui.connection.ProfileItem.Kind;
import io.assetdesk.ui.testing.FakeIntegrationService;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The Connection screen's view model without a window, everything on the calling thread: the messages beside the
 * fields, saving, the test's outcome, and what a fixed (sandbox) connection lets the officer do.
 */
class ConnectionViewModelTest {
    private final FakeIntegrationService tested = new FakeIntegrationService().orders(4).onCallingThread();
    private Path dataDir;
    private ActiveConnection connection;

    @BeforeEach
    void setUp() throws Exception {
        dataDir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "connection-vm");
        URI local = URI.create("http://127.0.0.1:9");
        ConnectionProfile sandbox = new ConnectionProfile("Sandbox", local, local, "sandbox-token", null,
                new AssetverifyCredentials("sandbox", "sandbox"), true);
        connection = new ActiveConnection(sandbox, c -> tested);
    }

    private ConnectionViewModel model() {
        return new ConnectionViewModel(Messages.load(), UiExecutor.direct(), connection,
                new ConnectionService(new ProfileStore(dataDir), MemorySecretStore::new), Runnable::run,
                Optional.empty(), connection::profile);
    }

    private static void fill(ConnectionViewModel vm) {
        vm.newProfile();
        vm.editor().field(ConnectionField.NAME).set("Production");
        vm.editor().field(ConnectionField.BASE_URL).set("https://svc.example.com");
        vm.editor().field(ConnectionField.PORTAL_URL).set("https://portal.example.com");
        vm.editor().field(ConnectionField.ACCESS_TOKEN).set("tok-1");
        vm.editor().field(ConnectionField.ASSETVERIFY_USERNAME).set("officer");
        vm.editor().field(ConnectionField.ASSETVERIFY_PASSWORD).set("pw-1");
    }

    @Test
    void theBuiltInSandboxIsShownButCannotBeEdited() {
        ConnectionViewModel vm = model();
        assertThat(vm.selectedProperty().get().kind()).isEqualTo(Kind.SANDBOX);
        assertThat(vm.activeProperty().get()).isEqualTo(vm.selectedProperty().get());
        assertThat(vm.editor().editableProperty().get()).isFalse();
        assertThat(vm.editor().error(ConnectionField.NAME).get()).as("nothing to correct in what cannot be edited")
                .isNull();
    }

    @Test
    void aNewProfileSaysWhatEachFieldNeedsAndIsSavedOnceComplete() {
        ConnectionViewModel vm = model();
        vm.newProfile();
        assertThat(vm.editor().editableProperty().get()).isTrue();
        assertThat(vm.editor().error(ConnectionField.NAME).get()).isEqualTo("Required");
        vm.editor().field(ConnectionField.BASE_URL).set("not a url");
        assertThat(vm.editor().error(ConnectionField.BASE_URL).get()).isEqualTo("Not a valid URL, e.g. "
                + "https://integrations.example.com");
        vm.editor().field(ConnectionField.ASSETVERIFY_USERNAME).set("officer");
        assertThat(vm.editor().error(ConnectionField.ASSETVERIFY_PASSWORD).get())
                .isEqualTo("Fill in both fields of this integration, or leave both empty");
        assertThat(vm.editor().validProperty().get()).isFalse();

        fill(vm);
        assertThat(vm.editor().validProperty().get()).isTrue();
        vm.save();

        assertThat(vm.noticeProperty().get()).isEqualTo("Saved \u201cProduction\u201d.");
        assertThat(vm.noticeIsErrorProperty().get()).isFalse();
        assertThat(vm.selectedProperty().get().kind()).isEqualTo(Kind.SAVED);
        assertThat(new ProfileStore(dataDir).load()).extracting(p -> p.name()).containsExactly("Production");
    }

    @Test
    void aSecondProfileOfTheSameNameIsRefused() {
        ConnectionViewModel vm = model();
        fill(vm);
        vm.save();
        vm.newProfile();
        vm.editor().field(ConnectionField.NAME).set("Production");
        assertThat(vm.editor().error(ConnectionField.NAME).get()).isEqualTo("A profile with this name exists already");
    }

    @Test
    void theTestSaysHowManyOrdersTheServiceListedAndThatTheBankLinkCannotBeChecked() {
        ConnectionViewModel vm = model();
        fill(vm);
        vm.editor().field(ConnectionField.BANKLINK_CLIENT_ID).set("client");
        vm.editor().field(ConnectionField.BANKLINK_SECRET).set("secret");
        vm.testConnection();

        assertThat(vm.tests().assetverifyCheckProperty().get().outcome()).isEqualTo(Outcome.OK);
        assertThat(vm.tests().assetverifyCheckProperty().get().text()).isEqualTo("ok (4 orders)");
        assertThat(vm.tests().banklinkCheckProperty().get().outcome()).isEqualTo(Outcome.NOT_CHECKED);
        assertThat(vm.busyProperty().get()).isFalse();
    }

    @Test
    void aTestStillRunningWhenAnotherProfileIsChosenNeverShowsItsAnswerThere() {
        CompletableFuture<List<Order>> slow = new CompletableFuture<>();
        tested.onList = () -> slow;
        ConnectionViewModel vm = model();
        fill(vm);
        vm.testConnection();
        assertThat(vm.tests().assetverifyCheckProperty().get().outcome()).isEqualTo(Outcome.RUNNING);

        vm.select(vm.items().get(0)); // the sandbox
        slow.complete(List.of());
        assertThat(vm.tests().assetverifyCheckProperty().get()).as("cleared with the editor, and left so").isNull();
    }
}
