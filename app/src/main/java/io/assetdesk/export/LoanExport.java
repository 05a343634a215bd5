package io.assetdesk.export;

import io.assetdesk.api.Order;
import io.assetdesk.export.PdfCanvas.Style;
import io.assetdesk.export.PdfTable.Column;
import io.assetdesk.loan.HistoryEntry;
import io.assetdesk.loan.LoanSummary;
import io.assetdesk.loan.LoanTerms;
import io.assetdesk.loan.Rule;
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
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * The loan's document, for the underwriter: one file for all its borrowers. The PDF holds, in order, the loan's terms,
 * every check with the rule it follows, the funds counted after the officer's decisions, the joint accounts, the
 * deposit decisions, the combined checks ({@link PdfSummary}), each borrower's accounts ({@link PdfAccounts}), then the
 * history and "Prepared by". The CSV and JSON carry the same figures, rules, decisions and history. Nothing is
 * computed here but what is shown: the figures are {@link LoanSummary}'s.
 */
public final class LoanExport {
    private static final JsonMapper JSON = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

    /** What a loan's document is made of. */
    public record Content(LoanSummary loan, List<HistoryEntry> history, String preparedBy, LocalDate today,
                          boolean training) {
        /** A loan's document made on a real service (not marked as training). */
        public Content(LoanSummary loan, List<HistoryEntry> history, String preparedBy, LocalDate today) {
            this(loan, history, preparedBy, today, false);
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
            throw new ReportExport.ExportException("the loan's document could not be made: " + e.getMessage(), e);
        }
        ReportExport.writeAtomically(bytes, out);
        return out;
    }

    public static byte[] bytes(ReportExport.Format format, Content content, ZoneId zone, Locale locale,
                               Instant madeAt) {
        return switch (format) {
            case PDF -> pdf(content, zone, locale, madeAt);
            case CSV -> csv(content, zone, locale, madeAt).getBytes(StandardCharsets.UTF_8);
            case JSON -> json(content, zone, madeAt);
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
                header(c, t, content, madeAt);
                counted(c, t, l);
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
                        n -> t.get("footer.page", n, c.pageCount()));
            }
            doc.save(out);
        }
    }

    private static void header(PdfCanvas c, DocText t, Content content, Instant madeAt) {
        LoanSummary l = content.loan();
        LoanTerms terms = l.loan().terms();
        String cur = terms.currency();
        Style over = new Style(true, 7.5f, PdfCanvas.MUTED);
        c.text(t.get("loan.overline"), c.left(), PdfCanvas.baseline(c.y(), over), over);
        c.down(over.leading() + 3f);
        c.text(t.get("loan.title"), c.left(), PdfCanvas.baseline(c.y(), Style.TITLE), Style.TITLE);
        c.down(Style.TITLE.leading() + 1f);
        c.paragraph(t.get("loan.number") + " " + l.loan().loanNumber(), c.left(), c.width(),
                new Style(true, 14f, PdfCanvas.INK));
        c.down(6f);
        c.rule(c.left(), c.y(), c.width(), PdfCanvas.RULE, 0.6f);
        c.down(8f);
        List<String[]> items = new ArrayList<>();
        items.add(new String[] {t.get("loan.program"), terms.program().label()});
        items.add(new String[] {t.get("loan.purpose"), terms.purpose().label()});
        items.add(new String[] {t.get("loan.noteDate"), terms.noteDate() == null ? t.get("value.notEntered")
                : t.date(terms.noteDate())});
        items.add(new String[] {t.get("loan.asOf"), terms.noteDate() != null
                ? t.get("loan.asOf.note", t.date(terms.noteDate())) : t.get("loan.asOf.today", t.date(content.today()))});
        items.add(new String[] {t.get("loan.salesPrice"), money(t, terms.salesPrice(), cur)});
        items.add(new String[] {t.get("loan.appraisedValue"), money(t, terms.appraisedValue(), cur)});
        items.add(new String[] {t.get("loan.adjustedValue"), money(t, terms.adjustedValue(), cur)});
        items.add(new String[] {t.get("loan.cashToClose"), money(t, terms.cashToClose(), cur)});
        items.add(new String[] {t.get("loan.payment"), money(t, terms.monthlyHousingPayment(), cur)});
        items.add(new String[] {t.get("loan.income"), money(t, terms.monthlyIncome(), cur)});
        items.add(new String[] {t.get("loan.reserves"), terms.requiredReserveMonths() == null
                ? t.get("value.notEntered") : t.get("loan.reserves.months", t.decimal(terms.requiredReserveMonths()))});
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
        table.row(t.get("loan.counted.verified"), t.money(l.summary().funds().verified(), cur));
        table.row(t.get("loan.counted.leftOut"), t.money(l.excludedLeftOut().negate(), cur));
        table.row(t.get("loan.counted.toExplain"), t.money(l.excludedToExplain().negate(), cur));
        table.row(t.get("loan.counted.total"), t.money(f.verified(), cur));
        table.row(t.get("loan.counted.cash"), money(t, f.cashToClose(), cur));
        if (f.cashToClose() != null) {
            table.row(f.shortfall().signum() > 0 ? t.get("loan.counted.shortfall") : t.get("loan.counted.surplus"),
                    t.money(f.shortfall().signum() > 0 ? f.shortfall() : f.surplus(), cur));
        }
        if (f.reservesMonths() != null) {
            table.row(t.get("loan.counted.reserves"), t.get("loan.counted.reserves.months",
                    t.decimal(f.reservesMonths())));
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
        PdfTable table = new PdfTable(Column.left(t.get("col.account")), Column.left(t.get("loan.joint.orders")));
        for (LoanSummary.Joint j : l.joint()) {
            table.row(t.account(j.account()), String.join(", ", j.orderIds()));
        }
        table.draw(c, t.get("table.continued", t.get("loan.joint.title")));
        c.down(10f);
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
        HistoryEntry.ChainCheck check = HistoryEntry.verify(content.history());
        c.paragraph(check.intact() ? t.get("loan.history.intact") : t.get("loan.history.broken", check.why()),
                ReportPdf.outcome(check.intact() ? Check.OK : Check.FLAG,
                        Style.BODY));
        c.down(3f);
        PdfTable table = new PdfTable(Column.left(t.get("loan.history.when")).oneLine(),
                Column.left(t.get("loan.history.who")), Column.left(t.get("loan.history.detail")));
        for (HistoryEntry e : content.history()) {
            table.row(t.dateTime(e.at()), e.user(), e.detail());
        }
        table.draw(c, t.get("table.continued", t.get("loan.history.title")));
        c.down(12f);
        c.paragraph(t.get("loan.preparedBy", content.preparedBy(), t.date(content.today())),
                new Style(true, 10f, PdfCanvas.INK));
    }

    private static String money(DocText t, BigDecimal v, String cur) {
        return v == null ? t.get("value.notEntered") : t.money(v, cur);
    }

    // ---- CSV ----------------------------------------------------------------------------------------------------

    /** One row per figure: section, item, value, currency, detail. */
    public static String csv(Content content, ZoneId zone, Locale locale, Instant madeAt) {
        LoanSummary l = content.loan();
        LoanTerms terms = l.loan().terms();
        String cur = terms.currency();
        StringBuilder b = new StringBuilder();
        line(b, "section", "item", "value", "currency", "detail");
        line(b, "loan", "loanNumber", l.loan().loanNumber(), "", "");
        line(b, "loan", "program", terms.program().name(), "", terms.program().label());
        line(b, "loan", "purpose", terms.purpose().name(), "", terms.purpose().label());
        line(b, "loan", "noteDate", terms.noteDate() == null ? "" : terms.noteDate().toString(), "", "");
        line(b, "loan", "salesPrice", plain(terms.salesPrice()), cur, "");
        line(b, "loan", "appraisedValue", plain(terms.appraisedValue()), cur, "");
        line(b, "loan", "cashToClose", plain(terms.cashToClose()), cur, "");
        line(b, "loan", "monthlyHousingPayment", plain(terms.monthlyHousingPayment()), cur, "");
        line(b, "loan", "monthlyIncome", plain(terms.monthlyIncome()), cur, "");
        line(b, "loan", "requiredReserveMonths", plain(terms.requiredReserveMonths()), "", "");
        for (LoanSummary.Borrower br : l.borrowers()) {
            line(b, "borrower", br.orderId(), br.name(), "", "");
        }
        for (Rule r : l.rules().rules().values()) {
            line(b, "rule", r.check().name(), plain(r.threshold()), "", r.describe());
        }
        AssetSummary.Funds f = l.countedFunds();
        line(b, "funds", "verified", plain(l.summary().funds().verified()), cur, "all borrowers, joint accounts once");
        line(b, "funds", "leftOut", plain(l.excludedLeftOut()), cur, "deposits left out by the officer");
        line(b, "funds", "stillToExplain", plain(l.excludedToExplain()), cur, "not counted until explained");
        line(b, "funds", "counted", plain(f.verified()), cur, "");
        line(b, "funds", "surplus", plain(f.surplus()), cur, "");
        line(b, "funds", "shortfall", plain(f.shortfall()), cur, "");
        line(b, "funds", "reservesMonths", plain(f.reservesMonths()), "", "");
        for (LoanSummary.Joint j : l.joint()) {
            line(b, "joint", j.account().accountId(), String.join(" ", j.orderIds()), "", "");
        }
        for (LoanSummary.Decided d : l.sourced()) {
            line(b, "deposit", LoanSummary.keyOf(d.orderId(), d.deposit()), plain(d.deposit().entry().size()), cur,
                    d.decision().describe());
        }
        for (LoanSummary.Decided d : l.leftOut()) {
            line(b, "deposit", LoanSummary.keyOf(d.orderId(), d.deposit()), plain(d.deposit().entry().size()), cur,
                    d.decision().describe());
        }
        for (AssetSummary.Deposit d : l.toExplain()) {
            line(b, "deposit", d.account().accountId() + "|" + d.entry().id(), plain(d.entry().size()), cur,
                    "still to explain");
        }
        for (HistoryEntry e : content.history()) {
            line(b, "history", String.valueOf(e.seq()), e.at().atZone(zone).toOffsetDateTime().toString(), e.user(),
                    e.action() + ": " + e.detail());
        }
        line(b, "document", "preparedBy", content.preparedBy(), "", madeAt.atZone(zone).toOffsetDateTime()
                .toString());
        return b.toString();
    }

    private static void line(StringBuilder b, String... cells) {
        for (int i = 0; i < cells.length; i++) {
            if (i > 0) {
                b.append(',');
            }
            b.append(ReportCsv.cell(cells[i]));
        }
        b.append("\r\n");
    }

    private static String plain(BigDecimal v) {
        return v == null ? "" : v.toPlainString();
    }

    // ---- JSON ---------------------------------------------------------------------------------------------------

    public static byte[] json(Content content, ZoneId zone, Instant madeAt) {
        LoanSummary l = content.loan();
        LoanTerms terms = l.loan().terms();
        ByteArrayOutputStream out = new ByteArrayOutputStream(16 * 1024);
        try (JsonGenerator g = JSON.createGenerator(out)) {
            g.writeStartObject();
            g.writeStringProperty("exportedAt", madeAt.atZone(zone).toOffsetDateTime().toString());
            g.writeStringProperty("preparedBy", content.preparedBy());
            g.writeStringProperty("loanNumber", l.loan().loanNumber());
            g.writeName("terms");
            g.writeStartObject();
            g.writeStringProperty("program", terms.program().name());
            g.writeStringProperty("purpose", terms.purpose().name());
            g.writeStringProperty("noteDate", terms.noteDate() == null ? null : terms.noteDate().toString());
            number(g, "salesPrice", terms.salesPrice());
            number(g, "appraisedValue", terms.appraisedValue());
            number(g, "cashToClose", terms.cashToClose());
            number(g, "monthlyHousingPayment", terms.monthlyHousingPayment());
            number(g, "monthlyIncome", terms.monthlyIncome());
            number(g, "requiredReserveMonths", terms.requiredReserveMonths());
            g.writeStringProperty("currency", terms.currency());
            g.writeEndObject();
            g.writeName("rules");
            g.writeStartArray();
            for (Rule r : l.rules().rules().values()) {
                g.writeStartObject();
                g.writeStringProperty("check", r.check().name());
                g.writeStringProperty("basis", r.basis().name());
                number(g, "threshold", r.threshold());
                g.writeStringProperty("citation", r.citation());
                g.writeBooleanProperty("changedForThisLoan", r.changed());
                g.writeStringProperty("reason", r.reason());
                g.writeStringProperty("text", r.describe());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeName("borrowers");
            g.writeStartArray();
            for (LoanSummary.Borrower b : l.borrowers()) {
                g.writeStartObject();
                g.writeStringProperty("orderId", b.orderId());
                g.writeStringProperty("name", b.name());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeName("fundsCounted");
            g.writeStartObject();
            number(g, "verified", l.summary().funds().verified());
            number(g, "leftOut", l.excludedLeftOut());
            number(g, "stillToExplain", l.excludedToExplain());
            number(g, "counted", l.countedFunds().verified());
            number(g, "surplus", l.countedFunds().surplus());
            number(g, "shortfall", l.countedFunds().shortfall());
            number(g, "reservesMonths", l.countedFunds().reservesMonths());
            g.writeEndObject();
            g.writeName("jointAccounts");
            g.writeStartArray();
            for (LoanSummary.Joint j : l.joint()) {
                g.writeStartObject();
                g.writeStringProperty("accountId", j.account().accountId());
                g.writeName("orderIds");
                g.writeStartArray();
                for (String id : j.orderIds()) {
                    g.writeString(id);
                }
                g.writeEndArray();
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeName("depositDecisions");
            g.writeStartArray();
            for (List<LoanSummary.Decided> list : List.of(l.sourced(), l.leftOut())) {
                for (LoanSummary.Decided d : list) {
                    g.writeStartObject();
                    g.writeStringProperty("deposit", LoanSummary.keyOf(d.orderId(), d.deposit()));
                    number(g, "amount", d.deposit().entry().size());
                    g.writeStringProperty("outcome", d.decision().outcome().name());
                    g.writeStringProperty("source", d.decision().source() == null ? null
                            : d.decision().source().name());
                    g.writeStringProperty("note", d.decision().note());
                    g.writeEndObject();
                }
            }
            g.writeEndArray();
            g.writeNumberProperty("depositsStillToExplain", l.toExplain().size());
            g.writeName("assetSummary");
            ReportJson.summary(g, l.asDecided());
            g.writeName("history");
            g.writeStartObject();
            g.writeBooleanProperty("intact", HistoryEntry.verify(content.history()).intact());
            g.writeName("entries");
            g.writeStartArray();
            for (HistoryEntry e : content.history()) {
                g.writeStartObject();
                g.writeNumberProperty("seq", e.seq());
                g.writeStringProperty("at", e.at().toString());
                g.writeStringProperty("user", e.user());
                g.writeStringProperty("action", e.action().name());
                g.writeStringProperty("detail", e.detail());
                g.writeStringProperty("hash", e.hash());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
            g.writeEndObject();
        }
        return out.toByteArray();
    }

    private static void number(JsonGenerator g, String name, BigDecimal v) {
        if (v == null) {
            g.writeNullProperty(name);
        } else {
            g.writeNumberProperty(name, v);
        }
    }
}
