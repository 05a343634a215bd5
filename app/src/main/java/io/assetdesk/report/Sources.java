package io.assetdesk.report;

import io.assetdesk.api.AccountLabel;
import io.assetdesk.api.ReportEntry;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the words of a report say about where money came from and what kind of account holds it. Deposits whose
 * source the statement itself shows need no letter (Fannie Mae B3-4.2-02: payroll, Social Security, IRS or state tax
 * refunds, transfers between verified accounts); retirement and investment accounts are not cash until sold. The words
 * are matched on letters and digits only, so "IRS TREAS 310", "irs-treas 310" and "IRSTREAS310" are one.
 */
public final class Sources {

    /** A source the statement shows by itself. */
    public enum Known {
        PAYROLL("payroll from a stated employer"), TAX_REFUND("tax refund"), SOCIAL_SECURITY("Social Security"),
        TRANSFER("transfer between verified accounts");

        private final String label;

        Known(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    private static final String[] TAX_REFUND = {"irstreas", "taxref", "taxrfd", "taxrefund", "treas310taxref",
        "statetaxrefund", "revenuerefund", "franchisetaxbdrefund", "ftbrefund", "taxreturnrefund"};
    private static final String[] SOCIAL_SECURITY = {"ssatreas", "socsec", "socialsecurity", "ssabenefit",
        "ssitreas"};
    private static final String[] TRANSFER = {"transfer", "xfer", "trnsfr", "internaltrf", "onlinetrf"};
    /**
     * Money moved to or from another person or firm, whatever the word "transfer" beside it: a wire, a person-to-person
     * payment. Such a leg is never one side of a transfer between the borrowers' own accounts.
     */
    private static final String[] OTHER_PARTY = {"wire", "zelle", "venmo", "cashapp", "paypal", "p2p", "remitly",
        "westernunion", "moneygram", "applecash", "orig", "bene"};
    /** Words that put an account's last digits right after them: "XXXX4821", "ACCT 4821", "ENDING IN 4821". */
    private static final Pattern ACCOUNT_NUMBER = Pattern.compile(
            "(?:X{2,}|\\*+|\u2022+|\\.{3}|ACCT|ACCOUNT|CHK|CHECKING|SAV|SAVINGS|ENDING(?: "
                    + "IN)?)[\\s#:.\\-]*\\d*(\\d{4})\\b");
    /** Retirement and investment accounts: subtype or type words (letters only). */
    private static final String[] RETIREMENT = {"401k", "403b", "457b", "ira", "roth", "sep", "simpleira",
        "keogh", "pension", "retirement", "tsp", "thriftsavings", "brokerage", "investment", "stockplan", "esop",
        "espp", "mutualfund", "stock", "bond", "annuity"};

    private Sources() {
    }

    /** Tax refund or Social Security, from the entry's description, category or tags; null when neither. */
    public static Known identify(ReportEntry e) {
        String words = words(e);
        if (containsAny(words, TAX_REFUND)) {
            return Known.TAX_REFUND;
        }
        if (containsAny(words, SOCIAL_SECURITY)) {
            return Known.SOCIAL_SECURITY;
        }
        return null;
    }

    /**
     * The entry says it moves money between the borrower's own accounts ("Online Transfer from SAV ...", category
     * "Transfer"), and nothing in it says another party is on the other side (a wire, Zelle, Venmo...).
     */
    public static boolean readsAsTransfer(ReportEntry e) {
        String words = words(e);
        return containsAny(words, TRANSFER) && !containsAny(words, OTHER_PARTY);
    }

    /**
     * The entry's description names an account by its last four digits as an account number is written ("FROM CHK
     * XXXX4821", "ACCT ENDING IN 4821"), never a check number or an amount that happens to end the same way.
     */
    public static boolean namesMask(ReportEntry e, String mask) {
        if (mask == null || mask.isBlank() || e.description() == null || containsAny(words(e), OTHER_PARTY)) {
            return false;
        }
        String digits = mask.replaceAll("[^0-9]", "");
        if (digits.length() < 4) {
            return false;
        }
        String last = digits.substring(digits.length() - 4);
        Matcher m = ACCOUNT_NUMBER.matcher(e.description().toUpperCase(Locale.ROOT));
        while (m.find()) {
            if (m.group(1).equals(last)) {
                return true;
            }
        }
        return false;
    }

    /**
     * A retirement or investment account (401(k), 403(b), IRA, Roth, brokerage, stock plans) by its type or subtype,
     * as either dialect writes them: counted toward cash to close only once sold, toward reserves at a share.
     */
    public static boolean isRetirementOrInvestment(AccountLabel label) {
        String type = letters(label.type());
        String subtype = letters(label.subtype());
        if (type.equals("investment") || type.equals("brokerage") || type.equals("retirement")) {
            return true;
        }
        for (String w : RETIREMENT) {
            // "ira" and "sep" only as the whole subtype or its start ("ira", "iraroth"): never inside other words
            boolean shortWord = w.length() <= 3 && !w.matches("\\d+");
            if (shortWord ? subtype.equals(w) || subtype.startsWith(w)
                    : subtype.contains(w)) {
                return true;
            }
        }
        return false;
    }

    private static String words(ReportEntry e) {
        List<String> parts = new ArrayList<>(e.tags());
        parts.add(e.description());
        parts.add(e.category());
        StringBuilder b = new StringBuilder();
        for (String p : parts) {
            b.append(letters(p)).append('|');
        }
        return b.toString();
    }

    static String letters(String s) {
        return s == null ? "" : s.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]", "");
    }

    private static boolean containsAny(String text, String[] words) {
        for (String w : words) {
            if (text.contains(w)) {
                return true;
            }
        }
        return false;
    }
}
