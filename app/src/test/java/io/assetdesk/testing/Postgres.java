package io.assetdesk.testing;

import io.assetdesk.settings.TeamDatabase;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The PostgreSQL server of this test run: a throw-away cluster that {@code packaging/test.sh} starts with
 * {@code pg_virtualenv} on this machine (its {@code PGPORT}, {@code PGUSER} and {@code PGPASSWORD}), reached on
 * 127.0.0.1 only. Each test takes a fresh database of its own. With no server the test fails, saying how to run it:
 * it never skips.
 */
public final class Postgres {
    private static final AtomicInteger NEXT = new AtomicInteger();

    private Postgres() {
    }

    /** A new, empty database on the run's server, as a connection file would name it. */
    public static TeamDatabase freshDatabase(String purpose) {
        String port = System.getenv("PGPORT");
        String user = System.getenv("PGUSER");
        String password = System.getenv("PGPASSWORD");
        if (port == null || user == null) {
            throw new AssertionError("No PostgreSQL for this test: run the suite with packaging/test.sh (it starts a "
                    + "throw-away cluster with pg_virtualenv), or set PGPORT, PGUSER and PGPASSWORD for a server on "
                    + "127.0.0.1");
        }
        String name = (purpose.replaceAll("[^A-Za-z0-9]", "_") + "_" + ProcessHandle.current().pid() + "_"
                + NEXT.incrementAndGet()).toLowerCase(Locale.ROOT);
        String admin = "jdbc:postgresql://127.0.0.1:" + port + "/postgres";
        try (Connection c = DriverManager.getConnection(admin, user, password);
             Statement st = c.createStatement()) {
            st.execute("DROP DATABASE IF EXISTS " + name);
            st.execute("CREATE DATABASE " + name);
        } catch (SQLException e) {
            throw new AssertionError("The run's PostgreSQL on 127.0.0.1:" + port + " cannot be used: "
                    + e.getMessage(), e);
        }
        return new TeamDatabase("jdbc:postgresql://127.0.0.1:" + port + "/" + name, user, password);
    }
}
