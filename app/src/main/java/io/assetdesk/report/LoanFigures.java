package io.assetdesk.report;

import java.math.BigDecimal;

/**
 * What the officer enters for one order, in the loan currency: the cash to close (down payment plus closing costs),
 * the monthly housing payment and the borrower's monthly qualifying income. Each may be null (not entered yet).
 * Loan figures, not borrower identifiers: kept per order on this workstation.
 */
public record LoanFigures(BigDecimal cashToClose, BigDecimal monthlyHousingPayment, BigDecimal monthlyIncome) {

    public static final LoanFigures NONE = new LoanFigures(null, null, null);

    public LoanFigures {
        for (BigDecimal v : new BigDecimal[] {cashToClose, monthlyHousingPayment, monthlyIncome}) {
            if (v != null && v.signum() < 0) {
                throw new IllegalArgumentException("Loan figures cannot be negative");
            }
        }
    }

    public boolean isEmpty() {
        return cashToClose == null && monthlyHousingPayment == null && monthlyIncome == null;
    }
}
