package io.assetdesk.settings;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The officer's own connection profiles, without secrets, in {@code profiles.json} in the data folder. */
public final class ProfileStore {
    public static final String FILE_NAME = "profiles.json";

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Stored(List<SavedProfile> profiles) {
    }

    private final JsonFileStore<Stored> store;

    public ProfileStore(Path dataDir) {
        this.store = new JsonFileStore<>(dataDir.resolve(FILE_NAME), Stored.class);
    }

    public Path file() {
        return store.file();
    }

    public List<SavedProfile> load() {
        Stored s = store.read(new Stored(List.of()));
        List<SavedProfile> list = new ArrayList<>();
        if (s.profiles() != null) {
            for (SavedProfile p : s.profiles()) {
                if (p != null && p.name() != null && !p.name().isBlank()) {
                    list.add(p);
                }
            }
        }
        return list;
    }

    public void save(List<SavedProfile> profiles) {
        try {
            store.write(new Stored(List.copyOf(profiles)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
