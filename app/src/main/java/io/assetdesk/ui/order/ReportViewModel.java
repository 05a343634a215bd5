package io.assetdesk.ui.order;

import io.assetdesk.api.Order;
import io.assetdesk.loan.LoanFile;
import io.assetdesk.loan.LoanRules;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.loan.LoanSummary;
import io.assetdesk.loan.LoanTerms;
import io.assetdesk.loan.Rule;
import io.assetdesk.loan.RuleBook;
import io.assetdesk.report.AssetSummary;
import io.assetdesk.report.LoanFigures;
import io.assetdesk.report.ReportThresholds;
import io.assetdesk.session.LoanFiles;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.LatestCall;
import java.math.BigDecimal;
import java.text.DecimalFormat;
import java.text.NumberFormat;
import java.text.ParsePosition;
import java.time.Clock;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The asset summary of the shown order: the officer's figures (cash to close, monthly housing payment, monthly
 * income) as typed, the thresholds of the checks, and the summary computed from them. Figures are kept per order on
 * this workstation ({@link LoanFiles}: the loan database keeps the figures of orders in no loan file); a figure that
 * cannot be read is named in {@link #inputProblemProperty()}
 * and left out of the summary (never guessed).
 */
public final class ReportViewModel {
    private static final Logger LOG = LoggerFactory.getLogger(ReportViewModel.class);

    private final LoanFiles store;
    private final Messages messages;
    private final Clock clock;
    private final Locale locale;
    private final UiExecutor ui;
    /** The officer set the thresholds on this screen: a late read of the kept ones does not overwrite them. */
    private boolean thresholdsSetHere;
    /** The orders shown: figures read for an earlier one are dropped. */
    private final LatestCall shown = new LatestCall();
    private final ObjectProperty<Order> order = new SimpleObjectProperty<>(this, "order");
    private final StringProperty cashToClose = new SimpleStringProperty(this, "cashToClose", "");
    private final StringProperty monthlyPayment = new SimpleStringProperty(this, "monthlyPayment", "");
    private final StringProperty monthlyIncome = new SimpleStringProperty(this, "monthlyIncome", "");
    private final ReadOnlyObjectWrapper<ReportThresholds> thresholds = new ReadOnlyObjectWrapper<>(this, "thresholds");
    private final ReadOnlyObjectWrapper<AssetSummary> summary = new ReadOnlyObjectWrapper<>(this, "summary");
    private final ReadOnlyStringWrapper inputProblem = new ReadOnlyStringWrapper(this, "inputProblem");
    private final ReadOnlyStringWrapper saveProblem = new ReadOnlyStringWrapper(this, "saveProblem");
    private final ReadOnlyObjectWrapper<LoanContext> loan = new ReadOnlyObjectWrapper<>(this, "loan");
    /** The workstation's thresholds, for an order in no loan file. */
    private ReportThresholds workstation = ReportThresholds.DEFAULT;

    /**
     * The loan file the shown order is in: its terms are the figures and its rules the thresholds (the officer changes
     * them on the loan file, not here), and reports are aged to its note date.
     */
    public record LoanContext(String loanNumber, LoanRules rules, LoanFile file) {
        /** A loan's rules without its file (no deposit decisions to apply). */
        public LoanContext(String loanNumber, LoanRules rules) {
            this(loanNumber, rules, null);
        }
    }
    private boolean loading;
    /** What the old loan-file.json could not give for the shown order (said while it is in no loan file). */
    private List<String> carried = List.of();
    /** The last save of the shown order's figures or the thresholds failed. */
    private boolean saveFailed;

    /**
     * @param store where the figures and thresholds are read and written (on its own thread, never the FX thread)
     * @param ui    where what was read comes back to
     */
    public ReportViewModel(LoanFiles store, Messages messages, Clock clock, Locale locale, UiExecutor ui) {
        this.store = store;
        this.messages = messages;
        this.clock = clock;
        this.locale = locale;
        this.ui = ui;
        // the defaults until the workstation's own are read, off the FX thread
        thresholds.set(ReportThresholds.DEFAULT);
        ui.deliver(store.call(LoanStore::workstationThresholds), t -> {
            if (!thresholdsSetHere) {
                workstation = t;
                if (loan.get() == null) {
                    thresholds.set(t);
                    recompute();
                }
            }
        }, e -> LOG.warn("Could not read the check settings: {}", e.getClass().getSimpleName()));
        order.addListener((o, a, b) -> recompute());
        cashToClose.addListener((o, a, b) -> figuresEdited());
        monthlyPayment.addListener((o, a, b) -> figuresEdited());
        monthlyIncome.addListener((o, a, b) -> figuresEdited());
    }

    public ObjectProperty<Order> orderProperty() {
        return order;
    }

    public StringProperty cashToCloseProperty() {
        return cashToClose;
    }

    public StringProperty monthlyPaymentProperty() {
        return monthlyPayment;
    }

    public StringProperty monthlyIncomeProperty() {
        return monthlyIncome;
    }

    public ReadOnlyObjectProperty<ReportThresholds> thresholdsProperty() {
        return thresholds.getReadOnlyProperty();
    }

    /** The loan file the shown order is in; null when none. */
    public ReadOnlyObjectProperty<LoanContext> loanProperty() {
        return loan.getReadOnlyProperty();
    }

    /**
     * Checks the shown order against its loan file ({@code context}) instead of its own figures and the workstation's
     * thresholds; null: back to those.
     */
    public void useLoan(LoanContext context) {
        loan.set(context);
        if (context != null) {
            LoanTerms t = context.rules().terms();
            // one borrower's funds are not compared with the whole loan's cash to close: the loan file does that,
            // across its borrowers (and so the reserves after closing); the payment and the income are the loan's
            fill(new LoanFigures(null, t.monthlyHousingPayment(), t.monthlyIncome()));
            thresholds.set(context.rules().thresholds(LocalDate.now(clock)));
        } else {
            thresholds.set(workstation);
        }
        showSaveProblem();
        recompute();
    }

    /** Each rule the checks follow, with its citation, when the order is in a loan file; null otherwise. */
    public List<String> ruleLines() {
        LoanContext c = loan.get();
        return c == null ? null : c.rules().rules().values().stream().map(Rule::describe).toList();
    }

    /** The day reports are aged to: the loan's note date when set, else today. */
    private LocalDate asOf() {
        LoanContext c = loan.get();
        LocalDate today = LocalDate.now(clock);
        return c == null ? today : c.rules().asOf(today);
    }

    /** The summary of the shown order's report; null without a report. */
    public ReadOnlyObjectProperty<AssetSummary> summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** Which typed figure cannot be read, or null. */
    public ReadOnlyStringProperty inputProblemProperty() {
        return inputProblem.getReadOnlyProperty();
    }

    /** Why the figures or thresholds could not be kept on this workstation, or null. */
    public ReadOnlyStringProperty saveProblemProperty() {
        return saveProblem.getReadOnlyProperty();
    }

    /** Shows {@code o}: when it is another order than before, its kept figures come back into the fields. */
    public void show(Order o) {
        Order before = order.get();
        boolean other = before == null || o == null || !Objects.equals(before.id(), o.id());
        if (other) {
            LatestCall.Ticket mine = shown.start();
            carried = List.of();
            saveFailed = false;
            showSaveProblem();
            if (loan.get() == null) {
                fill(LoanFigures.NONE); // (an order in a loan file keeps the loan's terms, set by the order screen)
            }
            if (o != null) {
                String id = o.id();
                // the kept figures are read off the FX thread and come back to the fields of this order only
                ui.deliver(store.call(s -> new Kept(s.orderFigures(id), s.carriedProblems(id))), kept -> {
                    if (!mine.current()) {
                        return;
                    }
                    // what the old loan-file.json could not give: said beside the figures, never silently replaced
                    carried = kept.notCarried();
                    showSaveProblem();
                    if (loan.get() == null && blank(cashToClose.get()) && blank(monthlyPayment.get())
                            && blank(monthlyIncome.get())) {
                        fill(kept.figures()); // unless the officer has typed meanwhile
                        recompute();
                    }
                }, e -> LOG.warn("Could not read the loan figures: {}", e.getClass().getSimpleName()));
            }
        }
        order.set(o);
        recompute();
    }

    /** What is kept for one order, read together: its figures, and what the old file could not give. */
    private record Kept(LoanFigures figures, List<String> notCarried) {
    }

    /** Puts {@code f} in the fields without taking it for the officer's typing (nothing is saved). */
    private void fill(LoanFigures f) {
        loading = true;
        try {
            cashToClose.set(text(f.cashToClose()));
            monthlyPayment.set(text(f.monthlyHousingPayment()));
            monthlyIncome.set(text(f.monthlyIncome()));
        } finally {
            loading = false;
        }
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }

    /** The summary the loan-file documents carry: the shown one, or (without a report) the same checks on nothing. */
    public AssetSummary summaryForDocument(Order o) {
        return summaryOf(o);
    }

    /** The figures as they stand now (unreadable ones left out). */
    public LoanFigures figures() {
        return new LoanFigures(parse(cashToClose.get()), parse(monthlyPayment.get()), parse(monthlyIncome.get()));
    }

    /** New thresholds for every order on this workstation; kept in the background. */
    public void setThresholds(ReportThresholds t) {
        if (loan.get() != null) {
            return; // a loan's thresholds are its rules: changed on its loan file
        }
        thresholdsSetHere = true;
        workstation = t;
        thresholds.set(t);
        recompute();
        Order shownNow = order.get();
        String id = shownNow == null ? null : shownNow.id();
        saved(store.call(s -> {
            s.saveWorkstationThresholds(t);
            return id == null ? List.<String>of() : s.carriedProblems(id);
        }), id);
    }

    private void figuresEdited() {
        recompute();
        if (loading || loan.get() != null || order.get() == null || inputProblem.get() != null) {
            return;
        }
        String id = order.get().id();
        LoanFigures f = figures();
        saved(store.call(s -> {
            s.saveOrderFigures(id, f);
            return s.carriedProblems(id);
        }), id);
    }

    /** A save's outcome, back on the FX thread: what is still not carried over for {@code id}, or the failure. */
    private void saved(CompletableFuture<List<String>> save, String id) {
        ui.deliver(save, notCarried -> {
            if (order.get() != null && Objects.equals(order.get().id(), id)) {
                saveFailed = false;
                carried = notCarried;
                showSaveProblem();
            }
        }, e -> {
            LOG.warn("Could not keep the loan figures: {}", e.getClass().getSimpleName());
            saveFailed = true;
            showSaveProblem();
        });
    }

    /**
     * The line beside the figures: a failed save first; else, for an order in no loan file (whose figures are its
     * own), what the old file could not give; else nothing.
     */
    private void showSaveProblem() {
        if (saveFailed) {
            saveProblem.set(messages.get("report.figures.notSaved"));
        } else if (loan.get() == null && !carried.isEmpty()) {
            saveProblem.set(messages.get("report.figures.damaged", String.join("; ", carried)));
        } else {
            saveProblem.set(null);
        }
    }

    private void recompute() {
        inputProblem.set(problem());
        Order o = order.get();
        summary.set(o == null || !o.hasReport() ? null : summaryOf(o));
    }

    /**
     * The summary of {@code o}: in a loan file, with the loan's rules, terms and deposit decisions (one truth per
     * loan: a deposit sourced in the loan is not flagged here, and the cash to close is said to be checked there);
     * else with the order's own figures and the workstation's thresholds.
     */
    private AssetSummary summaryOf(Order o) {
        LoanContext c = loan.get();
        if (c != null && c.file() != null) {
            LoanFigures f = figures();
            LoanFile file = c.file();
            return LoanSummary.forOrder(file.withTerms(file.terms().withFigures(null, f.monthlyHousingPayment(),
                    f.monthlyIncome())), o, RuleBook.standard(), LocalDate.now(clock));
        }
        return AssetSummary.of(o, figures(), thresholds.get(), asOf());
    }

    private String problem() {
        for (var field : List.of(
                Map.entry("report.figure.cashToClose", cashToClose.get()),
                Map.entry("report.figure.payment", monthlyPayment.get()),
                Map.entry("report.figure.income", monthlyIncome.get()))) {
            String t = field.getValue();
            if (t != null && !t.isBlank() && parse(t) == null) {
                return messages.get("report.figure.invalid", messages.get(field.getKey()));
            }
        }
        return null;
    }

    /**
     * An amount as typed: the locale's grouping and decimal signs, an optional currency sign or code; null when
     * empty, negative or not a number.
     */
    BigDecimal parse(String text) {
        if (text == null) {
            return null;
        }
        String t = text.strip().replaceAll("^[A-Za-z]{3}\\s*|\\s*[A-Za-z]{3}$", "").replaceAll("[\\s\\u00a0$€£¥]", "");
        if (t.isEmpty() || t.startsWith("-")) {
            return null;
        }
        DecimalFormat f = (DecimalFormat) NumberFormat.getNumberInstance(locale);
        f.setParseBigDecimal(true);
        ParsePosition pos = new ParsePosition(0);
        Number n = f.parse(t, pos);
        if (n == null || pos.getIndex() != t.length()) {
            return null;
        }
        BigDecimal d = (BigDecimal) n;
        // money: cents at most, as on the loan file (a figure with more would be rounded somewhere: refused instead)
        return d.signum() < 0 || d.stripTrailingZeros().scale() > 2 ? null : d;
    }

    private String text(BigDecimal v) {
        if (v == null) {
            return "";
        }
        NumberFormat f = NumberFormat.getNumberInstance(locale);
        f.setMinimumFractionDigits(Math.max(0, Math.min(2, v.scale())));
        f.setMaximumFractionDigits(Math.max(0, v.scale()));
        return f.format(v);
    }
}
