package io.assetdesk.loan;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.util.Objects;

/**
 * What the officer decided about one flagged deposit: its source is known (with a short note), or it is left out of
 * the funds counted.
 *
 * @param depositKey which deposit: its order, account, date, amount and description ({@link #keyOf})
 * @param source     the kind of source when sourced; null when left out
 */
public record DepositDecision(String depositKey, Outcome outcome, Source source, String note, Gift gift) {

    /**
     * A gift's letter (Fannie Mae B3-4.3-04): the donor, their relationship to the borrower, the amount given and the
     * letter's date.
     */
    public record Gift(String donor, String relationship, BigDecimal amount, LocalDate letterDate) {
        public Gift {
            donor = donor == null ? "" : donor.strip();
            relationship = relationship == null ? "" : relationship.strip();
            if (donor.isEmpty()) {
                throw new IllegalArgumentException("Enter the gift's donor");
            }
            if (relationship.isEmpty()) {
                throw new IllegalArgumentException("Enter the donor's relationship to the borrower");
            }
            if (amount == null || amount.signum() <= 0 || amount.stripTrailingZeros().scale() > 2) {
                throw new IllegalArgumentException("Enter the gift's amount (more than zero, at most two decimals)");
            }
            if (letterDate == null) {
                throw new IllegalArgumentException("Enter the gift letter's date");
            }
            if (donor.length() > 200 || relationship.length() > 100) {
                throw new IllegalArgumentException("The donor is at most 200 characters, the relationship 100");
            }
        }
    }

    /** A decision that is not a gift with its letter. */
    public DepositDecision(String depositKey, Outcome outcome, Source source, String note) {
        this(depositKey, outcome, source, note, null);
    }

    /** Sourced, or left out of the funds. */
    public enum Outcome { SOURCED, LEFT_OUT }

    /** Where a sourced deposit came from. */
    public enum Source {
        GIFT("gift"), OWN_TRANSFER("transfer from the borrower's own account"), ASSET_SALE("sale of an asset"),
        PAYROLL("payroll or bonus"), OTHER("other");

        private final String label;

        Source(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    public DepositDecision {
        Objects.requireNonNull(depositKey, "depositKey");
        Objects.requireNonNull(outcome, "outcome");
        if (outcome == Outcome.SOURCED && source == null) {
            throw new IllegalArgumentException("A sourced deposit needs its kind of source");
        }
        if (outcome == Outcome.LEFT_OUT) {
            source = null;
        }
        if (source != Source.GIFT) {
            gift = null;
        }
        note = note == null ? "" : note.strip();
        if (note.length() > 500) {
            throw new IllegalArgumentException("The note is at most 500 characters");
        }
    }

    /** A stable name for a deposit across reads of its report. */
    public static String keyOf(String orderId, String accountId, String date, String amount, String description) {
        return String.join("|", orderId, String.valueOf(accountId), String.valueOf(date), String.valueOf(amount),
                description == null ? "" : description.strip());
    }

    /** "Sourced: gift (letter from the parents)", "Left out of the funds (no explanation)". */
    public String describe() {
        String why = note.isEmpty() ? "" : " (" + note + ")";
        String letter = gift == null ? "" : " from " + gift.donor() + ", " + gift.relationship() + ", "
                + gift.amount().setScale(2, RoundingMode.UNNECESSARY).toPlainString() + ", letter of "
                + gift.letterDate();
        return outcome == Outcome.SOURCED ? "Sourced: " + source.label() + letter + why : "Left out of the funds" + why;
    }
}
