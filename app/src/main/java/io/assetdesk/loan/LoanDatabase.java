package io.assetdesk.loan;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.assetdesk.settings.DamagedFiles;
import io.assetdesk.settings.TeamDatabase;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.flywaydb.core.api.MigrationInfoService;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The loan database, opened where the {@link LoanPlace} says. The workstation's is a file, opened (or made) owner-only
 * in {@code dataDir/loans}; a file that cannot be read is moved aside and said in one line, never silently replaced.
 * The team's is PostgreSQL, reached through a small pool; one that cannot be reached is one line, and nothing falls
 * back to a local copy. Either way the same Flyway migrations move the schema to the newest version.
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

    /**
     * An open connection (not auto-committing), and what to close with it (the team database's pool; null for the
     * workstation's file).
     */
    record Opened(Connection connection, AutoCloseable pool) {
    }

    /** The team database could not be reached or opened: one line that says where and why, never the password. */
    static final class Unreachable extends IllegalStateException {
        Unreachable(String message, Throwable cause) {
            super(message, cause);
        }
    }

    static Opened open(LoanPlace place) {
        return place.team().isPresent() ? openTeam(place.team().get()) : open(place.dataDir());
    }

    private static Opened openTeam(TeamDatabase team) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(team.url());
        config.setUsername(team.user());
        config.setPassword(team.password());
        config.setPoolName("asset-desk-loans");
        config.setMaximumPoolSize(2);
        config.setMinimumIdle(0);
        config.setConnectionTimeout(TimeUnit.SECONDS.toMillis(5));
        config.setInitializationFailTimeout(TimeUnit.SECONDS.toMillis(5));
        config.setAutoCommit(true);
        HikariDataSource pool;
        try {
            pool = new HikariDataSource(config);
        } catch (RuntimeException e) {
            throw new Unreachable("The team's loan database at " + team.where() + " cannot be reached ("
                    + reason(e) + "); nothing was written to this workstation", e);
        }
        try {
            Flyway flyway = Flyway.configure().dataSource(pool).locations("classpath:db/loans",
                    "classpath:db/loans-team").loggers("slf4j").load();
            MigrationGuard.refuseNewer(flyway.info(), "The team's loan files at " + team.where());
            flyway.migrate();
            Connection c = pool.getConnection();
            c.setAutoCommit(false);
            return new Opened(c, pool);
        } catch (RefusedLoanFiles e) {
            pool.close();
            throw e;
        } catch (RuntimeException | SQLException e) {
            pool.close();
            throw new Unreachable("The team's loan database at " + team.where() + " cannot be opened ("
                    + reason(e) + "); nothing was written to this workstation", e);
        }
    }

    /** The innermost cause in words, without the user or the password. */
    private static String reason(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String m = root.getMessage();
        if (root instanceof SQLException sql && sql.getSQLState() != null) {
            return (m == null ? root.getClass().getSimpleName() : m.lines().findFirst().orElse(m))
                    + ", SQL state " + sql.getSQLState();
        }
        return m == null || m.isBlank() ? root.getClass().getSimpleName() : m.lines().findFirst().orElse(m);
    }

    private LoanDatabase() {
    }

    static Opened open(Path dataDir) {
        Path dir = dataDir.resolve("loans");
        for (Path p : new Path[] {dir, dir.resolve(FILE)}) {
            if (Files.isSymbolicLink(p)) {
                // H2 would write its files beside the link's target and change its mode: never followed
                throw new RefusedLoanFiles("The loan files' " + p + " is a symbolic link, which Asset Desk does not "
                        + "follow; nothing was read or written. Put the folder or file itself there", null);
            }
        }
        try {
            Files.createDirectories(dir);
            ownerOnly(dir, "rwx------");
        } catch (IOException e) {
            throw new IllegalStateException("The loan files' folder " + dir + " cannot be made: " + e.getMessage(), e);
        }
        Path refusal = dir.resolve(REFUSED);
        if (Files.isRegularFile(refusal)) {
            throw refused(dir, readRefusal(refusal), null);
        }
        try {
            return new Opened(connect(dir), null);
        } catch (SQLException e) {
            Path file = dir.resolve(FILE);
            boolean damaged = DAMAGED_CODES.contains(e.getErrorCode()) && Files.isRegularFile(file)
                    && ownerWritable(dir) && !OPENED.containsKey(dir.toAbsolutePath());
            Path kept = damaged ? DamagedFiles.keepAside(file) : null;
            if (kept != null) {
                // never a fresh database in its place: refused until the officer restores it or starts empty
                String said = kept.getFileName() + "\nH2 error " + e.getErrorCode();
                try {
                    Files.writeString(refusal, said);
                    ownerOnly(refusal, "rw-------");
                } catch (IOException written) {
                    LOG.warn("The refusal of the unreadable loan files could not be kept: {}", written.getMessage());
                }
                LOG.warn("The loan files could not be read (H2 error {}); kept as {}", e.getErrorCode(), kept);
                throw refused(dir, said, e);
            }
            throw new IllegalStateException("The loan files in " + dir + " cannot be opened (" + inWords(e) + ")", e);
        }
    }

    /** Why H2 could not open the file, in the console's words (never H2's own advice), with its error code. */
    private static String inWords(SQLException e) {
        if (e.getCause() instanceof FlywayException) {
            return "their tables could not be brought to this version; nothing was changed: " + String.valueOf(
                    e.getMessage()).lines().map(String::strip).filter(l -> !l.isEmpty()).findFirst().orElse("");
        }
        return switch (e.getErrorCode()) {
            case 90028, 90030 -> "the file is damaged, H2 error " + e.getErrorCode() + "; it is kept as it is. Restore "
                    + "it from a backup (docs/faults.md, \"Restoring the loan files\")";
            case 90020 -> "another Asset Desk process has it open, H2 error 90020";
            case 90096, 90097 -> "the file or its folder is read only, H2 error " + e.getErrorCode();
            default -> "H2 error " + e.getErrorCode();
        };
    }

    /** The file that says the loan files are refused: the name they were kept as, and why, one per line. */
    static final String REFUSED = "loans.refused";

    private static String readRefusal(Path refusal) {
        try {
            return Files.readString(refusal);
        } catch (IOException e) {
            return "";
        }
    }

    private static DamagedLoanFiles refused(Path dir, String refusal, Throwable cause) {
        String[] lines = refusal.split("\n");
        String kept = lines.length > 0 && !lines[0].isBlank() ? dir.resolve(lines[0].strip()).toString()
                : "beside it";
        String why = lines.length > 1 ? " (" + lines[1].strip() + ")" : "";
        return new DamagedLoanFiles("The loan files could not be read" + why + " and were kept as " + kept
                + "; nothing is read or written until you restore them from a backup (docs/faults.md, \"Restoring "
                + "the loan files\") or start with no loan files (--start-empty-loans, or \"Start with no loan "
                + "files\" on the Loans screen)", cause);
    }

    /**
     * Ends the refusal of unreadable loan files: the next opening starts with no loan files. The kept file stays
     * where it is. Returns where it is, or null when nothing was refused.
     */
    static Path startEmpty(Path dataDir) {
        Path dir = dataDir.resolve("loans");
        Path refusal = dir.resolve(REFUSED);
        if (!Files.isRegularFile(refusal)) {
            return null;
        }
        String first = readRefusal(refusal).lines().findFirst().orElse("").strip();
        try {
            Files.delete(refusal);
        } catch (IOException e) {
            throw new IllegalStateException("The refusal of the unreadable loan files (" + refusal + ") could not be "
                    + "removed: " + e.getMessage(), e);
        }
        LOG.info("The officer chose to start with no loan files; the unreadable ones stay kept as {}", first);
        return first.isEmpty() ? dir : dir.resolve(first);
    }

    private static Connection connect(Path dir) throws SQLException {
        // WRITE_DELAY=0: a commit is in the file before it returns; TRACE_LEVEL_FILE=0: no trace file with loan data
        // a folder or file the officer made read only (an archive, a legal hold) is opened read only, never written
        boolean readOnly = !ownerWritable(dir) || Files.exists(dir.resolve(FILE)) && !ownerWritable(dir.resolve(FILE));
        String url = "jdbc:h2:file:" + dir.resolve("loans").toAbsolutePath()
                + ";DB_CLOSE_ON_EXIT=FALSE;AUTO_SERVER=FALSE;WRITE_DELAY=0;TRACE_LEVEL_FILE=0"
                + (readOnly ? ";ACCESS_MODE_DATA=r" : "");
        if (!readOnly) {
            MigrationGuard.putBackIfStopped(dir);
        }
        Connection c = DriverManager.getConnection(url, "loans", "");
        try {
            Object key = fileKey(dir.resolve(FILE));
            if (key == null || !key.equals(OPENED.get(dir.toAbsolutePath()))) {
                Flyway flyway = Flyway.configure().dataSource(url, "loans", "").locations("classpath:db/loans")
                        .loggers("slf4j").load();
                MigrationInfoService info = flyway.info();
                MigrationGuard.refuseNewer(info, "The loan files in " + dir);
                boolean pending = info.pending().length > 0;
                if (readOnly && pending) {
                    throw new RefusedLoanFiles("The loan files in " + dir + " are read only and were made by an "
                            + "older Asset Desk: they cannot be brought to this version without writing. Make them "
                            + "writable for one start, or read them with the version that made them", null);
                }
                if (pending) {
                    MigrationGuard.migrate(dir, c, flyway);
                }
                key = fileKey(dir.resolve(FILE));
            }
            if (key != null) {
                OPENED.put(dir.toAbsolutePath(), key);
            }
            c.setAutoCommit(false);
        } catch (RefusedLoanFiles e) {
            c.close();
            throw e;
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

    /**
     * Narrows {@code p}'s mode to at most {@code mode} (the group's and others' rights taken away), never widened: a
     * file or folder the officer made read only stays read only.
     */
    private static void ownerOnly(Path p, String mode) {
        try {
            Set<PosixFilePermission> now = Files.getPosixFilePermissions(p, LinkOption.NOFOLLOW_LINKS);
            Set<PosixFilePermission> narrowed = EnumSet.noneOf(PosixFilePermission.class);
            narrowed.addAll(now);
            narrowed.retainAll(PosixFilePermissions.fromString(mode));
            if (!narrowed.equals(now)) {
                Files.setPosixFilePermissions(p, narrowed);
            }
        } catch (UnsupportedOperationException | IOException e) {
            // not POSIX, or gone: the data folder above is private already
        }
    }

    /** Whether the owner may write {@code p} by its mode (not by who runs: root writes anything). */
    private static boolean ownerWritable(Path p) {
        try {
            return Files.getPosixFilePermissions(p, LinkOption.NOFOLLOW_LINKS)
                    .contains(PosixFilePermission.OWNER_WRITE);
        } catch (UnsupportedOperationException e) {
            return Files.isWritable(p);
        } catch (IOException e) {
            return true; // not there yet: made by this opening
        }
    }
}
