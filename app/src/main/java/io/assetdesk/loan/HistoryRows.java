package io.assetdesk.loan;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/** A loan's history rows: read in order, and appended one entry at a time, chained to the one before. */
final class HistoryRows {
    private HistoryRows() {
    }

    private static final String COLUMNS = "SELECT seq, at_time, user_name, action, detail, previous_hash, hash, "
            + "workstation, state_hash FROM history WHERE loan_number = ? ORDER BY seq";

    static List<HistoryEntry> read(Connection db, String loanNumber) throws SQLException {
        List<HistoryEntry> out = new ArrayList<>();
        try (PreparedStatement st = db.prepareStatement(COLUMNS)) {
            st.setString(1, loanNumber);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    out.add(entry(rs));
                }
            }
        }
        return out;
    }

    /** The loan's last entry (the one a new entry chains to); null when it has none. Reads that one row only. */
    static HistoryEntry last(Connection db, String loanNumber) throws SQLException {
        try (PreparedStatement st = db.prepareStatement(COLUMNS + " DESC FETCH FIRST 1 ROWS ONLY")) {
            st.setString(1, loanNumber);
            try (ResultSet rs = st.executeQuery()) {
                return rs.next() ? entry(rs) : null;
            }
        }
    }

    private static HistoryEntry entry(ResultSet rs) throws SQLException {
        return new HistoryEntry(rs.getLong(1), instantOf(rs.getObject(2, OffsetDateTime.class)), rs.getString(3),
                rs.getString(8), HistoryEntry.Action.valueOf(rs.getString(4)), rs.getString(5), rs.getString(9),
                rs.getString(6), rs.getString(7));
    }

    static HistoryEntry append(Connection db, String loanNumber, Instant now, String user, String workstation,
                               HistoryEntry.Action action, String detail, UnaryOperator<String> marked)
            throws SQLException {
        HistoryEntry last = last(db, loanNumber);
        String text = detail.length() > 2000 ? detail.substring(0, 1999) + "\u2026" : detail;
        String state = marked.apply(LoanRows.read(db, loanNumber).map(LoanState::of).orElse(null));
        HistoryEntry e = HistoryEntry.next(last, now, user, workstation, action, text, state);
        try (PreparedStatement st = db.prepareStatement("INSERT INTO history (loan_number, seq, at_time, user_name, "
                + "action, detail, previous_hash, hash, workstation, state_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, "
                + "?)")) {
            st.setString(1, loanNumber);
            st.setLong(2, e.seq());
            st.setObject(3, OffsetDateTime.ofInstant(e.at(), ZoneOffset.UTC));
            st.setString(4, e.user());
            st.setString(5, e.action().name());
            st.setString(6, e.detail());
            st.setString(7, e.previousHash());
            st.setString(8, e.hash());
            st.setString(9, e.workstation());
            st.setString(10, e.state());
            st.executeUpdate();
        }
        return e;
    }

    /**
     * Moves the loan's version on by one for a change: only from {@code expected} when it is given (else from whatever
     * it is, under the row's lock); false when the loan is no longer at {@code expected} (someone changed it since).
     */
    static boolean nextVersion(Connection db, String loanNumber, Long expected) throws SQLException {
        String sql = "UPDATE loan SET version = version + 1 WHERE loan_number = ?"
                + (expected == null ? "" : " AND version = ?");
        try (PreparedStatement st = db.prepareStatement(sql)) {
            st.setString(1, loanNumber);
            if (expected != null) {
                st.setLong(2, expected);
            }
            return st.executeUpdate() == 1;
        }
    }

    /** The loan's version, its row locked until the transaction ends; null when there is no such loan. */
    static Long lockedVersion(Connection db, String loanNumber) throws SQLException {
        try (PreparedStatement st = db.prepareStatement("SELECT version FROM loan WHERE loan_number = ? FOR UPDATE")) {
            st.setString(1, loanNumber);
            try (ResultSet rs = st.executeQuery()) {
                return rs.next() ? rs.getLong(1) : null;
            }
        }
    }

    private static Instant instantOf(OffsetDateTime t) {
        return t == null ? null : t.toInstant();
    }
}
