package io.assetdesk.loan;

import java.util.Objects;

/**
 * What the officer decided about one flagged deposit: its source is known (with a short note), or it is left out of
 * the funds counted.
 *
 * @param depositKey which deposit: its order, account, date, amount and description ({@link #keyOf})
 * @param source     the kind of source when sourced; null when left out
 */
public record DepositDecision(String depositKey, Outcome outcome, Source source, String note) {

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
        return outcome == Outcome.SOURCED ? "Sourced: " + source.label() + why : "Left out of the funds" + why;
    }
}
