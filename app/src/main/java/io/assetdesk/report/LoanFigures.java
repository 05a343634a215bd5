package io.assetdesk.report;

import java.math.BigDecimal;

/**
 * What the officer enters for one order, in the loan currency: the cash to close (down payment plus closing costs),
 * the monthly housing payment and the borrower's monthly qualifying income. Each may be null (not entered yet).
 * Loan figures, not borrower identifiers: kept per order on this workstation.
 */
public record LoanFigures(BigDecimal cashToClose, BigDecimal monthlyHousingPayment, BigDecimal monthlyIncome,
                          String checkedInLoan) {

    public static final LoanFigures NONE = new LoanFigures(null, null, null);

    /** An order's own figures (not one borrower of a loan file). */
    public LoanFigures(BigDecimal cashToClose, BigDecimal monthlyHousingPayment, BigDecimal monthlyIncome) {
        this(cashToClose, monthlyHousingPayment, monthlyIncome, null);
    }

    /**
     * The figures of one borrower's order in a loan file: the cash to close is checked on all the loan's borrowers'
     * funds together, in loan {@code loanNumber}'s document, so the order's own check says so instead of "not
     * entered".
     */
    public LoanFigures inLoan(String loanNumber) {
        return new LoanFigures(null, monthlyHousingPayment, monthlyIncome, loanNumber);
    }

    public LoanFigures {
        for (BigDecimal v : new BigDecimal[] {cashToClose, monthlyHousingPayment, monthlyIncome}) {
            if (v != null && v.signum() < 0) {
                throw new IllegalArgumentException("Loan figures cannot be negative");
            }
        }
    }

    /** The record's components, validated: {@code checkedInLoan} names a loan when the figures are one borrower's. */
    public boolean isEmpty() {
        return cashToClose == null && monthlyHousingPayment == null && monthlyIncome == null;
    }
}
