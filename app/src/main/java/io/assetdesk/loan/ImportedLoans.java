package io.assetdesk.loan;

import java.util.Optional;

/** A loan file brought in from another workstation's export, written in one transaction of the store. */
final class ImportedLoans {
    private ImportedLoans() {
    }

    /**
     * Makes the loan when there is none, takes the file's terms and decisions as the officer's own, and records it in
     * one history entry.
     */
    static LoanFile write(LoanStore store, LoanImport.Imported in, String fileName) {
        String number = LoanRows.checkNumber(in.loanNumber());
        return store.inTransaction("import loan " + number, () -> {
            Optional<LoanFile> before = store.claimIfAny(number);
            if (before.isEmpty()) {
                LoanRows.insertLoan(store.connection(), number, LoanTerms.NEW, store.now());
            }
            LoanTerms old = before.map(LoanFile::terms).orElse(LoanTerms.NEW);
            LoanRows.writeTerms(store.connection(), number, in.terms());
            for (DepositDecision d : in.deposits()) {
                LoanRows.writeDecision(store.connection(), number, d);
            }
            for (AccountDecision d : in.accounts()) {
                LoanRows.writeAccountDecision(store.connection(), number, d.accountKey(), d);
            }
            String changed = LoanRows.changes(old, in.terms());
            if (before.isPresent() && !before.get().changes().isEmpty() && (old.program() != in.terms().program()
                    || old.purpose() != in.terms().purpose())) {
                // a threshold changed for the old program's rule means nothing under the new one
                LoanRows.deleteThresholdChanges(store.connection(), number, null);
                changed += (changed.isEmpty() ? "" : "; ") + "thresholds changed for this loan put back to the "
                        + "program's";
            }
            store.append(number, HistoryEntry.Action.LOAN_IMPORTED, (before.isEmpty() ? "Loan file made" : "Loan file "
                    + "updated") + " from " + fileName + ": " + (changed.isEmpty() ? "terms unchanged" : changed)
                    + "; " + in.deposits().size() + " deposit decisions, " + in.accounts().size()
                    + " account decisions");
            return LoanRows.read(store.connection(), number).orElseThrow();
        });
    }
}
