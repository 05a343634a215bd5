package io.assetdesk.testing;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.settings.AppDataDir;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Every test writes under target/, also when the build's settings are not there (a run from an IDE). */
class TestHomeExtensionTest {
    private static final Path TARGET = Path.of("target").toAbsolutePath().normalize();

    @Test
    void theHomeAndTheDataFolderOfEveryTestAreUnderTarget() {
        assertThat(Path.of(System.getProperty("user.home")).toAbsolutePath().normalize()).startsWith(TARGET);
        assertThat(AppDataDir.resolve().toAbsolutePath().normalize()).startsWith(TARGET);
        assertThat(System.getProperty("assetdesk.secretStore")).isEqualTo("memory");
    }

    @Test
    void withoutTheBuildsSettingsTheExtensionPointsThemUnderTarget() {
        String home = System.getProperty("user.home");
        String data = System.getProperty("assetdesk.home");
        try {
            System.setProperty("user.home", "/root");
            System.clearProperty("assetdesk.home");
            TestHomeExtension.ensure();
            assertThat(Path.of(System.getProperty("user.home"))).isEqualTo(TARGET.resolve("test-home"));
            assertThat(AppDataDir.resolve()).isEqualTo(TARGET.resolve("test-home").resolve("data"));
        } finally {
            System.setProperty("user.home", home);
            System.setProperty("assetdesk.home", data);
        }
    }
}
