package io.assetdesk.export;

import io.assetdesk.export.PdfCanvas.Style;
import io.assetdesk.export.PdfTable.Column;
import io.assetdesk.loan.LoanSummary;
import io.assetdesk.report.AssetSummary;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * The letter of explanation: a one-page request to the borrowers for the deposits still to explain, each with its
 * date, amount, masked account and description, and what to send, in English or Spanish. Made from the loan's
 * summary, so it lists exactly the deposits the loan's document says are still open.
 */
public final class LetterPdf {
    /** The languages a letter can be written in. */
    public enum Language {
        ENGLISH(Locale.US), SPANISH(Locale.forLanguageTag("es-US"));

        private final Locale locale;

        Language(Locale locale) {
            this.locale = locale;
        }

        public Locale locale() {
            return locale;
        }

        /** "en" or "es" (also "english", "spanish", "español"). */
        public static Language fromName(String name) {
            String n = name == null ? "" : name.strip().toLowerCase(Locale.ROOT);
            return switch (n) {
                case "en", "english" -> ENGLISH;
                case "es", "spanish", "espa\u00f1ol", "espanol" -> SPANISH;
                default -> throw new IllegalArgumentException("the letter's language must be en or es, not \"" + name
                        + "\"");
            };
        }
    }

    /** Thrown when no deposit is left to explain: no letter is needed. */
    public static final class NothingToExplain extends IllegalStateException {
        NothingToExplain() {
            super("no deposit of this loan is left to explain: no letter is needed");
        }
    }

    private LetterPdf() {
    }

    /** Writes the letter to {@code out}, atomically. */
    public static Path write(LoanSummary loan, Language language, String preparedBy, ZoneId zone, Instant madeAt,
                             boolean training, Path out) throws ReportExport.ExportException {
        if (loan.toExplain().isEmpty()) {
            throw new NothingToExplain();
        }
        byte[] bytes;
        try {
            bytes = bytes(loan, language, preparedBy, zone, madeAt, training);
        } catch (RuntimeException e) {
            throw new ReportExport.ExportException(ReportExport.notMade("the letter", e), e);
        }
        ReportExport.writeAtomically(bytes, out);
        return out;
    }

    public static byte[] bytes(LoanSummary loan, Language language, String preparedBy, ZoneId zone, Instant madeAt,
                               boolean training) {
        DocText t = new DocText(language.locale(), zone);
        ByteArrayOutputStream out = new ByteArrayOutputStream(32 * 1024);
        try (PDDocument doc = new PDDocument(); PdfFonts fonts = new PdfFonts(doc)) {
            doc.getDocumentInformation().setTitle(t.get("letter.title"));
            doc.getDocumentInformation().setCreator("Asset Desk");
            doc.getDocumentInformation().setAuthor(preparedBy);
            doc.getDocumentCatalog().setLanguage(language.locale().toLanguageTag());
            try (PdfCanvas c = new PdfCanvas(doc, fonts)) {
                if (training) {
                    c.banner(t.get("doc.training"));
                }
                draw(c, t, loan, preparedBy, madeAt);
                c.finish(t.get("letter.title"), t.get("letter.footer", loan.loan().loanNumber()),
                        t.dateTime(madeAt), n -> t.get("footer.page", n, c.pageCount()));
            }
            doc.save(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    private static void draw(PdfCanvas c, DocText t, LoanSummary l, String preparedBy, Instant madeAt) {
        String cur = l.countedFunds().currency();
        c.text(t.get("letter.title"), c.left(), PdfCanvas.baseline(c.y(), Style.TITLE), Style.TITLE);
        c.down(Style.TITLE.leading() + 4f);
        List<String> names = l.borrowers().stream().map(b -> t.orNotGiven(b.name())).toList();
        c.paragraph(t.get("letter.to", String.join(", ", names)), Style.BODY_BOLD);
        c.namesNotes(t, String.join(" ", names));
        c.paragraph(t.get("letter.loan", l.loan().loanNumber(), t.date(madeAt.atZone(t.zone()).toLocalDate())),
                Style.BODY);
        c.down(8f);
        c.paragraph(t.get("letter.intro", l.toExplain().size()), Style.BODY);
        c.down(6f);
        PdfTable table = new PdfTable(Column.left(t.get("letter.col.date")).oneLine(),
                Column.right(t.get("letter.col.amount")).oneLine(), Column.left(t.get("letter.col.account")),
                Column.left(t.get("letter.col.description")), Column.left(t.get("letter.col.source")).weight(2f));
        for (AssetSummary.Deposit d : l.toExplain()) {
            table.row(d.entry().date() == null ? t.get("value.notGiven") : t.date(d.entry().date()),
                    d.entry().size() == null ? t.get("value.notGiven") : t.money(d.entry().size(), cur),
                    t.account(d.account()), t.orNotGiven(d.entry().description()), "");
        }
        table.draw(c, t.get("table.continued", t.get("letter.title")));
        c.down(8f);
        c.paragraph(t.get("letter.send.title"), Style.H2);
        c.down(2f);
        for (String key : List.of("letter.send.explain", "letter.send.gift", "letter.send.transfer",
                "letter.send.sale", "letter.send.loan", "letter.send.cash")) {
            c.paragraph("\u2022 " + t.get(key), c.left() + 6f, c.width() - 6f, Style.BODY);
            c.down(1f);
        }
        c.down(6f);
        c.paragraph(t.get("letter.closing", preparedBy), Style.BODY);
        c.down(18f);
        for (String name : names.isEmpty() ? List.of(t.get("value.notGiven")) : names) {
            c.ensure(40f);
            c.rule(c.left(), c.y(), 240f, PdfCanvas.INK, 0.6f);
            c.rule(c.left() + 280f, c.y(), 140f, PdfCanvas.INK, 0.6f);
            c.down(4f);
            float base = PdfCanvas.baseline(c.y(), Style.SMALL);
            c.text(t.get("letter.signature", name), c.left(), base, Style.SMALL);
            c.text(t.get("letter.date"), c.left() + 280f, base, Style.SMALL);
            c.down(30f);
        }
    }
}
