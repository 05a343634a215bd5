package io.assetdesk.loan;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.UUID;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Each loan's history head (its last entry's number and hash), kept apart from the history rows so that what the chain
 * alone cannot tell is found: entries cut off the end, and a history rewritten and hashed again. On the team database
 * every head is a row of its own that nobody may change or remove (a trigger, and the consoles' role's rights); on a
 * workstation one row per loan, sealed with a keyed hash whose key is in the credential store ({@link SealKey}).
 */
final class HistorySeal {
    private final boolean appendOnly;
    private final byte[] key;

    /**
     * @param appendOnly every head kept (the team database); else one row per loan, replaced at each entry
     * @param key        the workstation's sealing key; null when it has none (or on the team database)
     */
    HistorySeal(boolean appendOnly, byte[] key) {
        this.appendOnly = appendOnly;
        this.key = key == null ? null : key.clone();
    }

    /** Writes {@code entry} as the head of {@code loanNumber}'s history (in the transaction that appends it). */
    void record(Connection db, String loanNumber, HistoryEntry entry) throws SQLException {
        if (!appendOnly) {
            try (PreparedStatement st = db.prepareStatement("DELETE FROM history_head WHERE loan_number = ?")) {
                st.setString(1, loanNumber);
                st.executeUpdate();
            }
        }
        try (PreparedStatement st = db.prepareStatement("INSERT INTO history_head (loan_number, seq, hash, mac) "
                + "VALUES (?, ?, ?, ?)")) {
            st.setString(1, loanNumber);
            st.setLong(2, entry.seq());
            st.setString(3, entry.hash());
            st.setString(4, mac(loanNumber, entry.seq(), entry.hash()));
            st.executeUpdate();
        }
    }

    /**
     * The sealing key of the workstation's database at {@code db}: the one kept for its seal id, or one made now when
     * it never had one (nothing sealed yet). Null when none can be had this run: a key that cannot be read now is
     * never replaced by another, which would make every seal read as forged.
     */
    static byte[] key(Connection db, SealKey keys) throws SQLException {
        String id = sealId(db);
        if (id != null) {
            return keys.kept(id).orElse(null);
        }
        try (PreparedStatement st = db.prepareStatement("SELECT COUNT(*) FROM history_head WHERE mac IS NOT NULL");
             ResultSet rs = st.executeQuery()) {
            rs.next();
            if (rs.getLong(1) > 0) {
                return null; // sealed before, its id removed: no new key is made over the old seals
            }
        }
        String made = UUID.randomUUID().toString();
        byte[] key = keys.make(made).orElse(null);
        if (key != null) {
            try (PreparedStatement st = db.prepareStatement("INSERT INTO history_seal (seal_id) VALUES (?)")) {
                st.setString(1, made);
                st.executeUpdate();
            }
        }
        return key;
    }

    /** The key kept for the database's seal id, never one made (a database opened read only); null when none. */
    static byte[] keptKey(Connection db, SealKey keys) throws SQLException {
        String id = sealId(db);
        return id == null ? null : keys.kept(id).orElse(null);
    }

    private static String sealId(Connection db) throws SQLException {
        try (PreparedStatement st = db.prepareStatement("SELECT seal_id FROM history_seal");
             ResultSet rs = st.executeQuery()) {
            return rs.next() ? rs.getString(1) : null;
        }
    }

    /** Seals the heads written while this workstation had no key at hand (then, or before it had one). */
    void sealUnsealed(Connection db) throws SQLException {
        if (key == null) {
            return;
        }
        List<Head> open = new ArrayList<>();
        try (PreparedStatement st = db.prepareStatement("SELECT loan_number, seq, hash, mac FROM history_head "
                + "WHERE mac IS NULL"); ResultSet rs = st.executeQuery()) {
            while (rs.next()) {
                open.add(new Head(rs.getString(1), rs.getLong(2), rs.getString(3), null));
            }
        }
        try (PreparedStatement st = db.prepareStatement("UPDATE history_head SET mac = ? WHERE loan_number = ? AND "
                + "seq = ?")) {
            for (Head h : open) {
                st.setString(1, mac(h.loan(), h.seq(), h.hash()));
                st.setString(2, h.loan());
                st.setLong(3, h.seq());
                st.executeUpdate();
            }
        }
    }

    private record Head(String loan, long seq, String hash, String mac) {
    }

    /**
     * Whether {@code history} (read from the rows, oldest first, its chain already checked) is the history the heads
     * say was written: every head's entry there with its hash, none written after the last head, and (sealed) every
     * head's seal its own. {@link HistoryEntry.ChainCheck}'s words name what was done.
     */
    HistoryEntry.ChainCheck check(Connection db, String loanNumber, List<HistoryEntry> history) throws SQLException {
        List<Head> heads = new ArrayList<>();
        try (PreparedStatement st = db.prepareStatement("SELECT loan_number, seq, hash, mac FROM history_head WHERE "
                + "loan_number = ? ORDER BY seq")) {
            st.setString(1, loanNumber);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    heads.add(new Head(rs.getString(1), rs.getLong(2), rs.getString(3), rs.getString(4)));
                }
            }
        }
        long last = history.isEmpty() ? 0 : history.get(history.size() - 1).seq();
        if (heads.isEmpty()) {
            return last == 0 ? intact() : broken(1, "the history's head is missing, so entries may have been cut off "
                    + "its end");
        }
        for (Head h : heads) {
            // a head without a seal was written while the key was not at hand; it is sealed at the next opening
            if (key != null && h.mac() != null && !MessageDigest.isEqual(h.mac().getBytes(StandardCharsets.US_ASCII),
                    mac(loanNumber, h.seq(), h.hash()).getBytes(StandardCharsets.US_ASCII))) {
                return broken(h.seq(), "the history's head (entry " + h.seq() + ") was changed outside Asset Desk: "
                        + "its seal is not this workstation's");
            }
        }
        long head = heads.get(heads.size() - 1).seq();
        if (head > last) {
            return broken(last + 1, (head == last + 1 ? "entry " + head + " was" : "entries " + (last + 1) + " to "
                    + head + " were") + " cut off the end of the history");
        }
        for (Head h : heads) {
            if (!history.get((int) h.seq() - 1).hash().equals(h.hash())) {
                return broken(h.seq(), "the history was rewritten and hashed again outside Asset Desk: entry "
                        + h.seq() + " is not the one written");
            }
        }
        if (last > head) {
            return broken(head + 1, (last == head + 1 ? "entry " + last + " was" : "entries " + (head + 1) + " to "
                    + last + " were") + " added outside Asset Desk");
        }
        return intact();
    }

    private static HistoryEntry.ChainCheck intact() {
        return HistoryEntry.ChainCheck.INTACT;
    }

    private static HistoryEntry.ChainCheck broken(long at, String why) {
        return new HistoryEntry.ChainCheck(false, at, why);
    }

    /** The head's seal; null without a key. */
    private String mac(String loanNumber, long seq, String hash) {
        if (key == null) {
            return null;
        }
        try {
            Mac m = Mac.getInstance("HmacSHA256");
            m.init(new SecretKeySpec(key, "HmacSHA256"));
            return HexFormat.of().formatHex(m.doFinal((loanNumber + "\n" + seq + "\n" + hash)
                    .getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every Java runtime", e);
        }
    }
}
