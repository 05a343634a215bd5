package io.assetdesk.ui.testing;

import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.testfx.api.FxToolkit;

/**
 * Sets TestFX up for a screen test ({@link ScreenTest}): the toolkit with its primary stage before the class's first
 * test (once per run; the headless Monocle platform comes from the build's system properties), and the stages the test
 * opened closed after each test, so that no window of one test is left under the next.
 */
public final class FxToolkitExtension implements BeforeAllCallback, AfterEachCallback {
    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @Override
    public void afterEach(ExtensionContext context) throws Exception {
        FxToolkit.cleanupStages();
    }
}
