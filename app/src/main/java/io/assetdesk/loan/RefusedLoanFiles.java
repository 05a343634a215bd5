package io.assetdesk.loan;

/**
 * The loan files cannot be used, for a reason a retry does not mend: unreadable and kept aside
 * ({@link DamagedLoanFiles}), or made by a newer Asset Desk. Said in one line that names the cause and what to do; no
 * "try again in a moment" advice fits it.
 */
public class RefusedLoanFiles extends IllegalStateException {
    RefusedLoanFiles(String message, Throwable cause) {
        super(message, cause);
    }
}
