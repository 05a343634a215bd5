package io.assetdesk.export;

import io.assetdesk.api.OrderDocument;
import io.assetdesk.report.AssetSummary;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

/**
 * The one way the loan-file documents are written, by the order screen and by {@code --export-report}: the PDF
 * ({@link ReportPdf}), the CSV ({@link ReportCsv}) or the JSON ({@link ReportJson}) of one order with its asset
 * summary. The document is written to a temporary file in the target's folder as it is made (a 200,000-transaction
 * report's document is never held whole in memory), then moved over the target, so that a failure never leaves a
 * partial file (nor touches an earlier one). Identifier digits are in none of the formats.
 */
public final class ReportExport {

    /** The document formats. */
    public enum Format {
        PDF("pdf"), CSV("csv"), JSON("json");

        private final String extension;

        Format(String extension) {
            this.extension = extension;
        }

        /** The file name extension, without the dot: "pdf". */
        public String extension() {
            return extension;
        }

        /** "pdf", "CSV", "json" ...; throws {@link IllegalArgumentException} naming the choices otherwise. */
        public static Format fromName(String name) {
            String n = name == null ? "" : name.strip().toLowerCase(Locale.ROOT);
            for (Format f : values()) {
                if (f.extension.equals(n)) {
                    return f;
                }
            }
            throw new IllegalArgumentException("the format must be pdf, csv or json, not \"" + name + "\"");
        }

        /** The format that the file's extension names (any case); empty when it names none of them. */
        public static Optional<Format> fromPath(Path path) {
            if (path == null || path.getFileName() == null) {
                return Optional.empty();
            }
            String name = path.getFileName().toString().toLowerCase(Locale.ROOT);
            int dot = name.lastIndexOf('.');
            if (dot < 0) {
                return Optional.empty();
            }
            String ext = name.substring(dot + 1);
            for (Format f : values()) {
                if (f.extension.equals(ext)) {
                    return Optional.of(f);
                }
            }
            return Optional.empty();
        }
    }

    /** A document that could not be written: the message names the file and why, and holds no borrower data. */
    public static final class ExportException extends IOException {
        public ExportException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /**
     * "{@code what} could not be made (NumberFormatException)": a document that failed, said by the failure's kind
     * only, as every document and command says it, never by its message, which may quote the borrower's data.
     */
    public static String notMade(String what, Throwable failure) {
        return what + " could not be made (" + failure.getClass().getSimpleName() + ")";
    }

    private ReportExport() {
    }

    /**
     * Writes {@code doc}'s document in {@code format} to {@code out}, atomically; returns {@code out}.
     *
     * @param summary the asset summary of {@code doc.order()} (with the officer's figures and thresholds)
     * @param zone    the officer's time zone (dates and times in the document)
     * @param locale  the officer's locale (numbers, dates, words)
     * @param madeAt  when the document is made (shown in it)
     * @throws ExportException when it could not be written; then no file (and no temporary file) is left
     */
    public static Path write(Format format, OrderDocument doc, AssetSummary summary, ZoneId zone, Locale locale,
                             Instant madeAt, Path out) throws ExportException {
        return write(format, doc, summary, zone, locale, madeAt, false, out);
    }

    /** As the other; {@code training}: a sandbox order's, its PDF marked so on every page. */
    public static Path write(Format format, OrderDocument doc, AssetSummary summary, ZoneId zone, Locale locale,
                             Instant madeAt, boolean training, Path out) throws ExportException {
        return write(format, doc, summary, zone, locale, madeAt, training, null, out);
    }

    /**
     * As the other; {@code warning} (null: none) is said before anything else: at the top of the PDF's page 1, as the
     * CSV's first row and the JSON's first member (a loan whose history does not hold together, written anyway).
     */
    public static Path write(Format format, OrderDocument doc, AssetSummary summary, ZoneId zone, Locale locale,
                             Instant madeAt, boolean training, String warning, Path out) throws ExportException {
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(out, "out");
        requireParts(doc, summary, zone, locale, madeAt);
        writeAtomically(o -> writeTo(format, doc, summary, zone, locale, madeAt, training, warning, o),
                "the " + format.extension() + " document", out);
        return out;
    }

    /** The document in memory. */
    public static byte[] bytes(Format format, OrderDocument doc, AssetSummary summary, ZoneId zone, Locale locale,
                               Instant madeAt) {
        return bytes(format, doc, summary, zone, locale, madeAt, false);
    }

    /** The document in memory; {@code training}: a sandbox order's, its PDF marked so on every page. */
    public static byte[] bytes(Format format, OrderDocument doc, AssetSummary summary, ZoneId zone, Locale locale,
                               Instant madeAt, boolean training) {
        requireParts(doc, summary, zone, locale, madeAt);
        ByteArrayOutputStream b = new ByteArrayOutputStream(64 * 1024);
        try {
            writeTo(format, doc, summary, zone, locale, madeAt, training, null, b);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return b.toByteArray();
    }

    private static void requireParts(OrderDocument doc, AssetSummary summary, ZoneId zone, Locale locale,
                                     Instant madeAt) {
        Objects.requireNonNull(doc, "doc");
        Objects.requireNonNull(summary, "summary");
        Objects.requireNonNull(zone, "zone");
        Objects.requireNonNull(locale, "locale");
        Objects.requireNonNull(madeAt, "madeAt");
    }

    /** The document, made as it is written to {@code out}: never held whole in memory. */
    private static void writeTo(Format format, OrderDocument doc, AssetSummary summary, ZoneId zone, Locale locale,
                                Instant madeAt, boolean training, String warning, OutputStream out)
            throws IOException {
        switch (format) {
            case PDF -> ReportPdf.write(doc.order(), summary, zone, locale, madeAt, training, warning, out);
            case CSV -> ReportCsv.write(doc.order(), summary, madeAt, zone, locale, warning, out);
            case JSON -> ReportJson.write(doc, summary, madeAt, zone, warning, out);
            default -> throw new IllegalArgumentException(String.valueOf(format));
        }
    }

    /** The temporary file's stream, which remembers the first failure of the file itself. */
    private static final class FileWrites extends FilterOutputStream {
        private IOException failure;

        FileWrites(OutputStream out) {
            super(out);
        }

        @Override
        public void write(int b) throws IOException {
            try {
                out.write(b);
            } catch (IOException e) {
                throw remembered(e);
            }
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            try {
                out.write(b, off, len);
            } catch (IOException e) {
                throw remembered(e);
            }
        }

        @Override
        public void flush() throws IOException {
            try {
                out.flush();
            } catch (IOException e) {
                throw remembered(e);
            }
        }

        private IOException remembered(IOException e) {
            if (failure == null) {
                failure = e;
            }
            return e;
        }

        /** Whether {@code e} is, or was caused by, a failure of the file. */
        boolean failed(Throwable e) {
            for (Throwable c = e; c != null && failure != null; c = c.getCause()) {
                if (c == failure) {
                    return true;
                }
            }
            return false;
        }
    }

    /** What writes a document's bytes to a stream (which it does not close). */
    @FunctionalInterface
    interface Body {
        void writeTo(OutputStream out) throws IOException;
    }

    /**
     * Writes {@code bytes} to a temporary file beside {@code out}, forces it to disk, and moves it over {@code out}.
     */
    static void writeAtomically(byte[] bytes, Path out) throws ExportException {
        writeAtomically(o -> o.write(bytes), null, out);
    }

    /**
     * Writes {@code body} to a temporary file beside {@code out} as it is made, forces it to disk, and moves it over
     * {@code out}; when it fails, the temporary file is removed and {@code out} is left as it was. {@code what}
     * ("the pdf document"; null: the bytes are already made) names what a failure to make the bytes was.
     */
    static void writeAtomically(Body body, String what, Path out) throws ExportException {
        writeAtomically(body, what, out, UnaryOperator.identity());
    }

    /** As the other; {@code disk} stands between the writes and the file (tests give it a disk that fills). */
    static void writeAtomically(Body body, String what, Path out, UnaryOperator<OutputStream> disk)
            throws ExportException {
        Path target = out.toAbsolutePath();
        Path dir = target.getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new ExportException("Could not write " + out + ": the folder does not exist", null);
        }
        refuseUnsafeTarget(out, target);
        removeLeftovers(target);
        Path tmp = null;
        try {
            tmp = Files.createTempFile(dir, "." + target.getFileName() + ".", ".tmp");
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
                 FileWrites os = new FileWrites(new BufferedOutputStream(disk.apply(Channels.newOutputStream(ch)),
                         1 << 16))) {
                try {
                    body.writeTo(os);
                    os.flush();
                } catch (IOException | RuntimeException e) {
                    // the file failing (a full disk) is said as such, however the document's maker wrapped it;
                    // anything else is a document that could not be made
                    throw os.failed(e) ? new ExportException("Could not write " + out + ": " + reason(os.failure), e)
                            : new ExportException("Could not write " + out + ": " + notMade(what == null ? "it" : what,
                            e), e);
                }
                ch.force(true);
            }
            try {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
            tmp = null;
        } catch (ExportException e) {
            throw e;
        } catch (IOException | UncheckedIOException e) {
            throw new ExportException("Could not write " + out + ": " + reason(e), e);
        } finally {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException ignored) {
                    // the temporary file is hidden and named after the target; nothing more can be done
                }
            }
        }
    }

    /**
     * Only a new path or an existing regular file that may be written is replaced: never a folder, a link, a pipe, a
     * device or a socket (a rename would put a file in their place), and never a read-only file (even for root, who
     * could write it anyway).
     */
    static void refuseUnsafeTarget(Path out, Path target) throws ExportException {
        if (!Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        String why = null;
        if (Files.isSymbolicLink(target)) {
            why = "it is a link; give the path of the file itself";
        } else if (Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS)) {
            why = "it is a folder";
        } else if (!Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)) {
            why = "it is not a regular file (a pipe, a device or a socket)";
        } else if (readOnly(target)) {
            why = "the file is read-only; choose another name, or make it writable first";
        } else if (someoneElses(target)) {
            why = "the file belongs to another user; choose another name";
        }
        if (why != null) {
            throw new ExportException("Could not write " + out + ": " + why + "; nothing was written", null);
        }
    }

    /** The file belongs to another account than the one running the console (a colleague's, in a shared folder). */
    private static boolean someoneElses(Path file) {
        try {
            String owner = Files.getOwner(file, LinkOption.NOFOLLOW_LINKS).getName();
            String me = System.getProperty("user.name");
            return me != null && !owner.equals(me) && !owner.endsWith("\\" + me); // DOMAIN\\user on Windows
        } catch (IOException | UnsupportedOperationException e) {
            return false;
        }
    }

    private static boolean readOnly(Path file) {
        try {
            PosixFileAttributeView posix = Files.getFileAttributeView(file,
                    PosixFileAttributeView.class, LinkOption.NOFOLLOW_LINKS);
            if (posix != null) {
                return !posix.readAttributes().permissions().contains(
                        PosixFilePermission.OWNER_WRITE);
            }
        } catch (IOException e) {
            // fall back to the plain check
        }
        return !Files.isWritable(file);
    }

    /**
     * Removes the temporary files an earlier export to the same target left behind when it was killed
     * ({@code .NAME.<random>.tmp}, older than ten minutes, so that an export running now keeps its own).
     */
    static void removeLeftovers(Path target) {
        String prefix = "." + target.getFileName() + ".";
        Instant before = Instant.now().minus(Duration.ofMinutes(10));
        try (Stream<Path> siblings = Files.list(target.getParent())) {
            for (Path p : (Iterable<Path>) siblings::iterator) {
                String n = p.getFileName().toString();
                if (n.startsWith(prefix) && n.endsWith(".tmp") && Files.isRegularFile(p,
                        LinkOption.NOFOLLOW_LINKS)
                        && Files.getLastModifiedTime(p).toInstant().isBefore(before)) {
                    Files.deleteIfExists(p);
                }
            }
        } catch (IOException | UncheckedIOException e) {
            // leftovers are hidden and named after the target; they are tried again at the next export
        }
    }

    /** Why a file operation failed, in words, without the file's content. */
    static String reason(Exception e) {
        Throwable c = e instanceof UncheckedIOException u ? u.getCause() : e;
        if (c instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (c instanceof NoSuchFileException) {
            return "the folder does not exist";
        }
        if (c instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        String m = c.getMessage();
        return m == null || m.isBlank() ? c.getClass().getSimpleName() : m;
    }
}
