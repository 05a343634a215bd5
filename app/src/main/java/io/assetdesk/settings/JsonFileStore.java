package io.assetdesk.settings;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Objects;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * One small JSON file in the data folder holding a value of type {@code T}: read leniently (a missing or damaged file
 * gives the fallback and is logged by name only), written atomically (temp file, then move) so that a crash never
 * leaves half a file. Never used for secrets.
 */
final class JsonFileStore<T> {
    private static final Logger LOG = LoggerFactory.getLogger(JsonFileStore.class);
    static final JsonMapper MAPPER = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

    private final Path file;
    private final Class<T> type;

    JsonFileStore(Path file, Class<T> type) {
        this.file = Objects.requireNonNull(file);
        this.type = Objects.requireNonNull(type);
    }

    Path file() {
        return file;
    }

    T read(T fallback) {
        if (!Files.isRegularFile(file)) {
            return fallback;
        }
        try {
            T value = MAPPER.readValue(file.toFile(), type);
            return value == null ? fallback : value;
        } catch (JacksonException e) {
            LOG.warn("Ignoring unreadable settings file {}: {}", file.getFileName(), e.getOriginalMessage());
            return fallback;
        }
    }

    void write(T value) throws IOException {
        Files.createDirectories(file.getParent());
        Path tmp = Files.createTempFile(file.getParent(), file.getFileName().toString(), ".tmp");
        try {
            MAPPER.writeValue(tmp.toFile(), value);
            try {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (JacksonException e) {
            throw new IOException("Cannot write " + file.getFileName() + ": " + e.getOriginalMessage(), e);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
