package io.assetdesk.loan;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;

/**
 * One thing done on a loan or its orders, as the history keeps it: never changed once written. Each entry carries the
 * hash of the one before (the first: {@link #GENESIS}) and its own hash over that and its content, so a changed,
 * removed or inserted entry breaks the chain ({@link #verify}).
 *
 * @param seq    1, 2, 3... per loan
 * @param at     when, to the millisecond
 * @param user   the person who did it
 * @param workstation the workstation it was done on (null in entries written before workstations were named)
 * @param action what kind of thing ({@link Action})
 * @param detail what exactly, in words (old and new values for a change)
 * @param state  the loan's state after it ({@link LoanState}); null in entries written before entries kept it
 */
public record HistoryEntry(long seq, Instant at, String user, String workstation, Action action, String detail,
                           String state, String previousHash, String hash) {

    /** The "previous hash" of a loan's first entry. */
    public static final String GENESIS = "0".repeat(64);

    /** What an entry records. */
    public enum Action {
        LOAN_OPENED, ORDER_ADDED, ORDER_CREATED, DESK_SESSION, TERMS_CHANGED, THRESHOLD_CHANGED, DEPOSIT_DECIDED,
        DOCUMENT_EXPORTED, DOCUMENT_PRINTED, MIGRATED, ACCOUNT_DECIDED, LOAN_IMPORTED, ORDER_REMOVED
    }

    public HistoryEntry {
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(action, "action");
        Objects.requireNonNull(detail, "detail");
        Objects.requireNonNull(previousHash, "previousHash");
        Objects.requireNonNull(hash, "hash");
    }

    /** The next entry after {@code previous} (null: the loan's first), its hash worked out; no workstation named. */
    public static HistoryEntry next(HistoryEntry previous, Instant at, String user, Action action, String detail) {
        return next(previous, at, user, null, action, detail, null);
    }

    /** The next entry after {@code previous} (null: the loan's first), made on {@code workstation}. */
    public static HistoryEntry next(HistoryEntry previous, Instant at, String user, String workstation, Action action,
                                    String detail, String state) {
        long seq = previous == null ? 1 : previous.seq() + 1;
        String prev = previous == null ? GENESIS : previous.hash();
        Instant ms = Instant.ofEpochMilli(at.toEpochMilli());
        return new HistoryEntry(seq, ms, user, workstation, action, detail, state, prev,
                hashOf(seq, ms, by(user, workstation), action, what(detail, state), prev));
    }

    /** The hash this entry's content and its predecessor's hash give. */
    public String expectedHash() {
        return hashOf(seq, at, by(user, workstation), action, what(detail, state), previousHash);
    }

    /** What the hash covers of the change: its words, and the state after it when the entry keeps one. */
    private static String what(String detail, String state) {
        return state == null ? detail : detail + "\n#" + state;
    }

    /** Who, as the hash covers it: the person, and the workstation when one is named (older entries name none). */
    private static String by(String user, String workstation) {
        return workstation == null ? user : user + "\n@" + workstation;
    }

    /** "ann on desk-12", or the person alone in an entry that names no workstation. */
    public String who() {
        return workstation == null ? user : user + " on " + workstation;
    }

    /** Where a loan's history holds together or where it first breaks. */
    public record ChainCheck(boolean intact, long brokenAt, String why) {
        static final ChainCheck INTACT = new ChainCheck(true, 0, null);
    }

    /** Checks {@code entries} (in order): numbered 1, 2, 3..., each linked to the one before, each hash its own. */
    public static ChainCheck verify(List<HistoryEntry> entries) {
        String prev = GENESIS;
        long expected = 1;
        for (HistoryEntry e : entries) {
            if (e.seq() != expected) {
                return new ChainCheck(false, expected, "entry " + expected + " is missing");
            }
            if (!e.previousHash().equals(prev)) {
                return new ChainCheck(false, e.seq(), "entry " + e.seq() + " does not follow entry " + (e.seq() - 1));
            }
            if (!e.hash().equals(e.expectedHash())) {
                return new ChainCheck(false, e.seq(), "entry " + e.seq() + " was changed after it was written");
            }
            prev = e.hash();
            expected++;
        }
        return ChainCheck.INTACT;
    }

    private static String hashOf(long seq, Instant at, String user, Action action, String detail, String previous) {
        String content = seq + "\n" + at + "\n" + user + "\n" + action + "\n" + detail + "\n" + previous;
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(content.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }
}
