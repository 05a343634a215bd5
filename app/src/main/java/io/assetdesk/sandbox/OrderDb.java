package io.assetdesk.sandbox;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The sandbox's orders on disk: an embedded H2 database in {@code <data folder>/sandbox/}, written through on every
 * change (a new order, an enrollment, a ready report), so that orders, enrollments and reports survive a restart of
 * the console or of {@code --sandbox-server}. Reports are not stored: they are generated again from each order's seed,
 * bank and accounts, as in memory. One process at a time: a second one gets {@link InUseException}.
 *
 * <p>Calls are synchronized; they run under the order store's lock, so the file always matches memory.
 */
final class OrderDb implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(OrderDb.class);
    private static final int SCHEMA = 1;

    /** The database is open in another process (another console or sandbox server on the same data folder). */
    static final class InUseException extends IllegalStateException {
        InUseException(Path dir) {
            super("The sandbox data in " + dir + " is in use by another Asset Desk (console or --sandbox-server); "
                    + "close it, or use another data folder (-Dassetdesk.home)");
        }
    }

    private final Connection db;
    private final Path dir;
    private PreparedStatement upsert;

    private OrderDb(Connection db, Path dir) {
        this.db = db;
        this.dir = dir;
    }

    /** A damaged database found at the opening, moved aside to {@code keptAs}; null when none. */
    private Path damagedKeptAs;
    /** What was wrong with it, in words ("could not be opened (H2 error 90030)"); null when none. */
    private String damagedWhy;
    /** The changes this database has committed and acknowledged, as its own {@code meta} row counts them. */
    private long acknowledged;

    /**
     * Opens (or creates) the database in {@code dataDir/sandbox}. A database that cannot be opened (damaged:
     * truncated, garbage) is moved aside to {@code orders.mv.db.damaged-<time>}, said in one log line
     * ({@link #damagedKeptAs()}), and a new one is made: the sandbox (and {@code --reset}) always has a way out, and
     * the
     * damaged file is kept for whoever wants to look at it. Its folder and file are owner-only.
     */
    static OrderDb open(Path dataDir) {
        Path dir = dataDir.resolve("sandbox");
        for (Path p : new Path[] {dir, dir.resolve(FILE)}) {
            if (Files.isSymbolicLink(p)) {
                // H2 would write its files beside the link's target and change its mode: never followed
                throw new IllegalStateException("The sandbox data's " + p + " is a symbolic link, which Asset Desk "
                        + "does not follow; nothing was read or written. Put the folder or file itself there");
            }
        }
        try {
            Files.createDirectories(dir);
            ownerOnly(dir, "rwx------");
        } catch (IOException e) {
            throw new IllegalStateException("The sandbox data folder " + dir + " cannot be made: " + e.getMessage(), e);
        }
        try {
            OrderDb db = connect(dir);
            long confirmed = readAcknowledged(dir);
            if (confirmed <= db.acknowledged) {
                db.writeAcknowledged();
                return db;
            }
            // the file holds an older state than the one its clients were told of (cut short, or an old copy put
            // back): its orders are not the sandbox's, so it is kept aside as a damaged one is
            db.close();
            String why = "had lost changes it had confirmed (it holds " + db.acknowledged + " of " + confirmed
                    + "; the file was cut short or replaced by an older copy)";
            return startAgain(dir, dir.resolve(FILE), why);
        } catch (SQLException e) {
            if (inUse(e)) {
                throw new InUseException(dir);
            }
            Path file = dir.resolve(FILE);
            // only a file that H2 reads as damaged, and that could be read and replaced, is moved aside: a full disk
            // or a folder without permission is said as it is, and the orders in the file stay where they are
            boolean damaged = DAMAGED_CODES.contains(e.getErrorCode()) && Files.isRegularFile(file)
                    && Files.isReadable(file) && Files.isWritable(dir);
            if (!damaged) {
                throw new IllegalStateException("The sandbox data in " + dir + " cannot be opened (H2 error "
                        + e.getErrorCode() + ")", e);
            }
            return startAgain(dir, file, "could not be opened (H2 error " + e.getErrorCode() + ")");
        }
    }

    /** Keeps {@code file} aside as {@code orders.mv.db.damaged-<time>}, said in one line, and makes a new database. */
    private static OrderDb startAgain(Path dir, Path file, String why) {
        Path kept = moveAside(file);
        if (kept == null) {
            throw new IllegalStateException("The sandbox data in " + dir + " " + why + " and could not be kept aside");
        }
        LOG.warn("The sandbox data {} {}; it was kept as {} and the sandbox starts again with its seeded orders",
                file, why, kept.getFileName());
        try {
            Files.deleteIfExists(dir.resolve(ACKNOWLEDGED));
            OrderDb db = connect(dir);
            db.writeAcknowledged();
            db.damagedKeptAs = kept;
            db.damagedWhy = why;
            return db;
        } catch (SQLException again) {
            if (inUse(again)) {
                throw new InUseException(dir);
            }
            throw new IllegalStateException("The sandbox data in " + dir + " cannot be opened (H2 error "
                    + again.getErrorCode() + ")", again);
        } catch (IOException again) {
            throw new IllegalStateException("The sandbox data's record of what it confirmed cannot be removed: "
                    + again.getMessage(), again);
        }
    }

    /**
     * The record, beside the database, of how many changes it had committed when a client was last told so: written
     * after each commit, so under a kill it may lag the database, never lead it. A database that holds fewer is not
     * the one that answered.
     */
    private static final String ACKNOWLEDGED = "orders.acknowledged";

    private static long readAcknowledged(Path dir) {
        Path f = dir.resolve(ACKNOWLEDGED);
        try {
            return Files.isRegularFile(f, LinkOption.NOFOLLOW_LINKS) ? Long.parseLong(Files.readString(f).strip())
                    : 0;
        } catch (IOException | NumberFormatException e) {
            LOG.warn("The sandbox data's record of what it confirmed ({}) cannot be read; it is written again", f);
            return 0;
        }
    }

    /** Writes {@link #acknowledged} beside the database (after its commit). */
    private void writeAcknowledged() {
        Path f = dir.resolve(ACKNOWLEDGED);
        Path tmp = dir.resolve(ACKNOWLEDGED + ".tmp");
        try {
            Files.writeString(tmp, Long.toString(acknowledged));
            ownerOnly(tmp, "rw-------");
            Files.move(tmp, f, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            // the change is kept in the database; only the check at the next start is weaker
            LOG.warn("The sandbox data's record of what it confirmed could not be written: {}",
                    e.getClass().getSimpleName());
        }
    }

    /** Counts one more committed change in {@code meta}, in the transaction of the change. */
    private void countChange() throws SQLException {
        try (PreparedStatement m = db.prepareStatement("MERGE INTO meta KEY (k) VALUES ('acknowledged', ?)")) {
            m.setString(1, Long.toString(acknowledged + 1));
            m.executeUpdate();
        }
    }

    private static final String FILE = "orders.mv.db";
    /** H2's "the file cannot be read as a database": an IO error reading it (90028), corrupted (90030). */
    private static final Set<Integer> DAMAGED_CODES = Set.of(90028, 90030);

    private static OrderDb connect(Path dir) throws SQLException {
        // FILE_LOCK=FILE (the default): a second process fails at once instead of corrupting the file.
        // WRITE_DELAY=0: each commit is written to the file before the statement returns, so what a client was told
        // (201, an enrollment's 200) survives a kill -9 (H2's default waits up to half a second).
        // TRACE_LEVEL_FILE=0: no trace file beside it (it would copy order data into another file)
        Connection c = DriverManager.getConnection("jdbc:h2:file:" + dir.resolve("orders").toAbsolutePath()
                + ";DB_CLOSE_ON_EXIT=FALSE;AUTO_SERVER=FALSE;WRITE_DELAY=0;TRACE_LEVEL_FILE=0", "sandbox", "");
        OrderDb db = new OrderDb(c, dir);
        try {
            db.createTables();
            db.acknowledged = db.readCount();
        } catch (SQLException e) {
            db.close();
            throw e;
        }
        ownerOnly(dir.resolve(FILE), "rw-------");
        return db;
    }

    private static boolean inUse(SQLException e) {
        return e.getErrorCode() == 90020 || String.valueOf(e.getMessage()).contains("already in use");
    }

    /** {@code orders.mv.db.damaged-<time>} beside it, never over another file; null when it cannot be moved. */
    private static Path moveAside(Path file) {
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern(
                "yyyyMMdd-HHmmss", Locale.ROOT));
        for (int n = 0; n < 100; n++) {
            Path aside = file.resolveSibling(file.getFileName() + ".damaged-" + stamp + (n == 0 ? "" : "-" + n));
            try {
                return Files.move(file, aside);
            } catch (FileAlreadyExistsException e) {
                // the next name
            } catch (IOException e) {
                return null;
            }
        }
        return null;
    }

    private static void ownerOnly(Path p, String mode) {
        try {
            Files.setPosixFilePermissions(p, PosixFilePermissions.fromString(mode));
        } catch (UnsupportedOperationException | IOException e) {
            // not POSIX (Windows), or gone: the data folder above is private already
        }
    }

    /** Where a damaged database found at the opening was moved; null when none was found. */
    Path damagedKeptAs() {
        return damagedKeptAs;
    }

    /** What was wrong with the database kept aside, in words; null when none was found. */
    String damagedWhy() {
        return damagedWhy;
    }

    private long readCount() throws SQLException {
        try (Statement s = db.createStatement();
             ResultSet r = s.executeQuery("SELECT v FROM meta WHERE k = 'acknowledged'")) {
            return r.next() ? Long.parseLong(r.getString(1)) : 0;
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private void createTables() throws SQLException {
        try (Statement s = db.createStatement()) {
            s.execute("CREATE TABLE IF NOT EXISTS meta (k VARCHAR(40) PRIMARY KEY, v VARCHAR(200))");
            s.execute("CREATE TABLE IF NOT EXISTS orders ("
                    + "pos INT NOT NULL, id VARCHAR(64) PRIMARY KEY, created_millis BIGINT NOT NULL,"
                    + " email VARCHAR(400), first_name VARCHAR(400), last_name VARCHAR(400), last4 VARCHAR(16),"
                    + " reference VARCHAR(400), notification_url VARCHAR(2000), return_url VARCHAR(2000),"
                    + " phone VARCHAR(100), employer VARCHAR(400), full_report BOOLEAN NOT NULL,"
                    + " monitoring_days SMALLINT NOT NULL, days_requested SMALLINT NOT NULL, seed BIGINT NOT NULL,"
                    + " legacy BOOLEAN NOT NULL, showcase VARCHAR(40), archived BOOLEAN NOT NULL,"
                    + " status VARCHAR(40), sso_key VARCHAR(200), bank INT NOT NULL, account_mask INT NOT NULL,"
                    + " report_millis BIGINT NOT NULL, completed_millis BIGINT NOT NULL)");
            s.execute("MERGE INTO meta KEY (k) VALUES ('schema', '" + SCHEMA + "')");
        }
        upsert = db.prepareStatement("MERGE INTO orders KEY (id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
                + " ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    }

    /** The orders kept, oldest first; empty when the database is new (or was reset). */
    synchronized List<SandboxOrder> load() {
        List<SandboxOrder> out = new ArrayList<>();
        try (Statement s = db.createStatement();
             ResultSet r = s.executeQuery("SELECT * FROM orders ORDER BY pos")) {
            while (r.next()) {
                String showcaseName = r.getString("showcase");
                Showcase showcase = null;
                if (showcaseName != null) {
                    try {
                        showcase = Showcase.valueOf(showcaseName);
                    } catch (IllegalArgumentException e) {
                        LOG.warn("Sandbox data: unknown training order {}, kept as a plain order", showcaseName);
                    }
                }
                SandboxOrder o = new SandboxOrder(r.getString("id"), r.getLong("created_millis"), r.getString("email"),
                        r.getString("first_name"), r.getString("last_name"), r.getString("last4"),
                        r.getString("reference"), r.getString("notification_url"), r.getString("return_url"),
                        r.getString("phone"), r.getString("employer"), r.getBoolean("full_report"),
                        r.getShort("monitoring_days"), r.getShort("days_requested"), r.getLong("seed"),
                        r.getBoolean("legacy"), r.getString("status"), showcase);
                o.archived = r.getBoolean("archived");
                o.ssoKey = r.getString("sso_key");
                o.bank = r.getInt("bank");
                o.accountMask = r.getInt("account_mask");
                o.reportMillis = r.getLong("report_millis");
                o.completedMillis = r.getLong("completed_millis");
                out.add(o);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("The sandbox data in " + dir + " cannot be read: " + e.getMessage(), e);
        }
        return out;
    }

    /** What the kept data was seeded with ({@code "<orders>/<seed>"}), or null when nothing is kept. */
    synchronized String seededWith() {
        try (PreparedStatement q = db.prepareStatement("SELECT v FROM meta WHERE k = 'seeded'")) {
            try (ResultSet r = q.executeQuery()) {
                return r.next() ? r.getString(1) : null;
            }
        } catch (SQLException e) {
            throw new IllegalStateException("The sandbox data in " + dir + " cannot be read: " + e.getMessage(), e);
        }
    }

    /**
     * Writes every order (a fresh or reset database), in one transaction; {@code seededWith} says what they were
     * seeded with (null: nothing kept, the next start seeds again).
     */
    synchronized void replaceAll(List<SandboxOrder> orders, String seededWith) {
        try {
            db.setAutoCommit(false);
            try (Statement s = db.createStatement()) {
                s.execute("DELETE FROM orders");
                s.execute("DELETE FROM meta WHERE k = 'seeded'");
            }
            if (seededWith != null) {
                try (PreparedStatement m = db.prepareStatement("INSERT INTO meta (k, v) VALUES ('seeded', ?)")) {
                    m.setString(1, seededWith);
                    m.executeUpdate();
                }
            }
            int pos = 0;
            for (SandboxOrder o : orders) {
                bind(o, pos++);
                upsert.addBatch();
            }
            upsert.executeBatch();
            countChange();
            db.commit();
            acknowledged++;
        } catch (SQLException e) {
            rollbackQuietly();
            throw new IllegalStateException("The sandbox data in " + dir + " cannot be written: " + e.getMessage(), e);
        } finally {
            autoCommitQuietly();
        }
        writeAcknowledged();
    }

    /**
     * Writes one order (new or changed) and commits it to the file; {@code pos} is its place in the list, oldest
     * first. Throws {@link IllegalStateException} when it could not be written: the caller must not confirm the
     * change.
     */
    synchronized void save(SandboxOrder o, int pos) {
        try {
            db.setAutoCommit(false);
            bind(o, pos);
            upsert.executeUpdate();
            countChange();
            db.commit();
            acknowledged++;
        } catch (SQLException e) {
            rollbackQuietly();
            // the error code only: H2's text can quote the values (names, e-mail) it could not write
            LOG.warn("Sandbox data: order {} could not be written (H2 error {})", o.id, e.getErrorCode());
            throw new IllegalStateException("The sandbox could not keep the order (H2 error " + e.getErrorCode() + ")",
                    e);
        } finally {
            autoCommitQuietly();
        }
        writeAcknowledged();
    }

    private void bind(SandboxOrder o, int pos) throws SQLException {
        int i = 1;
        upsert.setInt(i++, pos);
        upsert.setString(i++, o.id);
        upsert.setLong(i++, o.createdMillis);
        upsert.setString(i++, o.email);
        upsert.setString(i++, o.firstName);
        upsert.setString(i++, o.lastName);
        upsert.setString(i++, o.last4SSN);
        upsert.setString(i++, o.referenceNumber);
        upsert.setString(i++, o.notificationUrl);
        upsert.setString(i++, o.returnUrl);
        upsert.setString(i++, o.phoneNumber);
        upsert.setString(i++, o.employerName);
        upsert.setBoolean(i++, o.full);
        upsert.setShort(i++, o.monitoringDays);
        upsert.setShort(i++, o.daysRequested);
        upsert.setLong(i++, o.seed);
        upsert.setBoolean(i++, o.legacy);
        if (o.showcase == null) {
            upsert.setNull(i++, Types.VARCHAR);
        } else {
            upsert.setString(i++, o.showcase.name());
        }
        upsert.setBoolean(i++, o.archived);
        upsert.setString(i++, o.status);
        upsert.setString(i++, o.ssoKey);
        upsert.setInt(i++, o.bank);
        upsert.setInt(i++, o.accountMask);
        upsert.setLong(i++, o.reportMillis);
        upsert.setLong(i, o.completedMillis);
    }

    private void rollbackQuietly() {
        try {
            db.rollback();
        } catch (SQLException ignored) {
            // the transaction is lost either way
        }
    }

    private void autoCommitQuietly() {
        try {
            db.setAutoCommit(true);
        } catch (SQLException ignored) {
            // the next statement reports the broken connection
        }
    }

    @Override
    public synchronized void close() {
        try {
            if (upsert != null) {
                upsert.close();
            }
            db.close();
        } catch (SQLException e) {
            LOG.debug("Closing the sandbox data: {}", e.getMessage());
        }
    }
}
