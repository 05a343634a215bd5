package io.assetdesk.settings;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.exc.StreamReadException;
import tools.jackson.core.exc.UnexpectedEndOfInputException;

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
        this.store = new JsonFileStore<>(dataDir.resolve(FILE_NAME), ShellPreferences.class,
                ShellPreferencesStore::read);
        this.writes = Objects.requireNonNull(writes);
    }

    /**
     * The file's preferences, token by token (it is read while the first frame is built, before anything else needs
     * Jackson's data binding): an object of numbers, booleans, texts and nulls by the record's names; other members
     * are skipped. A file that is {@code null} holds no preferences (a first run); an empty one ends early; a member of
     * another kind (a number as text, too) makes the file damaged: stricter than data binding, which would coerce it,
     * for a file only this class writes.
     */
    static ShellPreferences read(JsonParser p) {
        JsonToken first = p.nextToken();
        if (first == null) {
            throw new UnexpectedEndOfInputException(p, null, "the window's preferences are empty");
        }
        if (first == JsonToken.VALUE_NULL) {
            return null;
        }
        if (first != JsonToken.START_OBJECT) {
            throw new StreamReadException(p, "the window's preferences are not an object");
        }
        Double x = null;
        Double y = null;
        Double width = null;
        Double height = null;
        Boolean maximized = null;
        String lastScreen = null;
        String theme = null;
        while (p.nextToken() == JsonToken.PROPERTY_NAME) {
            String name = p.currentName();
            JsonToken t = p.nextToken();
            switch (name) {
                case "x" -> x = number(p, t);
                case "y" -> y = number(p, t);
                case "width" -> width = number(p, t);
                case "height" -> height = number(p, t);
                case "maximized" -> maximized = t == JsonToken.VALUE_NULL ? null : p.getBooleanValue();
                case "lastScreen" -> lastScreen = text(p, t);
                case "theme" -> theme = text(p, t);
                default -> p.skipChildren();
            }
        }
        return new ShellPreferences(x, y, width, height, maximized, lastScreen, theme);
    }

    private static Double number(JsonParser p, JsonToken t) {
        return t == JsonToken.VALUE_NULL ? null : p.getDoubleValue();
    }

    private static String text(JsonParser p, JsonToken t) {
        if (t == JsonToken.VALUE_NULL) {
            return null;
        }
        if (t != JsonToken.VALUE_STRING) {
            throw new StreamReadException(p, "a text was expected");
        }
        return p.getString();
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
