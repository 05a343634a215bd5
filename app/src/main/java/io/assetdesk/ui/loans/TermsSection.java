package io.assetdesk.ui.loans;

import io.assetdesk.loan.LoanFile;
import io.assetdesk.loan.LoanTerms;
import io.assetdesk.loan.Occupancy;
import io.assetdesk.loan.Program;
import io.assetdesk.loan.Purpose;
import io.assetdesk.loan.ThreeWay;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.time.LocalDate;
import java.util.Locale;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The loan's terms as the officer types them: the program and purpose, the dates, the figures, and what sets the
 * program's requirements (occupancy, units, other financed properties, the loan amount, the earnest money). Each figure
 * is checked when saved; a refusal names the field.
 */
public final class TermsSection {
    private final Messages messages;
    private final UiExecutor ui;
    private final LoansParts parts;
    private final LoanHost host;
    private final ObjectProperty<Program> program = new SimpleObjectProperty<>(this, "program", Program.FANNIE_MAE);
    private final ObjectProperty<Purpose> purpose = new SimpleObjectProperty<>(this, "purpose", Purpose.PURCHASE);
    private final ObjectProperty<LocalDate> noteDate = new SimpleObjectProperty<>(this, "noteDate");
    private final StringProperty salesPrice = new SimpleStringProperty(this, "salesPrice", "");
    private final StringProperty appraisedValue = new SimpleStringProperty(this, "appraisedValue", "");
    private final StringProperty cashToClose = new SimpleStringProperty(this, "cashToClose", "");
    private final StringProperty payment = new SimpleStringProperty(this, "payment", "");
    private final StringProperty income = new SimpleStringProperty(this, "income", "");
    private final StringProperty reserves = new SimpleStringProperty(this, "reserves", "");
    private final ObjectProperty<Occupancy> occupancy = new SimpleObjectProperty<>(this, "occupancy",
            Occupancy.PRIMARY);
    private final ObjectProperty<Integer> units = new SimpleObjectProperty<>(this, "units", 1);
    private final StringProperty otherFinanced = new SimpleStringProperty(this, "otherFinanced", "");
    private final StringProperty otherFinancedUnpaid = new SimpleStringProperty(this, "otherFinancedUnpaid", "");
    private final ObjectProperty<LocalDate> disbursementDate = new SimpleObjectProperty<>(this, "disbursementDate");
    private final StringProperty loanAmount = new SimpleStringProperty(this, "loanAmount", "");
    private final StringProperty earnestMoney = new SimpleStringProperty(this, "earnestMoney", "");
    private final BooleanProperty earnestPaid = new SimpleBooleanProperty(this, "earnestPaid");
    private final ReadOnlyStringWrapper currencyNote = new ReadOnlyStringWrapper(this, "currencyNote", "");

    TermsSection(Messages messages, UiExecutor ui, LoansParts parts, LoanHost host) {
        this.messages = messages;
        this.ui = ui;
        this.parts = parts;
        this.host = host;
    }

    /** The terms as they were shown (the version a change here was made on). */
    private LoanTerms shown;

    public ObjectProperty<Program> programProperty() {
        return program;
    }

    public ObjectProperty<Purpose> purposeProperty() {
        return purpose;
    }

    public ObjectProperty<LocalDate> noteDateProperty() {
        return noteDate;
    }

    public StringProperty salesPriceProperty() {
        return salesPrice;
    }

    public StringProperty appraisedValueProperty() {
        return appraisedValue;
    }

    public StringProperty cashToCloseProperty() {
        return cashToClose;
    }

    public StringProperty paymentProperty() {
        return payment;
    }

    public StringProperty incomeProperty() {
        return income;
    }

    /** The reserves the officer requires (empty: the program's, from the rules). */
    public StringProperty reservesProperty() {
        return reserves;
    }

    public ObjectProperty<Occupancy> occupancyProperty() {
        return occupancy;
    }

    public ObjectProperty<Integer> unitsProperty() {
        return units;
    }

    public StringProperty otherFinancedProperty() {
        return otherFinanced;
    }

    public StringProperty otherFinancedUnpaidProperty() {
        return otherFinancedUnpaid;
    }

    public ObjectProperty<LocalDate> disbursementDateProperty() {
        return disbursementDate;
    }

    public StringProperty loanAmountProperty() {
        return loanAmount;
    }

    public StringProperty earnestMoneyProperty() {
        return earnestMoney;
    }

    /** The earnest money has already left the borrower's account. */
    public BooleanProperty earnestPaidProperty() {
        return earnestPaid;
    }

    public ReadOnlyStringProperty currencyNoteProperty() {
        return currencyNote.getReadOnlyProperty();
    }

    /** Puts {@code l}'s terms in the fields. */
    void show(LoanFile l) {
        LoanTerms t = l.terms();
        shown = t;
        LoanTerms.Details d = t.details();
        program.set(t.program());
        purpose.set(t.purpose());
        noteDate.set(t.noteDate());
        salesPrice.set(money(t.salesPrice()));
        appraisedValue.set(money(t.appraisedValue()));
        cashToClose.set(money(t.cashToClose()));
        payment.set(money(t.monthlyHousingPayment()));
        income.set(money(t.monthlyIncome()));
        reserves.set(plain(t.requiredReserveMonths()));
        occupancy.set(d.occupancy());
        units.set(d.units());
        otherFinanced.set(d.otherFinanced() == 0 ? "" : String.valueOf(d.otherFinanced()));
        otherFinancedUnpaid.set(money(d.otherFinancedUnpaid()));
        disbursementDate.set(d.disbursementDate());
        loanAmount.set(money(d.loanAmount()));
        earnestMoney.set(money(d.earnestMoney()));
        earnestPaid.set(d.earnestMoneyCleared());
        currencyNote.set(messages.get("loans.terms.currency", t.currency()));
    }

    /** Whether the fields hold something other than the terms shown (the officer is typing). */
    boolean edited() {
        if (shown == null) {
            return false;
        }
        try {
            return !read(shown).sameAs(shown);
        } catch (IllegalArgumentException e) {
            return true; // something typed that is not a figure yet
        }
    }

    /** Saves the terms typed (each figure checked first; the refusal names the field). */
    public void save() {
        LoanFile l = host.loan();
        if (l == null) {
            return;
        }
        LoanTerms next;
        try {
            LoanTerms typed = read(l.terms());
            // read at an older version (someone saved meanwhile): what was changed here goes on top of theirs
            next = shown == null ? typed : ThreeWay.merge(shown, typed, l.terms());
        } catch (IllegalArgumentException e) {
            host.say(e.getMessage(), true);
            return;
        }
        if (next.sameAs(l.terms())) { // 18500.5 typed is the 18500.50 kept
            host.say(messages.get("loans.terms.unchanged"), false);
            return;
        }
        ui.deliver(parts.loanFiles().call(store -> store.expect(l.loanNumber(), l.version())
                .saveTerms(l.loanNumber(), next)), saved -> {
            host.say(messages.get("loans.terms.saved"), false);
            host.changed(saved);
        }, host::failed);
    }

    /** The terms the fields say, in {@code current}'s currency. */
    LoanTerms read(LoanTerms current) {
        int others = whole(otherFinanced, "loans.terms.otherFinanced");
        LoanTerms.Details details = new LoanTerms.Details(occupancy.get(), units.get() == null ? 1 : units.get(),
                others, amount(otherFinancedUnpaid, "loans.terms.otherFinancedUnpaid"), disbursementDate.get(),
                amount(loanAmount, "loans.terms.loanAmount"), amount(earnestMoney, "loans.terms.earnestMoney"),
                earnestPaid.get());
        return new LoanTerms(program.get(), purpose.get(), noteDate.get(),
                amount(salesPrice, "loans.terms.salesPrice"), amount(appraisedValue, "loans.terms.appraisedValue"),
                amount(cashToClose, "loans.terms.cashToClose"), amount(payment, "loans.terms.payment"),
                amount(income, "loans.terms.income"), months(reserves), current.currency(), details);
    }

    private BigDecimal amount(StringProperty field, String labelKey) {
        String v = field.get() == null ? "" : field.get().strip().replace(",", "");
        if (v.startsWith("$")) {
            v = v.substring(1).strip(); // as the saved terms are shown
        }
        if (v.isEmpty()) {
            return null;
        }
        try {
            BigDecimal d = new BigDecimal(v);
            if (d.stripTrailingZeros().scale() > 2) {
                throw invalid(labelKey, "loans.terms.tooPrecise");
            }
            if (d.signum() < 0) {
                throw invalid(labelKey, "loans.terms.negative");
            }
            return d;
        } catch (NumberFormatException e) {
            throw invalid(labelKey, "loans.terms.notANumber");
        }
    }

    private int whole(StringProperty field, String labelKey) {
        String v = field.get() == null ? "" : field.get().strip();
        if (v.isEmpty()) {
            return 0;
        }
        try {
            int n = Integer.parseInt(v);
            if (n < 0 || n > 1000) {
                throw invalid(labelKey, "loans.terms.count");
            }
            return n;
        } catch (NumberFormatException e) {
            throw invalid(labelKey, "loans.terms.count");
        }
    }

    private BigDecimal months(StringProperty field) {
        BigDecimal m = amount(field, "loans.terms.reserves");
        if (m != null && m.compareTo(BigDecimal.valueOf(120)) > 0) {
            throw invalid("loans.terms.reserves", "loans.terms.tooManyMonths");
        }
        return m;
    }

    private IllegalArgumentException invalid(String labelKey, String whyKey) {
        return new IllegalArgumentException(messages.get("loans.terms.invalid", messages.get(labelKey),
                messages.get(whyKey)));
    }

    /**
     * An amount as the saved terms show it: grouped, with its cents ("350,000.00", "18,500.50"), in the one form the
     * fields read back whatever the workstation's locale.
     */
    static String money(BigDecimal v) {
        if (v == null) {
            return "";
        }
        if (v.stripTrailingZeros().scale() > 2) {
            return v.toPlainString(); // never rounded where it is shown
        }
        DecimalFormat f = new DecimalFormat("#,##0.00", DecimalFormatSymbols.getInstance(Locale.US));
        f.setRoundingMode(RoundingMode.UNNECESSARY);
        return f.format(v);
    }

    static String plain(BigDecimal v) {
        return v == null ? "" : v.stripTrailingZeros().scale() <= 0 ? v.setScale(0).toPlainString()
                : v.toPlainString();
    }
}
