package io.assetdesk.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The window's preferences are read token by token (at start-up) and written by data binding: both must agree. */
class ShellPreferencesStoreTest {

    private static Path dir() throws Exception {
        return Files.createTempDirectory(Files.createDirectories(Path.of("target")), "window-");
    }

    @Test
    void whatTheWindowSavedIsWhatTheNextStartReads() throws Exception {
        Path dir = dir();
        ShellPreferences saved = new ShellPreferences(12.5, -30.0, 1280.0, 800.0, true, "LOANS", "dark");
        new ShellPreferencesStore(dir).update(saved);

        ShellPreferencesStore next = new ShellPreferencesStore(dir);
        assertThat(next.load()).isEqualTo(saved);
        assertThat(next.damage()).isEmpty();

        ShellPreferences partial = ShellPreferences.empty().withTheme("light");
        new ShellPreferencesStore(dir).update(partial);
        assertThat(new ShellPreferencesStore(dir).load()).isEqualTo(partial);
    }

    @Test
    void membersOfALaterVersionAreSkippedWhateverTheyHold() throws Exception {
        Path dir = dir();
        Files.writeString(dir.resolve(ShellPreferencesStore.FILE_NAME), """
                {"x": 10, "panels": {"left": [1, 2, {"a": null}]}, "zoom": 1.25, "theme": "dark",
                 "maximized": false, "lastScreen": null, "recent": ["a", "b"]}
                """);
        ShellPreferencesStore store = new ShellPreferencesStore(dir);
        assertThat(store.load()).isEqualTo(new ShellPreferences(10.0, null, null, null, false, null, "dark"));
        assertThat(store.damage()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"[1,2]", "\"dark\"", "{\"x\": \"ten\"}", "{\"theme\": 3}", "{\"maximized\": \"yes\"}",
        "{\"x\": 1} {\"x\": 2}", "{\"x\": 10, \"y\":"})
    void aFileOfAnotherShapeIsSetAsideAndTheWindowOpensAsOnAFirstRun(String content) throws Exception {
        Path dir = dir();
        Files.writeString(dir.resolve(ShellPreferencesStore.FILE_NAME), content);
        ShellPreferencesStore store = new ShellPreferencesStore(dir);

        assertThat(store.load()).isEqualTo(ShellPreferences.empty());
        assertThat(store.damage()).hasValueSatisfying(d -> assertThat(d).startsWith("window.json could not be read ("));
        assertThat(dir.resolve(ShellPreferencesStore.FILE_NAME)).doesNotExist();
    }

    @Test
    void aFileThatSaysNullHoldsNoPreferencesAndAnEmptyOneEndsEarly() throws Exception {
        Path dir = dir();
        Files.writeString(dir.resolve(ShellPreferencesStore.FILE_NAME), "null");
        ShellPreferencesStore store = new ShellPreferencesStore(dir);
        assertThat(store.load()).isEqualTo(ShellPreferences.empty());
        assertThat(store.damage()).isEmpty();

        Files.writeString(dir.resolve(ShellPreferencesStore.FILE_NAME), "");
        ShellPreferencesStore empty = new ShellPreferencesStore(dir);
        assertThat(empty.load()).isEqualTo(ShellPreferences.empty());
        assertThat(empty.damage()).hasValueSatisfying(d -> assertThat(d).startsWith(
                "window.json could not be read (it ends early)"));
    }
}
