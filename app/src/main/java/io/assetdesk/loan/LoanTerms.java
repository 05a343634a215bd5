package io.assetdesk.loan;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Locale;
import java.util.Objects;

/**
 * The terms of one loan, as the officer enters them, in the loan currency. Any figure may be null (not entered yet).
 *
 * @param noteDate              the day the note is signed: documents are aged to it when set
 * @param salesPrice            the purchase price (purchase only)
 * @param appraisedValue        the appraised value
 * @param cashToClose           down payment and closing costs
 * @param monthlyHousingPayment the monthly housing payment (reserves are counted in months of it)
 * @param monthlyIncome         the total monthly qualifying income of the borrowers
 * @param requiredReserveMonths the months of reserves the program or the underwriter requires; null: none set
 * @param currency              the ISO code of the figures
 * @param details               the property and the closing: occupancy, units, other financed properties, the
 *                              disbursement date, the loan amount and the earnest money ({@link Details#NONE}: none
 *                              entered)
 */
public record LoanTerms(Program program, Purpose purpose, LocalDate noteDate, BigDecimal salesPrice,
                        BigDecimal appraisedValue, BigDecimal cashToClose, BigDecimal monthlyHousingPayment,
                        BigDecimal monthlyIncome, BigDecimal requiredReserveMonths, String currency,
                        Details details) {

    /** A new loan's terms: a conventional purchase, nothing entered, in US dollars. */
    public static final LoanTerms NEW = new LoanTerms(Program.FANNIE_MAE, Purpose.PURCHASE, null, null, null, null,
            null, null, null, "USD");

    /**
     * What sets the programs' requirements besides the money: how the property is used and its units (reserves,
     * gifts), the other financed properties and their unpaid balance (Fannie Mae's reserves on them), the
     * disbursement date (FHA ages documents to it), the loan amount (the loan-to-value that decides a borrower's
     * minimum contribution) and the earnest money, with whether it has already left the borrower's account.
     *
     * @param units                 1 to 4
     * @param otherFinanced         other financed properties the borrowers own, 0 or more
     * @param otherFinancedUnpaid   their unpaid principal balance together; null: not entered
     * @param earnestMoney          the earnest money deposit; null: none
     * @param earnestMoneyCleared   it has already left the account (the balances no longer hold it)
     */
    public record Details(Occupancy occupancy, int units, int otherFinanced, BigDecimal otherFinancedUnpaid,
                          LocalDate disbursementDate, BigDecimal loanAmount, BigDecimal earnestMoney,
                          boolean earnestMoneyCleared) {
        /** A principal residence of one unit, nothing else entered. */
        public static final Details NONE = new Details(Occupancy.PRIMARY, 1, 0, null, null, null, null, false);

        public Details {
            occupancy = occupancy == null ? Occupancy.PRIMARY : occupancy;
            if (units < 1 || units > 4) {
                throw new IllegalArgumentException("The property has 1 to 4 units");
            }
            if (otherFinanced < 0 || otherFinanced > 1000) {
                throw new IllegalArgumentException("Other financed properties must be 0 to 1000");
            }
            for (BigDecimal v : new BigDecimal[] {otherFinancedUnpaid, loanAmount, earnestMoney}) {
                if (v != null && v.signum() < 0) {
                    throw new IllegalArgumentException("A loan figure cannot be negative");
                }
            }
        }
    }

    /** Terms with no property details entered ({@link Details#NONE}). */
    public LoanTerms(Program program, Purpose purpose, LocalDate noteDate, BigDecimal salesPrice,
                     BigDecimal appraisedValue, BigDecimal cashToClose, BigDecimal monthlyHousingPayment,
                     BigDecimal monthlyIncome, BigDecimal requiredReserveMonths, String currency) {
        this(program, purpose, noteDate, salesPrice, appraisedValue, cashToClose, monthlyHousingPayment,
                monthlyIncome, requiredReserveMonths, currency, Details.NONE);
    }

    public LoanTerms {
        Objects.requireNonNull(program, "program");
        Objects.requireNonNull(purpose, "purpose");
        details = details == null ? Details.NONE : details;
        for (BigDecimal v : new BigDecimal[] {salesPrice, appraisedValue, cashToClose, monthlyHousingPayment,
                monthlyIncome, requiredReserveMonths}) {
            if (v != null && v.signum() < 0) {
                throw new IllegalArgumentException("A loan figure cannot be negative");
            }
        }
        if (requiredReserveMonths != null && requiredReserveMonths.compareTo(BigDecimal.valueOf(120)) > 0) {
            throw new IllegalArgumentException("The reserves required must be 0 to 120 months");
        }
        currency = currency == null || currency.isBlank() ? "USD" : currency.strip().toUpperCase(Locale.ROOT);
    }

    /**
     * FHA's adjusted value: the lower of the sales price and the appraised value (the one known when only one is);
     * null when neither is entered.
     */
    public BigDecimal adjustedValue() {
        if (salesPrice == null) {
            return appraisedValue;
        }
        if (appraisedValue == null) {
            return salesPrice;
        }
        return salesPrice.min(appraisedValue);
    }

    /** The earnest money that has already left the account (zero when none, or not yet). */
    public BigDecimal earnestMoneyPaid() {
        return details.earnestMoneyCleared() && details.earnestMoney() != null ? details.earnestMoney()
                : BigDecimal.ZERO;
    }

    /** Whether {@code other} says the same (figures compared by value: 410000 and 410000.00 are one figure). */
    public boolean sameAs(LoanTerms other) {
        return other != null && LoanRows.changes(this, other).isEmpty();
    }

    public LoanTerms withProgram(Program p) {
        return new LoanTerms(p, purpose, noteDate, salesPrice, appraisedValue, cashToClose, monthlyHousingPayment,
                monthlyIncome, requiredReserveMonths, currency, details);
    }

    public LoanTerms withPurpose(Purpose p) {
        return new LoanTerms(program, p, noteDate, salesPrice, appraisedValue, cashToClose, monthlyHousingPayment,
                monthlyIncome, requiredReserveMonths, currency, details);
    }

    public LoanTerms withNoteDate(LocalDate d) {
        return new LoanTerms(program, purpose, d, salesPrice, appraisedValue, cashToClose, monthlyHousingPayment,
                monthlyIncome, requiredReserveMonths, currency, details);
    }

    public LoanTerms withValues(BigDecimal price, BigDecimal appraised) {
        return new LoanTerms(program, purpose, noteDate, price, appraised, cashToClose, monthlyHousingPayment,
                monthlyIncome, requiredReserveMonths, currency, details);
    }

    public LoanTerms withFigures(BigDecimal cash, BigDecimal payment, BigDecimal income) {
        return new LoanTerms(program, purpose, noteDate, salesPrice, appraisedValue, cash, payment, income,
                requiredReserveMonths, currency, details);
    }

    public LoanTerms withRequiredReserveMonths(BigDecimal months) {
        return new LoanTerms(program, purpose, noteDate, salesPrice, appraisedValue, cashToClose,
                monthlyHousingPayment, monthlyIncome, months, currency, details);
    }

    public LoanTerms withDetails(Details d) {
        return new LoanTerms(program, purpose, noteDate, salesPrice, appraisedValue, cashToClose,
                monthlyHousingPayment, monthlyIncome, requiredReserveMonths, currency, d);
    }
}
