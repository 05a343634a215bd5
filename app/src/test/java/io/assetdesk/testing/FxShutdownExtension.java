package io.assetdesk.testing;

import javafx.application.Platform;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Shuts the JavaFX toolkit down once, after the last test of the run, before the test JVM exits. Left running, the
 * toolkit (WebKit in particular) can be torn down natively while the JVM exits, and the process then dies with
 * SIGABRT after every test has passed. Registered for every test class through the ServiceLoader
 * ({@code junit.jupiter.extensions.autodetection.enabled} in {@code junit-platform.properties}).
 */
public final class FxShutdownExtension implements BeforeAllCallback {

    @Override
    public void beforeAll(ExtensionContext context) {
        context.getRoot().getStore(ExtensionContext.Namespace.GLOBAL)
                .getOrComputeIfAbsent(FxShutdown.class, k -> new FxShutdown(), FxShutdown.class);
    }

    /** Closed by JUnit when the root context closes: after all tests. */
    static final class FxShutdown implements ExtensionContext.Store.CloseableResource {
        @Override
        public void close() throws InterruptedException {
            Thread fx = Thread.getAllStackTraces().keySet().stream()
                    .filter(t -> t.getName().equals("JavaFX Application Thread"))
                    .findFirst().orElse(null);
            if (fx == null) {
                return; // no test started the toolkit
            }
            Platform.exit();
            fx.join(15_000);
        }
    }
}
