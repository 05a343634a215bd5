package io.assetdesk.loan;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationInfoService;
import org.flywaydb.core.api.MigrationState;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Migrations of a workstation's loan database that a stop cannot leave half done. H2 commits each schema change as it
 * runs it, so a console stopped in the middle of a migration (a rename made, its Flyway row not written) would leave a
 * schema no version describes. Before migrating, the database is copied as it is ({@code BACKUP}, consistent while
 * open) to {@code loans.before-migration.zip}; the copy is removed once every migration is written. Finding the copy
 * at the next start means the last migration stopped: the database is put back as it was before it, and migrated
 * again. (PostgreSQL runs each migration in a transaction of its own: a stop there leaves the version before.)
 */
final class MigrationGuard {
    private static final Logger LOG = LoggerFactory.getLogger(MigrationGuard.class);
    static final String COPY = "loans.before-migration.zip";

    private MigrationGuard() {
    }

    /**
     * Refuses a database that a newer Asset Desk migrated further than this one knows (its tables may have been
     * renamed or reshaped): nothing is read from it or written to it, never migrated down.
     */
    static void refuseNewer(MigrationInfoService info, String what) {
        String newest = null;
        String known = "none";
        for (MigrationInfo m : info.all()) {
            if (m.getVersion() == null) {
                continue;
            }
            if (m.getState() == MigrationState.FUTURE_SUCCESS || m.getState() == MigrationState.FUTURE_FAILED) {
                newest = m.getVersion().getVersion();
            } else {
                known = m.getVersion().getVersion();
            }
        }
        if (newest != null) {
            throw new RefusedLoanFiles(what + " were made by a newer Asset Desk (schema " + newest + "; this one knows "
                    + "up to " + known + "): nothing was read or written. Use that newer Asset Desk", null);
        }
    }

    /** Copies the database aside, migrates it, then removes the copy (kept when the migration fails or stops). */
    static void migrate(Path dir, Connection c, Flyway flyway) throws SQLException {
        Path copy = copyAside(dir, c);
        flyway.migrate();
        try {
            Files.delete(copy);
        } catch (IOException e) {
            throw new UncheckedIOException("the copy made before the loan files' migration could not be removed", e);
        }
    }

    /** The database as it is, copied whole to {@link #COPY} (a copy half written is never taken for it). */
    static Path copyAside(Path dir, Connection c) throws SQLException {
        Path copy = dir.resolve(COPY);
        Path partial = dir.resolve(COPY + ".part");
        try (PreparedStatement st = c.prepareStatement("BACKUP TO ?")) {
            st.setString(1, partial.toAbsolutePath().toString());
            st.execute();
        }
        try {
            // only a whole copy is ever taken for the state before the migration
            Files.move(partial, copy, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("the loan files could not be copied before their migration", e);
        }
        return copy;
    }

    /**
     * When the last migration stopped before it was written whole, puts the database back as it was before it
     * (the next opening migrates it again), and says so in the log.
     */
    static void putBackIfStopped(Path dir) {
        Path copy = dir.resolve(COPY);
        if (!Files.isRegularFile(copy)) {
            return;
        }
        Path file = dir.resolve("loans.mv.db");
        if (inUse(file)) {
            return; // another console is migrating it now: the opening that follows is told the file is in use
        }
        Path restored = dir.resolve("loans.mv.db.restoring");
        try (ZipInputStream zip = new ZipInputStream(Files.newInputStream(copy))) {
            ZipEntry e;
            boolean found = false;
            while ((e = zip.getNextEntry()) != null) {
                if (e.getName().equals("loans.mv.db")) {
                    copyOut(zip, restored);
                    found = true;
                }
            }
            if (!found) {
                throw new IllegalStateException("The loan files' migration stopped in the middle and the copy made "
                        + "before it (" + copy + ") holds no database; nothing was changed. Keep both files and "
                        + "call support");
            }
            Files.move(restored, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            Files.delete(copy);
        } catch (IOException e) {
            throw new IllegalStateException("The loan files' migration stopped in the middle, and they could not be "
                    + "put back as they were before it from " + copy + " (" + e.getMessage() + "); nothing was "
                    + "changed", e);
        }
        LOG.warn("The loan files' last migration stopped in the middle: they were put back as they were before it, "
                + "and are migrated again");
    }

    /** Whether another process holds the database open (H2 locks the file it writes). */
    private static boolean inUse(Path file) {
        if (!Files.isRegularFile(file)) {
            return false;
        }
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE);
             FileLock lock = ch.tryLock()) {
            return lock == null;
        } catch (OverlappingFileLockException e) {
            return true; // this process has it open
        } catch (IOException e) {
            return false;
        }
    }

    private static void copyOut(InputStream in, Path to) throws IOException {
        Files.copy(in, to, StandardCopyOption.REPLACE_EXISTING);
    }
}
