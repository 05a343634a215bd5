package io.assetdesk.loan;

import io.assetdesk.report.LoanFigures;
import io.assetdesk.report.ReportThresholds;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The SQL of what the workstation keeps for orders in no loan file (what {@code loan-file.json} kept before): the
 * thresholds of the checks, each order's figures, the orders the officer marked finished, and what could not be
 * brought over from the old file. {@link LoanStore} runs each call inside its transaction.
 */
final class WorkstationTables {
    private static final Logger LOG = LoggerFactory.getLogger(WorkstationTables.class);
    private static final String SCOPE = "WORKSTATION";

    private WorkstationTables() {
    }

    /** The stored thresholds, each unreadable part taken from the defaults (said in the log); null when none. */
    static ReportThresholds thresholds(Connection db) throws SQLException {
        try (PreparedStatement st = db.prepareStatement("SELECT large_deposit_share, min_history_days, "
                + "max_report_age_days, loan_currency, reserve_months FROM workstation_thresholds WHERE scope = ?")) {
            st.setString(1, SCOPE);
            try (ResultSet rs = st.executeQuery()) {
                if (!rs.next()) {
                    return null;
                }
                ReportThresholds r = ReportThresholds.DEFAULT;
                BigDecimal share = amount(rs.getBigDecimal(1));
                Integer history = rs.getObject(2, Integer.class);
                Integer age = rs.getObject(3, Integer.class);
                String currency = rs.getString(4);
                BigDecimal months = rs.getBigDecimal(5);
                r = part(r, share, ReportThresholds::withLargeDepositShare);
                r = part(r, history, ReportThresholds::withMinHistoryDays);
                r = part(r, age, ReportThresholds::withMaxReportAgeDays);
                r = part(r, currency, ReportThresholds::withLoanCurrency);
                return part(r, months(months), ReportThresholds::withRequiredReserveMonths);
            }
        }
    }

    private static <V> ReportThresholds part(ReportThresholds r, V value,
                                             BiFunction<ReportThresholds, V, ReportThresholds> with) {
        if (value == null) {
            return r;
        }
        try {
            return with.apply(r, value);
        } catch (IllegalArgumentException e) {
            LOG.warn("Ignoring a stored threshold: {}", e.getMessage());
            return r;
        }
    }

    static void saveThresholds(Connection db, ReportThresholds t) throws SQLException {
        // kept exactly or not at all: the columns hold 8 decimals of the share and 4 of the months
        if (t.largeDepositShare().stripTrailingZeros().scale() > 8 || t.requiredReserveMonths() != null
                && t.requiredReserveMonths().stripTrailingZeros().scale() > 4) {
            throw new IllegalArgumentException("A threshold has more decimals than can be kept");
        }
        delete(db, "DELETE FROM workstation_thresholds WHERE scope = ?", SCOPE);
        try (PreparedStatement st = db.prepareStatement("INSERT INTO workstation_thresholds (scope, "
                + "large_deposit_share, min_history_days, max_report_age_days, loan_currency, reserve_months) "
                + "VALUES (?, ?, ?, ?, ?, ?)")) {
            st.setString(1, SCOPE);
            st.setBigDecimal(2, t.largeDepositShare());
            st.setInt(3, t.minHistoryDays());
            st.setInt(4, t.maxReportAgeDays());
            st.setString(5, t.loanCurrency());
            st.setBigDecimal(6, t.requiredReserveMonths());
            st.executeUpdate();
        }
        settle(db, OldLoanFile.Refused.Kind.THRESHOLD.name());
    }

    /**
     * The officer has entered something again: what the old file refused of that kind is settled, and so is a damaged
     * file (the officer has started again from their own figures, as when the file was theirs).
     */
    private static void settle(Connection db, String kind) throws SQLException {
        try (PreparedStatement st = db.prepareStatement("DELETE FROM carried_problem WHERE kind = ? OR kind = ?")) {
            st.setString(1, kind);
            st.setString(2, OldLoanFile.Refused.Kind.FILE_DAMAGED.name());
            st.executeUpdate();
        }
    }

    /** The figures of {@code orderId}; {@link LoanFigures#NONE} when none. */
    static LoanFigures figures(Connection db, String orderId) throws SQLException {
        try (PreparedStatement st = db.prepareStatement("SELECT cash_to_close, housing_payment, monthly_income FROM "
                + "order_figures WHERE order_id = ?")) {
            st.setString(1, orderId);
            try (ResultSet rs = st.executeQuery()) {
                if (!rs.next()) {
                    return LoanFigures.NONE;
                }
                return new LoanFigures(amount(rs.getBigDecimal(1)), amount(rs.getBigDecimal(2)),
                        amount(rs.getBigDecimal(3)));
            }
        }
    }

    /** An amount as kept: the column's zeros beyond the cents taken off (1000.50000000 is 1000.50). */
    static BigDecimal amount(BigDecimal v) {
        if (v == null) {
            return null;
        }
        BigDecimal s = v.stripTrailingZeros();
        return s.scale() < 2 ? s.setScale(2) : s;
    }

    /** Months as entered: the column's trailing zeros taken off (2.0000 is 2, 1.5000 is 1.5). */
    static BigDecimal months(BigDecimal v) {
        if (v == null) {
            return null;
        }
        BigDecimal s = v.stripTrailingZeros();
        return s.scale() < 0 ? s.setScale(0) : s;
    }

    /** Keeps (or, when empty, forgets) the figures of {@code orderId}; what the old file refused of it is settled. */
    static void saveFigures(Connection db, String orderId, LoanFigures f) throws SQLException {
        delete(db, "DELETE FROM order_figures WHERE order_id = ?", orderId);
        if (f != null && !f.isEmpty()) {
            insertFigures(db, orderId, f);
        }
        delete(db, "DELETE FROM carried_problem WHERE order_id = ?", orderId);
        settle(db, OldLoanFile.Refused.Kind.FILE_DAMAGED.name());
    }

    private static void insertFigures(Connection db, String orderId, LoanFigures f) throws SQLException {
        try (PreparedStatement st = db.prepareStatement("INSERT INTO order_figures (order_id, cash_to_close, "
                + "housing_payment, monthly_income) VALUES (?, ?, ?, ?)")) {
            st.setString(1, orderId);
            st.setBigDecimal(2, f.cashToClose());
            st.setBigDecimal(3, f.monthlyHousingPayment());
            st.setBigDecimal(4, f.monthlyIncome());
            st.executeUpdate();
        }
    }

    static boolean finished(Connection db, String orderId) throws SQLException {
        try (PreparedStatement st = db.prepareStatement("SELECT 1 FROM finished_order WHERE order_id = ?")) {
            st.setString(1, orderId);
            try (ResultSet rs = st.executeQuery()) {
                return rs.next();
            }
        }
    }

    static void setFinished(Connection db, String orderId, boolean finished, Instant now) throws SQLException {
        delete(db, "DELETE FROM finished_order WHERE order_id = ?", orderId);
        delete(db, "DELETE FROM carried_problem WHERE kind = ?", OldLoanFile.Refused.Kind.FINISHED.name());
        if (finished) {
            try (PreparedStatement st = db.prepareStatement(
                    "INSERT INTO finished_order (order_id, marked_at) VALUES (?, ?)")) {
                st.setString(1, orderId);
                st.setObject(2, OffsetDateTime.ofInstant(now, ZoneOffset.UTC));
                st.executeUpdate();
            }
        }
    }

    /**
     * What the old file could not give for {@code orderId}, one line each, while the officer has not entered it again:
     * a damaged file (until the officer saves any figures or the thresholds), a refused threshold (until the
     * thresholds are saved), the order's refused figures (until its figures are saved).
     */
    static List<String> carried(Connection db, String orderId) throws SQLException {
        List<String> out = new ArrayList<>();
        try (PreparedStatement st = db.prepareStatement(
                "SELECT kind, order_id, detail FROM carried_problem ORDER BY id")) {
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    OldLoanFile.Refused.Kind kind = OldLoanFile.Refused.Kind.valueOf(rs.getString(1));
                    String order = rs.getString(2);
                    boolean applies = switch (kind) {
                        case FILE_DAMAGED -> true;
                        case THRESHOLD -> true;
                        case FIGURES -> orderId.equals(order);
                        case FINISHED -> true; // which order it was is not known: said on each until one is marked
                    };
                    if (applies) {
                        out.add(rs.getString(3));
                    }
                }
            }
        }
        return out;
    }

    /**
     * Brings the old file's contents in, once (remembered in the same transaction): what the database has already is
     * never overwritten, and what was refused is kept to be said. Returns how many orders' figures came in.
     */
    /** Whether loan-file.json was brought over before. */
    static boolean broughtOver(Connection db) throws SQLException {
        try (PreparedStatement st = db.prepareStatement("SELECT 1 FROM old_file_brought WHERE file_name = ?")) {
            st.setString(1, OldLoanFile.FILE);
            try (ResultSet rs = st.executeQuery()) {
                return rs.next();
            }
        }
    }

    static int bringOver(Connection db, OldLoanFile.Contents c, Instant now) throws SQLException {
        try (PreparedStatement st = db.prepareStatement(
                "INSERT INTO old_file_brought (file_name, brought_at) VALUES (?, ?)")) {
            st.setString(1, OldLoanFile.FILE);
            st.setObject(2, OffsetDateTime.ofInstant(now, ZoneOffset.UTC));
            st.executeUpdate();
        }
        if (c.thresholds() != null && thresholds(db) == null) {
            saveThresholds(db, c.thresholds());
        }
        int n = 0;
        for (var e : c.figures().entrySet()) {
            if (figures(db, e.getKey()).isEmpty()) {
                insertFigures(db, e.getKey(), e.getValue());
                n++;
            }
        }
        for (String id : c.finished()) {
            if (!finished(db, id)) {
                setFinished(db, id, true, now);
            }
        }
        int next = next(db);
        for (OldLoanFile.Refused r : c.refused()) {
            try (PreparedStatement st = db.prepareStatement("INSERT INTO carried_problem (id, kind, order_id, detail) "
                    + "VALUES (?, ?, ?, ?)")) {
                st.setInt(1, next++);
                st.setString(2, r.kind().name());
                st.setString(3, r.orderId());
                st.setString(4, cut(r.detail()));
                st.executeUpdate();
            }
        }
        return n;
    }

    private static int next(Connection db) throws SQLException {
        try (PreparedStatement st = db.prepareStatement("SELECT COALESCE(MAX(id), 0) + 1 FROM carried_problem");
             ResultSet rs = st.executeQuery()) {
            rs.next();
            return rs.getInt(1);
        }
    }

    private static String cut(String s) {
        return s.length() > 2000 ? s.substring(0, 1999) + "\u2026" : s;
    }

    private static void delete(Connection db, String sql, String key) throws SQLException {
        try (PreparedStatement st = db.prepareStatement(sql)) {
            st.setString(1, key);
            st.executeUpdate();
        }
    }
}
