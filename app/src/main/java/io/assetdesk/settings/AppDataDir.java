package io.assetdesk.settings;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Locale;

/**
 * The app's data folder (preferences, drafts, logs). In order: the system property {@code assetdesk.home}, the
 * environment variable {@code ASSET_DESK_HOME}, then the platform's usual place under the user's home. Tests set the
 * system property to a folder under {@code target/}.
 */
public final class AppDataDir {
    public static final String PROPERTY = "assetdesk.home";
    public static final String ENV = "ASSET_DESK_HOME";

    private AppDataDir() {
    }

    public static Path resolve() {
        String prop = System.getProperty(PROPERTY);
        if (prop != null && !prop.isBlank()) {
            return Path.of(prop);
        }
        String env = System.getenv(ENV);
        if (env != null && !env.isBlank()) {
            return Path.of(env);
        }
        Path home = Path.of(System.getProperty("user.home"));
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        if (os.contains("win")) {
            String appData = System.getenv("APPDATA");
            return appData != null ? Path.of(appData, "AssetDesk") : home.resolve("AppData/Roaming/AssetDesk");
        }
        if (os.contains("mac")) {
            return home.resolve("Library/Application Support/AssetDesk");
        }
        String xdg = System.getenv("XDG_DATA_HOME");
        return (xdg != null && !xdg.isBlank() ? Path.of(xdg) : home.resolve(".local/share")).resolve("asset-desk");
    }

    /** The data folder cannot be used (a file in its place, not writable...); the message says which and why. */
    public static final class UnusableException extends UncheckedIOException {
        UnusableException(String message, IOException cause) {
            super(message, cause);
        }
    }

    /**
     * Resolves and creates the folder (owner-only permissions where the file system supports them); throws
     * {@link UnusableException} with one line for a person when it cannot be used.
     */
    public static Path ensure() {
        Path dir = resolve();
        String hint = " (move it with -Dassetdesk.home=DIR or ASSET_DESK_HOME)";
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            String message = "the data folder " + dir + " cannot be used: a file is in its place" + hint;
            throw new UnusableException(message, new IOException(message));
        }
        try {
            Files.createDirectories(dir);
            try {
                Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx------"));
            } catch (UnsupportedOperationException ignored) {
                // not a POSIX file system (Windows): the user's profile folder is private already
            }
            // writable for real (root passes Files.isWritable whatever the mode; a read-only file system does not)
            Path probe = Files.createTempFile(dir, ".probe-", ".tmp");
            Files.delete(probe);
            return dir;
        } catch (IOException e) {
            String why = e instanceof AccessDeniedException ? "permission denied"
                    : e instanceof FileSystemException f && f.getReason() != null ? f.getReason()
                    : e.getClass().getSimpleName();
            throw new UnusableException("the data folder " + dir + " cannot be used: " + why + hint, e);
        }
    }
}
