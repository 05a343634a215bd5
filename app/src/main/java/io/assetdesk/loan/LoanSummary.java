package io.assetdesk.loan;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderAccountReport;
import io.assetdesk.report.AccountFunds;
import io.assetdesk.report.AssetSummary;
import io.assetdesk.report.Check;
import io.assetdesk.report.LoanFigures;
import io.assetdesk.report.ReportThresholds;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * One summary for all the borrowers of a loan: their orders' accounts put together (an account in two reports, a
 * joint one, counted once), checked against the loan's rules and terms, every borrower sought among the holders, and
 * the flagged deposits sorted by the officer's decisions. The funds counted leave out the deposits left out and, when
 * the rule asks the source (a purchase), the ones still to explain; {@link #countedFunds()} says how much and why.
 *
 * @param borrowers    one per order, in the loan's order
 * @param summary      the combined report's summary, as the checks see it before the decisions
 * @param joint        the accounts found in more than one borrower's report, each with the orders it is in
 * @param sourced      deposits the officer sourced
 * @param leftOut      deposits the officer left out of the funds
 * @param toExplain    deposits still to explain
 * @param countedFunds the funds-to-close and reserves checks on the funds counted
 * @param excluded     what was taken out of the verified funds (loan currency)
 */
public record LoanSummary(LoanFile loan, LoanRules rules, List<Borrower> borrowers, AssetSummary summary,
                          List<Joint> joint, List<Decided> sourced, List<Decided> leftOut,
                          List<AssetSummary.Deposit> toExplain, AssetSummary.Funds countedFunds, BigDecimal excluded,
                          BigDecimal excludedLeftOut, BigDecimal excludedToExplain) {

    /** A borrower of the loan: their order and name. */
    public record Borrower(String orderId, String name, Order order) {
    }

    /** An account that more than one borrower's report lists. */
    public record Joint(OrderAccountReport account, List<String> orderIds) {
    }

    /** A flagged deposit with the officer's decision, and the order whose report it came in. */
    public record Decided(AssetSummary.Deposit deposit, String orderId, DepositDecision decision) {
    }

    public LoanSummary {
        borrowers = List.copyOf(borrowers);
        joint = List.copyOf(joint);
        sourced = List.copyOf(sourced);
        leftOut = List.copyOf(leftOut);
        toExplain = List.copyOf(toExplain);
    }

    /**
     * @param orders the loan's orders as the service gave them (with their reports, when they have come), in any
     *               order: they are taken in the loan's order
     * @param today  the day it is; reports are aged to the note date when the terms set one
     */
    public static LoanSummary of(LoanFile loan, List<Order> orders, RuleBook book, LocalDate today) {
        Objects.requireNonNull(loan, "loan");
        LoanRules rules = loan.rules(book);
        ReportThresholds thresholds = rules.thresholds(today);
        List<Order> inOrder = new ArrayList<>(orders);
        inOrder.sort((a, b) -> Integer.compare(position(loan, a), position(loan, b)));

        // the accounts of every report, an account listed twice kept once (same id, or same institution and mask)
        Map<String, OrderAccountReport> byKey = new LinkedHashMap<>();
        Map<String, List<String>> inOrders = new LinkedHashMap<>();
        Map<OrderAccountReport, String> origin = new IdentityHashMap<>();
        List<Borrower> borrowers = new ArrayList<>();
        List<AssetSummary.Borrower> names = new ArrayList<>();
        for (Order o : inOrder) {
            borrowers.add(new Borrower(o.id(), o.borrowerName(), o));
            names.add(new AssetSummary.Borrower(o.firstName(), o.lastName(), o.employerName()));
            for (OrderAccountReport a : o.accounts()) {
                String key = sameAccountKey(a, byKey);
                if (!byKey.containsKey(key)) {
                    byKey.put(key, a);
                    origin.put(a, o.id());
                }
                List<String> ids = inOrders.computeIfAbsent(key, k -> new ArrayList<>());
                if (!ids.contains(o.id())) {
                    ids.add(o.id());
                }
            }
        }
        List<Joint> joint = new ArrayList<>();
        inOrders.forEach((key, ids) -> {
            if (ids.size() > 1) {
                joint.add(new Joint(byKey.get(key), List.copyOf(ids)));
            }
        });
        Order first = inOrder.isEmpty() ? null : inOrder.get(0);
        Order combined = new Order("loan:" + loan.loanNumber(), "order", first == null ? null : first.created(), false,
                null, null, null, null, null, loan.loanNumber(), first == null ? null : first.firstName(),
                first == null ? null : first.lastName(), null, null, null,
                first == null ? null : first.employerName(), List.copyOf(byKey.values()), null, null);
        LoanTerms t = loan.terms();
        LoanFigures figures = new LoanFigures(t.cashToClose(), t.monthlyHousingPayment(), t.monthlyIncome());
        AssetSummary summary = AssetSummary.of(combined, names, figures, thresholds, rules.asOf(today));

        // the flagged deposits, sorted by the officer's decisions
        List<Decided> sourced = new ArrayList<>();
        List<Decided> leftOut = new ArrayList<>();
        List<AssetSummary.Deposit> open = new ArrayList<>();
        BigDecimal outSum = BigDecimal.ZERO;
        BigDecimal openSum = BigDecimal.ZERO;
        for (AssetSummary.Deposit d : summary.deposits().toExplain()) {
            String orderId = origin.getOrDefault(d.account(), "");
            DepositDecision decision = loan.decisions().get(keyOf(orderId, d));
            // only money the funds count can be taken off them (an account with no balance counted adds nothing)
            AccountFunds counted = summary.fundsOf(d.account());
            BigDecimal size = d.entry().size() == null || counted == null || !counted.counted() ? BigDecimal.ZERO
                    : d.entry().size();
            if (decision == null) {
                open.add(d);
                openSum = openSum.add(size);
            } else if (decision.outcome() == DepositDecision.Outcome.SOURCED) {
                sourced.add(new Decided(d, orderId, decision));
            } else {
                leftOut.add(new Decided(d, orderId, decision));
                outSum = outSum.add(size);
            }
        }
        // a purchase's funds need their source: what is still to explain is not counted; a refinance asks none
        BigDecimal openExcluded = thresholds.depositSourceNeeded() && t.purpose() == Purpose.PURCHASE ? openSum
                : BigDecimal.ZERO;
        BigDecimal excluded = outSum.add(openExcluded);
        List<AssetSummary.CurrencyTotal> counted = new ArrayList<>();
        for (AssetSummary.CurrencyTotal c : summary.assets()) {
            counted.add(thresholds.loanCurrency().equals(c.currency())
                    ? new AssetSummary.CurrencyTotal(c.currency(), c.total().subtract(excluded).max(BigDecimal.ZERO),
                    c.accounts()) : c);
        }
        AssetSummary.Funds funds = AssetSummary.funds(counted, figures, thresholds,
                summary.funds().assumedAccounts());
        return new LoanSummary(loan, rules, borrowers, summary, joint, sourced, leftOut,
                thresholds.depositSourceNeeded() ? open : List.of(), funds, excluded, outSum, openExcluded);
    }

    /**
     * The combined summary as the officer's decisions leave it, for the documents' checks: the funds are the funds
     * counted, and the deposits to explain are those still open (the sourced and left-out ones are listed with their
     * decisions apart), so that no figure of the document contradicts another.
     */
    public AssetSummary asDecided() {
        AssetSummary s = summary;
        AssetSummary.Deposits d = s.deposits();
        Check status = d.threshold() == null ? Check.NOT_CHECKED
                : toExplain.isEmpty() || !s.thresholds().depositSourceNeeded() ? Check.OK : Check.FLAG;
        // a refinance asks no source: none is listed as one to explain (the provider's large deposits stay listed)
        AssetSummary.Deposits open = new AssetSummary.Deposits(d.income(), d.share(), d.threshold(),
                s.thresholds().depositSourceNeeded() ? toExplain : List.of(), d.payroll(), d.reportedLarge(),
                d.unreadable(), d.checked(), status, d.otherCurrency(), d.transfers());
        return new AssetSummary(s.thresholds(), s.figures(), s.today(), s.accounts(), s.assets(), s.liabilities(),
                countedFunds, open, s.history(), s.age(), s.owners());
    }

    /** The name of a flagged deposit in the loan's decisions: its order, account, date, amount and description. */
    public static String keyOf(String orderId, AssetSummary.Deposit d) {
        return DepositDecision.keyOf(orderId, d.account().accountId(),
                d.entry().date() == null ? null : d.entry().date().toLocalDate().toString(),
                d.entry().size() == null ? null : d.entry().size().toPlainString(), d.entry().description());
    }

    private static int position(LoanFile loan, Order o) {
        int i = loan.orderIds().indexOf(o.id());
        return i < 0 ? Integer.MAX_VALUE : i;
    }

    /**
     * The key under which {@code a} is counted: a key already taken by the same account (same id, or same institution
     * and mask) when one is, else its id, else its institution and mask, else a key of its own.
     */
    private static String sameAccountKey(OrderAccountReport a, Map<String, OrderAccountReport> seen) {
        String mask = a.label().mask() == null ? null : a.label().mask().strip();
        String institution = a.label().institution() == null ? null : a.label().institution().strip()
                .toLowerCase(Locale.ROOT);
        for (Map.Entry<String, OrderAccountReport> e : seen.entrySet()) {
            OrderAccountReport b = e.getValue();
            boolean sameId = a.accountId() != null && a.accountId().equals(b.accountId());
            boolean sameInstitutionAndMask = mask != null && !mask.isEmpty() && institution != null
                    && !institution.isEmpty() && mask.equals(b.label().mask() == null ? null : b.label().mask().strip())
                    && institution.equals(b.label().institution() == null ? null
                    : b.label().institution().strip().toLowerCase(Locale.ROOT));
            if (sameId || sameInstitutionAndMask) {
                return e.getKey();
            }
        }
        return "#" + seen.size() + ":" + a.accountId();
    }
}
