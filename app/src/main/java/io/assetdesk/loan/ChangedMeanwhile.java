package io.assetdesk.loan;

/**
 * A change refused because someone else changed the loan file first (it is no longer at the version this desk read):
 * nothing of it was saved. {@link #by()} is their change, the last entry of the loan's history, so that the screen can
 * say who changed what and when, keep what the officer typed, and offer to apply it to the new version.
 */
public final class ChangedMeanwhile extends IllegalStateException {
    private final String loanNumber;
    private final transient HistoryEntry by;

    ChangedMeanwhile(String loanNumber, HistoryEntry by) {
        super("Loan " + loanNumber + " was changed " + (by == null ? "by someone else"
                : "by " + by.who() + " at " + by.at() + " (" + by.detail() + ")") + " after it was read here; "
                + "nothing was saved");
        this.loanNumber = loanNumber;
        this.by = by;
    }

    public String loanNumber() {
        return loanNumber;
    }

    /** Their change (the loan's last history entry); null when the history says nothing of it. */
    public HistoryEntry by() {
        return by;
    }
}
