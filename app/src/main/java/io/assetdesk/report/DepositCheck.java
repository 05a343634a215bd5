package io.assetdesk.report;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderAccountReport;
import io.assetdesk.api.ReportEntry;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The large-deposit check of {@link AssetSummary}: which deposits of the borrowers' accounts are above the threshold,
 * and of those which need no explanation (payroll from a stated employer, a source the statement shows, a transfer
 * between two verified accounts whose legs read as one); what is left is to explain. Pure Java, exact.
 */
final class DepositCheck {
    private DepositCheck() {
    }

    static AssetSummary.Deposits of(Order order, List<AssetSummary.Borrower> borrowers, LoanFigures figures,
            ReportThresholds t,
                                     AssetSummary.Owners owners) {
        // payroll from any borrower's stated employer (a loan's co-borrower is paid too)
        List<String> employers = borrowers.stream().map(AssetSummary.Borrower::employer).filter(e -> e != null
                && !e.isBlank())
                .toList();
        BigDecimal income = figures.monthlyIncome();
        BigDecimal threshold;
        if (t.largeDepositLimit() != null) {
            BigDecimal limit = t.largeDepositLimit().amount();
            threshold = limit == null ? null : limit.setScale(2, RoundingMode.HALF_UP);
        } else {
            threshold = income == null ? null : income.multiply(t.largeDepositShare()).setScale(2,
                    RoundingMode.HALF_UP);
        }
        List<AssetSummary.Deposit> toExplain = new ArrayList<>();
        List<AssetSummary.Deposit> payroll = new ArrayList<>();
        List<AssetSummary.Deposit> reported = new ArrayList<>();
        List<AssetSummary.Deposit> unreadable = new ArrayList<>();
        List<AssetSummary.Deposit> otherCurrency = new ArrayList<>();
        List<AssetSummary.Transfer> transfers = new ArrayList<>();
        List<AssetSummary.Identified> identified = new ArrayList<>();
        int checked = 0;
        int entries = 0;
        for (OrderAccountReport a : order.accounts()) {
            if (!AccountFunds.holdsDeposits(a)) {
                // a credit or loan account: its charges and payments are not money the borrower received
                continue;
            }
            entries += a.transactions().size() + a.largeDeposits().size();
            // an account in another currency than the loan's: its deposits cannot be compared with the income;
            // one that states no currency is in the loan currency (as its funds are counted)
            String c = a.label().currencyOrUnofficial();
            List<AssetSummary.Deposit> above = c == null || c.equalsIgnoreCase(t.loanCurrency()) ? toExplain
                    : otherCurrency;
            // the transactions checked as deposits: a provider's large deposit that is one of them is not checked
            // twice; one whose twin reads as money out (a sign convention) or has no amount is still checked
            List<ReportEntry> seen = new ArrayList<>();
            for (ReportEntry e : a.transactions()) {
                checked += look(a, e, false, threshold, employers, above, payroll, unreadable);
                if (e.isDeposit()) {
                    seen.add(e);
                }
            }
            for (ReportEntry e : a.largeDeposits()) {
                if (e.amount() != null) {
                    reported.add(new AssetSummary.Deposit(a, e, true));
                }
                if (seen.stream().noneMatch(s -> sameDeposit(s, e))) {
                    checked += look(a, e, true, threshold, employers, above, payroll, unreadable);
                }
            }
        }
        // a deposit matched by the same amount leaving another of the borrower's accounts is a transfer
        // (each withdrawal pairs with one deposit only)
        Set<ReportEntry> paired = Collections.newSetFromMap(new IdentityHashMap<>());
        for (AssetSummary.Deposit d : List.copyOf(toExplain)) {
            AssetSummary.Transfer tr = transferOf(order, d, paired, owners, t.loanCurrency());
            if (tr != null) {
                paired.add(tr.out());
                toExplain.remove(d);
                transfers.add(tr);
            }
        }
        // a source the statement shows (a tax refund, Social Security) needs no letter (B3-4.2-02)
        for (AssetSummary.Deposit d : List.copyOf(toExplain)) {
            Sources.Known known = Sources.identify(d.entry());
            if (known != null) {
                toExplain.remove(d);
                identified.add(new AssetSummary.Identified(d, known));
            }
        }
        // a program that asks no source (a refinance): the large deposits are listed, none is one to explain; with
        // nothing to check (no income, no value, no transactions in the borrower's accounts) the check is not made
        Check status = threshold == null || entries == 0 ? Check.NOT_CHECKED
                : toExplain.isEmpty() || !t.depositSourceNeeded() ? Check.OK : Check.FLAG;
        return new AssetSummary.Deposits(income, t.largeDepositShare(), threshold, t.largeDepositLimit() != null,
                List.copyOf(toExplain), List.copyOf(payroll),
                List.copyOf(reported), List.copyOf(unreadable), checked, status, List.copyOf(otherCurrency),
                List.copyOf(transfers), List.copyOf(identified));
    }

    /**
     * The other side of {@code d} when it is money moved from another of the borrower's accounts in the report: a
     * withdrawal of the same size and currency, from an account that holds the borrower's money (not a credit or loan
     * account) and is not held by others only (the owner check), made at most {@link AssetSummary#TRANSFER_DAYS} days
     * before the
     * deposit or a day after it (a posting lag); null otherwise, also when either date is unknown. Each withdrawal
     * pairs with one deposit ({@code paired}).
     */
    static AssetSummary.Transfer transferOf(Order order, AssetSummary.Deposit d, Set<ReportEntry> paired,
            AssetSummary.Owners owners,
                               String loanCurrency) {
        ReportEntry in = d.entry();
        if (in.date() == null || in.size() == null) {
            return null;
        }
        String currency = AccountFunds.currencyOf(d.account(), loanCurrency);
        for (OrderAccountReport other : order.accounts()) {
            AssetSummary.Ownership held = owners.of(other);
            if (other == d.account() || !AccountFunds.holdsDeposits(other)
                    || held != null && held.status() == Check.FLAG
                    || !currency.equalsIgnoreCase(AccountFunds.currencyOf(other, loanCurrency))) {
                continue;
            }
            for (ReportEntry out : other.transactions()) {
                if (out.amount() == null || out.date() == null || out.isDeposit() || out.amount().signum() == 0
                        || paired.contains(out)) {
                    continue;
                }
                long before = ChronoUnit.DAYS.between(out.date().toLocalDate(), in.date().toLocalDate());
                // amount and date alone never make a transfer (a check out and a cash deposit in): both legs must
                // read as one, by their words or by naming the other account
                boolean inReads = Sources.readsAsTransfer(in) || Sources.namesMask(in, other.label().mask());
                boolean outReads = Sources.readsAsTransfer(out) || Sources.namesMask(out, d.account().label().mask());
                if (before <= AssetSummary.TRANSFER_DAYS && before >= -1 && out.size().compareTo(in.size()) == 0
                        && inReads
                        && outReads) {
                    return new AssetSummary.Transfer(d, other, out);
                }
            }
        }
        return null;
    }

    /** Files one entry; returns 1 when its amount was checked against the threshold. */
    private static int look(OrderAccountReport a, ReportEntry e, boolean reportedLarge, BigDecimal threshold,
                            List<String> employers, List<AssetSummary.Deposit> toExplain,
                                    List<AssetSummary.Deposit> payroll,
                            List<AssetSummary.Deposit> unreadable) {
        if (e.amount() == null) {
            unreadable.add(new AssetSummary.Deposit(a, e, reportedLarge));
            return 0;
        }
        if (threshold == null || !(e.isDeposit() || reportedLarge && e.credit() == null)) {
            return 0;
        }
        if (e.size().compareTo(threshold) > 0) {
            boolean paid = employers.isEmpty() ? isPayroll(e, null)
                    : employers.stream().anyMatch(employer -> isPayroll(e, employer));
            (paid ? payroll : toExplain).add(new AssetSummary.Deposit(a, e, reportedLarge));
        }
        return 1;
    }

    /** The same deposit in both lists: the same id, or (without ids) the same date and amount. */
    public static boolean sameDeposit(ReportEntry a, ReportEntry b) {
        if (a.id() != null && b.id() != null) {
            return a.id().equals(b.id());
        }
        return a.amount() != null && b.amount() != null && a.size().compareTo(b.size()) == 0
                && Objects.equals(a.date(), b.date());
    }

    /**
     * Payroll from the stated employer: the entry names that employer, or its description does, or it is tagged
     * "Employer Found" (the provider's tag for a match with the order's employer). A bare "Payroll" tag or category
     * does not say whose payroll it is, so alone it is not enough. With no employer stated on the order, nothing
     * counts as payroll.
     */
    static boolean isPayroll(ReportEntry e, String employer) {
        String stated = Sources.letters(employer);
        if (stated.isEmpty()) {
            return false;
        }
        if (e.employer() != null && (Sources.letters(e.employer()).contains(stated)
                || stated.contains(Sources.letters(e.employer())))) {
            return true;
        }
        if (e.description() != null && Sources.letters(e.description()).contains(stated)) {
            return true;
        }
        List<String> words = new ArrayList<>(e.tags());
        if (e.category() != null) {
            words.add(e.category());
        }
        for (String w : words) {
            if (Sources.letters(w).contains("employerfound")) {
                return true;
            }
        }
        return false;
    }

}
