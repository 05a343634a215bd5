package io.assetdesk.export;

import io.assetdesk.export.PdfCanvas.Style;
import io.assetdesk.export.PdfTable.Cell;
import io.assetdesk.export.PdfTable.Column;
import io.assetdesk.loan.AccountDecision;
import io.assetdesk.loan.HistoryEntry;
import io.assetdesk.loan.LoanSummary;
import io.assetdesk.loan.Verdict;
import io.assetdesk.report.AssetSummary;
import io.assetdesk.report.Check;
import java.math.BigDecimal;
import java.util.List;

/**
 * Page 1 of the loan's document: the verdict an officer signs, readable in ten seconds. The headline (ready, or what
 * stands in the way), any shortfall in money and months, every check with its outcome, what was found and its rule
 * (what could not be checked says what to enter), and what the reader must know beside them (a currency assumed).
 * Then, on page 2, what each account counts toward.
 */
final class PdfVerdict {
    private PdfVerdict() {
    }

    static void draw(PdfCanvas c, DocText t, LoanSummary l, HistoryEntry.ChainCheck history) {
        Verdict v = l.verdict();
        if (!history.intact()) {
            // written anyway (--allow-broken-history): the first thing the reader sees
            c.paragraph(t.get("verdict.historyBroken", history.why()), new Style(true, 12f, PdfCanvas.FLAG));
            c.down(6f);
        }
        AssetSummary.Funds f = l.countedFunds();
        String cur = f.currency();
        Style head = new Style(true, 14f, v.ready() ? PdfCanvas.OK : PdfCanvas.FLAG);
        c.paragraph(v.headline(), head);
        c.down(4f);
        if (f.cashToClose() != null && f.shortfall().signum() > 0) {
            c.paragraph(t.get("verdict.shortfall", t.money(f.shortfall(), cur)), Style.BODY_BOLD.color(PdfCanvas.FLAG));
        }
        if (f.reservesStatus() == Check.FLAG) {
            c.paragraph(t.get("verdict.reservesShort", t.decimal(f.reservesShortMonths()),
                    t.money(f.reservesShortMoney(), cur)), Style.BODY_BOLD.color(PdfCanvas.FLAG));
        }
        c.down(6f);
        PdfTable table = new PdfTable(Column.left(t.get("glance.check")),
                Column.left(t.get("glance.outcome")).oneLine(),
                Column.left(t.get("glance.found")).weight(3f), Column.left(t.get("loan.rules.rule")));
        for (Verdict.Line line : v.lines()) {
            table.cells(List.of(Cell.of(line.check()), new Cell(t.check(line.status()),
                    ReportPdf.outcome(line.status(), PdfTable.CELL)), Cell.of(line.says()),
                    Cell.of(line.citation().isEmpty() ? "\u2014" : line.citation())));
        }
        table.draw(c, t.get("table.continued", t.get("verdict.title")));
        c.down(6f);
        for (String note : v.notes()) {
            c.note(note, Style.BODY, PdfCanvas.NOTE_FILL, PdfCanvas.NOTE_EDGE);
            c.down(4f);
        }
        c.down(6f);
        c.paragraph(t.get("verdict.disclaimer"), Style.SMALL);
    }

    /** Every account of the loan and what it counts toward, with the officer's decisions on it. */
    static void accounts(PdfCanvas c, DocText t, LoanSummary l) {
        String cur = l.countedFunds().currency();
        c.heading(t.get("accounts.title"), Style.H1, 60f);
        PdfTable table = new PdfTable(Column.left(t.get("col.account")), Column.left(t.get("accounts.borrower")),
                Column.right(t.get("accounts.balance")).oneLine(), Column.left(t.get("accounts.counts")),
                Column.right(t.get("accounts.toClose")).oneLine(),
                        Column.right(t.get("accounts.toReserves")).oneLine());
        BigDecimal close = BigDecimal.ZERO;
        BigDecimal reserves = BigDecimal.ZERO;
        for (LoanSummary.Counted a : l.accounts()) {
            String counts = t.get("treatment." + a.treatment().name());
            for (AccountDecision d : new AccountDecision[] {a.holder(), a.retirement()}) {
                if (d != null) {
                    counts += " \u2014 " + d.describe(d.amount() == null ? "" : t.money(d.amount(), cur));
                }
            }
            String holders = String.join(", ", a.account().label().owners());
            table.row(t.account(a.account()), holders.isEmpty() ? t.get("value.notGiven") : holders,
                    a.funds().balance() == null ? t.get("value.notGiven") : t.money(a.funds().balance(),
                            a.funds().currency()), counts, t.money(a.toClose(), cur), t.money(a.toReserves(), cur));
            close = close.add(a.toClose());
            reserves = reserves.add(a.toReserves());
        }
        table.row(t.get("accounts.total"), "", "", "", t.money(close, cur), t.money(reserves, cur));
        table.draw(c, t.get("table.continued", t.get("accounts.title")));
        c.down(10f);
    }
}
