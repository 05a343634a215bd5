package io.assetdesk.settings;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * The orders whose report the console was still waiting for, so that the wait resumes at the next start:
 * {@code waiting-orders.json} in the data folder. Holds the order id, when the wait started and the name of the
 * connection profile the order belongs to; no personal data (no names, e-mail or identifier digits), no keys.
 * A missing or damaged file reads as empty; writes are atomic (temp file, then move).
 */
public final class WaitingOrdersStore {
    private static final Logger LOG = LoggerFactory.getLogger(WaitingOrdersStore.class);
    public static final String FILE_NAME = "waiting-orders.json";
    private static final int FORMAT = 1;
    private static final JsonMapper MAPPER = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

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

    public WaitingOrdersStore(Path dataDir) {
        this.file = dataDir.resolve(FILE_NAME);
    }

    public Path file() {
        return file;
    }

    /** The saved entries; empty when there is no file or it cannot be read (logged by file name only). */
    public List<Entry> load() {
        if (!Files.isRegularFile(file)) {
            return List.of();
        }
        try {
            FileContent content = MAPPER.readValue(file.toFile(), FileContent.class);
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
        } catch (JacksonException | IllegalArgumentException | NullPointerException e) {
            LOG.warn("Ignoring unreadable {}: {}", file.getFileName(), e.getClass().getSimpleName());
            return List.of();
        }
    }

    /** Replaces the saved entries; an empty collection removes the file. */
    public void save(Collection<Entry> entries) throws IOException {
        if (entries.isEmpty()) {
            Files.deleteIfExists(file);
            return;
        }
        Files.createDirectories(file.getParent());
        Path tmp = Files.createTempFile(file.getParent(), FILE_NAME, ".tmp");
        try {
            MAPPER.writeValue(tmp.toFile(), new FileContent(FORMAT, List.copyOf(entries)));
            try {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (JacksonException e) {
            throw new IOException("Cannot write " + FILE_NAME + ": " + e.getOriginalMessage(), e);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
