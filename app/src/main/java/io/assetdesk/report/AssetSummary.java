package io.assetdesk.report;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderAccountReport;
import io.assetdesk.api.ReportEntry;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The officer's questions answered from one order's report: verified funds per currency, whether they cover the
 * cash to close and how many months of reserves remain, which deposits the borrower must explain, whether each
 * account's history is long enough, and whether the report is still fresh. Pure Java; every figure is exact
 * ({@link BigDecimal}), currencies are never added together, and nothing in the report is skipped without a word:
 * an entry whose amount cannot be recognised is listed as one the deposit check could not be made for.
 *
 * <p>These are checks that help the officer, not an underwriting decision.
 */
public record AssetSummary(ReportThresholds thresholds, LoanFigures figures, LocalDate today,
                           List<AccountFunds> accounts, List<CurrencyTotal> assets, List<CurrencyTotal> liabilities,
                           Funds funds, Deposits deposits, History history, Age age, Owners owners) {

    /** The sum of the counted accounts of one currency. */
    public record CurrencyTotal(String currency, BigDecimal total, int accounts) {
    }

    /**
     * The funds check, in the loan currency. {@code shortfall} is cash to close minus verified funds when positive;
     * {@code surplus} what remains after closing; {@code reservesMonths} that surplus over the monthly payment,
     * rounded down to one decimal. {@code assumedAccounts}: how many counted accounts state no currency and were
     * taken in the loan currency.
     *
     * <p>The reserves check: {@code requiredMonths} as set (null: no requirement, so the check is not made and its
     * tile stays neutral); {@code reservesStatus} OK only when the months are at least the requirement;
     * {@code reservesShortMonths} and {@code reservesShortMoney} what is missing (zero when met, null when unchecked).
     */
    public record Funds(String currency, BigDecimal verified, BigDecimal cashToClose, BigDecimal surplus,
                        BigDecimal shortfall, BigDecimal monthlyPayment, BigDecimal reservesMonths, Check status,
                        int assumedAccounts, BigDecimal requiredMonths, Check reservesStatus,
                        BigDecimal reservesShortMonths, BigDecimal reservesShortMoney, BigDecimal reserveFunds,
                        BigDecimal requiredMoney, ReserveInputs reserveInputs) {
    }

    /**
     * What the reserves count besides the cash left after closing, from a loan's rules: {@code giftsNotReserves} gift
     * money the program does not count as reserves (FHA: none of it), {@code reserveOnly} money that counts toward
     * reserves only (the program's share of retirement and investment accounts), {@code extraRequired} money the
     * program adds to the months required (Fannie Mae: a share of other financed properties' unpaid balance), and
     * {@code earnestMoneyPaid} earnest money already gone from the accounts, which the cash to close is net of.
     */
    public record ReserveInputs(BigDecimal giftsNotReserves, BigDecimal reserveOnly, BigDecimal extraRequired,
                                BigDecimal earnestMoneyPaid) {
        public static final ReserveInputs NONE = new ReserveInputs(BigDecimal.ZERO, BigDecimal.ZERO, BigDecimal.ZERO,
                BigDecimal.ZERO);

        public ReserveInputs {
            giftsNotReserves = giftsNotReserves == null ? BigDecimal.ZERO : giftsNotReserves;
            reserveOnly = reserveOnly == null ? BigDecimal.ZERO : reserveOnly;
            extraRequired = extraRequired == null ? BigDecimal.ZERO : extraRequired;
            earnestMoneyPaid = earnestMoneyPaid == null ? BigDecimal.ZERO : earnestMoneyPaid;
        }
    }

    /** One deposit the check looked at closely. */
    public record Deposit(OrderAccountReport account, ReportEntry entry, boolean reportedLarge) {
    }

    /** A deposit above the threshold whose source the statement shows (a tax refund, Social Security). */
    public record Identified(Deposit deposit, Sources.Known source) {
    }

    /** Why the large-deposit check could not be made. */
    public enum NotChecked {
        /** No monthly qualifying income entered (the threshold is a share of it). */
        NO_INCOME,
        /** No price or appraised value entered (FHA's threshold is a share of the adjusted value). */
        NO_VALUE,
        /** The reports list no transactions: there was nothing to check. */
        NO_TRANSACTIONS
    }

    /**
     * Money moved between two of the borrower's verified accounts: a deposit above the threshold ({@code in}) and,
     * in another account of the report, a withdrawal of the same amount within {@value #TRANSFER_DAYS} days
     * ({@code from}, {@code out}). Listed apart: it is not new money to explain.
     */
    public record Transfer(Deposit in, OrderAccountReport from, ReportEntry out) {
    }

    /** Whether the report's named account holders include the borrower, account by account. */
    public record Ownership(OrderAccountReport account, List<String> owners, Check status) {
    }

    /**
     * The owner check: OK when every account that names owners names the borrower among them, FLAG when one names
     * only others, NOT_CHECKED when no account names an owner (never flagged for that); an account whose holder has
     * the borrower's family name and only an initial for the first name is not checked either way.
     */
    public record Owners(String borrower, List<Ownership> accounts, Check status) {
        public Owners {
            accounts = List.copyOf(accounts);
        }

        /** The check of {@code account}; null when it is not in the report. */
        public Ownership of(OrderAccountReport account) {
            return accounts.stream().filter(o -> o.account() == account).findFirst().orElse(null);
        }
    }

    /** Days between the two sides of a transfer, at most. */
    public static final int TRANSFER_DAYS = 3;

    /**
     * The large-deposit check. {@code threshold} is the income times the share (null until the income is entered).
     * {@code toExplain}: above it, not payroll from the stated employer. {@code payroll}: above it, but payroll.
     * {@code reportedLarge}: what the provider lists as large deposits (shown while no income is entered).
     * {@code unreadable}: entries whose amount could not be recognised, so the check could not be made for them.
     * {@code otherCurrency}: deposits above the threshold's number in an account of another currency than the loan's,
     * which cannot be compared with the income without the lender's conversion (listed, not flagged).
     */
    public record Deposits(BigDecimal income, BigDecimal share, BigDecimal threshold, boolean valueBased,
                           List<Deposit> toExplain,
                           List<Deposit> payroll, List<Deposit> reportedLarge, List<Deposit> unreadable,
                           int checked, Check status, List<Deposit> otherCurrency, List<Transfer> transfers,
                           List<Identified> identified) {
        public Deposits {
            identified = identified == null ? List.of() : List.copyOf(identified);
        }

        /** Why the check was not made; null when it was. */
        public NotChecked notCheckedWhy() {
            if (threshold == null) {
                return valueBased ? NotChecked.NO_VALUE : NotChecked.NO_INCOME;
            }
            return status == Check.NOT_CHECKED ? NotChecked.NO_TRANSACTIONS : null;
        }
    }

    /** One account's history: the days its report covers (null when its dates are missing). */
    public record AccountHistory(OrderAccountReport account, Long coveredDays, Check status) {
    }

    public record History(int requiredDays, List<AccountHistory> accounts, Check status) {
    }

    /** The report's age: from the oldest account end date to today. */
    public record Age(LocalDate reportDate, Long days, int maxDays, Check status, String limit) {
    }

    public AssetSummary {
        accounts = List.copyOf(accounts);
        assets = List.copyOf(assets);
        liabilities = List.copyOf(liabilities);
    }

    /**
     * A borrower's name, as the owner check compares it with an account's holders, and their stated employer (whose
     * payroll is not a deposit to explain).
     */
    public record Borrower(String firstName, String lastName, String employer) {
        public Borrower(String firstName, String lastName) {
            this(firstName, lastName, null);
        }

        public String name() {
            return ((firstName == null ? "" : firstName.strip()) + " " + (lastName == null ? "" : lastName.strip()))
                    .strip();
        }
    }

    /** The summary of {@code order}'s report, with the officer's figures and thresholds, on {@code today}. */
    public static AssetSummary of(Order order, LoanFigures figures, ReportThresholds thresholds, LocalDate today) {
        Objects.requireNonNull(order);
        return of(order, List.of(new Borrower(order.firstName(), order.lastName(), order.employerName())), figures,
                thresholds, today);
    }

    /**
     * The summary of a report that may hold several borrowers' accounts (a loan's orders put together): the owner
     * check finds any of {@code borrowers} among an account's holders.
     */
    public static AssetSummary of(Order order, List<Borrower> borrowers, LoanFigures figures,
                                  ReportThresholds thresholds, LocalDate today) {
        Objects.requireNonNull(order);
        figures = figures == null ? LoanFigures.NONE : figures;
        thresholds = thresholds == null ? ReportThresholds.DEFAULT : thresholds;
        Owners owners = owners(order, borrowers);
        List<AccountFunds> funds = new ArrayList<>();
        for (OrderAccountReport a : order.accounts()) {
            AccountFunds f = AccountFunds.of(a, thresholds.loanCurrency());
            Ownership held = owners.of(a);
            // an account none of whose named holders is a borrower is not the borrowers' money (B3-2-02)
            if (held != null && held.status() == Check.FLAG && (f.category() == AccountFunds.Category.ASSET
                    || f.category() == AccountFunds.Category.RETIREMENT)) {
                f = f.as(AccountFunds.Category.NOT_HELD);
            }
            funds.add(f);
        }
        List<CurrencyTotal> assets = totals(funds, AccountFunds.Category.ASSET, thresholds.loanCurrency());
        List<CurrencyTotal> liabilities = totals(funds, AccountFunds.Category.LIABILITY, thresholds.loanCurrency());
        int assumed = (int) funds.stream().filter(f -> f.currencyAssumed() && f.counted()).count();
        return new AssetSummary(thresholds, figures, today, funds, assets, liabilities,
                funds(assets, figures, thresholds, assumed), DepositCheck.of(order, borrowers, figures, thresholds,
                        owners),
                history(order, thresholds), age(order, thresholds, today), owners);
    }

    /** How many checks flag something. */
    public int flags() {
        int n = 0;
        for (Check c : List.of(funds.status(), funds.reservesStatus(), deposits.status(), history.status(),
                age.status(), owners.status())) {
            n += c == Check.FLAG ? 1 : 0;
        }
        return n;
    }

    /** The funds of {@code account} as the summary counts them; null when it is not in the report. */
    public AccountFunds fundsOf(OrderAccountReport account) {
        return accounts.stream().filter(f -> f.account() == account).findFirst().orElse(null);
    }

    /** The report states no currency for {@code account}: the loan currency was taken. */
    public boolean currencyAssumed(OrderAccountReport account) {
        AccountFunds f = fundsOf(account);
        return f != null && f.currencyAssumed();
    }

    /** The currency the checks take for {@code account}: its own, else the loan currency. */
    public String currencyOf(OrderAccountReport account) {
        return AccountFunds.currencyOf(account, thresholds.loanCurrency());
    }

    /** Accounts listed apart from the totals (unofficial or unnamed currency, no balance). */
    public List<AccountFunds> notCounted() {
        return accounts.stream().filter(a -> a.category() != AccountFunds.Category.ASSET
                && a.category() != AccountFunds.Category.LIABILITY).toList();
    }

    // ---- the checks ---------------------------------------------------------------------------------------

    /** Totals per currency, the loan currency first, then the others by code. */
    private static List<CurrencyTotal> totals(List<AccountFunds> funds, AccountFunds.Category category,
                                              String loanCurrency) {
        Map<String, BigDecimal> sums = new LinkedHashMap<>();
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (AccountFunds f : funds) {
            if (f.category() == category && f.balance() != null) {
                String c = f.currency() == null ? "" : f.currency();
                sums.merge(c, f.balance(), BigDecimal::add);
                counts.merge(c, 1, Integer::sum);
            }
        }
        List<CurrencyTotal> out = new ArrayList<>();
        sums.forEach((c, v) -> out.add(new CurrencyTotal(c.isEmpty() ? null : c, v, counts.get(c))));
        out.sort((x, y) -> {
            boolean xl = loanCurrency.equals(x.currency());
            boolean yl = loanCurrency.equals(y.currency());
            if (xl != yl) {
                return xl ? -1 : 1;
            }
            return String.valueOf(x.currency()).compareTo(String.valueOf(y.currency()));
        });
        return out;
    }

    /**
     * The funds-to-close and reserves checks for {@code assets} (the totals per currency that count), as
     * {@link #of} works them out; public so that a loan can check the funds it counts after its deposit decisions.
     */
    public static Funds funds(List<CurrencyTotal> assets, LoanFigures figures, ReportThresholds th, int assumed) {
        return funds(assets, figures, th, assumed, ReserveInputs.NONE);
    }

    /**
     * The funds-to-close and reserves checks with a loan's reserve rules ({@code extra}): the cash to close is net of
     * the earnest money already paid; the reserves are what remains after closing, less any gift money the program
     * does not count as reserves (gifts are taken to pay the closing first), plus the money that counts toward
     * reserves only; the money required is the months times the payment plus the program's extra.
     */
    public static Funds funds(List<CurrencyTotal> assets, LoanFigures figures, ReportThresholds th, int assumed,
                              ReserveInputs extra) {
        String currency = th.loanCurrency();
        BigDecimal required = th.requiredReserveMonths();
        BigDecimal verified = BigDecimal.ZERO;
        for (CurrencyTotal t : assets) {
            if (currency.equals(t.currency())) {
                verified = t.total();
            }
        }
        BigDecimal cash = figures.cashToClose() == null ? null
                : figures.cashToClose().subtract(extra.earnestMoneyPaid()).max(BigDecimal.ZERO);
        BigDecimal payment = figures.monthlyHousingPayment();
        if (cash == null) {
            return new Funds(currency, verified, null, null, null, payment, null, Check.NOT_CHECKED, assumed, required,
                    Check.NOT_CHECKED, null, null, null, null, extra);
        }
        BigDecimal left = verified.subtract(cash);
        BigDecimal surplus = left.signum() >= 0 ? left : BigDecimal.ZERO;
        BigDecimal shortfall = left.signum() < 0 ? left.negate() : BigDecimal.ZERO;
        // gift money left over after closing is not reserves where the program says so (gifts pay the closing first)
        BigDecimal own = verified.subtract(extra.giftsNotReserves()).max(BigDecimal.ZERO);
        BigDecimal reserveFunds = surplus.min(own).add(extra.reserveOnly());
        BigDecimal months = payment == null || payment.signum() == 0 ? null
                : reserveFunds.divide(payment, 1, RoundingMode.DOWN);
        Check reserves = Check.NOT_CHECKED;
        BigDecimal shortMonths = null;
        BigDecimal shortMoney = null;
        BigDecimal needed = null;
        if (months != null && required != null) {
            // what the requirement asks in money, against what remains after closing (exact, not the rounded months)
            needed = payment.multiply(required).setScale(2, RoundingMode.UP).add(extra.extraRequired());
            BigDecimal missing = needed.subtract(reserveFunds);
            if (missing.signum() <= 0) {
                reserves = Check.OK;
                shortMonths = BigDecimal.ZERO;
                shortMoney = BigDecimal.ZERO;
            } else {
                reserves = Check.FLAG;
                shortMoney = missing;
                shortMonths = missing.divide(payment, 1, RoundingMode.UP);
            }
        }
        return new Funds(currency, verified, cash, surplus, shortfall, payment, months,
                left.signum() >= 0 ? Check.OK : Check.FLAG, assumed, required, reserves, shortMonths, shortMoney,
                reserveFunds, needed, extra);
    }

    /** The same deposit in both lists: the same id, or (without ids) the same date and amount. */
    public static boolean sameDeposit(ReportEntry a, ReportEntry b) {
        return DepositCheck.sameDeposit(a, b);
    }

    /** Payroll from the stated employer ({@link DepositCheck#isPayroll}). */
    static boolean isPayroll(ReportEntry e, String employer) {
        return DepositCheck.isPayroll(e, employer);
    }

    private static Owners owners(Order order, List<Borrower> borrowers) {
        String borrower = String.join(" & ", borrowers.stream().map(Borrower::name).filter(n -> !n.isEmpty())
                .toList());
        List<Ownership> out = new ArrayList<>();
        boolean anyFlag = false;
        boolean anyOk = false;
        for (OrderAccountReport a : order.accounts()) {
            List<String> names = a.label().owners();
            Check c;
            if (names.isEmpty() || borrower.isEmpty()) {
                c = Check.NOT_CHECKED;
            } else if (names.stream().anyMatch(n -> borrowers.stream().anyMatch(b -> OwnerNames.matches(n,
                    b.firstName(), b.lastName())))) {
                c = Check.OK;
            } else if (names.stream().anyMatch(n -> borrowers.stream().anyMatch(b -> OwnerNames.initialOnly(n,
                    b.firstName(), b.lastName())))) {
                c = Check.NOT_CHECKED; // "E JOHNSON": perhaps the borrower; it cannot be confirmed, nor flagged
            } else {
                c = Check.FLAG;
            }
            anyFlag |= c == Check.FLAG;
            anyOk |= c == Check.OK;
            out.add(new Ownership(a, names, c));
        }
        return new Owners(borrower, out, anyFlag ? Check.FLAG : anyOk ? Check.OK : Check.NOT_CHECKED);
    }

    private static History history(Order order, ReportThresholds t) {
        List<AccountHistory> out = new ArrayList<>();
        boolean anyShort = false;
        boolean anyKnown = false;
        for (OrderAccountReport a : order.accounts()) {
            Long days = a.coveredDays();
            Check c = days == null ? Check.NOT_CHECKED : days < t.minHistoryDays() ? Check.FLAG : Check.OK;
            anyShort |= c == Check.FLAG;
            anyKnown |= days != null;
            out.add(new AccountHistory(a, days, c));
        }
        Check status = anyShort ? Check.FLAG : anyKnown ? Check.OK : Check.NOT_CHECKED;
        return new History(t.minHistoryDays(), List.copyOf(out), status);
    }

    private static Age age(Order order, ReportThresholds t, LocalDate today) {
        LocalDateTime oldest = null;
        for (OrderAccountReport a : order.accounts()) {
            LocalDateTime end = a.transactionEndDate();
            if (end != null && (oldest == null || end.isBefore(oldest))) {
                oldest = end;
            }
        }
        if (oldest == null) {
            return new Age(null, null, t.maxReportAgeDays(), Check.NOT_CHECKED, t.reportAgeLimit());
        }
        long days = ChronoUnit.DAYS.between(oldest.toLocalDate(), today);
        return new Age(oldest.toLocalDate(), days, t.maxReportAgeDays(),
                days > t.maxReportAgeDays() ? Check.FLAG : Check.OK, t.reportAgeLimit());
    }
}
