package io.assetdesk.settings;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Optional;

/** The main window's preferences in {@code window.json} in the data folder. */
public final class ShellPreferencesStore {
    public static final String FILE_NAME = "window.json";

    private final JsonFileStore<ShellPreferences> store;

    public ShellPreferencesStore(Path dataDir) {
        this.store = new JsonFileStore<>(dataDir.resolve(FILE_NAME), ShellPreferences.class);
    }

    public Path file() {
        return store.file();
    }

    public ShellPreferences load() {
        return store.read(ShellPreferences.empty());
    }

    /** The damaged file the last load found (moved aside, with where it is now); empty when none. */
    public Optional<String> damage() {
        JsonFileStore.Damage d = store.damage();
        return Optional.ofNullable(d == null ? null : d.describe());
    }

    public void save(ShellPreferences preferences) {
        try {
            store.write(preferences);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
