package io.assetdesk.ui.connection;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.ApiException;
import io.assetdesk.api.AssetverifyCredentials;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.ConnectionService;
import io.assetdesk.settings.MemorySecretStore;
import io.assetdesk.settings.ProfileStore;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.connection.ConnectionCheck.Outcome;
import io.assetdesk.ui.testing.FakeIntegrationService;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The Connection screen's test section on its own, with no toolkit: one outcome per integration, the newest only. */
class ConnectionTestsTest {
    private static final Messages M = Messages.load();
    private final FakeIntegrationService service = new FakeIntegrationService().orders(4).onCallingThread();
    private final List<Boolean> busy = new ArrayList<>();
    private ConnectionProfile profile;
    private ActiveConnection connection;
    private ConnectionTests tests;

    @BeforeEach
    void setUp() throws Exception {
        Path dataDir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "connection-tests");
        URI local = URI.create("http://127.0.0.1:9");
        profile = new ConnectionProfile("Sandbox", local, local, "sandbox-token", null,
                new AssetverifyCredentials("sandbox", "sandbox"), true);
        connection = new ActiveConnection(profile, c -> service);
        tests = new ConnectionTests(M, UiExecutor.direct(), connection,
                new ConnectionService(new ProfileStore(dataDir), MemorySecretStore::new));
    }

    @Test
    void aPassingTestSaysTheOrdersListedAndTellsTheStatusBarForTheActiveProfile() {
        tests.run(CompletableFuture.completedFuture(profile), busy::add);
        assertThat(busy).containsExactly(true, false);
        assertThat(tests.assetverifyCheckProperty().get().outcome()).isEqualTo(Outcome.OK);
        assertThat(tests.assetverifyCheckProperty().get().text()).isEqualTo(M.get("connection.test.ok", 4));
        assertThat(tests.banklinkCheckProperty().get().outcome()).isIn(Outcome.NOT_CHECKED, Outcome.NOT_CONFIGURED);
        assertThat(connection.orderCountProperty().get()).isEqualTo(4);

        tests.clear();
        assertThat(tests.assetverifyCheckProperty().get()).isNull();
    }

    @Test
    void aFailingTestSaysItsCauseAndNeverTouchesTheStatusBarsCount() {
        service.listOrdersFailure(FakeIntegrationService.error(ApiException.Kind.UNAUTHORIZED, 401, "401 Unauthorized",
                null));
        tests.run(CompletableFuture.completedFuture(profile), busy::add);
        assertThat(tests.assetverifyCheckProperty().get().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(tests.assetverifyCheckProperty().get().text()).isNotBlank();
        assertThat(connection.orderCountProperty().get()).isEqualTo(-1);

        tests.run(CompletableFuture.failedFuture(new IllegalStateException("The password could not be read")),
                busy::add);
        assertThat(tests.assetverifyCheckProperty().get().text()).contains("The password could not be read");
        assertThat(tests.banklinkCheckProperty().get()).isNull();
        assertThat(busy).containsExactly(true, false, true, false);
    }

    @Test
    void anOlderTestsAnswerIsDroppedOnceAnotherProfileIsShown() {
        CompletableFuture<ConnectionProfile> slow = new CompletableFuture<>();
        tests.run(slow, busy::add);
        assertThat(tests.assetverifyCheckProperty().get().outcome()).isEqualTo(Outcome.RUNNING);
        tests.clear();
        slow.complete(profile);
        assertThat(tests.assetverifyCheckProperty().get()).as("the answer came for a profile no longer shown")
                .isNull();
        assertThat(connection.orderCountProperty().get()).isEqualTo(-1);
    }
}
