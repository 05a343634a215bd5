package io.assetdesk.settings;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * The main window's preferences in {@code window.json} in the data folder. It holds the latest preferences of this
 * run in memory ({@link #current()}); {@link #update} changes them at once and writes the file through
 * {@link BackgroundWrites}, so that the FX thread never waits for a disk. Read the file ({@link #load()}) before the
 * window is built, off the FX thread.
 */
public final class ShellPreferencesStore {
    public static final String FILE_NAME = "window.json";

    private final JsonFileStore<ShellPreferences> store;
    private final BackgroundWrites writes;
    private volatile ShellPreferences current = ShellPreferences.empty();

    /** Writes on the calling thread (tools, tests). */
    public ShellPreferencesStore(Path dataDir) {
        this(dataDir, BackgroundWrites.onCallingThread());
    }

    public ShellPreferencesStore(Path dataDir, BackgroundWrites writes) {
        this.store = new JsonFileStore<>(dataDir.resolve(FILE_NAME), ShellPreferences.class);
        this.writes = Objects.requireNonNull(writes);
    }

    public Path file() {
        return store.file();
    }

    /** Reads the file (blocks) and makes what it holds the current preferences. */
    public ShellPreferences load() {
        current = store.read(ShellPreferences.empty());
        return current;
    }

    /** Makes {@code preferences}, read elsewhere, the current ones (nothing is written). */
    public void remember(ShellPreferences preferences) {
        current = Objects.requireNonNull(preferences);
    }

    /** The latest preferences of this run: the ones read or remembered, or the latest saved. */
    public ShellPreferences current() {
        return current;
    }

    /** The damaged file the last load found (moved aside, with where it is now); empty when none. */
    public Optional<String> damage() {
        JsonFileStore.Damage d = store.damage();
        return Optional.ofNullable(d == null ? null : d.describe());
    }

    /**
     * Makes {@code preferences} the current ones and writes them: in the background, without waiting (the FX thread
     * may call it), unless this store was made to write on the calling thread.
     */
    public void update(ShellPreferences preferences) {
        current = Objects.requireNonNull(preferences);
        writes.write(FILE_NAME, () -> store.write(preferences));
    }
}
