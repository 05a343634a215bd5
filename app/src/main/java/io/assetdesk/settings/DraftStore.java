package io.assetdesk.settings;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The new-order form as the officer left it, in {@code drafts/<name>.json} under the data folder, so that nothing typed
 * is lost to a crash or restart. It holds personal data (names, e-mail, reference), so the folder is owner-only where
 * the file system allows it, and the national-identifier digits are never written: keys in {@link #NEVER_STORED} are
 * dropped before saving, whoever the caller is.
 */
public final class DraftStore {
    /** Form keys that are never written to disk. */
    public static final Set<String> NEVER_STORED = Set.of("last4SSN");

    /** A saved form: field name to value, and when it was saved. */
    public record Draft(Map<String, String> fields, String savedAt) {
        public Draft {
            fields = fields == null ? Map.of() : Map.copyOf(fields);
        }

        public Optional<Instant> savedInstant() {
            try {
                return Optional.ofNullable(savedAt).map(Instant::parse);
            } catch (RuntimeException e) {
                return Optional.empty();
            }
        }
    }

    private final JsonFileStore<Draft> store;

    public DraftStore(Path dataDir, String name) {
        this.store = new JsonFileStore<>(dataDir.resolve("drafts").resolve(name + ".json"), Draft.class);
    }

    public Path file() {
        return store.file();
    }

    /** The saved draft, if any (a damaged file counts as none). */
    public Optional<Draft> load() {
        Draft d = store.read(null);
        if (d == null || d.fields().isEmpty()) {
            return Optional.empty();
        }
        Map<String, String> clean = new LinkedHashMap<>(d.fields());
        clean.keySet().removeAll(NEVER_STORED);
        return Optional.of(new Draft(clean, d.savedAt()));
    }

    /** Saves {@code fields} (blank values and {@link #NEVER_STORED} keys left out); an empty form deletes the draft. */
    public void save(Map<String, String> fields, Instant savedAt) throws IOException {
        Map<String, String> kept = new LinkedHashMap<>();
        fields.forEach((k, v) -> {
            if (k != null && v != null && !v.isBlank() && !NEVER_STORED.contains(k)) {
                kept.put(k, v);
            }
        });
        if (kept.isEmpty()) {
            delete();
            return;
        }
        Path dir = store.file().getParent();
        Files.createDirectories(dir);
        ownerOnly(dir);
        store.write(new Draft(kept, savedAt.toString()));
        ownerOnly(store.file());
    }

    /** Removes the draft (the order was created, or the officer discarded it). */
    public void delete() {
        try {
            Files.deleteIfExists(store.file());
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot delete the draft " + store.file().getFileName(), e);
        }
    }

    private static void ownerOnly(Path p) {
        try {
            boolean dir = Files.isDirectory(p);
            Files.setPosixFilePermissions(p, PosixFilePermissions.fromString(
                    dir ? "rwx------" : "rw-------"));
        } catch (UnsupportedOperationException | IOException ignored) {
            // not a POSIX file system: the user's profile folder is private already
        }
    }
}
