package io.assetdesk.loan;

import io.assetdesk.report.AccountFunds;
import io.assetdesk.report.AssetSummary;
import io.assetdesk.report.Check;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;

/**
 * Works out a loan file's {@link Verdict} from its summary: one line per check, in the order an underwriter reads
 * them, each with its rule's citation; a check that could not run says what to enter.
 */
final class LoanVerdicts {
    private LoanVerdicts() {
    }

    static Verdict of(LoanSummary s, boolean otherPropertiesUnpaidMissing) {
        List<Verdict.Line> lines = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        AssetSummary.Funds f = s.countedFunds();
        String cur = f.currency();
        LoanRules rules = s.rules();
        long waiting = s.borrowers().stream().filter(b -> !b.order().hasReport()).count();
        if (s.borrowers().isEmpty()) {
            lines.add(new Verdict.Line("Reports", Check.NOT_CHECKED, "No borrower's order is in the file yet: add "
                    + "their orders", ""));
        } else if (waiting > 0) {
            lines.add(new Verdict.Line("Reports", Check.NOT_CHECKED, waiting + " of " + s.borrowers().size()
                    + " borrowers' reports have not come: their accounts are not counted", ""));
        }
        // funds to close
        String earnest = f.reserveInputs() != null && f.reserveInputs().earnestMoneyPaid().signum() > 0
                ? " (net of " + Verdict.money(f.reserveInputs().earnestMoneyPaid(), cur)
                        + " earnest money already paid)"
                : "";
        if (f.cashToClose() == null) {
            lines.add(new Verdict.Line("Funds to close", Check.NOT_CHECKED, "Not checked: enter the cash to close",
                    ""));
        } else if (f.status() == Check.FLAG) {
            lines.add(new Verdict.Line("Funds to close", Check.FLAG, "Short by " + Verdict.money(f.shortfall(), cur)
                    + ": " + Verdict.money(f.verified(), cur) + " counted against " + Verdict.money(f.cashToClose(),
                            cur)
                    + " to close" + earnest, ""));
        } else {
            lines.add(new Verdict.Line("Funds to close", Check.OK, Verdict.money(f.verified(), cur) + " counted covers "
                    + Verdict.money(f.cashToClose(), cur) + " to close" + earnest, ""));
        }
        // reserves
        Rule reserves = rules.rule(Rule.Check.RESERVES);
        String reservesCite = cite(reserves) + (rules.rule(Rule.Check.OTHER_PROPERTIES) != null
                && rules.terms().details().otherFinanced() > 0 ? "; " + cite(rules.rule(Rule.Check.OTHER_PROPERTIES))
                : "");
        if (f.cashToClose() == null || f.monthlyPayment() == null || f.monthlyPayment().signum() == 0) {
            lines.add(new Verdict.Line("Reserves", Check.NOT_CHECKED, "Not checked: enter the "
                    + (f.cashToClose() == null ? "cash to close and the " : "") + "monthly housing payment",
                    reservesCite));
        } else if (f.requiredMonths() == null) {
            lines.add(new Verdict.Line("Reserves", Check.NOT_CHECKED, "Not checked: enter the months of reserves the "
                    + "automated underwriting finding requires (Reserves required on the Terms tab)", reservesCite));
        } else if (otherPropertiesUnpaidMissing) {
            lines.add(new Verdict.Line("Reserves", Check.NOT_CHECKED, "Not checked: enter the unpaid balance of the "
                    + "other financed properties", reservesCite));
        } else if (f.reservesStatus() == Check.FLAG) {
            lines.add(new Verdict.Line("Reserves", Check.FLAG, "Short by " + f.reservesShortMonths().toPlainString()
                    + " months (" + Verdict.money(f.reservesShortMoney(), cur) + "): " + f.reservesMonths()
                    .toPlainString() + " months counted, " + Verdict.money(f.requiredMoney(), cur) + " required",
                    reservesCite));
        } else if (f.reservesStatus() == Check.OK) {
            lines.add(new Verdict.Line("Reserves", Check.OK, f.reservesMonths().toPlainString() + " months counted; "
                    + whole(f.requiredMonths()) + " months required" + (f.reserveInputs().extraRequired().signum() > 0
                    ? " plus " + Verdict.money(f.reserveInputs().extraRequired(), cur) + " for other properties" : ""),
                    reservesCite));
        } else {
            lines.add(new Verdict.Line("Reserves", Check.NOT_CHECKED, "Not checked", reservesCite));
        }
        deposits(s, lines);
        AssetSummary sum = s.summary();
        String historyCite = cite(rules.rule(Rule.Check.HISTORY));
        lines.add(switch (sum.history().status()) {
            case OK -> new Verdict.Line("History", Check.OK, "Every account covers at least "
                    + sum.history().requiredDays() + " days", historyCite);
            case FLAG -> new Verdict.Line("History", Check.FLAG, sum.history().accounts().stream()
                    .filter(a -> a.status() == Check.FLAG).count() + " of " + sum.history().accounts().size()
                    + " accounts cover fewer than "
                    + sum.history().requiredDays() + " days", historyCite);
            default -> new Verdict.Line("History", Check.NOT_CHECKED, "Not checked: the reports give no period",
                    historyCite);
        });
        String ageCite = cite(rules.rule(Rule.Check.REPORT_AGE));
        lines.add(switch (sum.age().status()) {
            case OK -> new Verdict.Line("Report age", Check.OK, sum.age().days() + " days old; at most "
                    + sum.age().limit(), ageCite);
            case FLAG -> new Verdict.Line("Report age", Check.FLAG, sum.age().days() + " days old: more than "
                    + sum.age().limit() + "; order a new report", ageCite);
            default -> new Verdict.Line("Report age", Check.NOT_CHECKED, "Not checked: the reports give no end date",
                    ageCite);
        });
        holders(s, lines, cur);
        retirement(s, lines, cur);
        gifts(s, lines, cur);
        contribution(s, lines, cur);
        Rule recent = rules.rule(Rule.Check.RECENT_ACCOUNT);
        if (recent != null && !s.accounts().isEmpty()) {
            boolean known = s.accounts().stream().anyMatch(c -> LoanSummary.daysOpen(c.account()) != null);
            if (!s.recent().isEmpty()) {
                lines.add(new Verdict.Line("Recently opened accounts", Check.FLAG, count(s.recent().size(), "account",
                        "accounts")
                        + " opened within " + recent.threshold().intValue() + " days: document their source",
                        cite(recent)));
            } else if (known) {
                lines.add(new Verdict.Line("Recently opened accounts", Check.OK, "None opened within "
                        + recent.threshold().intValue() + " days", cite(recent)));
            } else {
                lines.add(new Verdict.Line("Recently opened accounts", Check.NOT_CHECKED, "Not checked: the reports "
                        + "do not say how long the accounts have existed", cite(recent)));
            }
        }
        if (f.assumedAccounts() > 0) {
            notes.add(count(f.assumedAccounts(), "counted account states", "counted accounts state")
                    + " no currency: taken as " + cur);
        }
        for (AssetSummary.CurrencyTotal c : sum.assets()) {
            if (c.currency() != null && !c.currency().equals(cur)) {
                notes.add(Verdict.money(c.total(), c.currency()) + " not counted: the lender's conversion to " + cur
                        + " is needed");
            }
        }
        if (!s.joint().isEmpty()) {
            notes.add(count(s.joint().size(), "joint account", "joint accounts")
                    + " counted once, at the newest report's balance");
        }
        return new Verdict(lines, notes);
    }

    private static void deposits(LoanSummary s, List<Verdict.Line> lines) {
        AssetSummary.Deposits d = s.summary().deposits();
        String cite = cite(s.rules().rule(Rule.Check.LARGE_DEPOSIT));
        String cur = s.countedFunds().currency();
        if (!s.summary().thresholds().depositSourceNeeded()) {
            lines.add(new Verdict.Line("Large deposits", Check.OK, "No source needed for this purpose", cite));
            return;
        }
        AssetSummary.NotChecked why = d.notCheckedWhy();
        if (why != null) {
            lines.add(new Verdict.Line("Large deposits", Check.NOT_CHECKED, switch (why) {
                case NO_INCOME -> "Not checked: enter the monthly qualifying income";
                case NO_VALUE -> "Not checked: enter the sales price or the appraised value";
                case NO_TRANSACTIONS -> "Not checked: the reports list no transactions";
            }, cite));
            return;
        }
        String known = d.identified().isEmpty() && d.transfers().isEmpty() && d.payroll().isEmpty() ? ""
                : " (" + (d.payroll().size() + d.identified().size() + d.transfers().size())
                + " above the limit need none: payroll, refunds, benefits or transfers)";
        if (s.toExplain().isEmpty()) {
            lines.add(new Verdict.Line("Large deposits", Check.OK, "None left to explain above "
                    + Verdict.money(d.threshold(), cur) + known, cite));
        } else {
            BigDecimal total = s.toExplain().stream().map(x -> x.entry().size()).reduce(BigDecimal.ZERO,
                    BigDecimal::add);
            boolean purchase = s.rules().terms().purpose() == Purpose.PURCHASE;
            lines.add(new Verdict.Line("Large deposits", Check.FLAG, count(s.toExplain().size(), "deposit", "deposits")
                    + " above " + Verdict.money(d.threshold(), cur) + " still to explain (" + Verdict.money(total, cur)
                    + (purchase ? ", not counted until sourced)" : ", still counted: a refinance's funds are not "
                    + "reduced)") + known, cite));
        }
    }

    private static void holders(LoanSummary s, List<Verdict.Line> lines, String cur) {
        List<LoanSummary.Counted> others = s.accounts().stream().filter(c -> c.treatment()
                == LoanSummary.Treatment.NOT_HELD).toList();
        long unnamed = s.accounts().stream().filter(c -> c.holder() == null && c.holderKey() != null
                && c.treatment() != LoanSummary.Treatment.NOT_HELD
                && c.funds().category() != AccountFunds.Category.LIABILITY).count();
        if (!others.isEmpty()) {
            BigDecimal total = others.stream().map(c -> c.funds().balance()).reduce(BigDecimal.ZERO, BigDecimal::add);
            lines.add(new Verdict.Line("Whose money", Check.FLAG, count(others.size(), "account", "accounts")
                    + " held by others only ("
                    + Verdict.money(total, cur) + ") count toward nothing: record why they may be used", "B3-2-02"));
        } else if (unnamed > 0) {
            lines.add(new Verdict.Line("Whose money", Check.NOT_CHECKED, "Not checked: " + count(unnamed,
                    "account names", "accounts name")
                    + " no holder, or only an initial; confirm a borrower holds each", "B3-2-02"));
        } else if (!s.accounts().isEmpty()) {
            lines.add(new Verdict.Line("Whose money", Check.OK, "A borrower holds every account", "B3-2-02"));
        }
    }

    private static void retirement(LoanSummary s, List<Verdict.Line> lines, String cur) {
        List<LoanSummary.Counted> plans = s.accounts().stream().filter(c -> c.treatment()
                == LoanSummary.Treatment.RESERVES_ONLY || c.treatment() == LoanSummary.Treatment.LIQUIDATED).toList();
        if (plans.isEmpty()) {
            return;
        }
        Rule r = s.rules().rule(Rule.Check.RETIREMENT);
        BigDecimal reserves = plans.stream().map(LoanSummary.Counted::toReserves).reduce(BigDecimal.ZERO,
                BigDecimal::add);
        BigDecimal proceeds = plans.stream().map(LoanSummary.Counted::toClose).reduce(BigDecimal.ZERO,
                BigDecimal::add);
        long unvested = plans.stream().filter(c -> c.treatment() == LoanSummary.Treatment.RESERVES_ONLY
                && c.retirement() == null).count();
        String says = count(plans.size(), "retirement or investment account", "retirement or investment accounts")
                + ": " + Verdict.money(reserves, cur)
                + " toward reserves at " + Rule.percent(r.threshold()) + " of the vested balance"
                        + (proceeds.signum() > 0 ? ", " + Verdict.money(proceeds, cur)
                + " liquidated toward the cash to close" : "; nothing toward the cash to close until liquidated");
        lines.add(unvested > 0 ? new Verdict.Line("Retirement accounts", Check.NOT_CHECKED, says + ". Record the "
                + "vested balance of " + unvested + " (the reported balance is used until then)", cite(r))
                : new Verdict.Line("Retirement accounts", Check.OK, says, cite(r)));
    }

    private static void gifts(LoanSummary s, List<Verdict.Line> lines, String cur) {
        if (s.gifts().isEmpty()) {
            return;
        }
        BigDecimal total = s.gifts().stream().map(LoanSummary.Gift::amount).reduce(BigDecimal.ZERO, BigDecimal::add);
        Rule allowed = s.rules().rule(Rule.Check.GIFTS);
        Rule reserves = s.rules().rule(Rule.Check.GIFT_RESERVES);
        if (!s.rules().giftsAllowed()) {
            lines.add(new Verdict.Line("Gifts", Check.FLAG, "Gifts are not allowed on this loan: "
                    + Verdict.money(total, cur) + " left out of the funds", cite(allowed)));
            return;
        }
        long noLetter = s.gifts().stream().filter(g -> !g.letter()).count();
        BigDecimal uncovered = s.gifts().stream().map(LoanSummary.Gift::uncovered).reduce(BigDecimal.ZERO,
                BigDecimal::add);
        if (uncovered.signum() > 0) {
            lines.add(new Verdict.Line("Gifts", Check.FLAG, Verdict.money(total, cur) + " in gifts; the letters cover "
                    + "less than the deposits: " + Verdict.money(uncovered, cur) + " still to explain", cite(allowed)));
            return;
        }
        String says = Verdict.money(total, cur) + " in gifts" + (s.rules().giftsAsReserves() ? ""
                : "; none of it counted as reserves (" + cite(reserves) + ")");
        lines.add(noLetter > 0 ? new Verdict.Line("Gifts", Check.FLAG, says + ". Record the gift letter of "
                + noLetter + " (donor, relationship, amount, date)", cite(allowed))
                : new Verdict.Line("Gifts", Check.OK, says, cite(allowed)));
    }

    private static void contribution(LoanSummary s, List<Verdict.Line> lines, String cur) {
        Rule r = s.rules().rule(Rule.Check.MIN_CONTRIBUTION);
        BigDecimal gifts = s.gifts().stream().filter(LoanSummary.Gift::allowed).map(LoanSummary.Gift::amount)
                .reduce(BigDecimal.ZERO, BigDecimal::add);
        if (r == null || gifts.signum() == 0) {
            return; // no gift: the borrowers' funds are all their own
        }
        LoanTerms t = s.rules().terms();
        BigDecimal value = t.adjustedValue();
        BigDecimal amount = t.details().loanAmount();
        if (amount == null || value == null || value.signum() == 0 || t.salesPrice() == null) {
            lines.add(new Verdict.Line("Borrowers' own funds", Check.NOT_CHECKED, "Not checked: enter the loan amount "
                    + "and the sales price (with a gift, " + percent(r.threshold()) + " of the price must be the "
                    + "borrowers' own above " + percent(r.appliesAbove()) + " loan-to-value)", cite(r)));
            return;
        }
        // the exact loan-to-value, never rounded under the rule's line
        if (r.appliesAbove() != null && amount.compareTo(value.multiply(r.appliesAbove())) <= 0) {
            return;
        }
        // the borrowers' own: the cash counted less the gifts, and the earnest money they already paid
        BigDecimal own = s.countedFunds().verified().subtract(gifts).max(BigDecimal.ZERO)
                .add(t.earnestMoneyPaid());
        BigDecimal needed = t.salesPrice().multiply(r.threshold()).setScale(2, RoundingMode.UP);
        lines.add(own.compareTo(needed) >= 0
                ? new Verdict.Line("Borrowers' own funds", Check.OK, Verdict.money(own, cur)
                        + " of their own; at least "
                + Verdict.money(needed, cur) + " needed with a gift", cite(r))
                : new Verdict.Line("Borrowers' own funds", Check.FLAG, Verdict.money(own, cur) + " of their own; "
                + Verdict.money(needed, cur) + " needed with a gift", cite(r)));
    }

    private static String percent(BigDecimal share) {
        return share == null ? "" : Rule.percent(share);
    }

    /** "1 account", "2 accounts". */
    private static String count(long n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }

    private static String cite(Rule r) {
        return r == null ? "" : r.citation();
    }

    private static String whole(BigDecimal v) {
        return v == null ? "0" : v.stripTrailingZeros().toPlainString();
    }
}
