package io.assetdesk.loan;

import io.assetdesk.settings.DamagedFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.flywaydb.core.Flyway;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The workstation's loan database file: opened (or made) owner-only in {@code dataDir/loans}, its schema moved to the
 * newest version by Flyway; a file that cannot be read is moved aside and said in one line, never silently replaced.
 */
final class LoanDatabase {
    private static final Logger LOG = LoggerFactory.getLogger(LoanDatabase.class);
    private static final String FILE = "loans.mv.db";
    /** H2's "the file cannot be read as a database": an IO error reading it (90028), corrupted (90030). */
    private static final Set<Integer> DAMAGED_CODES = Set.of(90028, 90030);
    /**
     * The databases this run has opened, with the file each was (its file key): a reopening of the same file skips
     * Flyway, and a file that cannot be read at a reopening is an error of the moment, never a reason to set the
     * loan files aside (that is done only when the run first opens them).
     */
    private static final Map<Path, Object> OPENED = new ConcurrentHashMap<>();

    /** An open connection (not auto-committing), and what was found damaged at the opening (null: nothing). */
    record Opened(Connection connection, String damage) {
    }

    private LoanDatabase() {
    }

    static Opened open(Path dataDir) {
        Path dir = dataDir.resolve("loans");
        try {
            Files.createDirectories(dir);
            ownerOnly(dir, "rwx------");
        } catch (IOException e) {
            throw new IllegalStateException("The loan files' folder " + dir + " cannot be made: " + e.getMessage(), e);
        }
        try {
            return new Opened(connect(dir), null);
        } catch (SQLException e) {
            Path file = dir.resolve(FILE);
            boolean damaged = DAMAGED_CODES.contains(e.getErrorCode()) && Files.isRegularFile(file)
                    && Files.isWritable(dir) && !OPENED.containsKey(dir.toAbsolutePath());
            Path kept = damaged ? DamagedFiles.keepAside(file) : null;
            if (kept == null) {
                throw new IllegalStateException("The loan files in " + dir + " cannot be opened (H2 error "
                        + e.getErrorCode() + "): " + e.getMessage(), e);
            }
            String said = "The loan files could not be read (H2 error " + e.getErrorCode() + "); they were kept as "
                    + kept + " and the console starts with no loan files";
            LOG.warn(said);
            try {
                return new Opened(connect(dir), said);
            } catch (SQLException again) {
                throw new IllegalStateException("The loan files in " + dir + " cannot be opened (H2 error "
                        + again.getErrorCode() + ")", again);
            }
        }
    }

    private static Connection connect(Path dir) throws SQLException {
        // WRITE_DELAY=0: a commit is in the file before it returns; TRACE_LEVEL_FILE=0: no trace file with loan data
        String url = "jdbc:h2:file:" + dir.resolve("loans").toAbsolutePath()
                + ";DB_CLOSE_ON_EXIT=FALSE;AUTO_SERVER=FALSE;WRITE_DELAY=0;TRACE_LEVEL_FILE=0";
        Connection c = DriverManager.getConnection(url, "loans", "");
        try {
            Object key = fileKey(dir.resolve(FILE));
            if (key == null || !key.equals(OPENED.get(dir.toAbsolutePath()))) {
                Flyway.configure().dataSource(url, "loans", "").locations("classpath:db/loans").loggers("slf4j")
                        .load().migrate();
                key = fileKey(dir.resolve(FILE));
            }
            if (key != null) {
                OPENED.put(dir.toAbsolutePath(), key);
            }
            c.setAutoCommit(false);
        } catch (RuntimeException | SQLException e) {
            c.close();
            throw e instanceof SQLException s ? s : new SQLException(e.getMessage(), e);
        }
        ownerOnly(dir.resolve(FILE), "rw-------");
        return c;
    }

    /** What identifies the file (its inode on POSIX); null when it cannot be told. */
    private static Object fileKey(Path file) {
        try {
            return Files.readAttributes(file, BasicFileAttributes.class).fileKey();
        } catch (IOException e) {
            return null;
        }
    }

    private static void ownerOnly(Path p, String mode) {
        try {
            Files.setPosixFilePermissions(p, PosixFilePermissions.fromString(mode));
        } catch (UnsupportedOperationException | IOException e) {
            // not POSIX, or gone: the data folder above is private already
        }
    }
}
