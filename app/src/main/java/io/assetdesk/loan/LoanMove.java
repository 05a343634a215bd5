package io.assetdesk.loan;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Moves a workstation's loan files into the team database, once: each loan with every row of it (its terms and
 * version, its orders, its thresholds, its decisions) and its history exactly as written, so that the chain and the
 * state it proves come over unchanged; then one entry in the team's history says where it came from. A loan number the
 * team database already holds is not moved (it would fork the file): it is named, and the officer decides.
 */
public final class LoanMove {
    /** The loan's tables, in the order their rows can be written (the loan first: the others refer to it). */
    private static final String[] TABLES = {"loan", "loan_order", "threshold_change", "deposit_decision",
        "account_decision", "history"};

    /**
     * What a move did: the loans moved, those left because the team database holds them already, and those left
     * because their history does not hold together ("LN-1: entries 4 to 5 were cut off the end of the history"): a
     * file that does not prove itself would be taken in as one that does.
     */
    public record Result(List<String> moved, List<String> alreadyThere, List<String> broken) {
    }

    private LoanMove() {
    }

    /** Moves every loan of {@code desk} to {@code team}; each loan in one transaction of the team database. */
    public static Result move(LoanStore desk, LoanStore team) {
        List<String> moved = new ArrayList<>();
        List<String> there = new ArrayList<>();
        List<String> broken = new ArrayList<>();
        for (LoanStore.Listed l : desk.loans()) {
            if (team.load(l.loanNumber()).isPresent()) {
                there.add(l.loanNumber());
                continue;
            }
            HistoryEntry.ChainCheck check = desk.check(l.loanNumber());
            if (!check.intact()) {
                broken.add(l.loanNumber() + ": " + check.why());
                continue;
            }
            team.inTransaction("take in loan " + l.loanNumber() + " from a workstation", () -> {
                for (String table : TABLES) {
                    copy(desk.connection(), team.connection(), table, l.loanNumber());
                }
                return team.append(l.loanNumber(), HistoryEntry.Action.MIGRATED, "Loan file moved into the team "
                        + "database from the workstation's loan files, with its history as written");
            });
            moved.add(l.loanNumber());
        }
        return new Result(List.copyOf(moved), List.copyOf(there), List.copyOf(broken));
    }

    /** Copies {@code table}'s rows of {@code loanNumber}, column by column as they are. */
    private static void copy(Connection from, Connection to, String table, String loanNumber) throws SQLException {
        try (PreparedStatement read = from.prepareStatement("SELECT * FROM " + table + " WHERE loan_number = ?")) {
            read.setString(1, loanNumber);
            try (ResultSet rs = read.executeQuery()) {
                ResultSetMetaData meta = rs.getMetaData();
                int n = meta.getColumnCount();
                List<String> names = new ArrayList<>();
                for (int i = 1; i <= n; i++) {
                    names.add(meta.getColumnName(i).toLowerCase(Locale.ROOT));
                }
                String sql = "INSERT INTO " + table + " (" + String.join(", ", names) + ") VALUES ("
                        + String.join(", ", names.stream().map(x -> "?").toList()) + ")";
                try (PreparedStatement write = to.prepareStatement(sql)) {
                    while (rs.next()) {
                        for (int i = 1; i <= n; i++) {
                            write.setObject(i, rs.getObject(i));
                        }
                        write.executeUpdate();
                    }
                }
            }
        }
    }
}
