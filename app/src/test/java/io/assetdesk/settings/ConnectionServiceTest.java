package io.assetdesk.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.assetdesk.api.Account;
import io.assetdesk.api.ApiException;
import io.assetdesk.api.IntegrationService;
import io.assetdesk.api.NewOrderRequest;
import io.assetdesk.api.Order;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.api.ServiceConfig;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The Connection screen's logic without a screen: profiles, secrets, resolution, import/export, the test. */
class ConnectionServiceTest {
    private Path dataDir;
    private MemorySecretStore workstation;
    private ConnectionService service;

    @BeforeEach
    void setUp() throws IOException {
        dataDir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "connection-service");
        workstation = new MemorySecretStore();
        service = new ConnectionService(new ProfileStore(dataDir), () -> workstation);
    }

    private static ConnectionService.Edit prod() {
        return new ConnectionService.Edit(" Prod ", "https://svc.example.com", "https://portal.example.com", "",
                "officer");
    }

    @Test
    void aSavedProfileResolvesWithItsSessionSecretsAndNoSecretIsInAnyFile() throws IOException {
        SavedProfile saved = service.save(null, prod(), new ConnectionService.Secrets("tok-1", null, "pw-1"), false,
                List.of());
        assertThat(saved.name()).isEqualTo("Prod");
        assertThat(saved.banklinkClientId()).isNull();
        assertThat(service.savedProfiles()).extracting(SavedProfile::name).containsExactly("Prod");

        ConnectionProfile p = service.resolve(saved, ConnectionService.Secrets.NONE, saved);
        assertThat(p.accessToken()).isEqualTo("tok-1");
        assertThat(p.assetverify().password()).isEqualTo("pw-1");
        assertThat(workstation.get("Prod", SecretKind.ACCESS_TOKEN)).as("not remembered").isEmpty();
        assertNoFileHolds("tok-1", "pw-1");
    }

    @Test
    void rememberedSecretsComeBackInTheNextSessionFromTheCredentialStore() throws IOException {
        service.save(null, prod(), new ConnectionService.Secrets("tok-2", null, "pw-2"), true, List.of());
        ConnectionService next = new ConnectionService(new ProfileStore(dataDir), () -> workstation);
        SavedProfile saved = next.savedProfiles().get(0);
        assertThat(saved.rememberSecrets()).isTrue();
        assertThat(next.inSession("Prod", SecretKind.ACCESS_TOKEN)).isFalse();
        assertThat(next.resolve(saved, ConnectionService.Secrets.NONE, saved).accessToken()).isEqualTo("tok-2");
        assertNoFileHolds("tok-2", "pw-2");
    }

    @Test
    void withoutACredentialStoreRememberIsNotKept() {
        ConnectionService none = new ConnectionService(new ProfileStore(dataDir),
                () -> new UnavailableSecretStore("none here"));
        SavedProfile saved = none.save(null, prod(), new ConnectionService.Secrets("tok", null, "pw"), true, List.of());
        assertThat(saved.rememberSecrets()).isFalse();
        assertThat(none.resolve(saved, ConnectionService.Secrets.NONE, saved).accessToken()).isEqualTo("tok");
    }

    @Test
    void renamingMovesTheSecretsAndDeletingForgetsThem() {
        SavedProfile old = service.save(null, prod(), new ConnectionService.Secrets("tok", null, "pw"), true,
                List.of());
        ConnectionService.Edit renamed = new ConnectionService.Edit("Production", "https://svc.example.com",
                "https://portal.example.com", null, "officer");
        SavedProfile now = service.save(old, renamed, ConnectionService.Secrets.NONE, true, List.of());
        assertThat(service.savedProfiles()).extracting(SavedProfile::name).containsExactly("Production");
        assertThat(workstation.get("Prod", SecretKind.ACCESS_TOKEN)).isEmpty();
        assertThat(service.resolve(now, ConnectionService.Secrets.NONE, now).accessToken()).isEqualTo("tok");

        service.delete(now, List.of());
        assertThat(service.savedProfiles()).isEmpty();
        assertThat(workstation.get("Production", SecretKind.ACCESS_TOKEN)).isEmpty();
        assertThat(service.inSession("Production", SecretKind.ACCESS_TOKEN)).isFalse();
    }

    @Test
    void aMissingSecretIsNamed() {
        SavedProfile bare = prod().toSaved(false);
        assertThatThrownBy(() -> service.resolve(bare, new ConnectionService.Secrets(null, null, "pw"), null))
                .isInstanceOfSatisfying(ConnectionService.MissingSecretException.class,
                        e -> assertThat(e.kind()).isEqualTo(SecretKind.ACCESS_TOKEN));
        assertThatThrownBy(() -> service.resolve(bare, new ConnectionService.Secrets("tok", null, null), null))
                .isInstanceOfSatisfying(ConnectionService.MissingSecretException.class,
                        e -> assertThat(e.kind()).isEqualTo(SecretKind.ASSETVERIFY_PASSWORD));
    }

    @Test
    void exportWithoutSecretsThenImportGivesTheFieldsAndSaysWhatIsMissing() throws IOException {
        ConnectionProfile full = prod().toSaved(false).withSecrets("tok-9", null, "pw-9");
        Path without = dataDir.resolve("without.json");
        Path with = dataDir.resolve("with.json");
        service.export(full, without, false);
        service.export(full, with, true);
        assertThat(Files.readString(without)).doesNotContain("tok-9").doesNotContain("pw-9");
        assertThat(Files.readString(with)).contains("tok-9");

        ConnectionService.Imported incomplete = service.importFile(without);
        assertThat(incomplete.draft().baseUrl()).isEqualTo("https://svc.example.com");
        assertThat(incomplete.problem()).isNotBlank();
        ConnectionService.Imported complete = service.importFile(with);
        assertThat(complete.problem()).isNull();
        assertThat(complete.draft().accessToken()).isEqualTo("tok-9");
    }

    @Test
    void theTestListsOrdersAndClosesItsService() throws Exception {
        ConnectionProfile full = prod().toSaved(false).withSecrets("tok", null, "pw");
        AtomicBoolean closed = new AtomicBoolean();
        ConnectionService.TestResult ok = service.test(full, c -> new Lister(
                CompletableFuture.completedFuture(List.of()), closed)).get(5, TimeUnit.SECONDS);
        assertThat(ok.ok()).isTrue();
        assertThat(ok.orders()).isZero();
        assertThat(ok.banklinkConfigured()).isFalse();
        assertThat(closed).isTrue();

        ApiException refused = new ApiException(ApiException.Kind.UNAUTHORIZED, 401, "401 Unauthorized", null, null,
                null, null, false, null);
        ConnectionService.TestResult failed = service.test(full, c -> new Lister(
                CompletableFuture.failedFuture(refused), new AtomicBoolean())).get(5, TimeUnit.SECONDS);
        assertThat(failed.ok()).isFalse();
        assertThat(failed.failure()).isSameAs(refused);

        ConnectionProfile noAssetverify = new ConnectionService.Edit("B", "https://svc.example.com",
                "https://portal.example.com", "client", null).toSaved(false).withSecrets("tok", "s", null);
        ConnectionService.TestResult notConfigured = service.test(noAssetverify, c -> {
            throw new AssertionError("nothing to call");
        }).get(5, TimeUnit.SECONDS);
        assertThat(notConfigured.assetverifyConfigured()).isFalse();
        assertThat(notConfigured.banklinkConfigured()).isTrue();
    }

    private void assertNoFileHolds(String... secrets) throws IOException {
        try (Stream<Path> files = Files.walk(dataDir)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                String text = new String(Files.readAllBytes(f), StandardCharsets.UTF_8);
                for (String s : secrets) {
                    assertThat(text).as(f.toString()).doesNotContain(s);
                }
            }
        }
    }

    /** A service whose only call is the list. */
    private record Lister(CompletableFuture<List<Order>> answer, AtomicBoolean closed)
            implements IntegrationService, AutoCloseable {
        @Override
        public CompletableFuture<List<Order>> listOrdersAsync() {
            return answer;
        }

        @Override
        public CompletableFuture<OrderDocument> getOrderAsync(String id) {
            throw new UnsupportedOperationException();
        }

        @Override
        public CompletableFuture<Order> createOrderAsync(NewOrderRequest request) {
            throw new UnsupportedOperationException();
        }

        @Override
        public CompletableFuture<List<Account>> listAccountsAsync(String publicToken) {
            throw new UnsupportedOperationException();
        }

        @Override
        public ServiceConfig config() {
            throw new UnsupportedOperationException();
        }

        @Override
        public void close() {
            closed.set(true);
        }
    }
}
