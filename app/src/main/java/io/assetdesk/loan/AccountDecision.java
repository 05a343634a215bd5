package io.assetdesk.loan;

import java.math.BigDecimal;
import java.util.Objects;

/**
 * What the officer recorded about one account that does not count by itself: why an account none of whose holders is
 * a borrower may be used (documented access, a business a borrower owns with its cash-flow analysis), or a retirement
 * or investment account's liquidation (its net proceeds then count toward the cash to close) or vested balance (the
 * program's share of it counts toward reserves). Kept in the loan file and its history, as the deposit decisions.
 *
 * @param accountKey which account, and which question ({@link #keyOf})
 * @param amount     the net proceeds (liquidated) or the vested balance; null for the holder's uses
 */
public record AccountDecision(String accountKey, Use use, BigDecimal amount, String note) {

    /** What was recorded. */
    public enum Use {
        HOLDER_CONFIRMED("a borrower holds it, as the statements show", Question.HOLDER),
        DOCUMENTED_ACCESS("may be used: the borrower's access to it is documented", Question.HOLDER),
        BUSINESS_FUNDS("may be used: a business a borrower owns, with its cash-flow analysis", Question.HOLDER),
        LIQUIDATED("liquidated: its net proceeds count toward the cash to close (once: not again when they are"
                + " already in a verified account)", Question.RETIREMENT),
        VESTED("vested balance recorded", Question.RETIREMENT);

        private final String label;
        private final Question question;

        Use(String label, Question question) {
            this.label = label;
            this.question = question;
        }

        public String label() {
            return label;
        }

        public Question question() {
            return question;
        }
    }

    /** The two questions an account can raise, each with its own decision. */
    public enum Question { HOLDER, RETIREMENT }

    public AccountDecision {
        Objects.requireNonNull(accountKey, "accountKey");
        Objects.requireNonNull(use, "use");
        note = note == null ? "" : note.strip();
        if (use.question() == Question.RETIREMENT) {
            if (amount == null || amount.signum() < 0) {
                throw new IllegalArgumentException(use == Use.LIQUIDATED ? "Enter the net proceeds of the liquidation"
                        : "Enter the vested balance");
            }
            if (amount.stripTrailingZeros().scale() > 2) {
                throw new IllegalArgumentException("An amount has at most two decimals");
            }
        } else {
            amount = null;
            if (note.isEmpty()) {
                throw new IllegalArgumentException("Say how the use of this account is documented");
            }
        }
        if (note.length() > 500) {
            throw new IllegalArgumentException("The note is at most 500 characters");
        }
        if (!accountKey.endsWith("#" + use.question().name())) {
            throw new IllegalArgumentException("The decision does not answer this account's question");
        }
    }

    /** The name of {@code question} about the account {@code accountId} of order {@code orderId}. */
    public static String keyOf(String orderId, String accountId, Question question) {
        return orderId + "|" + accountId + "#" + question.name();
    }

    /** "May be used: the borrower's access to it is documented (trustee letter)". */
    public String describe(String amountText) {
        String why = note.isEmpty() ? "" : " (" + note + ")";
        String money = amount == null ? "" : ": " + amountText;
        return Character.toUpperCase(use.label().charAt(0)) + use.label().substring(1) + money + why;
    }
}
