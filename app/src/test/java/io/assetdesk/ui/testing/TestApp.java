package io.assetdesk.ui.testing;

import io.assetdesk.api.AssetverifyCredentials;
import io.assetdesk.api.BanklinkCredentials;
import io.assetdesk.api.IntegrationService;
import io.assetdesk.api.ServiceConfig;
import io.assetdesk.api.SharedListService;
import io.assetdesk.app.Composition;
import io.assetdesk.app.Parts;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.session.ReportWaits;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.EnrollmentKeys;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.Styles;
import io.assetdesk.ui.Themes;
import io.assetdesk.ui.UiExecutor;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.application.Application;
import javafx.scene.Parent;
import javafx.scene.Scene;

/** Builds an {@link Parts} for UI tests: a fresh data folder under target/, the FX executor, a chosen service. */
public final class TestApp {
    public final Path dataDir;
    public final Parts context;
    /** The screens' dialogs: scripted answers, the rest shown for real. */
    public final ScriptedDialogs dialogs = new ScriptedDialogs(Messages.load());
    /** Every service the connection built, in order (the last is the active one). */
    public final List<IntegrationService> services = new CopyOnWriteArrayList<>();

    private TestApp(Path dataDir, ConnectionProfile initial, Supplier<ConnectionProfile> sandbox,
                    Function<ServiceConfig, IntegrationService> factory, Composition.Extras extras) {
        this.dataDir = dataDir;
        Function<ServiceConfig, IntegrationService> recording = c -> {
            IntegrationService s = factory.apply(c);
            services.add(s);
            return s;
        };
        ActiveConnection connection = new ActiveConnection(initial, recording);
        this.context = Composition.parts(dataDir, Messages.load(), UiExecutor.fx(), connection,
                new EnrollmentKeys(), Clock.systemDefaultZone(), sandbox, ReportWaits.inMemory(),
                Composition.backgroundExecutor(), extras).withDialogs(dialogs);
    }

    /** A context whose connection builds services with {@code factory}; starts on {@code initial}. */
    public static TestApp create(ConnectionProfile initial, Supplier<ConnectionProfile> sandbox,
                                 Function<ServiceConfig, IntegrationService> factory) {
        return new TestApp(newDataDir(), initial, sandbox, factory, Composition.Extras.NONE);
    }

    /**
     * Like {@link #create(ConnectionProfile, Supplier, Function)}, with what the start-up would know beyond the parts.
     */
    public static TestApp create(ConnectionProfile initial, Supplier<ConnectionProfile> sandbox,
                                 Function<ServiceConfig, IntegrationService> factory,
                                 Composition.Extras extras) {
        return new TestApp(newDataDir(), initial, sandbox, factory, extras);
    }

    /** Like {@link #withFakes(Function)}, with what the start-up would know beyond the parts. */
    public static TestApp withFakes(Function<ServiceConfig, FakeIntegrationService> factory,
                                    Composition.Extras extras) {
        ConnectionProfile sandbox = fakeSandboxProfile();
        return new TestApp(newDataDir(), sandbox, () -> sandbox, factory::apply, extras);
    }

    /**
     * A context over fakes: starts on a sandbox-flagged loopback profile, every service a {@link
     * FakeIntegrationService}.
     */
    public static TestApp withFakes(Function<ServiceConfig, FakeIntegrationService> factory) {
        ConnectionProfile sandbox = fakeSandboxProfile();
        return create(sandbox, () -> sandbox, factory::apply);
    }

    /** The scene as the app builds it: AtlantaFX theme and app.css. Call on the FX thread. */
    public static Scene scene(Parent root, double width, double height) {
        Application.setUserAgentStylesheet(Themes.userAgentStylesheet(false));
        Scene scene = new Scene(root, width, height);
        scene.getStylesheets().add(TestApp.class.getResource(Styles.STYLESHEET).toExternalForm());
        return scene;
    }

    public FakeIntegrationService activeFake() {
        IntegrationService active = context.connection().service();
        return (FakeIntegrationService) (active instanceof SharedListService shared
                ? shared.delegate() : active);
    }

    public static ConnectionProfile fakeSandboxProfile() {
        URI url = URI.create("http://127.0.0.1:9");
        return new ConnectionProfile("Sandbox", url, url, "sandbox-token",
                new BanklinkCredentials("sandbox-client", "sandbox-secret"),
                new AssetverifyCredentials("sandbox-officer", "sandbox-password"), true);
    }

    public static Path newDataDir() {
        try {
            Path base = Path.of("target", "ui-tests");
            Files.createDirectories(base);
            return Files.createTempDirectory(base, "data-").toAbsolutePath();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
