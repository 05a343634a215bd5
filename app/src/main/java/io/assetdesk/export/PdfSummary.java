package io.assetdesk.export;

import io.assetdesk.api.OrderAccountReport;
import io.assetdesk.api.ReportEntry;
import io.assetdesk.export.PdfCanvas.Style;
import io.assetdesk.export.PdfTable.Cell;
import io.assetdesk.export.PdfTable.Column;
import io.assetdesk.report.AccountFunds;
import io.assetdesk.report.AssetSummary;
import io.assetdesk.report.Check;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * The asset summary of the loan-file PDF: the checks at a glance, then verified funds per currency (the loan
 * currency counted; other ISO currencies listed as needing conversion; unofficial currencies, accounts without a
 * currency or balance, and liabilities apart), funds to close and reserves, large deposits, history and report age.
 * Each check says its outcome in words. Only {@link AssetSummary}'s figures are shown; none is added up here.
 */
final class PdfSummary {
    private static final float KEEP = 60f;

    private PdfSummary() {
    }

    static void draw(PdfCanvas c, DocText t, AssetSummary s) {
        rules(c, t, s);
        glance(c, t, s);
        funds(c, t, s);
        toClose(c, t, s);
        deposits(c, t, s);
        history(c, t, s);
        age(c, t, s);
        owners(c, t, s);
    }

    /** The rules a loan's thresholds follow, each with its citation (none for the workstation's own settings). */
    private static void rules(PdfCanvas c, DocText t, AssetSummary s) {
        if (s.thresholds().rules().isEmpty()) {
            return;
        }
        c.heading(t.get("loan.rules.title"), Style.H1, KEEP);
        PdfTable table = new PdfTable(Column.left(t.get("loan.rules.rule")));
        s.thresholds().rules().forEach(table::row);
        table.draw(c, t.get("table.continued", t.get("loan.rules.title")));
        c.down(10f);
    }

    private static Cell outcome(DocText t, Check check) {
        return new Cell(t.check(check), ReportPdf.outcome(check, PdfTable.CELL));
    }

    private static void glance(PdfCanvas c, DocText t, AssetSummary s) {
        c.heading(t.get("glance.title"), Style.H1, KEEP);
        PdfTable table = new PdfTable(Column.left(t.get("glance.check")), Column.left(t.get("glance.outcome")),
                Column.left(t.get("glance.found")));
        String cur = s.funds().currency();
        AssetSummary.Funds f = s.funds();
        String funds = f.cashToClose() == null && s.figures().checkedInLoan() != null
                ? t.get("glance.funds.inLoan", s.figures().checkedInLoan())
                : f.cashToClose() == null ? t.get("glance.funds.notEntered")
                : f.shortfall().signum() > 0 ? t.get("glance.funds.short", t.money(f.shortfall(), cur))
                : f.reservesMonths() == null ? t.get("glance.funds.surplus", t.money(f.surplus(), cur))
                : t.get("glance.funds.reserves", t.money(f.surplus(), cur), t.decimal(f.reservesMonths()));
        if (f.assumedAccounts() > 0) {
            funds += " " + t.get("glance.funds.assumed", f.assumedAccounts(), cur);
        }
        table.cells(List.of(Cell.of(t.get("check.funds")), outcome(t, f.status()), Cell.of(funds)));
        String reserves = f.reservesMonths() == null ? t.get("glance.reserves.notEntered")
                : f.requiredMonths() == null ? t.get("glance.reserves.noRequirement", t.decimal(f.reservesMonths()))
                : f.reservesStatus() == Check.OK ? t.get("glance.reserves.met", t.decimal(f.reservesMonths()),
                        t.decimal(f.requiredMonths()))
                : t.get("glance.reserves.short", t.decimal(f.reservesMonths()), t.decimal(f.requiredMonths()),
                        t.decimal(f.reservesShortMonths()), t.money(f.reservesShortMoney(), cur));
        table.cells(List.of(Cell.of(t.get("check.reserves")), outcome(t, f.reservesStatus()), Cell.of(reserves)));
        AssetSummary.Deposits d = s.deposits();
        AssetSummary.NotChecked why = d.notCheckedWhy();
        String deposits = why == AssetSummary.NotChecked.NO_INCOME ? t.get("glance.deposits.notEntered")
                : why == AssetSummary.NotChecked.NO_VALUE ? t.get("glance.deposits.noValue")
                : why == AssetSummary.NotChecked.NO_TRANSACTIONS ? t.get("glance.deposits.noTransactions")
                : d.toExplain().isEmpty() ? t.get("glance.deposits.none", t.money(d.threshold(), cur), d.checked())
                : t.get("glance.deposits.some", d.toExplain().size(), t.money(d.threshold(), cur));
        if (!d.unreadable().isEmpty()) {
            deposits += " " + t.get("glance.deposits.unreadable", d.unreadable().size());
        }
        if (d.threshold() != null && !d.transfers().isEmpty()) {
            deposits += " " + t.get("glance.deposits.transfers", d.transfers().size());
        }
        if (d.threshold() != null && !d.identified().isEmpty()) {
            deposits += " " + t.get("glance.deposits.identified", d.identified().size());
        }
        table.cells(List.of(Cell.of(t.get("check.deposits")), outcome(t, d.status()), Cell.of(deposits)));
        AssetSummary.History h = s.history();
        long shortOnes = h.accounts().stream().filter(a -> a.status() == Check.FLAG).count();
        String history = h.status() == Check.NOT_CHECKED ? t.get("glance.history.unknown")
                : shortOnes == 0 ? t.get("glance.history.ok", h.requiredDays())
                : t.get("glance.history.short", shortOnes, h.accounts().size(), h.requiredDays());
        table.cells(List.of(Cell.of(t.get("check.history")), outcome(t, h.status()), Cell.of(history)));
        AssetSummary.Age a = s.age();
        String age = a.days() == null ? t.get("glance.age.unknown")
                : t.get("glance.age.days", a.days(), a.limit());
        table.cells(List.of(Cell.of(t.get("check.age")), outcome(t, a.status()), Cell.of(age)));
        AssetSummary.Owners o = s.owners();
        long others = o.accounts().stream().filter(x -> x.status() == Check.FLAG).count();
        String owners = o.status() == Check.NOT_CHECKED ? t.get("glance.owners.unknown")
                : others == 0 ? t.get("glance.owners.ok") : t.get("glance.owners.flag", others);
        table.cells(List.of(Cell.of(t.get("check.owners")), outcome(t, o.status()), Cell.of(owners)));
        table.draw(c, t.get("table.continued", t.get("glance.title")));
        c.down(4f);
        int flags = s.flags();
        c.paragraph(flags == 0 ? t.get("glance.noFlags") : t.get("glance.flags", flags),
                flags == 0 ? Style.BODY : Style.BODY_BOLD.color(PdfCanvas.FLAG));
        c.down(12f);
    }

    private static void funds(PdfCanvas c, DocText t, AssetSummary s) {
        String loan = s.thresholds().loanCurrency();
        c.heading(t.get("funds.title"), Style.H1, KEEP);
        PdfTable totals = new PdfTable(Column.left(t.get("funds.currency")).oneLine(),
                Column.right(t.get("funds.accounts")),
                Column.right(t.get("funds.total")), Column.left(t.get("funds.counted")));
        for (AssetSummary.CurrencyTotal ct : s.assets()) {
            boolean counted = loan.equals(ct.currency());
            totals.cells(List.of(Cell.of(ct.currency()), Cell.of(t.number(ct.accounts())),
                    new Cell(t.money(ct.total(), ct.currency()), counted ? PdfTable.CELL.bolder() : PdfTable.CELL),
                    Cell.of(counted ? t.get("funds.counted.yes") : t.get("funds.counted.convert"))));
        }
        if (s.assets().isEmpty()) {
            totals.row(loan, t.number(0), t.money(BigDecimal.ZERO, loan), t.get("funds.none"));
        }
        totals.draw(c, t.get("table.continued", t.get("funds.title")));
        c.down(10f);

        c.heading(t.get("funds.balances"), Style.H2, 40f);
        c.paragraph(t.get("funds.balances.note"), Style.SMALL);
        c.down(3f);
        PdfTable used = new PdfTable(Column.left(t.get("col.account")), Column.left(t.get("col.type")),
                Column.right(t.get("funds.balanceUsed")), Column.left(t.get("funds.countedAs")));
        for (AccountFunds a : s.accounts()) {
            used.row(t.account(a.account()), t.orNotGiven(a.account().label().kind()),
                    a.balance() == null ? t.get("value.notGiven") : t.money(a.balance(), a.currency()),
                    category(t, a, loan));
        }
        used.draw(c, t.get("table.continued", t.get("funds.balances")));
        c.down(10f);

        List<AccountFunds> apart = s.notCounted();
        if (!apart.isEmpty()) {
            c.heading(t.get("funds.notCounted"), Style.H2, 40f);
            PdfTable table = new PdfTable(Column.left(t.get("col.account")), Column.left(t.get("funds.currency")),
                    Column.right(t.get("col.balance")), Column.left(t.get("funds.why")));
            for (AccountFunds a : apart) {
                table.row(t.account(a.account()), a.currency() == null ? t.get("value.notGiven") : a.currency(),
                        a.balance() == null ? t.get("value.notGiven") : t.money(a.balance(), a.currency()),
                        category(t, a, loan));
            }
            table.draw(c, t.get("table.continued", t.get("funds.notCounted")));
            c.down(10f);
        }
        if (!s.liabilities().isEmpty()) {
            c.heading(t.get("funds.liabilities"), Style.H2, 40f);
            c.paragraph(t.get("funds.liabilities.note"), Style.SMALL);
            c.down(3f);
            PdfTable table = new PdfTable(Column.left(t.get("funds.currency")), Column.right(t.get("funds.accounts")),
                    Column.right(t.get("funds.owed")));
            for (AssetSummary.CurrencyTotal ct : s.liabilities()) {
                table.row(t.orNotGiven(ct.currency()), t.number(ct.accounts()), t.money(ct.total(), ct.currency()));
            }
            table.draw(c, t.get("table.continued", t.get("funds.liabilities")));
            c.down(10f);
        }
        c.down(4f);
    }

    private static String category(DocText t, AccountFunds a, String loan) {
        return switch (a.category()) {
            case ASSET -> !loan.equals(a.currency()) ? t.get("funds.counted.convert")
                    : a.currencyAssumed() ? t.get("funds.counted.assumed", loan) : t.get("funds.counted.yes");
            case LIABILITY -> t.get("category.LIABILITY");
            default -> t.get("category." + a.category().name());
        };
    }

    private static void toClose(PdfCanvas c, DocText t, AssetSummary s) {
        AssetSummary.Funds f = s.funds();
        String cur = f.currency();
        c.heading(t.get("close.title"), Style.H1, KEEP + 40f);
        PdfTable table = new PdfTable(Column.left(t.get("close.figure")), Column.right(t.get("close.amount")));
        table.row(t.get("close.verified", cur), t.money(f.verified(), cur));
        table.row(t.get("close.cash"), f.cashToClose() == null ? t.get("value.notEntered") : t.money(f.cashToClose(),
                cur));
        if (f.cashToClose() != null && f.shortfall().signum() > 0) {
            table.cells(List.of(new Cell(t.get("close.shortfall"), PdfTable.CELL.bolder()),
                    new Cell(t.money(f.shortfall(), cur), ReportPdf.outcome(Check.FLAG, PdfTable.CELL))));
        } else {
            table.cells(List.of(new Cell(t.get("close.surplus"), PdfTable.CELL.bolder()), new Cell(
                    f.surplus() == null ? t.get("value.notEntered") : t.money(f.surplus(), cur),
                            PdfTable.CELL.bolder())));
        }
        table.row(t.get("close.payment"), f.monthlyPayment() == null ? t.get("value.notEntered")
                : t.money(f.monthlyPayment(), cur));
        table.cells(List.of(new Cell(t.get("close.reserves"), PdfTable.CELL.bolder()), new Cell(
                f.reservesMonths() == null ? t.get("value.notEntered") : t.get("close.months",
                        t.decimal(f.reservesMonths())),
                PdfTable.CELL.bolder())));
        table.cells(List.of(Cell.of(t.get("close.outcome")), outcome(t, f.status())));
        table.row(t.get("close.required"), f.requiredMonths() == null ? t.get("close.required.none")
                : t.get("close.months", t.decimal(f.requiredMonths())));
        if (f.reservesStatus() == Check.FLAG) {
            table.cells(List.of(new Cell(t.get("close.reservesShort"), PdfTable.CELL.bolder()),
                    new Cell(t.get("close.reservesShortBy", t.decimal(f.reservesShortMonths()),
                            t.money(f.reservesShortMoney(), cur)), ReportPdf.outcome(Check.FLAG, PdfTable.CELL))));
        }
        table.cells(List.of(Cell.of(t.get("close.reservesOutcome")), outcome(t, f.reservesStatus())));
        table.draw(c, t.get("table.continued", t.get("close.title")));
        c.down(3f);
        c.paragraph(t.get("close.note", cur), Style.SMALL);
        if (f.assumedAccounts() > 0) {
            c.paragraph(t.get("close.assumed", f.assumedAccounts(), cur), Style.SMALL);
        }
        c.down(12f);
    }

    private static void deposits(PdfCanvas c, DocText t, AssetSummary s) {
        AssetSummary.Deposits d = s.deposits();
        String cur = s.thresholds().loanCurrency();
        c.heading(t.get("deposits.title"), Style.H1, KEEP);
        if (s.thresholds().largeDepositLimit() != null) {
            // a fixed limit from the loan (FHA: a share of the adjusted value), not the income
            c.paragraph(d.threshold() == null ? t.get("deposits.limit.notEntered")
                    : t.get("deposits.limit", t.money(d.threshold(), cur)), Style.BODY);
        } else if (d.threshold() == null) {
            c.paragraph(t.get("deposits.threshold.notEntered", t.percent(d.share())), Style.BODY);
        } else {
            c.paragraph(t.get("deposits.threshold", t.percent(d.share()), t.money(d.income(), cur),
                    t.money(d.threshold(), cur)), Style.BODY);
        }
        if (!s.thresholds().depositSourceNeeded()) {
            c.paragraph(t.get("deposits.noSourceNeeded"), Style.BODY);
        }
        c.paragraph(t.get("deposits.outcome", t.check(d.status()), d.checked()), ReportPdf.outcome(d.status(),
                Style.BODY));
        c.down(6f);
        if (d.threshold() != null) {
            depositTable(c, t, s, t.get("deposits.toExplain"), d.toExplain(), t.get("deposits.toExplain.none"));
            if (!d.transfers().isEmpty()) {
                transferTable(c, t, s, d.transfers());
            }
            depositTable(c, t, s, t.get("deposits.payroll"), d.payroll(), t.get("deposits.payroll.none"));
            if (!d.identified().isEmpty()) {
                depositTable(c, t, s, t.get("deposits.identified"), d.identified().stream()
                        .map(AssetSummary.Identified::deposit).toList(), "");
            }
            if (!d.otherCurrency().isEmpty()) {
                depositTable(c, t, s, t.get("deposits.otherCurrency", cur), d.otherCurrency(), "");
            }
        } else {
            depositTable(c, t, s, t.get("deposits.reported"), d.reportedLarge(), t.get("deposits.reported.none"));
        }
        if (!d.unreadable().isEmpty()) {
            c.heading(t.get("deposits.unreadable"), Style.H2, 40f);
            PdfTable table = new PdfTable(Column.left(t.get("col.account")), Column.left(t.get("deposits.asItCame")),
                    Column.left(t.get("deposits.why")));
            for (AssetSummary.Deposit u : d.unreadable()) {
                table.row(t.account(u.account()), u.entry().raw().text(), t.get("deposits.unreadable.why"));
            }
            table.draw(c, t.get("table.continued", t.get("deposits.unreadable")));
            c.down(10f);
        }
        c.down(4f);
    }

    private static void transferTable(PdfCanvas c, DocText t, AssetSummary s, List<AssetSummary.Transfer> list) {
        String title = t.get("deposits.transfers");
        c.heading(title, Style.H2, 40f);
        PdfTable table = new PdfTable(Column.left(t.get("col.date")).oneLine(), Column.left(t.get("deposits.into")),
                Column.right(t.get("col.amount")), Column.left(t.get("deposits.from")));
        for (AssetSummary.Transfer tr : list) {
            ReportEntry e = tr.in().entry();
            table.row(e.date() == null ? t.get("value.notGiven") : t.date(e.date()), t.account(tr.in().account()),
                    t.money(e.size(), s.currencyOf(tr.in().account())), t.account(tr.from()));
        }
        table.draw(c, t.get("table.continued", title));
        c.down(10f);
    }

    private static void owners(PdfCanvas c, DocText t, AssetSummary s) {
        AssetSummary.Owners o = s.owners();
        c.heading(t.get("owners.title"), Style.H1, KEEP);
        c.paragraph(t.get("owners.rule", t.orNotGiven(o.borrower()), t.check(o.status())),
                ReportPdf.outcome(o.status(), Style.BODY));
        c.down(4f);
        PdfTable table = new PdfTable(Column.left(t.get("col.account")), Column.left(t.get("owners.named")),
                Column.left(t.get("glance.outcome")));
        for (AssetSummary.Ownership x : o.accounts()) {
            table.cells(List.of(Cell.of(t.account(x.account())), Cell.of(x.owners().isEmpty()
                    ? t.get("owners.none") : String.join(", ", x.owners())), outcome(t, x.status())));
        }
        table.draw(c, t.get("table.continued", t.get("owners.title")));
        c.down(12f);
    }

    private static void depositTable(PdfCanvas c, DocText t, AssetSummary s, String title,
                                     List<AssetSummary.Deposit> list, String none) {
        c.heading(title, Style.H2, 40f);
        if (list.isEmpty()) {
            c.paragraph(none, Style.SMALL);
            c.down(8f);
            return;
        }
        PdfTable table = new PdfTable(Column.left(t.get("col.date")).oneLine(), Column.left(t.get("col.account")),
                Column.right(t.get("col.amount")), Column.left(t.get("col.description")));
        for (AssetSummary.Deposit d : list) {
            ReportEntry e = d.entry();
            String currency = s.currencyOf(d.account());
            table.row(e.date() == null ? t.get("value.notGiven") : t.date(e.date()), t.account(d.account()),
                    t.money(e.amount(), currency), e.description() == null ? t.dash() : e.description());
        }
        table.draw(c, t.get("table.continued", title));
        c.down(10f);
    }

    private static void history(PdfCanvas c, DocText t, AssetSummary s) {
        AssetSummary.History h = s.history();
        c.heading(t.get("history.title"), Style.H1, KEEP);
        c.paragraph(t.get("history.required", h.requiredDays(), t.check(h.status())),
                ReportPdf.outcome(h.status(), Style.BODY));
        c.down(4f);
        PdfTable table = new PdfTable(Column.left(t.get("col.account")), Column.left(t.get("history.period")),
                Column.right(t.get("history.covered")), Column.right(t.get("history.requiredCol")),
                Column.left(t.get("glance.outcome")));
        for (AssetSummary.AccountHistory a : h.accounts()) {
            OrderAccountReport r = a.account();
            table.cells(List.of(Cell.of(t.account(r)), Cell.of(t.period(r.transactionStartDate(),
                    r.transactionEndDate())),
                    Cell.of(a.coveredDays() == null ? t.get("value.notGiven") : t.get("history.days", a.coveredDays())),
                    Cell.of(t.get("history.days", h.requiredDays())), outcome(t, a.status())));
        }
        table.draw(c, t.get("table.continued", t.get("history.title")));
        c.down(14f);
    }

    private static void age(PdfCanvas c, DocText t, AssetSummary s) {
        AssetSummary.Age a = s.age();
        c.heading(t.get("age.title"), Style.H1, KEEP);
        PdfTable table = new PdfTable(Column.left(t.get("age.reportDate")), Column.right(t.get("age.age")),
                Column.right(t.get("age.limit")), Column.left(t.get("glance.outcome")));
        table.cells(new ArrayList<>(List.of(Cell.of(a.reportDate() == null ? t.get("value.notGiven")
                : t.date(a.reportDate())),
                Cell.of(a.days() == null ? t.get("value.notGiven") : t.get("history.days", a.days())),
                Cell.of(a.limit()), outcome(t, a.status()))));
        table.draw(c, null);
        c.down(3f);
        c.paragraph(t.get("age.note", t.date(s.today())), Style.SMALL);
        c.down(12f);
    }
}
