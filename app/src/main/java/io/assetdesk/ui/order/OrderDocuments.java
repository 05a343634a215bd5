package io.assetdesk.ui.order;

import io.assetdesk.api.OrderDocument;
import io.assetdesk.export.ExportProgress;
import io.assetdesk.export.ReportExport;
import io.assetdesk.export.ReportPdf;
import io.assetdesk.loan.HistoryEntry;
import io.assetdesk.report.AssetSummary;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.Problem;
import java.awt.image.BufferedImage;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * The order's documents, a section of the order screen: the loan-file PDF, CSV and JSON (the same figures and flags in
 * each, never the identifier digits), written off the FX thread and atomically, and the PDF's pages for printing. Each
 * step is said in the notice line; what was saved or printed goes into the order's loan file.
 */
final class OrderDocuments {
    /** What was written or printed is recorded in the loan file (order id, loan number, action, what). */
    interface Record {
        void done(String orderId, String loanNumber, HistoryEntry.Action action, String what);
    }

    private final Messages messages;
    private final UiExecutor ui;
    private final Clock clock;
    private final ActiveConnection connection;
    private final Executor background;
    private final Consumer<String> notice;
    private final Record record;

    OrderDocuments(Messages messages, UiExecutor ui, Clock clock, ActiveConnection connection, Executor background,
                   Consumer<String> notice, Record record) {
        this.messages = messages;
        this.ui = ui;
        this.clock = clock;
        this.connection = connection;
        this.background = background;
        this.notice = notice;
        this.record = record;
    }

    /**
     * Writes {@code doc}'s document in {@code format} to {@code file}; the loan and order it is of are those at the
     * start, whatever is shown when it is done.
     */
    CompletableFuture<Path> export(ReportExport.Format format, Path file, OrderDocument doc, AssetSummary summary,
                                   String orderId, String loanNumber) {
        if (doc == null) {
            return CompletableFuture.failedFuture(new IllegalStateException("no order loaded"));
        }
        Instant now = clock.instant();
        notice.accept(messages.get("order.export.saving", file.getFileName()));
        // a long export (a report of 200,000 transactions) says how far it has come
        ExportProgress.Listener progress = (done, total) -> ui.execute(() -> notice.accept(messages.get(
                "order.export.progress", file.getFileName(), done * 100 / total, done, total)));
        CompletableFuture<Path> written = CompletableFuture.supplyAsync(() -> {
            try {
                return ExportProgress.during(progress, () -> ReportExport.write(format, doc, summary,
                        clock.getZone(), Locale.getDefault(), now, connection.isSandbox(), file));
            } catch (ReportExport.ExportException e) {
                throw new UncheckedIOException(e);
            }
        }, background);
        CompletableFuture<Path> recorded = written.thenApply(p -> {
            record.done(orderId, loanNumber, HistoryEntry.Action.DOCUMENT_EXPORTED,
                    "saved as " + format.name() + " to " + p.getFileName());
            return p;
        });
        ui.deliver(recorded, p -> notice.accept(messages.get("order.export.saved", p.toString())),
                e -> notice.accept(messages.get("order.export.failed", file.getFileName(),
                        Problem.describe(e, messages))));
        return recorded;
    }

    /** The loan-file PDF's pages as images, for printing the same layout; off the FX thread. */
    CompletableFuture<List<BufferedImage>> printPages(OrderDocument doc, AssetSummary summary) {
        if (doc == null) {
            return CompletableFuture.failedFuture(new IllegalStateException("no order loaded"));
        }
        Instant now = clock.instant();
        notice.accept(messages.get("order.print.preparing"));
        CompletableFuture<List<BufferedImage>> pages = CompletableFuture.supplyAsync(() -> ReportPdf.pages(
                ReportPdf.of(doc.order(), summary, clock.getZone(), Locale.getDefault(), now, connection.isSandbox()),
                150f), background);
        pages.whenComplete((p, e) -> {
            if (e != null) {
                ui.execute(() -> notice.accept(messages.get("order.print.failed")));
            }
        });
        return pages;
    }

    /** What the printer dialog came to, said and, when sent, recorded. */
    void printed(ReportPrinter.Outcome outcome, String orderId, String loanNumber) {
        if (outcome == ReportPrinter.Outcome.SENT) {
            record.done(orderId, loanNumber, HistoryEntry.Action.DOCUMENT_PRINTED, "printed");
        }
        notice.accept(switch (outcome) {
            case SENT -> messages.get("order.print.sent");
            case CANCELLED -> null;
            case NO_PRINTER -> messages.get("order.print.noPrinter");
            case FAILED -> messages.get("order.print.failed");
        });
    }
}
