package io.assetdesk.export;

import io.assetdesk.api.Order;
import io.assetdesk.export.PdfCanvas.Style;
import io.assetdesk.export.PdfTable.Column;
import io.assetdesk.loan.HistoryEntry;
import io.assetdesk.loan.LoanState;
import io.assetdesk.loan.LoanSummary;
import io.assetdesk.loan.LoanTerms;
import io.assetdesk.report.AssetSummary;
import io.assetdesk.report.Check;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * The loan's document, for the underwriter: one file for all its borrowers. The PDF holds, in order, the loan's terms,
 * every check with the rule it follows, the funds counted after the officer's decisions, the joint accounts, the
 * deposit decisions, the combined checks ({@link PdfSummary}), each borrower's accounts ({@link PdfAccounts}), then the
 * history and "Prepared by". The CSV and JSON carry the same figures, rules, decisions and history. Nothing is
 * computed here but what is shown: the figures are {@link LoanSummary}'s.
 */
public final class LoanExport {

    /** What a loan's document is made of. */
    public record Content(LoanSummary loan, List<HistoryEntry> history, String preparedBy, LocalDate today,
                          boolean training, HistoryEntry.ChainCheck proof) {
        /** A loan's document made on a real service (not marked as training). */
        public Content(LoanSummary loan, List<HistoryEntry> history, String preparedBy, LocalDate today) {
            this(loan, history, preparedBy, today, false, null);
        }

        /** A document whose history is checked from its entries and the loan's tables alone (no heads read). */
        public Content(LoanSummary loan, List<HistoryEntry> history, String preparedBy, LocalDate today,
                       boolean training) {
            this(loan, history, preparedBy, today, training, null);
        }

        /** Whether the history holds: the store's whole check when it was given, else the entries and the tables. */
        public HistoryEntry.ChainCheck check() {
            return proof != null ? proof : LoanState.verify(loan.loan(), history);
        }

        public Content {
            Objects.requireNonNull(loan, "loan");
            history = List.copyOf(history);
            Objects.requireNonNull(preparedBy, "preparedBy");
            Objects.requireNonNull(today, "today");
        }
    }

    private LoanExport() {
    }

    /** Writes the document in {@code format} to {@code out}, atomically (a failure leaves no file). */
    public static Path write(ReportExport.Format format, Content content, ZoneId zone, Locale locale, Instant madeAt,
                             Path out) throws ReportExport.ExportException {
        byte[] bytes;
        try {
            bytes = bytes(format, content, zone, locale, madeAt);
        } catch (RuntimeException e) {
            throw new ReportExport.ExportException(ReportExport.notMade("the loan's document", e), e);
        }
        ReportExport.writeAtomically(bytes, out);
        return out;
    }

    public static byte[] bytes(ReportExport.Format format, Content content, ZoneId zone, Locale locale,
                               Instant madeAt) {
        return switch (format) {
            case PDF -> pdf(content, zone, locale, madeAt);
            case CSV -> LoanData.csv(content, zone, madeAt).getBytes(StandardCharsets.UTF_8);
            case JSON -> LoanData.json(content, zone, madeAt);
        };
    }

    // ---- PDF ----------------------------------------------------------------------------------------------------

    public static byte[] pdf(Content content, ZoneId zone, Locale locale, Instant madeAt) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(64 * 1024);
        try {
            writePdf(content, zone, locale, madeAt, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    private static void writePdf(Content content, ZoneId zone, Locale locale, Instant madeAt, OutputStream out)
            throws IOException {
        DocText t = new DocText(locale, zone);
        LoanSummary l = content.loan();
        try (PDDocument doc = new PDDocument(); PdfFonts fonts = new PdfFonts(doc)) {
            doc.getDocumentInformation().setTitle(t.get("loan.title"));
            doc.getDocumentInformation().setCreator("Asset Desk");
            doc.getDocumentInformation().setAuthor(content.preparedBy());
            doc.getDocumentCatalog().setLanguage(locale.toLanguageTag());
            try (PdfCanvas c = new PdfCanvas(doc, fonts)) {
                if (content.training()) {
                    c.banner(t.get("doc.training"));
                }
                title(c, t, l);
                PdfVerdict.draw(c, t, l, content.check());
                c.newPage();
                header(c, t, content, madeAt);
                counted(c, t, l);
                PdfVerdict.accounts(c, t, l);
                joint(c, t, l);
                decisions(c, t, l);
                // the checks as the decisions leave them: "funds counted" where an order's document says "verified"
                PdfSummary.draw(c, t.renaming(Map.of("close.verified", "loan.close.counted", "glance.funds.short",
                        "loan.glance.funds.short")), l.asDecided());
                for (LoanSummary.Borrower b : l.borrowers()) {
                    Order o = b.order();
                    c.heading(t.get("loan.borrowerAccounts", t.orNotGiven(b.name()), b.orderId()), Style.H1, 60f);
                    if (o.accounts().isEmpty()) {
                        c.paragraph(t.get("loan.noReport", t.orNotGiven(b.name()), b.orderId()), Style.BODY);
                        c.down(10f);
                        continue;
                    }
                    AssetSummary own = AssetSummary.of(o, l.summary().figures(), l.summary().thresholds(),
                            l.summary().today());
                    PdfAccounts.draw(c, t, o, own);
                }
                history(c, t, content);
                c.finish(t.get("doc.running", t.get("loan.title"), l.loan().loanNumber()),
                        t.get("loan.footer", l.loan().loanNumber()), t.get("footer.made", t.dateTime(madeAt)),
                        footer(t, content.history()), n -> t.get("footer.page", n, c.pageCount()));
            }
            doc.save(out);
        }
    }

    /**
     * The pin under every page's footer: the history it was made from (how many entries, and the start of the
     * last one's hash), so that a page handed on pins the history it came from.
     */
    static String footer(DocText t, List<HistoryEntry> history) {
        return history.isEmpty() ? null : t.get("loan.footer.history", history.size(),
                history.get(history.size() - 1).hash().substring(0, 12));
    }

    /** The document's title, the loan number, its program and its borrowers: the top of page 1. */
    private static void title(PdfCanvas c, DocText t, LoanSummary l) {
        LoanTerms terms = l.loan().terms();
        Style over = new Style(true, 7.5f, PdfCanvas.MUTED);
        c.text(t.get("loan.overline"), c.left(), PdfCanvas.baseline(c.y(), over), over);
        c.down(over.leading() + 3f);
        c.text(t.get("loan.title"), c.left(), PdfCanvas.baseline(c.y(), Style.TITLE), Style.TITLE);
        c.down(Style.TITLE.leading() + 1f);
        c.paragraph(t.get("loan.number") + " " + l.loan().loanNumber(), c.left(), c.width(),
                new Style(true, 14f, PdfCanvas.INK));
        c.down(2f);
        List<String> names = l.borrowers().stream().map(b -> t.orNotGiven(b.name())).toList();
        c.paragraph(terms.program().label() + " · " + terms.purpose().label() + " · "
                + terms.details().occupancy().label() + " · " + (names.isEmpty() ? t.get("value.notGiven")
                : String.join(", ", names)), Style.BODY);
        c.namesNotes(t, String.join(" ", names));
        c.down(6f);
        c.rule(c.left(), c.y(), c.width(), PdfCanvas.RULE, 0.6f);
        c.down(8f);
    }

    private static void header(PdfCanvas c, DocText t, Content content, Instant madeAt) {
        LoanSummary l = content.loan();
        LoanTerms terms = l.loan().terms();
        LoanTerms.Details details = terms.details();
        String cur = terms.currency();
        c.heading(t.get("loan.terms.title"), Style.H1, 60f);
        List<String[]> items = new ArrayList<>();
        items.add(new String[] {t.get("loan.program"), terms.program().label()});
        items.add(new String[] {t.get("loan.purpose"), terms.purpose().label()});
        items.add(new String[] {t.get("loan.noteDate"), terms.noteDate() == null ? t.get("value.notEntered")
                : t.date(terms.noteDate())});
        items.add(new String[] {t.get("loan.disbursementDate"), details.disbursementDate() == null
                ? t.get("value.notEntered") : t.date(details.disbursementDate())});
        LocalDate asOf = l.rules().asOf(content.today());
        items.add(new String[] {t.get("loan.asOf"), details.disbursementDate() != null
                && asOf.equals(details.disbursementDate()) ? t.get("loan.asOf.disbursement", t.date(asOf))
                : terms.noteDate() != null ? t.get("loan.asOf.note", t.date(terms.noteDate()))
                : t.get("loan.asOf.today", t.date(content.today()))});
        items.add(new String[] {t.get("loan.occupancy"), details.occupancy().label() + ", " + t.get("loan.units",
                details.units())});
        items.add(new String[] {t.get("loan.otherFinanced"), details.otherFinanced() == 0 ? "0"
                : details.otherFinanced() + " (" + money(t, details.otherFinancedUnpaid(), cur) + ")"});
        items.add(new String[] {t.get("loan.loanAmount"), money(t, details.loanAmount(), cur)});
        items.add(new String[] {t.get("loan.earnestMoney"), details.earnestMoney() == null ? t.get("value.notEntered")
                : t.get(details.earnestMoneyCleared() ? "loan.earnestMoney.paid" : "loan.earnestMoney.notPaid",
                t.money(details.earnestMoney(), cur))});
        items.add(new String[] {t.get("loan.salesPrice"), money(t, terms.salesPrice(), cur)});
        items.add(new String[] {t.get("loan.appraisedValue"), money(t, terms.appraisedValue(), cur)});
        items.add(new String[] {t.get("loan.adjustedValue"), money(t, terms.adjustedValue(), cur)});
        items.add(new String[] {t.get("loan.cashToClose"), money(t, terms.cashToClose(), cur)});
        items.add(new String[] {t.get("loan.payment"), money(t, terms.monthlyHousingPayment(), cur)});
        items.add(new String[] {t.get("loan.income"), money(t, terms.monthlyIncome(), cur)});
        items.add(new String[] {t.get("loan.reserves"), l.countedFunds().requiredMonths() == null
                ? t.get("value.notEntered") : t.get("loan.reserves.months", t.decimal(l.countedFunds()
                .requiredMonths()))});
        items.add(new String[] {t.get("header.made"), t.dateTime(madeAt)});
        List<String> names = l.borrowers().stream().map(b -> t.get("loan.borrower", t.orNotGiven(b.name()),
                b.orderId())).toList();
        items.add(new String[] {t.get("loan.borrowers"), names.isEmpty() ? t.get("value.notGiven")
                : String.join("; ", names)});
        ReportPdf.grid(c, items, 2);
        c.down(6f);
        c.note(t.get("loan.disclaimer", cur), Style.BODY, PdfCanvas.NOTE_FILL, PdfCanvas.NOTE_EDGE);
        c.down(14f);
    }

    private static void counted(PdfCanvas c, DocText t, LoanSummary l) {
        AssetSummary.Funds f = l.countedFunds();
        String cur = f.currency();
        c.heading(t.get("loan.counted.title"), Style.H1, 60f);
        PdfTable table = new PdfTable(Column.left(""), Column.right(cur).oneLine());
        table.row(t.get("loan.counted.verified"), t.money(l.cashBefore(), cur));
        table.row(t.get("loan.counted.leftOut"), t.money(l.excludedLeftOut().negate(), cur));
        table.row(t.get("loan.counted.toExplain"), t.money(l.excludedToExplain().negate(), cur));
        table.row(t.get("loan.counted.total"), t.money(f.verified(), cur));
        boolean earnest = f.reserveInputs() != null && f.reserveInputs().earnestMoneyPaid().signum() > 0;
        table.row(earnest ? t.get("loan.counted.cashNet", t.money(f.reserveInputs().earnestMoneyPaid(), cur))
                : t.get("loan.counted.cash"), money(t, f.cashToClose(), cur));
        if (f.cashToClose() != null) {
            table.row(f.shortfall().signum() > 0 ? t.get("loan.counted.shortfall") : t.get("loan.counted.surplus"),
                    t.money(f.shortfall().signum() > 0 ? f.shortfall() : f.surplus(), cur));
        }
        if (f.reserveFunds() != null) {
            table.row(t.get("loan.counted.reserveFunds"), t.money(f.reserveFunds(), cur));
        }
        if (f.reservesMonths() != null) {
            table.row(t.get("loan.counted.reserves"), t.get("loan.counted.reserves.months",
                    t.decimal(f.reservesMonths())));
        }
        if (f.requiredMoney() != null) {
            table.row(t.get("loan.counted.reservesRequired"), t.money(f.requiredMoney(), cur));
        }
        table.draw(c, t.get("table.continued", t.get("loan.counted.title")));
        c.down(10f);
    }

    private static void joint(PdfCanvas c, DocText t, LoanSummary l) {
        if (l.joint().isEmpty()) {
            return;
        }
        c.heading(t.get("loan.joint.title"), Style.H1, 60f);
        c.paragraph(t.get("loan.joint.note"), Style.SMALL);
        c.down(3f);
        PdfTable table = new PdfTable(Column.left(t.get("col.account")), Column.left(t.get("loan.joint.orders")),
                Column.left(t.get("loan.joint.balanceFrom")));
        for (LoanSummary.Joint j : l.joint()) {
            table.row(t.account(j.account()), String.join(", ", j.orderIds().stream().map(id -> nameOf(t, l, id))
                    .toList()), nameOf(t, l, j.balanceFrom()));
        }
        table.draw(c, t.get("table.continued", t.get("loan.joint.title")));
        c.down(10f);
    }

    /** "Ann Lee's report" for an order of the loan. */
    private static String nameOf(DocText t, LoanSummary l, String orderId) {
        return l.borrowers().stream().filter(b -> b.orderId().equals(orderId)).findFirst()
                .map(b -> t.get("loan.joint.report", t.orNotGiven(b.name()))).orElse(orderId);
    }

    private static void decisions(PdfCanvas c, DocText t, LoanSummary l) {
        c.heading(t.get("loan.decisions.title"), Style.H1, 60f);
        List<String[]> rows = new ArrayList<>();
        String cur = l.countedFunds().currency();
        for (LoanSummary.Decided d : l.sourced()) {
            rows.add(row(t, d.deposit(), d.decision().describe(), cur));
        }
        for (LoanSummary.Decided d : l.leftOut()) {
            rows.add(row(t, d.deposit(), d.decision().describe(), cur));
        }
        for (AssetSummary.Deposit d : l.toExplain()) {
            rows.add(row(t, d, t.get("loan.decisions.open"), cur));
        }
        if (rows.isEmpty()) {
            c.paragraph(t.get("loan.decisions.none"), Style.BODY);
            c.down(10f);
            return;
        }
        PdfTable table = new PdfTable(Column.left(t.get("loan.decisions.date")).oneLine(),
                Column.left(t.get("loan.decisions.account")), Column.right(t.get("loan.decisions.amount")).oneLine(),
                Column.left(t.get("loan.decisions.description")), Column.left(t.get("loan.decisions.decision")));
        rows.forEach(table::row);
        table.draw(c, t.get("table.continued", t.get("loan.decisions.title")));
        c.down(10f);
    }

    private static String[] row(DocText t, AssetSummary.Deposit d, String decision, String cur) {
        return new String[] {d.entry().date() == null ? t.get("value.notGiven") : t.date(d.entry().date()),
                t.account(d.account()), d.entry().size() == null ? t.get("value.notGiven") : t.money(d.entry().size(),
                cur), t.orNotGiven(d.entry().description()), decision};
    }

    private static void history(PdfCanvas c, DocText t, Content content) {
        c.heading(t.get("loan.history.title"), Style.H1, 60f);
        HistoryEntry.ChainCheck check = content.check();
        c.paragraph(check.intact() ? t.get("loan.history.intact") : t.get("loan.history.broken", check.why()),
                ReportPdf.outcome(check.intact() ? Check.OK : Check.FLAG,
                        Style.BODY));
        c.down(3f);
        PdfTable table = new PdfTable(Column.left(t.get("loan.history.when")).oneLine(),
                Column.left(t.get("loan.history.who")), Column.left(t.get("loan.history.detail")));
        for (HistoryEntry e : content.history()) {
            table.row(t.dateTime(e.at()), e.who(), e.detail());
        }
        table.draw(c, t.get("table.continued", t.get("loan.history.title")));
        c.down(12f);
        c.paragraph(t.get("loan.preparedBy", content.preparedBy(), t.date(content.today())),
                new Style(true, 10f, PdfCanvas.INK));
    }

    private static String money(DocText t, BigDecimal v, String cur) {
        return v == null ? t.get("value.notEntered") : t.money(v, cur);
    }
}
