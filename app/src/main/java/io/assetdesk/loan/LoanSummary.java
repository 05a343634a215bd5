package io.assetdesk.loan;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderAccountReport;
import io.assetdesk.report.AccountFunds;
import io.assetdesk.report.AssetSummary;
import io.assetdesk.report.Check;
import io.assetdesk.report.LoanFigures;
import io.assetdesk.report.ReportThresholds;
import io.assetdesk.report.Sources;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One summary for all the borrowers of a loan, counting the money an underwriter would count: their orders' accounts
 * put together (a joint account once, at the newest report's balance), each account's treatment (cash; a retirement or
 * investment account toward reserves only at the program's share until liquidated; an account no borrower holds
 * toward nothing until the officer records why it may be used), the flagged deposits sorted by the officer's
 * decisions (gifts with their letters, where the program allows them and whether they count as reserves), the
 * earnest money already paid, and the reserves the program requires for the property. {@link #verdict()} says what
 * the file comes to.
 *
 * @param borrowers    one per order, in the loan's order
 * @param summary      the combined report's summary, as the checks see it before the decisions
 * @param joint        the accounts found in more than one borrower's report, each with the orders it is in
 * @param sourced      deposits the officer sourced
 * @param leftOut      deposits the officer left out of the funds (and gifts the program does not allow)
 * @param toExplain    deposits still to explain
 * @param countedFunds the funds-to-close and reserves checks on the funds counted
 * @param excluded     what was taken out of the verified cash (loan currency)
 * @param accounts     every account with what it counts toward
 * @param gifts        the gifts among the sourced deposits
 * @param recent       accounts opened within the program's days
 */
public record LoanSummary(LoanFile loan, LoanRules rules, List<Borrower> borrowers, AssetSummary summary,
                          List<Joint> joint, List<Decided> sourced, List<Decided> leftOut,
                          List<AssetSummary.Deposit> toExplain, AssetSummary.Funds countedFunds, BigDecimal excluded,
                          BigDecimal excludedLeftOut, BigDecimal excludedToExplain, List<Counted> accounts,
                          List<Gift> gifts, List<Recent> recent, Verdict verdict) {

    /** A borrower of the loan: their order and name. */
    public record Borrower(String orderId, String name, Order order) {
    }

    /** An account that more than one borrower's report lists; {@code balanceFrom} is the order whose report is used. */
    public record Joint(OrderAccountReport account, List<String> orderIds, String balanceFrom) {
    }

    /** A flagged deposit with the officer's decision, and the order whose report it came in. */
    public record Decided(AssetSummary.Deposit deposit, String orderId, DepositDecision decision) {
    }

    /** A gift: the amount counted, whether the program allows gifts, whether its letter is recorded. */
    public record Gift(Decided decided, BigDecimal amount, boolean allowed, boolean letter, BigDecimal uncovered) {
    }

    /** An account opened within the program's days ({@link Rule.Check#RECENT_ACCOUNT}). */
    public record Recent(OrderAccountReport account, String orderId, int days) {
    }

    /** What an account counts toward. */
    public enum Treatment {
        CASH, RESERVES_ONLY, LIQUIDATED, NOT_HELD, LIABILITY, OTHER_CURRENCY, UNOFFICIAL_CURRENCY, NO_BALANCE
    }

    /**
     * One account of the loan and what it counts toward, in the loan currency: {@code toClose} (cash, or a
     * liquidation's proceeds) and {@code toReserves} (a retirement account's share of its vested balance).
     * {@code holderKey} and {@code retirementKey} name the decisions it can take (null when it raises no such
     * question).
     */
    public record Counted(AccountFunds funds, String orderId, Treatment treatment, BigDecimal toClose,
                          BigDecimal toReserves, AccountDecision holder, AccountDecision retirement, String holderKey,
                          String retirementKey) {
        public OrderAccountReport account() {
            return funds.account();
        }
    }

    public LoanSummary {
        borrowers = List.copyOf(borrowers);
        joint = List.copyOf(joint);
        sourced = List.copyOf(sourced);
        leftOut = List.copyOf(leftOut);
        toExplain = List.copyOf(toExplain);
        accounts = List.copyOf(accounts);
        gifts = List.copyOf(gifts);
        recent = List.copyOf(recent);
    }

    /**
     * @param orders the loan's orders as the service gave them (with their reports, when they have come), in any
     *               order: they are taken in the loan's order
     * @param today  the day it is; reports are aged to the note date (FHA: the disbursement date) when set
     */
    public static LoanSummary of(LoanFile loan, List<Order> orders, RuleBook book, LocalDate today) {
        Objects.requireNonNull(loan, "loan");
        LoanRules rules = loan.rules(book);
        ReportThresholds thresholds = rules.thresholds(today);
        List<Order> inOrder = new ArrayList<>(orders);
        inOrder.sort((a, b) -> Integer.compare(position(loan, a), position(loan, b)));

        List<JointAccounts.Listed> listed = JointAccounts.of(inOrder);
        Map<OrderAccountReport, String> origin = new IdentityHashMap<>();
        List<Joint> joint = new ArrayList<>();
        List<OrderAccountReport> used = new ArrayList<>();
        for (JointAccounts.Listed l : listed) {
            origin.put(l.account(), l.orderId());
            used.add(l.account());
            if (l.orderIds().size() > 1) {
                joint.add(new Joint(l.account(), l.orderIds(), l.orderId()));
            }
        }
        List<Borrower> borrowers = new ArrayList<>();
        List<AssetSummary.Borrower> names = new ArrayList<>();
        for (Order o : inOrder) {
            borrowers.add(new Borrower(o.id(), o.borrowerName(), o));
            names.add(new AssetSummary.Borrower(o.firstName(), o.lastName(), o.employerName()));
        }
        Order first = inOrder.isEmpty() ? null : inOrder.get(0);
        Order combined = new Order("loan:" + loan.loanNumber(), "order", first == null ? null : first.created(), false,
                null, null, null, null, null, loan.loanNumber(), first == null ? null : first.firstName(),
                first == null ? null : first.lastName(), null, null, null,
                first == null ? null : first.employerName(), List.copyOf(used), null, null);
        LoanTerms t = loan.terms();
        LoanFigures figures = new LoanFigures(t.cashToClose(), t.monthlyHousingPayment(), t.monthlyIncome());
        AssetSummary summary = AssetSummary.of(combined, names, figures, thresholds, rules.asOf(today));
        String cur = thresholds.loanCurrency();

        // what each account counts toward
        List<Counted> accounts = new ArrayList<>();
        Map<OrderAccountReport, Counted> byAccount = new IdentityHashMap<>();
        for (AccountFunds f : summary.accounts()) {
            AssetSummary.Ownership held = summary.owners().of(f.account());
            Counted c = counted(loan, rules, f, origin.getOrDefault(f.account(), ""), cur,
                    held == null ? Check.NOT_CHECKED : held.status(), identity(f.account(), inOrder));
            accounts.add(c);
            byAccount.put(f.account(), c);
        }

        // a liquidation whose proceeds already came into a counted account is in that account's balance: not twice
        for (int i = 0; i < accounts.size(); i++) {
            Counted c = accounts.get(i);
            if (c.treatment() == Treatment.LIQUIDATED && c.toClose().signum() > 0
                    && deposited(c.toClose(), accounts)) {
                Counted in = new Counted(c.funds(), c.orderId(), c.treatment(), BigDecimal.ZERO, BigDecimal.ZERO,
                        c.holder(), c.retirement(), c.holderKey(), c.retirementKey());
                accounts.set(i, in);
                byAccount.put(c.account(), in);
            }
        }

        // the flagged deposits, sorted by the officer's decisions; only cash the funds count can be taken off them
        List<Decided> sourced = new ArrayList<>();
        List<Decided> leftOut = new ArrayList<>();
        List<AssetSummary.Deposit> open = new ArrayList<>();
        List<Gift> gifts = new ArrayList<>();
        BigDecimal outSum = BigDecimal.ZERO;
        BigDecimal openSum = BigDecimal.ZERO;
        BigDecimal giftSum = BigDecimal.ZERO;
        for (AssetSummary.Deposit d : summary.deposits().toExplain()) {
            Counted c = byAccount.get(d.account());
            if (c != null && (c.treatment() == Treatment.NOT_HELD || c.treatment() == Treatment.RESERVES_ONLY
                    || c.treatment() == Treatment.LIQUIDATED)) {
                continue; // money in an account not counted as cash (held by others, a plan) needs no source here
            }
            String orderId = origin.getOrDefault(d.account(), "");
            DepositDecision decision = decisionOf(loan, keyOf(orderId, d));
            // only cash the funds count can be taken off them (an account with no balance counted adds nothing)
            BigDecimal size = d.entry().size() == null || c == null || c.treatment() != Treatment.CASH
                    ? BigDecimal.ZERO : d.entry().size();
            if (decision == null) {
                open.add(d);
                openSum = openSum.add(size);
            } else if (decision.outcome() == DepositDecision.Outcome.LEFT_OUT) {
                leftOut.add(new Decided(d, orderId, decision));
                outSum = outSum.add(size);
            } else if (decision.source() == DepositDecision.Source.GIFT) {
                Decided g = new Decided(d, orderId, decision);
                BigDecimal amount = decision.gift() == null || size.signum() == 0 ? size
                        : decision.gift().amount().min(size);
                // a letter for less than the deposit sources that much: the rest is still to explain
                BigDecimal uncovered = size.subtract(amount).max(BigDecimal.ZERO);
                gifts.add(new Gift(g, amount, rules.giftsAllowed(), decision.gift() != null, uncovered));
                if (rules.giftsAllowed()) {
                    sourced.add(g);
                    giftSum = giftSum.add(amount);
                    openSum = openSum.add(uncovered);
                } else {
                    leftOut.add(g); // B3-4.3-04: no gifts on an investment property
                    outSum = outSum.add(size);
                }
            } else {
                sourced.add(new Decided(d, orderId, decision));
            }
        }
        // a purchase's funds need their source: what is still to explain is not counted; a refinance asks none
        BigDecimal openExcluded = thresholds.depositSourceNeeded() && t.purpose() == Purpose.PURCHASE ? openSum
                : BigDecimal.ZERO;
        BigDecimal excluded = outSum.add(openExcluded);
        BigDecimal cash = BigDecimal.ZERO;
        BigDecimal reserveOnly = BigDecimal.ZERO;
        int cashAccounts = 0;
        for (Counted c : accounts) {
            cash = cash.add(c.toClose());
            reserveOnly = reserveOnly.add(c.toReserves());
            cashAccounts += c.toClose().signum() > 0 ? 1 : 0;
        }
        BigDecimal otherProperties = rules.otherPropertiesReserve();
        AssetSummary.ReserveInputs extra = new AssetSummary.ReserveInputs(rules.giftsAsReserves() ? BigDecimal.ZERO
                : giftSum, reserveOnly, otherProperties == null ? BigDecimal.ZERO : otherProperties,
                t.earnestMoneyPaid());
        List<AssetSummary.CurrencyTotal> counted = List.of(new AssetSummary.CurrencyTotal(cur,
                cash.subtract(excluded).max(BigDecimal.ZERO), cashAccounts));
        AssetSummary.Funds funds = AssetSummary.funds(counted, figures, thresholds,
                summary.funds().assumedAccounts(), extra);
        if (otherProperties == null && funds.reservesMonths() != null) {
            // other financed properties without their unpaid balance: what the program requires is not known
            funds = new AssetSummary.Funds(funds.currency(), funds.verified(), funds.cashToClose(), funds.surplus(),
                    funds.shortfall(), funds.monthlyPayment(), funds.reservesMonths(), funds.status(),
                    funds.assumedAccounts(), funds.requiredMonths(), Check.NOT_CHECKED, null, null,
                    funds.reserveFunds(), null, funds.reserveInputs());
        }
        List<Recent> recent = recent(rules, summary, origin);
        List<AssetSummary.Deposit> stillOpen = thresholds.depositSourceNeeded() ? open : List.of();
        LoanSummary draft = new LoanSummary(loan, rules, borrowers, summary, joint, sourced, leftOut, stillOpen, funds,
                excluded, outSum, openExcluded, accounts, gifts, recent, new Verdict(List.of(), List.of()));
        return new LoanSummary(loan, rules, borrowers, summary, joint, sourced, leftOut, stillOpen, funds, excluded,
                outSum, openExcluded, accounts, gifts, recent, LoanVerdicts.of(draft, otherProperties == null));
    }

    /**
     * The summary of one borrower's order in a loan file, as the order's own screen and report show it: the loan's
     * rules, income, payment and deposit decisions, and the cash to close said to be checked on all the loan's
     * borrowers in the loan's document (one truth per loan: no figure here contradicts it).
     */
    public static AssetSummary forOrder(LoanFile loan, Order order, RuleBook book, LocalDate today) {
        LoanTerms t = loan.terms();
        LoanSummary one = of(loan.withTerms(t.withFigures(null, t.monthlyHousingPayment(), t.monthlyIncome())),
                List.of(order), book, today);
        AssetSummary s = one.asDecided();
        return new AssetSummary(s.thresholds(), s.figures().inLoan(loan.loanNumber()), s.today(), s.accounts(),
                s.assets(), s.liabilities(), s.funds(), s.deposits(), s.history(), s.age(), s.owners());
    }

    /**
     * The combined summary as the officer's decisions leave it, for the documents' checks: the funds are the funds
     * counted, the deposits to explain are those still open (the sourced and left-out ones are listed with their
     * decisions apart), and an account whose use the officer recorded is counted as its kind, so that no figure of
     * the document contradicts another.
     */
    public AssetSummary asDecided() {
        AssetSummary s = summary;
        AssetSummary.Deposits d = s.deposits();
        Check status = d.status() == Check.NOT_CHECKED ? Check.NOT_CHECKED
                : toExplain.isEmpty() || !s.thresholds().depositSourceNeeded() ? Check.OK : Check.FLAG;
        AssetSummary.Deposits open = new AssetSummary.Deposits(d.income(), d.share(), d.threshold(), d.valueBased(),
                s.thresholds().depositSourceNeeded() ? toExplain : List.of(), d.payroll(), d.reportedLarge(),
                d.unreadable(), d.checked(), status, d.otherCurrency(), d.transfers(), d.identified());
        List<AccountFunds> funds = new ArrayList<>();
        for (Counted c : accounts) {
            AccountFunds f = c.funds();
            if (f.category() == AccountFunds.Category.NOT_HELD && c.holder() != null) {
                f = f.as(Sources.isRetirementOrInvestment(f.account().label()) ? AccountFunds.Category.RETIREMENT
                        : AccountFunds.Category.ASSET);
            }
            funds.add(f);
        }
        return new AssetSummary(s.thresholds(), s.figures(), s.today(), funds, s.assets(), s.liabilities(),
                countedFunds, open, s.history(), s.age(), s.owners());
    }

    /**
     * The officer's decision on the deposit named {@code key}; else the one decision on the same deposit (date, amount
     * and description) in another listing of its account, as when a newer report of a joint account, or the account
     * as one borrower's order lists it, names it otherwise; null when none, or when more than one would do.
     */
    static DepositDecision decisionOf(LoanFile loan, String key) {
        DepositDecision exact = loan.decisions().get(key);
        if (exact != null) {
            return exact;
        }
        String[] parts = key.split("\\|", 3);
        if (parts.length < 3) {
            return null;
        }
        String same = "|" + parts[2];
        List<DepositDecision> found = loan.decisions().values().stream().filter(d -> d.depositKey().endsWith(same)
                && d.depositKey().split("\\|", 3).length == 3 && d.depositKey().split("\\|", 3)[2].equals(parts[2]))
                .toList();
        return found.size() == 1 ? found.get(0) : null;
    }

    /** The name of a flagged deposit in the loan's decisions: its order, account, date, amount and description. */
    public static String keyOf(String orderId, AssetSummary.Deposit d) {
        return DepositDecision.keyOf(orderId, d.account().accountId(),
                d.entry().date() == null ? null : d.entry().date().toLocalDate().toString(),
                d.entry().size() == null ? null : d.entry().size().toPlainString(), d.entry().description());
    }

    /**
     * The cash the accounts give before any deposit is taken off: each account counted as cash, the proceeds of each
     * liquidation, and each account whose use the officer recorded (what "verified" means in the loan's tables).
     */
    public BigDecimal cashBefore() {
        return accounts.stream().map(Counted::toClose).reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    /** The order whose report gave {@code account}; empty when it is none of the loan's. */
    public String orderOf(OrderAccountReport account) {
        return accounts.stream().filter(c -> c.account() == account).map(Counted::orderId).findFirst().orElse("");
    }

    private static Counted counted(LoanFile loan, LoanRules rules, AccountFunds f, String orderId, String cur,
                                   Check owner, String id) {
        String holderKey = AccountDecision.keyOf(orderId, id, AccountDecision.Question.HOLDER);
        String retirementKey = AccountDecision.keyOf(orderId, id, AccountDecision.Question.RETIREMENT);
        AccountDecision holder = loan.accountDecisions().get(holderKey);
        AccountDecision retirement = loan.accountDecisions().get(retirementKey);
        boolean retirementKind = Sources.isRetirementOrInvestment(f.account().label());
        AccountFunds.Category category = f.category();
        if (category == AccountFunds.Category.NOT_HELD) {
            if (holder == null) {
                return new Counted(f, orderId, Treatment.NOT_HELD, BigDecimal.ZERO, BigDecimal.ZERO, null,
                        retirement, holderKey, retirementKind ? retirementKey : null);
            }
            category = retirementKind ? AccountFunds.Category.RETIREMENT : AccountFunds.Category.ASSET;
        }
        boolean inLoanCurrency = cur.equals(f.currency());
        // the holder question stands where the report does not confirm a borrower holds the account
        String heldKey = owner != Check.OK || holder != null ? holderKey : null;
        return switch (category) {
            case ASSET -> inLoanCurrency
                    ? new Counted(f, orderId, Treatment.CASH, f.balance(), BigDecimal.ZERO, holder, null, heldKey,
                    null)
                    : new Counted(f, orderId, Treatment.OTHER_CURRENCY, BigDecimal.ZERO, BigDecimal.ZERO, holder,
                    null, heldKey, null);
            case RETIREMENT -> {
                if (!inLoanCurrency) {
                    yield new Counted(f, orderId, Treatment.OTHER_CURRENCY, BigDecimal.ZERO, BigDecimal.ZERO, holder,
                            retirement, heldKey, retirementKey);
                }
                if (retirement != null && retirement.use() == AccountDecision.Use.LIQUIDATED) {
                    // never more than the plan held
                    BigDecimal proceeds = f.balance() == null ? retirement.amount()
                            : retirement.amount().min(f.balance());
                    yield new Counted(f, orderId, Treatment.LIQUIDATED, proceeds, BigDecimal.ZERO, holder,
                            retirement, heldKey, retirementKey);
                }
                BigDecimal vested = retirement != null ? retirement.amount() : f.balance();
                BigDecimal share = vested.multiply(rules.retirementShare()).setScale(2, RoundingMode.DOWN);
                yield new Counted(f, orderId, Treatment.RESERVES_ONLY, BigDecimal.ZERO, share, holder, retirement,
                        heldKey, retirementKey);
            }
            case LIABILITY -> new Counted(f, orderId, Treatment.LIABILITY, BigDecimal.ZERO, BigDecimal.ZERO, holder,
                    null, heldKey, null);
            case UNOFFICIAL_CURRENCY -> new Counted(f, orderId, Treatment.UNOFFICIAL_CURRENCY, BigDecimal.ZERO,
                    BigDecimal.ZERO, holder, null, heldKey, null);
            default -> new Counted(f, orderId, Treatment.NO_BALANCE, BigDecimal.ZERO, BigDecimal.ZERO, holder, null,
                    heldKey, null);
        };
    }

    /**
     * The name an account's decisions use: its id, or (a report that gives none) its place in its order's report with
     * its last four digits, so that two accounts without an id never share a decision.
     */
    static String identity(OrderAccountReport a, List<Order> orders) {
        if (a.accountId() != null && !a.accountId().isBlank()) {
            return a.accountId();
        }
        for (Order o : orders) {
            for (int i = 0; i < o.accounts().size(); i++) {
                if (o.accounts().get(i) == a) {
                    String mask = a.label().mask() == null ? "" : a.label().mask().replaceAll("[^0-9]", "");
                    return "#" + (i + 1) + (mask.isEmpty() ? "" : ":" + mask.substring(Math.max(0, mask.length() - 4)));
                }
            }
        }
        return "#?";
    }

    /** A deposit of exactly {@code proceeds} into an account counted as cash. */
    private static boolean deposited(BigDecimal proceeds, List<Counted> accounts) {
        for (Counted c : accounts) {
            if (c.treatment() == Treatment.CASH && c.account().transactions().stream().anyMatch(e -> e.isDeposit()
                    && e.size().compareTo(proceeds) == 0)) {
                return true;
            }
        }
        return false;
    }

    /** Accounts opened within the program's days: from {@code DaysInExistence}, else from a short report period. */
    private static List<Recent> recent(LoanRules rules, AssetSummary summary, Map<OrderAccountReport, String> origin) {
        Integer limit = rules.recentAccountDays();
        List<Recent> out = new ArrayList<>();
        if (limit == null) {
            return out;
        }
        for (AccountFunds f : summary.accounts()) {
            Integer days = daysOpen(f.account());
            if (days != null && days < limit && f.category() != AccountFunds.Category.LIABILITY) {
                out.add(new Recent(f.account(), origin.getOrDefault(f.account(), ""), days));
            }
        }
        return out;
    }

    /** How long the account has existed, when the report tells; null when it cannot be known. */
    static Integer daysOpen(OrderAccountReport a) {
        if (a.daysInExistence() != null) {
            return a.daysInExistence();
        }
        Long covered = a.coveredDays();
        if (covered != null && a.daysRequested() != null && covered < a.daysRequested() - 1) {
            return covered.intValue(); // its history begins after the period asked: it did not exist before
        }
        return null;
    }

    private static int position(LoanFile loan, Order o) {
        int i = loan.orderIds().indexOf(o.id());
        return i < 0 ? Integer.MAX_VALUE : i;
    }
}
