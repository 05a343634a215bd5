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
        HistoryEntry last = history.get(history.size() - 1);
        if (last.state() == null) {
            return chain; // written before entries kept the state
        }
        Map<String, String> kept = parse(last.state());
        Map<String, String> now = parse(of(loan));
        List<String> changed = new ArrayList<>();
        for (String part : PARTS) {
            if (!String.valueOf(kept.get(part)).equals(now.get(part))) {
                changed.add(part.equals("deposits") ? "the deposit decisions" : part.equals("accounts")
                        ? "the account decisions" : part.equals("thresholds") ? "the loan's own thresholds"
                        : "the " + part);
            }
        }
        return changed.isEmpty() ? chain : new HistoryEntry.ChainCheck(false, last.seq(), String.join(" and ",
                changed) + " were changed outside Asset Desk after entry " + last.seq());
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
