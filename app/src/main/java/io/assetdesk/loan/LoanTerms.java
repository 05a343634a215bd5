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
 */
public record LoanTerms(Program program, Purpose purpose, LocalDate noteDate, BigDecimal salesPrice,
                        BigDecimal appraisedValue, BigDecimal cashToClose, BigDecimal monthlyHousingPayment,
                        BigDecimal monthlyIncome, BigDecimal requiredReserveMonths, String currency) {

    /** A new loan's terms: a conventional purchase, nothing entered, in US dollars. */
    public static final LoanTerms NEW = new LoanTerms(Program.FANNIE_MAE, Purpose.PURCHASE, null, null, null, null,
            null, null, null, "USD");

    public LoanTerms {
        Objects.requireNonNull(program, "program");
        Objects.requireNonNull(purpose, "purpose");
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

    public LoanTerms withProgram(Program p) {
        return new LoanTerms(p, purpose, noteDate, salesPrice, appraisedValue, cashToClose, monthlyHousingPayment,
                monthlyIncome, requiredReserveMonths, currency);
    }

    public LoanTerms withPurpose(Purpose p) {
        return new LoanTerms(program, p, noteDate, salesPrice, appraisedValue, cashToClose, monthlyHousingPayment,
                monthlyIncome, requiredReserveMonths, currency);
    }

    public LoanTerms withNoteDate(LocalDate d) {
        return new LoanTerms(program, purpose, d, salesPrice, appraisedValue, cashToClose, monthlyHousingPayment,
                monthlyIncome, requiredReserveMonths, currency);
    }

    public LoanTerms withValues(BigDecimal price, BigDecimal appraised) {
        return new LoanTerms(program, purpose, noteDate, price, appraised, cashToClose, monthlyHousingPayment,
                monthlyIncome, requiredReserveMonths, currency);
    }

    public LoanTerms withFigures(BigDecimal cash, BigDecimal payment, BigDecimal income) {
        return new LoanTerms(program, purpose, noteDate, salesPrice, appraisedValue, cash, payment, income,
                requiredReserveMonths, currency);
    }

    public LoanTerms withRequiredReserveMonths(BigDecimal months) {
        return new LoanTerms(program, purpose, noteDate, salesPrice, appraisedValue, cashToClose,
                monthlyHousingPayment, monthlyIncome, months, currency);
    }
}
