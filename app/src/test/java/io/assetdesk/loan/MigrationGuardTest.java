package io.assetdesk.loan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;

/**
 * A workstation's loan database whose migration stopped in the middle (a table made, its Flyway row not written) is
 * put back as it was before it and migrated again at the next start; without the copy made before it, the start
 * refuses in one line, and never works on half a schema.
 */
class MigrationGuardTest {

    /** A loan database at version 7 with one loan and its first history entry, as an older console left it. */
    private static Path atVersion7() throws IOException, SQLException {
        Path data = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "migration-guard-");
        Path dir = Files.createDirectories(data.resolve("loans"));
        String url = url(dir);
        Flyway.configure().dataSource(url, "loans", "").locations("classpath:db/loans").target("7").load().migrate();
        HistoryEntry first = HistoryEntry.next(null, Instant.parse("2026-11-01T10:00:00Z"), "officer.ann", "desk-1",
                HistoryEntry.Action.LOAN_OPENED, "Loan file opened", null);
        try (Connection c = DriverManager.getConnection(url, "loans", "");
             PreparedStatement loan = c.prepareStatement("INSERT INTO loan (loan_number, program, purpose, currency,"
                     + " opened_at) VALUES ('LN-OLD', 'FHA', 'PURCHASE', 'USD', ?)");
             PreparedStatement history = c.prepareStatement("INSERT INTO history (loan_number, seq, at_time, "
                     + "user_name, action, detail, previous_hash, hash, workstation) VALUES ('LN-OLD', 1, ?, ?, ?, ?, "
                     + "?, ?, ?)")) {
            loan.setObject(1, OffsetDateTime.ofInstant(first.at(), ZoneOffset.UTC));
            loan.executeUpdate();
            history.setObject(1, OffsetDateTime.ofInstant(first.at(), ZoneOffset.UTC));
            history.setString(2, first.user());
            history.setString(3, first.action().name());
            history.setString(4, first.detail());
            history.setString(5, first.previousHash());
            history.setString(6, first.hash());
            history.setString(7, first.workstation());
            history.executeUpdate();
        }
        return data;
    }

    private static String url(Path dir) {
        return "jdbc:h2:file:" + dir.resolve("loans").toAbsolutePath() + ";AUTO_SERVER=FALSE";
    }

    /** The first half of V8 by hand, as a console stopped after it would have left it. */
    private static void halfOfVersion8(Connection c) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute("CREATE TABLE history_head (loan_number VARCHAR(64) NOT NULL, seq BIGINT NOT NULL, hash "
                    + "VARCHAR(64) NOT NULL, mac VARCHAR(64), PRIMARY KEY (loan_number, seq))");
        }
    }

    @Test
    void aMigrationStoppedInTheMiddleIsPutBackAndMadeAgainWithTheLoansAsTheyWere() throws Exception {
        Path data = atVersion7();
        Path dir = data.resolve("loans");
        try (Connection c = DriverManager.getConnection(url(dir), "loans", "")) {
            MigrationGuard.copyAside(dir, c);
            halfOfVersion8(c);
        }
        assertThat(dir.resolve(MigrationGuard.COPY)).exists();

        try (LoanStore store = LoanStore.open(data, Clock.systemUTC(), "officer.ann")) {
            assertThat(store.load("LN-OLD")).isPresent();
            assertThat(store.history("LN-OLD")).hasSize(1);
            assertThat(store.check("LN-OLD").intact()).as("its head was made by the whole migration").isTrue();
            store.record("LN-OLD", HistoryEntry.Action.DOCUMENT_PRINTED, "printed");
            assertThat(store.check("LN-OLD").intact()).isTrue();
        }
        assertThat(dir.resolve(MigrationGuard.COPY)).as("removed once the migration was written").doesNotExist();
    }

    @Test
    void halfASchemaWithoutTheCopyIsRefusedInOneLineAndKeptAsItIs() throws Exception {
        Path data = atVersion7();
        Path dir = data.resolve("loans");
        try (Connection c = DriverManager.getConnection(url(dir), "loans", "")) {
            halfOfVersion8(c);
        }

        assertThatThrownBy(() -> LoanStore.open(data, Clock.systemUTC(), "officer.ann"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("cannot be opened (their tables could not be brought to this version")
                .satisfies(e -> assertThat(e.getMessage().lines()).hasSize(1));
        assertThat(dir.resolve("loans.mv.db")).as("never set aside as damaged, nor replaced").exists();
        try (Connection c = DriverManager.getConnection(url(dir), "loans", "");
             Statement st = c.createStatement();
             var rs = st.executeQuery("SELECT COUNT(*) FROM loan")) {
            rs.next();
            assertThat(rs.getInt(1)).isEqualTo(1);
        }
    }

    @Test
    void aNewDatabaseIsMigratedWithNoCopyLeftBehind() throws IOException {
        Path data = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "migration-new-");
        try (LoanStore store = LoanStore.open(data, Clock.systemUTC(), "officer.ann")) {
            store.create("LN-NEW");
        }
        assertThat(data.resolve("loans").resolve(MigrationGuard.COPY)).doesNotExist();
        assertThat(data.resolve("loans").resolve(MigrationGuard.COPY + ".part")).doesNotExist();
    }

    @Test
    void aDatabaseANewerAssetDeskMigratedIsRefusedAndNeitherReadNorWritten() throws Exception {
        Path data = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "migration-newer-");
        Path dir = Files.createDirectories(data.resolve("loans"));
        // this version's tables, made as another process would (this run has never opened the file)
        Flyway.configure().dataSource(url(dir), "loans", "").locations("classpath:db/loans").load().migrate();
        try (Connection c = DriverManager.getConnection(url(dir), "loans", "");
             Statement st = c.createStatement()) {
            // what a newer Asset Desk would leave: its migration 99 written, and a table renamed by it
            st.execute("INSERT INTO \"flyway_schema_history\" (\"installed_rank\", \"version\", \"description\", "
                    + "\"type\", \"script\", \"checksum\", \"installed_by\", \"execution_time\", \"success\") "
                    + "VALUES (99, '99', 'a newer one', 'SQL', 'V99__a_newer_one.sql', 0, 'loans', 1, TRUE)");
            st.execute("ALTER TABLE loan_order RENAME TO loan_orders");
        }

        assertThatThrownBy(() -> LoanStore.open(data, Clock.systemUTC(), "officer.ann"))
                .isInstanceOf(RefusedLoanFiles.class)
                .hasMessageContaining("were made by a newer Asset Desk (schema 99; this one knows up to ")
                .hasMessageContaining("nothing was read or written")
                .satisfies(e -> assertThat(e.getMessage().lines()).hasSize(1));
        assertThat(dir.resolve(MigrationGuard.COPY)).doesNotExist();
        try (Connection c = DriverManager.getConnection(url(dir), "loans", "");
             Statement st = c.createStatement();
             var rs = st.executeQuery("SELECT COUNT(*) FROM \"flyway_schema_history\" WHERE \"version\" = '99'")) {
            rs.next();
            assertThat(rs.getInt(1)).as("never migrated down").isEqualTo(1);
        }
    }
}
