package io.assetdesk.settings;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Objects;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.exc.JacksonIOException;
import tools.jackson.core.exc.StreamReadException;
import tools.jackson.core.exc.UnexpectedEndOfInputException;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * One small JSON file in the data folder holding a value of type {@code T}: a missing file gives the fallback; a
 * damaged one (truncated, garbage, a folder in its place, unreadable) is never silently replaced: it is moved aside to
 * {@code NAME.damaged-<time>}, said in one log line (by name only) and kept in {@link #damage()} for the caller to say
 * on screen or refuse to go on, and the fallback is used. Written atomically: a temporary file (owner-only), written
 * and forced to disk, then moved over the file, so that a crash never leaves half a file and a write that was
 * confirmed survives one. Never used for secrets.
 */
public final class JsonFileStore<T> {
    private static final Logger LOG = LoggerFactory.getLogger(JsonFileStore.class);
    private final Path file;
    private final Class<T> type;
    /** Reads the file without data binding, or null (see {@link #JsonFileStore(Path, Class, Reader)}). */
    private final Reader<T> reader;

    /** Made at the first use: a store read with its own {@link Reader} at start-up does not make it. */
    private static final class Mapper {
        /** Numbers read into JSON trees keep every digit (amounts: never through a double). */
        static final JsonMapper INSTANCE = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT)
                .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS).build();
    }

    /**
     * Reads a file's value from a parser at its start, token by token. Throws a {@link JacksonException} for a file
     * of another shape (it is then damaged, as with data binding).
     */
    @FunctionalInterface
    public interface Reader<T> {
        T read(JsonParser parser);
    }
    /** The last damaged file found (moved aside or not), or null. */
    private volatile Damage damage;

    /**
     * A file that could not be read: {@code keptAs} is where it was moved (null when it could not be moved, for
     * example when it cannot be read for lack of permission), {@code reason} why it could not be read.
     */
    public record Damage(Path file, Path keptAs, String reason) {
        /** One line for a person: what happened and where the file is now. */
        public String describe() {
            return file.getFileName() + " could not be read (" + reason + ")"
                    + (keptAs == null ? "" : "; it was kept as " + keptAs.getFileName());
        }
    }

    public JsonFileStore(Path file, Class<T> type) {
        this(file, type, null);
    }

    /**
     * A store whose file is read by {@code reader} (written as {@code type} by data binding, as any other): for a
     * file read while the window's first frame is built, where setting up Jackson's data binding for the type (its
     * introspection, about 60 ms of CPU) would compete with it.
     */
    public JsonFileStore(Path file, Class<T> type, Reader<T> reader) {
        this.file = Objects.requireNonNull(file);
        this.type = Objects.requireNonNull(type);
        this.reader = reader;
    }

    public Path file() {
        return file;
    }

    /** The damaged file found by the last read, or null. */
    public Damage damage() {
        return damage;
    }

    public T read(T fallback) {
        if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            return fallback;
        }
        String reason;
        try {
            if (!Files.isRegularFile(file)) {
                reason = "it is not a file";
            } else {
                T value = reader == null ? Mapper.INSTANCE.readValue(file.toFile(), type) : readWith(reader);
                return value == null ? fallback : value;
            }
        } catch (JacksonIOException e) {
            reason = e.getCause() instanceof AccessDeniedException
                    || e.getCause() instanceof FileNotFoundException ? "permission denied"
                    : "it could not be read";
        } catch (JacksonException e) {
            reason = e instanceof UnexpectedEndOfInputException
                    || String.valueOf(e.getOriginalMessage()).contains("end-of-input") ? "it ends early"
                    : "it is not valid JSON of the expected shape";
        } catch (RuntimeException e) {
            reason = e.getCause() instanceof AccessDeniedException
                    || e.getCause() instanceof FileNotFoundException ? "permission denied"
                    : e.getClass().getSimpleName();
        }
        Path kept = moveAside(reason);
        damage = new Damage(file, kept, reason);
        LOG.warn("Settings file {}", damage.describe());
        return fallback;
    }

    private T readWith(Reader<T> r) {
        try (JsonParser parser = new JsonFactory().createParser(file.toFile())) {
            T value = r.read(parser);
            if (parser.nextToken() != null) {
                throw new StreamReadException(parser, "more after the value");
            }
            return value;
        }
    }

    /** Moves the damaged file aside (never overwriting anything); null when it cannot be moved. */
    private Path moveAside(String reason) {
        if (reason.equals("permission denied") || reason.equals("it could not be read")) {
            return null; // an unreadable file is left where it is: the officer's IT can restore its permissions
        }
        return DamagedFiles.keepAside(file);
    }

    public void write(T value) throws IOException {
        Damage d = damage;
        if (d != null && d.keptAs() == null && Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            // a file that could not be read (and so not be moved aside) is never replaced by what was made without it
            throw new IOException(d.describe() + "; it is not replaced");
        }
        Files.createDirectories(file.getParent());
        // createTempFile makes it owner-only (0600) on POSIX systems
        Path tmp = Files.createTempFile(file.getParent(), file.getFileName().toString(), ".tmp");
        try {
            byte[] bytes = Mapper.INSTANCE.writeValueAsBytes(value);
            try (FileChannel ch = FileChannel.open(tmp,
                    StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer buffer = ByteBuffer.wrap(bytes);
                while (buffer.hasRemaining()) {
                    ch.write(buffer);
                }
                ch.force(true); // on disk before the move: a confirmed write survives a crash
            }
            try {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
            damage = null; // what the officer sees now is kept: the earlier damage is no longer in force
        } catch (JacksonException e) {
            throw new IOException("Cannot write " + file.getFileName() + ": " + e.getOriginalMessage(), e);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
