package io.assetdesk.loan;

import io.assetdesk.settings.TeamDatabase;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;

/**
 * Tries the team database as the Connection screen's test does: connects (five seconds at most), and reads what a
 * person needs to know: the server's version, whether the tables are there, and how many loan files they hold. Nothing
 * is written, no migration is run.
 */
public final class TeamCheck {
    /** What was found: the server, and the loan files (-1: no tables yet). */
    public record Found(String server, int loanFiles) {
    }

    private TeamCheck() {
    }

    /** Blocks (call it off the FX thread); {@link TeamUnreachable} with one line that names where and why. */
    public static Found check(TeamDatabase db) {
        Properties p = new Properties();
        p.setProperty("user", db.user());
        p.setProperty("password", db.password());
        p.setProperty("connectTimeout", "5");
        p.setProperty("loginTimeout", "5");
        p.setProperty("socketTimeout", "10");
        try (Connection c = DriverManager.getConnection(db.url(), p); Statement st = c.createStatement()) {
            String server = c.getMetaData().getDatabaseProductName() + " " + c.getMetaData()
                    .getDatabaseProductVersion();
            try (ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM loan")) {
                rs.next();
                return new Found(server, rs.getInt(1));
            } catch (SQLException e) {
                if ("42P01".equals(e.getSQLState())) {
                    return new Found(server, -1);
                }
                throw e;
            }
        } catch (SQLException e) {
            String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().lines().findFirst()
                    .orElse("");
            throw new TeamUnreachable("The team's loan database at " + db.where() + " cannot be reached (" + m
                    + (e.getSQLState() == null ? "" : ", SQL state " + e.getSQLState()) + ")", e);
        }
    }
}
