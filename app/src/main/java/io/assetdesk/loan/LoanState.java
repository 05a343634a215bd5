package io.assetdesk.loan;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A loan file's state, part by part, as a short fingerprint ({@code terms=…;orders=…;thresholds=…;deposits=…;
 * accounts=…}): each history entry keeps the state the loan was in after it, and the entry's own hash covers it.
 * Reading a loan then tells whether its tables still are what its last entry says, and which part was changed behind
 * the console's back when they are not.
 */
public final class LoanState {
    private static final String[] PARTS = {"terms", "orders", "thresholds", "deposits", "accounts"};
    private static final String OUTSIDE = "outside";

    private LoanState() {
    }

    /** The fingerprint of {@code loan} as read from its tables. */
    public static String of(LoanFile loan) {
        Map<String, String> parts = new LinkedHashMap<>();
        parts.put("terms", hash(String.valueOf(loan.terms())));
        parts.put("orders", hash(String.valueOf(loan.orderIds())));
        parts.put("thresholds", hash(String.valueOf(sorted(loan.changes()))));
        parts.put("deposits", hash(String.valueOf(new TreeMap<>(loan.decisions()))));
        parts.put("accounts", hash(String.valueOf(new TreeMap<>(loan.accountDecisions()))));
        List<String> out = new ArrayList<>();
        parts.forEach((k, v) -> out.add(k + "=" + v));
        return String.join(";", out);
    }

    /**
     * Whether the loan's history holds together, and its tables are the state its last entry says: an entry changed,
     * removed or inserted, or a part of the loan changed outside Asset Desk after entry N, each in words.
     */
    public static HistoryEntry.ChainCheck verify(LoanFile loan, List<HistoryEntry> history) {
        HistoryEntry.ChainCheck chain = HistoryEntry.verify(history);
        if (!chain.intact() || loan == null || history.isEmpty()) {
            return chain;
        }
        // a change made outside and found when a later entry was written stays said, in that entry
        for (HistoryEntry e : history) {
            String outside = e.state() == null ? null : parse(e.state()).get(OUTSIDE);
            if (outside != null) {
                int at = outside.lastIndexOf('@');
                List<String> parts = List.of(outside.substring(0, Math.max(at, 0)).split(","));
                return new HistoryEntry.ChainCheck(false, e.seq(), words(parts) + " were changed outside Asset Desk"
                        + " after entry " + outside.substring(at + 1) + " (found when entry " + e.seq() + " was "
                        + "written)");
            }
        }
        HistoryEntry last = history.get(history.size() - 1);
        List<String> changed = changedParts(loan, last);
        return changed.isEmpty() ? chain : new HistoryEntry.ChainCheck(false, last.seq(), words(changed)
                + " were changed outside Asset Desk after entry " + last.seq());
    }

    /**
     * The parts of {@code loan}'s tables that are not what {@code last} (its last history entry) says they were left
     * as; empty when they are, or when that entry keeps no state (written before entries kept it).
     */
    static List<String> changedParts(LoanFile loan, HistoryEntry last) {
        if (last == null || last.state() == null) {
            return List.of();
        }
        Map<String, String> kept = parse(last.state());
        Map<String, String> now = parse(of(loan));
        List<String> changed = new ArrayList<>();
        for (String part : PARTS) {
            if (!String.valueOf(kept.get(part)).equals(now.get(part))) {
                changed.add(part);
            }
        }
        return changed;
    }

    /**
     * The state an entry keeps when the change it records found the tables changed outside Asset Desk since entry
     * {@code since}: the marker is hashed with the entry, so writing on top of such a change never hides it.
     */
    static String withOutside(String state, List<String> parts, long since) {
        return parts.isEmpty() || state == null ? state : state + ";" + OUTSIDE + "=" + String.join(",", parts) + "@"
                + since;
    }

    private static String words(List<String> parts) {
        return String.join(" and ", parts.stream().map(part -> part.equals("deposits") ? "the deposit decisions"
                : part.equals("accounts") ? "the account decisions" : part.equals("thresholds")
                ? "the loan's own thresholds" : "the " + part).toList());
    }

    private static Map<String, String> parse(String state) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String p : state.split(";")) {
            int eq = p.indexOf('=');
            if (eq > 0) {
                out.put(p.substring(0, eq), p.substring(eq + 1));
            }
        }
        return out;
    }

    private static Map<String, LoanRules.Change> sorted(Map<Rule.Check, LoanRules.Change> changes) {
        Map<String, LoanRules.Change> out = new TreeMap<>();
        changes.forEach((k, v) -> out.put(k.name(), v));
        return out;
    }

    private static String hash(String text) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }
}
