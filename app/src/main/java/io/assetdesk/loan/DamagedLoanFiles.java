package io.assetdesk.loan;

/**
 * The workstation's loan database could not be read, and was kept aside: nothing is read or written until the officer
 * restores it from a backup or chooses to start with no loan files ({@link LoanStore#startEmpty}). Said in one line
 * that names the file kept and what to do, at every opening, on every run, until then.
 */
public final class DamagedLoanFiles extends RefusedLoanFiles {
    DamagedLoanFiles(String message, Throwable cause) {
        super(message, cause);
    }
}
