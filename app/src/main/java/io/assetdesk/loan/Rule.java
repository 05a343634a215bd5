package io.assetdesk.loan;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Objects;

/**
 * One check's threshold for a loan, and the rule it comes from: "B3-4.2-02: above 50% of monthly income". The
 * reserves rule's months come from the loan's terms (the program or the underwriter sets them).
 *
 * @param threshold the figure, in the basis's unit (a share as 0.50, days, months)
 * @param citation  the program's section, or "Lender policy" when the program sets none in the table
 * @param changed   the officer changed the threshold for this loan; {@code reason} says why
 * @param appliesAbove the loan-to-value above which the rule applies (the minimum contribution); null: always
 */
public record Rule(Check check, Basis basis, BigDecimal threshold, String citation, boolean changed,
                   String reason, BigDecimal appliesAbove) {

    /** The checks a loan's rules cover. */
    public enum Check {
        LARGE_DEPOSIT, HISTORY, REPORT_AGE, RESERVES,
        /** Reserves on other financed properties: a share of their unpaid balance, added to the money required. */
        OTHER_PROPERTIES,
        /** The share of a retirement or investment account's vested balance that counts toward reserves. */
        RETIREMENT,
        /** Whether gifts may be used at all. */
        GIFTS,
        /** Whether gift funds count as reserves. */
        GIFT_RESERVES,
        /** The borrower's own funds as a share of the price, when the loan-to-value is above {@code appliesAbove}. */
        MIN_CONTRIBUTION,
        /** An account opened within this many days needs its source documented. */
        RECENT_ACCOUNT
    }

    /** What the threshold measures. */
    public enum Basis {
        /** A share of the total monthly qualifying income. */
        INCOME_SHARE,
        /** A share of the adjusted value (the lower of the sales price and the appraised value). */
        VALUE_SHARE,
        /** Large deposits need no source (a refinance). */
        NO_SOURCE_NEEDED,
        DAYS,
        MONTHS,
        /** A share of the other financed properties' unpaid principal balance. */
        UPB_SHARE,
        /** A share of the vested balance. */
        VESTED_SHARE,
        /** A share of the purchase price. */
        PRICE_SHARE,
        ALLOWED,
        NOT_ALLOWED,
        /**
         * Months set by the automated underwriting finding (DU, LPA), not by the guide: none until the officer enters
         * the finding's figure, so the check is not made before.
         */
        SET_BY_AUS
    }

    /** A rule that applies to every loan its row matches ({@code appliesAbove} null). */
    public Rule(Check check, Basis basis, BigDecimal threshold, String citation, boolean changed, String reason) {
        this(check, basis, threshold, citation, changed, reason, null);
    }

    public Rule {
        Objects.requireNonNull(check, "check");
        Objects.requireNonNull(basis, "basis");
        Objects.requireNonNull(citation, "citation");
    }

    /** The same rule with the officer's threshold for this loan. */
    public Rule changedTo(BigDecimal value, String why) {
        return new Rule(check, basis, value, citation, true, why, appliesAbove);
    }

    /** What the rule asks, in words: "above 50% of monthly income", "at most four months old on the note date". */
    public String text() {
        String text = switch (basis) {
            case INCOME_SHARE -> "a deposit above " + percent(threshold) + " of monthly income needs its source";
            case VALUE_SHARE -> "a deposit above " + percent(threshold)
                    + " of the adjusted value (lower of price and appraisal) needs its source";
            case NO_SOURCE_NEEDED -> "no source needed (refinance)";
            case DAYS -> check == Check.REPORT_AGE ? "at most " + whole(threshold) + " days old"
                    : "at least " + whole(threshold) + " days of history";
            case MONTHS -> check == Check.RESERVES ? whole(threshold) + " months of housing payment after the funds"
                    + " to close" : "at most " + whole(threshold) + " months old";
            case UPB_SHARE -> "reserves of " + percent(threshold) + " of the other financed properties' unpaid balance";
            case VESTED_SHARE -> "retirement and investment accounts: " + percent(threshold) + " of the vested"
                    + " balance toward reserves; toward cash to close only once liquidated";
            case PRICE_SHARE -> "the borrowers' own funds at least " + percent(threshold) + " of the price"
                    + (appliesAbove == null ? "" : " when the loan-to-value is above " + percent(appliesAbove));
            case SET_BY_AUS -> changed ? whole(threshold) + " months of housing payment after the funds to close"
                    : "set by the automated underwriting finding: enter its months";
            case ALLOWED -> check == Check.GIFT_RESERVES ? "gift funds may count as reserves"
                    : "gifts may be used, with a gift letter";
            case NOT_ALLOWED -> check == Check.GIFT_RESERVES ? "gift funds never count as reserves"
                    : "gifts are not allowed";
        };
        if (check == Check.RECENT_ACCOUNT) {
            return "an account opened within " + whole(threshold) + " days needs its source documented";
        }
        return text;
    }

    /** "B3-4.2-02: a deposit above 50% of monthly income needs its source", with "(changed for this loan: why)". */
    public String describe() {
        return citation + ": " + text() + (changed ? " (changed for this loan" + (reason == null || reason.isBlank()
                ? "" : ": " + reason.strip()) + ")" : "");
    }

    /** "50%" for 0.50. */
    static String percent(BigDecimal share) {
        return share.movePointRight(2).stripTrailingZeros().toPlainString() + "%";
    }

    private static String whole(BigDecimal v) {
        return v.setScale(v.scale() > 0 && v.stripTrailingZeros().scale() > 0 ? 1 : 0, RoundingMode.HALF_UP)
                .stripTrailingZeros().toPlainString();
    }
}
