package io.assetdesk.ui.connection;

import static io.assetdesk.ui.testing.ScreenHarness.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.app.Composition;
import io.assetdesk.settings.ConnectionService;
import io.assetdesk.settings.MemorySecretStore;
import io.assetdesk.settings.ProfileStore;
import io.assetdesk.settings.SecretKind;
import io.assetdesk.ui.connection.ProfileItem.Kind;
import io.assetdesk.ui.testing.FakeIntegrationService;
import io.assetdesk.ui.testing.ScreenTest;
import io.assetdesk.ui.testing.TestApp;
import java.nio.file.Files;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/** "Remember on this workstation": secrets survive a restart through the workstation store, and only there. */
@ScreenTest
class RememberedSecretsTest {


    private static <T> T fx(Callable<T> c) throws Exception {
        return WaitForAsyncUtils.asyncFx(c).get(10, TimeUnit.SECONDS);
    }

    private static ConnectionViewModel model(TestApp app, MemorySecretStore workstation) throws Exception {
        ConnectionViewModel vm = fx(() -> new ConnectionViewModel(app.context.messages(), app.context.ui(),
                app.context.connection(),
                new ConnectionService(new ProfileStore(app.dataDir), () -> workstation),
                Composition.sameThread(), Optional.empty(), app.context.sandboxProfile()));
        waitFor(Duration.ofSeconds(10), () -> vm.editor().rememberAvailableProperty().get());
        return vm;
    }

    private static void fill(ConnectionViewModel vm, boolean remember) throws Exception {
        fx(() -> {
            vm.newProfile();
            vm.editor().field(ConnectionField.NAME).set("Prod");
            vm.editor().field(ConnectionField.BASE_URL).set("https://svc.example.com");
            vm.editor().field(ConnectionField.PORTAL_URL).set("https://portal.example.com");
            vm.editor().field(ConnectionField.ACCESS_TOKEN).set("tok-1");
            vm.editor().field(ConnectionField.ASSETVERIFY_USERNAME).set("officer");
            vm.editor().field(ConnectionField.ASSETVERIFY_PASSWORD).set("pw-1");
            vm.editor().rememberProperty().set(remember);
            vm.save();
            return null;
        });
        waitFor(Duration.ofSeconds(10), () -> vm.noticeProperty().get().startsWith("Saved"));
    }

    private static void useSaved(ConnectionViewModel vm) throws Exception {
        fx(() -> {
            vm.select(vm.items().stream().filter(i -> i.kind() == Kind.SAVED).findFirst().orElseThrow());
            vm.useSelected();
            return null;
        });
        waitFor(Duration.ofSeconds(10), () -> !vm.busyProperty().get());
    }

    @Test
    void rememberedSecretsComeBackAfterARestart() throws Exception {
        MemorySecretStore workstation = new MemorySecretStore();
        TestApp first = TestApp.withFakes(FakeIntegrationService::new);
        fill(model(first, workstation), true);
        assertThat(workstation.get("Prod", SecretKind.ACCESS_TOKEN)).contains("tok-1");
        assertThat(workstation.get("Prod", SecretKind.ASSETVERIFY_PASSWORD)).contains("pw-1");

        // a new session on the same data folder and workstation
        TestApp second = TestApp.create(TestApp.fakeSandboxProfile(), TestApp::fakeSandboxProfile,
                FakeIntegrationService::new);
        Files.copy(new ProfileStore(first.dataDir).file(), new ProfileStore(second.dataDir).file());
        ConnectionViewModel vm = model(second, workstation);
        useSaved(vm);
        assertThat(second.context.connection().profile().name()).isEqualTo("Prod");
        assertThat(second.context.connection().profile().accessToken()).isEqualTo("tok-1");
        assertThat(fx(() -> vm.editor().storedProperty(SecretKind.ACCESS_TOKEN).get())).isTrue();
        assertThat(fx(() -> vm.editor().field(ConnectionField.ACCESS_TOKEN).get())).isEmpty();
    }

    @Test
    void sessionSecretsAreGoneAfterARestartAndTheOfficerIsToldWhatToType() throws Exception {
        MemorySecretStore workstation = new MemorySecretStore();
        TestApp first = TestApp.withFakes(FakeIntegrationService::new);
        fill(model(first, workstation), false);
        assertThat(workstation.get("Prod", SecretKind.ACCESS_TOKEN)).isEmpty();

        TestApp second = TestApp.withFakes(FakeIntegrationService::new);
        Files.copy(new ProfileStore(first.dataDir).file(), new ProfileStore(second.dataDir).file());
        ConnectionViewModel vm = model(second, workstation);
        useSaved(vm);
        assertThat(second.context.connection().isSandbox()).isTrue();
        assertThat(fx(() -> vm.noticeProperty().get()))
                .isEqualTo("The Access token is not known in this session: type it and save the profile.");
        assertThat(fx(() -> vm.noticeIsErrorProperty().get())).isTrue();
    }
}
