package io.assetdesk.export;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderAccountReport;
import io.assetdesk.export.PdfCanvas.Style;
import io.assetdesk.report.AssetSummary;
import io.assetdesk.report.Check;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.TreeSet;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;

/**
 * The officer's loan-file document: one order's verified assets as a text-searchable PDF on US Letter pages (the
 * page size of US lenders' files). In order: the header (borrower, order, reference, status, dates, employer, the
 * identifier digits masked), the statement that the checks help the officer and are no underwriting decision, the
 * asset summary (checks at a glance, verified funds per currency, funds to close and reserves, large deposits,
 * history, report age; see {@link PdfSummary}), then one section per account with its balances, transactions and
 * large deposits ({@link PdfAccounts}). Every page has a footer with the order, the time the document was made and
 * "Page N of M". The figures are {@link AssetSummary}'s; nothing is computed here but what is shown.
 */
public final class ReportPdf {

    private ReportPdf() {
    }

    /** The PDF of {@code order} with its {@code summary}, dates and times in {@code zone}, words in {@code locale}. */
    public static byte[] of(Order order, AssetSummary summary, ZoneId zone, Locale locale, Instant madeAt) {
        return of(order, summary, zone, locale, madeAt, false);
    }

    /** As {@link #of(Order, AssetSummary, ZoneId, Locale, Instant)}; {@code training}: marked so on every page. */
    public static byte[] of(Order order, AssetSummary summary, ZoneId zone, Locale locale, Instant madeAt,
                            boolean training) {
        return of(order, summary, zone, locale, madeAt, training, null);
    }

    /** As the other, with {@code warning} (null: none) at the top of page 1. */
    public static byte[] of(Order order, AssetSummary summary, ZoneId zone, Locale locale, Instant madeAt,
                            boolean training, String warning) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(64 * 1024);
        try {
            write(order, summary, zone, locale, madeAt, training, warning, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /** Writes the PDF to {@code out} (not closed); a sandbox order's ({@code training}) says so on every page. */
    public static void write(Order order, AssetSummary summary, ZoneId zone, Locale locale, Instant madeAt,
                             boolean training, OutputStream out) throws IOException {
        write(order, summary, zone, locale, madeAt, training, null, out);
    }

    /** As the other, with {@code warning} (null: none) at the top of page 1, above the order's header. */
    public static void write(Order order, AssetSummary summary, ZoneId zone, Locale locale, Instant madeAt,
                             boolean training, String warning, OutputStream out) throws IOException {
        Objects.requireNonNull(order, "order");
        Objects.requireNonNull(summary, "summary");
        Objects.requireNonNull(madeAt, "madeAt");
        DocText text = new DocText(locale, zone);
        ExportProgress.expect(order);
        try (PDDocument doc = new PDDocument(); PdfFonts fonts = new PdfFonts(doc)) {
            PDDocumentInformation info = doc.getDocumentInformation();
            info.setTitle(text.get("doc.title"));
            info.setCreator("Asset Desk");
            info.setProducer("Asset Desk");
            doc.getDocumentCatalog().setLanguage(locale.toLanguageTag());
            try (PdfCanvas c = new PdfCanvas(doc, fonts)) {
                if (training) {
                    c.banner(text.get("doc.training"));
                }
                if (warning != null) {
                    c.paragraph(warning, new Style(true, 10f, PdfCanvas.FLAG));
                    c.down(8f);
                }
                header(c, text, order, summary, madeAt);
                PdfSummary.draw(c, text, summary);
                PdfAccounts.draw(c, text, order, summary);
                String name = order.borrowerName().isEmpty() ? text.get("value.notGiven") : order.borrowerName();
                c.finish(text.get("doc.running", text.get("doc.title"), name),
                        text.get("footer.order", text.orNotGiven(order.id())),
                        text.get("footer.made", text.dateTime(madeAt)),
                        n -> text.get("footer.page", n, c.pageCount()));
            }
            doc.save(out);
        }
    }

    /** The pages of a PDF as images at {@code dpi} (72 is one pixel per point), for printing the same layout. */
    public static List<BufferedImage> pages(byte[] pdf, float dpi) {
        if (dpi <= 0 || dpi > 1200) {
            throw new IllegalArgumentException("dpi must be above 0 and at most 1200");
        }
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            PDFRenderer renderer = new PDFRenderer(doc);
            List<BufferedImage> out = new ArrayList<>(doc.getNumberOfPages());
            for (int i = 0; i < doc.getNumberOfPages(); i++) {
                out.add(renderer.renderImageWithDPI(i, dpi, ImageType.RGB));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException("The PDF could not be rendered", e);
        }
    }

    // ---- the header -------------------------------------------------------------------------------------------

    private static void header(PdfCanvas c, DocText t, Order o, AssetSummary s, Instant madeAt) {
        Style over = new Style(true, 7.5f, PdfCanvas.MUTED);
        c.text(t.get("doc.overline"), c.left(), PdfCanvas.baseline(c.y(), over), over);
        c.down(over.leading() + 3f);
        c.text(t.get("doc.title"), c.left(), PdfCanvas.baseline(c.y(), Style.TITLE), Style.TITLE);
        c.down(Style.TITLE.leading() + 1f);
        Style name = new Style(true, 14f, PdfCanvas.INK);
        String borrower = o.borrowerName().isEmpty() ? t.get("value.notGiven") : o.borrowerName();
        c.paragraph(borrower, c.left(), c.width(), name);
        c.namesNotes(t, borrower);
        c.down(6f);
        c.rule(c.left(), c.y(), c.width(), PdfCanvas.RULE, 0.6f);
        c.down(8f);

        List<String[]> items = new ArrayList<>();
        items.add(new String[] {t.get("header.orderId"), t.orNotGiven(o.id())});
        items.add(new String[] {t.get("header.reference"), t.orNotGiven(o.referenceNumber())});
        items.add(new String[] {t.get("header.status"), t.orNotGiven(o.status())});
        items.add(new String[] {t.get("header.created"), o.created() == null ? t.get("value.notGiven")
                : t.dateTime(o.created())});
        items.add(new String[] {t.get("header.period"), period(t, o)});
        items.add(new String[] {t.get("header.reportDate"), reportDates(t, o)});
        items.add(new String[] {t.get("header.employer"), t.orNotGiven(o.employerName())});
        items.add(new String[] {t.get("header.identifier"), o.last4SSN() == null || o.last4SSN().isBlank()
                ? t.get("value.notGiven") : t.get("header.identifierMasked", DocText.MASKED_IDENTIFIER)});
        items.add(new String[] {t.get("header.accounts"), t.number(o.accounts().size())});
        items.add(new String[] {t.get("header.made"), t.dateTime(madeAt)});
        grid(c, items, 2);
        c.down(6f);
        c.note(t.get("doc.disclaimer", s.thresholds().loanCurrency()), Style.BODY, PdfCanvas.NOTE_FILL,
                PdfCanvas.NOTE_EDGE);
        c.down(14f);
    }

    /** Label-over-value pairs in {@code cols} columns; a row is kept on one page. */
    static void grid(PdfCanvas c, List<String[]> items, int cols) {
        float colW = c.width() / cols;
        Style label = Style.LABEL;
        Style value = new Style(false, 10f, PdfCanvas.INK);
        for (int i = 0; i < items.size(); i += cols) {
            List<List<String>> values = new ArrayList<>();
            int lines = 1;
            for (int j = i; j < Math.min(items.size(), i + cols); j++) {
                List<String> v = c.wrap(items.get(j)[1], colW - 12f, value);
                values.add(v);
                lines = Math.max(lines, v.size());
            }
            float h = label.leading() + lines * value.leading() + 6f;
            c.ensure(h);
            for (int j = i; j < Math.min(items.size(), i + cols); j++) {
                float x = c.left() + (j - i) * colW;
                c.text(items.get(j)[0], x, PdfCanvas.baseline(c.y(), label), label);
                float top = c.y() - label.leading();
                for (String line : values.get(j - i)) {
                    c.text(line, x, PdfCanvas.baseline(top, value), value);
                    top -= value.leading();
                }
            }
            c.down(h);
        }
    }

    /** The earliest start to the latest end of the accounts' periods. */
    private static String period(DocText t, Order o) {
        LocalDateTime from = null;
        LocalDateTime to = null;
        for (OrderAccountReport a : o.accounts()) {
            LocalDateTime s = a.transactionStartDate();
            LocalDateTime e = a.transactionEndDate();
            from = s != null && (from == null || s.isBefore(from)) ? s : from;
            to = e != null && (to == null || e.isAfter(to)) ? e : to;
        }
        return from == null && to == null ? t.get("value.notGiven") : t.period(from, to);
    }

    /** The accounts' end dates (one when they agree). */
    private static String reportDates(DocText t, Order o) {
        TreeSet<LocalDate> ends = new TreeSet<>();
        for (OrderAccountReport a : o.accounts()) {
            if (a.transactionEndDate() != null) {
                ends.add(a.transactionEndDate().toLocalDate());
            }
        }
        if (ends.isEmpty()) {
            return t.get("value.notGiven");
        }
        List<String> parts = new ArrayList<>();
        for (LocalDate d : ends) {
            if (parts.size() == 3) {
                parts.add("\u2026");
                break;
            }
            parts.add(t.date(d));
        }
        return String.join(", ", parts);
    }

    /** The outcome's colour. */
    static Style outcome(Check c, Style base) {
        Style s = base.bolder();
        return switch (c == null ? Check.NOT_CHECKED : c) {
            case OK -> s.color(PdfCanvas.OK);
            case FLAG -> s.color(PdfCanvas.FLAG);
            case NOT_CHECKED -> s.color(PdfCanvas.MUTED);
        };
    }
}
