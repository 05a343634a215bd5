package io.assetdesk.loan;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.Date;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A loan file's rows and back: the loan with its terms, its orders, the thresholds changed for it, and the decisions
 * on its deposits and accounts; and the words the history gives a change of terms. Portable SQL (H2 and PostgreSQL);
 * the caller holds the transaction.
 */
final class LoanRows {
    private LoanRows() {
    }

    static Optional<LoanFile> read(Connection db, String loanNumber) throws SQLException {
        LoanTerms terms;
        Instant opened;
        long version;
        try (PreparedStatement st = db.prepareStatement("SELECT program, purpose, note_date, sales_price, "
                + "appraised_value, cash_to_close, housing_payment, monthly_income, reserve_months, currency, "
                + "opened_at, occupancy, units, other_financed, other_financed_unpaid, disbursement_date, loan_amount, "
                + "earnest_money, earnest_cleared, version FROM loan WHERE loan_number = ?")) {
            st.setString(1, loanNumber);
            try (ResultSet rs = st.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                Date note = rs.getDate(3);
                String occupancy = rs.getString(12);
                int units = rs.getInt(13);
                int others = rs.getInt(14);
                Date disbursed = rs.getDate(16);
                LoanTerms.Details details = new LoanTerms.Details(occupancy == null ? Occupancy.PRIMARY
                        : Occupancy.valueOf(occupancy), units == 0 ? 1 : units, others,
                        amount(rs.getBigDecimal(15)), disbursed == null ? null : disbursed.toLocalDate(),
                        amount(rs.getBigDecimal(17)), amount(rs.getBigDecimal(18)), rs.getBoolean(19));
                terms = new LoanTerms(Program.valueOf(rs.getString(1)), Purpose.valueOf(rs.getString(2)),
                        note == null ? null : note.toLocalDate(), amount(rs.getBigDecimal(4)),
                        amount(rs.getBigDecimal(5)), amount(rs.getBigDecimal(6)), amount(rs.getBigDecimal(7)),
                        amount(rs.getBigDecimal(8)), WorkstationTables.months(rs.getBigDecimal(9)), rs.getString(10),
                        details);
                OffsetDateTime t = rs.getObject(11, OffsetDateTime.class);
                opened = t == null ? null : t.toInstant();
                version = rs.getLong(20);
            }
        }
        List<String> orders = new ArrayList<>();
        try (PreparedStatement st = db.prepareStatement(
                "SELECT order_id FROM loan_order WHERE loan_number = ? ORDER BY added_at, order_id")) {
            st.setString(1, loanNumber);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    orders.add(rs.getString(1));
                }
            }
        }
        Map<Rule.Check, LoanRules.Change> changes = new EnumMap<>(Rule.Check.class);
        try (PreparedStatement st = db.prepareStatement(
                "SELECT check_name, threshold, reason FROM threshold_change WHERE loan_number = ?")) {
            st.setString(1, loanNumber);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    changes.put(Rule.Check.valueOf(rs.getString(1)), new LoanRules.Change(rs.getBigDecimal(2),
                            rs.getString(3)));
                }
            }
        }
        return Optional.of(new LoanFile(loanNumber, terms, orders, changes, decisions(db, loanNumber), opened,
                accountDecisions(db, loanNumber), version));
    }

    private static Map<String, DepositDecision> decisions(Connection db, String loanNumber) throws SQLException {
        Map<String, DepositDecision> decisions = new LinkedHashMap<>();
        try (PreparedStatement st = db.prepareStatement("SELECT deposit_key, outcome, source, note, gift_donor, "
                + "gift_relationship, gift_amount, gift_letter_date FROM deposit_decision WHERE loan_number = ? "
                + "ORDER BY deposit_key")) {
            st.setString(1, loanNumber);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    String source = rs.getString(3);
                    Date letter = rs.getDate(8);
                    DepositDecision.Gift gift = rs.getString(5) == null || letter == null ? null
                            : new DepositDecision.Gift(rs.getString(5), rs.getString(6), amount(rs.getBigDecimal(7)),
                            letter.toLocalDate());
                    decisions.put(rs.getString(1), new DepositDecision(rs.getString(1),
                            DepositDecision.Outcome.valueOf(rs.getString(2)),
                            source == null ? null : DepositDecision.Source.valueOf(source), rs.getString(4), gift));
                }
            }
        }
        return decisions;
    }

    private static Map<String, AccountDecision> accountDecisions(Connection db, String loanNumber)
            throws SQLException {
        Map<String, AccountDecision> out = new LinkedHashMap<>();
        try (PreparedStatement st = db.prepareStatement("SELECT account_key, use_kind, amount, note FROM "
                + "account_decision WHERE loan_number = ? ORDER BY account_key")) {
            st.setString(1, loanNumber);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    out.put(rs.getString(1), new AccountDecision(rs.getString(1),
                            AccountDecision.Use.valueOf(rs.getString(2)), amount(rs.getBigDecimal(3)),
                            rs.getString(4)));
                }
            }
        }
        return out;
    }

    /** A new loan's row (its terms written after). */
    static void insertLoan(Connection db, String number, LoanTerms t, Instant openedAt) throws SQLException {
        try (PreparedStatement st = db.prepareStatement("INSERT INTO loan (loan_number, program, purpose, "
                + "currency, opened_at) VALUES (?, ?, ?, ?, ?)")) {
            st.setString(1, number);
            st.setString(2, t.program().name());
            st.setString(3, t.purpose().name());
            st.setString(4, t.currency());
            st.setObject(5, OffsetDateTime.ofInstant(openedAt, ZoneOffset.UTC));
            st.executeUpdate();
        }
    }

    static void writeTerms(Connection db, String loanNumber, LoanTerms t) throws SQLException {
        LoanTerms.Details d = t.details();
        try (PreparedStatement st = db.prepareStatement("UPDATE loan SET program = ?, purpose = ?, note_date = ?, "
                + "sales_price = ?, appraised_value = ?, cash_to_close = ?, housing_payment = ?, monthly_income = ?, "
                + "reserve_months = ?, currency = ?, occupancy = ?, units = ?, other_financed = ?, "
                + "other_financed_unpaid = ?, disbursement_date = ?, loan_amount = ?, earnest_money = ?, "
                + "earnest_cleared = ? WHERE loan_number = ?")) {
            st.setString(1, t.program().name());
            st.setString(2, t.purpose().name());
            st.setDate(3, t.noteDate() == null ? null : Date.valueOf(t.noteDate()));
            st.setBigDecimal(4, t.salesPrice());
            st.setBigDecimal(5, t.appraisedValue());
            st.setBigDecimal(6, t.cashToClose());
            st.setBigDecimal(7, t.monthlyHousingPayment());
            st.setBigDecimal(8, t.monthlyIncome());
            st.setBigDecimal(9, t.requiredReserveMonths());
            st.setString(10, t.currency());
            st.setString(11, d.occupancy().name());
            st.setInt(12, d.units());
            st.setInt(13, d.otherFinanced());
            st.setBigDecimal(14, d.otherFinancedUnpaid());
            if (d.disbursementDate() == null) {
                st.setNull(15, Types.DATE);
            } else {
                st.setDate(15, Date.valueOf(d.disbursementDate()));
            }
            st.setBigDecimal(16, d.loanAmount());
            st.setBigDecimal(17, d.earnestMoney());
            st.setBoolean(18, d.earnestMoneyCleared());
            st.setString(19, loanNumber);
            st.executeUpdate();
        }
    }

    /** Takes back the thresholds changed for the loan: {@code check}'s, or (null) every one. */
    static void deleteThresholdChanges(Connection db, String loanNumber, Rule.Check check) throws SQLException {
        try (PreparedStatement del = db.prepareStatement("DELETE FROM threshold_change WHERE loan_number = ?"
                + (check == null ? "" : " AND check_name = ?"))) {
            del.setString(1, loanNumber);
            if (check != null) {
                del.setString(2, check.name());
            }
            del.executeUpdate();
        }
    }

    static void writeThresholdChange(Connection db, String loanNumber, Rule.Check check, LoanRules.Change change)
            throws SQLException {
        try (PreparedStatement st = db.prepareStatement("INSERT INTO threshold_change (loan_number, check_name, "
                + "threshold, reason) VALUES (?, ?, ?, ?)")) {
            st.setString(1, loanNumber);
            st.setString(2, check.name());
            st.setBigDecimal(3, change.value());
            st.setString(4, change.reason().strip());
            st.executeUpdate();
        }
    }

    static void writeDecision(Connection db, String loanNumber, DepositDecision decision) throws SQLException {
        try (PreparedStatement del = db.prepareStatement(
                "DELETE FROM deposit_decision WHERE loan_number = ? AND deposit_key = ?")) {
            del.setString(1, loanNumber);
            del.setString(2, decision.depositKey());
            del.executeUpdate();
        }
        DepositDecision.Gift g = decision.gift();
        try (PreparedStatement st = db.prepareStatement("INSERT INTO deposit_decision (loan_number, deposit_key, "
                + "outcome, source, note, gift_donor, gift_relationship, gift_amount, gift_letter_date) "
                + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            st.setString(1, loanNumber);
            st.setString(2, decision.depositKey());
            st.setString(3, decision.outcome().name());
            st.setString(4, decision.source() == null ? null : decision.source().name());
            st.setString(5, decision.note());
            st.setString(6, g == null ? null : g.donor());
            st.setString(7, g == null ? null : g.relationship());
            st.setBigDecimal(8, g == null ? null : g.amount());
            if (g == null) {
                st.setNull(9, Types.DATE);
            } else {
                st.setDate(9, Date.valueOf(g.letterDate()));
            }
            st.executeUpdate();
        }
    }

    /** Records {@code decision} (null: takes back the one of {@code key}). */
    static void writeAccountDecision(Connection db, String loanNumber, String key, AccountDecision decision)
            throws SQLException {
        try (PreparedStatement del = db.prepareStatement(
                "DELETE FROM account_decision WHERE loan_number = ? AND account_key = ?")) {
            del.setString(1, loanNumber);
            del.setString(2, key);
            del.executeUpdate();
        }
        if (decision == null) {
            return;
        }
        try (PreparedStatement st = db.prepareStatement("INSERT INTO account_decision (loan_number, account_key, "
                + "use_kind, amount, note) VALUES (?, ?, ?, ?, ?)")) {
            st.setString(1, loanNumber);
            st.setString(2, decision.accountKey());
            st.setString(3, decision.use().name());
            st.setBigDecimal(4, decision.amount());
            st.setString(5, decision.note());
            st.executeUpdate();
        }
    }

    /** "Program: FHA → VA; Cash to close: — → 40,000.00", empty when nothing changed. */
    static String changes(LoanTerms a, LoanTerms b) {
        List<String> parts = new ArrayList<>();
        diff(parts, "Program", a.program().label(), b.program().label());
        diff(parts, "Purpose", a.purpose().label(), b.purpose().label());
        diff(parts, "Note date", a.noteDate(), b.noteDate());
        diff(parts, "Sales price", money(a.salesPrice()), money(b.salesPrice()));
        diff(parts, "Appraised value", money(a.appraisedValue()), money(b.appraisedValue()));
        diff(parts, "Cash to close", money(a.cashToClose()), money(b.cashToClose()));
        diff(parts, "Monthly housing payment", money(a.monthlyHousingPayment()), money(b.monthlyHousingPayment()));
        diff(parts, "Monthly qualifying income", money(a.monthlyIncome()), money(b.monthlyIncome()));
        diff(parts, "Reserves required (months)", plain(a.requiredReserveMonths()), plain(b.requiredReserveMonths()));
        diff(parts, "Currency", a.currency(), b.currency());
        LoanTerms.Details x = a.details();
        LoanTerms.Details y = b.details();
        diff(parts, "Occupancy", x.occupancy().label(), y.occupancy().label());
        diff(parts, "Units", x.units(), y.units());
        diff(parts, "Other financed properties", x.otherFinanced(), y.otherFinanced());
        diff(parts, "Their unpaid balance", money(x.otherFinancedUnpaid()), money(y.otherFinancedUnpaid()));
        diff(parts, "Disbursement date", x.disbursementDate(), y.disbursementDate());
        diff(parts, "Loan amount", money(x.loanAmount()), money(y.loanAmount()));
        diff(parts, "Earnest money", money(x.earnestMoney()), money(y.earnestMoney()));
        diff(parts, "Earnest money already paid", x.earnestMoneyCleared() ? "yes" : "no",
                y.earnestMoneyCleared() ? "yes" : "no");
        return String.join("; ", parts);
    }

    /** An amount as the history writes it: grouped, two decimals ("40,000.00"), the same in every locale. */
    static String money(BigDecimal v) {
        return v == null ? null : new DecimalFormat("#,##0.00##", DecimalFormatSymbols.getInstance(Locale.US))
                .format(v);
    }

    private static BigDecimal amount(BigDecimal v) {
        return WorkstationTables.amount(v);
    }

    private static String plain(BigDecimal v) {
        return v == null ? null : v.stripTrailingZeros().toPlainString();
    }

    private static void diff(List<String> parts, String name, Object a, Object b) {
        if (!Objects.equals(a, b)) {
            parts.add(name + ": " + (a == null ? "\u2014" : a) + " \u2192 " + (b == null ? "\u2014" : b));
        }
    }

    // ---- shared by the store ----

    static Instant instant(ResultSet rs, int column) throws SQLException {
        OffsetDateTime t = rs.getObject(column, OffsetDateTime.class);
        return t == null ? null : t.toInstant();
    }

    static String checkNumber(String loanNumber) {
        String n = loanNumber == null ? "" : loanNumber.strip();
        if (n.isEmpty() || n.length() > 64) {
            throw new IllegalArgumentException("A loan number is 1 to 64 characters");
        }
        return n;
    }

    static IllegalArgumentException noLoan(String loanNumber) {
        return new IllegalArgumentException("Loan " + loanNumber + " has no loan file");
    }

    static IllegalStateException failed(String what, SQLException e) {
        if (e.getErrorCode() == 90097) {
            return new IllegalStateException("Could not " + what + ": the loan files are read only (their folder or "
                    + "file was made so, as for an archive or a legal hold); nothing was written", e);
        }
        return new IllegalStateException("Could not " + what + " (database error " + e.getErrorCode() + ")", e);
    }

    /** Every loan, the most recently opened first; {@code mine}: {@code user} has a change in its history. */
    static List<LoanStore.Listed> list(Connection db, String user) throws SQLException {
        Map<String, List<String>> orders = new HashMap<>();
        try (PreparedStatement st = db.prepareStatement("SELECT loan_number, order_id FROM loan_order "
                + "ORDER BY added_at, order_id"); ResultSet rs = st.executeQuery()) {
            while (rs.next()) {
                orders.computeIfAbsent(rs.getString(1), k -> new ArrayList<>()).add(rs.getString(2));
            }
        }
        String sql = "SELECT l.loan_number, l.program, l.purpose, l.opened_at, "
                + "(SELECT COUNT(*) FROM history h WHERE h.loan_number = l.loan_number AND h.user_name = ?) AS mine "
                + "FROM loan l ORDER BY l.opened_at DESC, l.loan_number";
        try (PreparedStatement st = db.prepareStatement(sql)) {
            st.setString(1, user);
            List<LoanStore.Listed> out = new ArrayList<>();
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    out.add(new LoanStore.Listed(rs.getString(1), Program.valueOf(rs.getString(2)),
                            Purpose.valueOf(rs.getString(3)), List.copyOf(orders.getOrDefault(rs.getString(1),
                            List.of())), instant(rs, 4), rs.getInt(5) > 0));
                }
            }
            return out;
        }
    }
}
