package io.assetdesk.settings;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;

/**
 * The orders whose report the console was still waiting for, so that the wait resumes at the next start:
 * {@code waiting-orders.json} in the data folder. Holds the order id, when the wait started and the name of the
 * connection profile the order belongs to; no personal data (no names, e-mail or identifier digits), no keys.
 * A missing or damaged file reads as empty (a damaged one is kept aside); writes are atomic and forced to disk.
 */
public final class WaitingOrdersStore {
    public static final String FILE_NAME = "waiting-orders.json";
    private static final int FORMAT = 1;

    /** One waiting order. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Entry(String orderId, Instant startedAt, String profile) {
        public Entry {
            Objects.requireNonNull(orderId, "orderId");
            Objects.requireNonNull(startedAt, "startedAt");
            Objects.requireNonNull(profile, "profile");
        }
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    record FileContent(int format, List<Entry> waiting) {
    }

    private final Path file;
    private final JsonFileStore<FileContent> store;
    private List<Entry> inMemory = List.of();

    public WaitingOrdersStore(Path dataDir) {
        this.file = dataDir.resolve(FILE_NAME);
        this.store = new JsonFileStore<>(file, FileContent.class);
    }

    private WaitingOrdersStore() {
        this.file = null;
        this.store = null;
    }

    /** A store that keeps the entries in memory only, for this run (screen tests, previews). */
    public static WaitingOrdersStore inMemory() {
        return new WaitingOrdersStore();
    }

    /** The file; null for {@link #inMemory()}. */
    public Path file() {
        return file;
    }

    /**
     * The saved entries; empty when there is no file. A damaged one is moved aside and said in one log line
     * ({@link JsonFileStore}), and reads as empty.
     */
    public synchronized List<Entry> load() {
        if (store == null) {
            return inMemory;
        }
        FileContent content = store.read(null);
        if (content == null || content.waiting() == null) {
            return List.of();
        }
        List<Entry> valid = new ArrayList<>();
        for (Entry e : content.waiting()) {
            if (e != null && !e.orderId().isBlank()) {
                valid.add(e);
            }
        }
        return List.copyOf(valid);
    }

    /** Replaces the saved entries (on disk before this returns); an empty collection removes the file. */
    public synchronized void save(Collection<Entry> entries) throws IOException {
        if (store == null) {
            inMemory = List.copyOf(entries);
            return;
        }
        if (entries.isEmpty()) {
            Files.deleteIfExists(file);
            return;
        }
        store.write(new FileContent(FORMAT, List.copyOf(entries)));
    }
}
