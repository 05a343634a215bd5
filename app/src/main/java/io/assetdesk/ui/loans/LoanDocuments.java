package io.assetdesk.ui.loans;

import io.assetdesk.export.LetterPdf;
import io.assetdesk.export.LoanExport;
import io.assetdesk.export.ReportExport;
import io.assetdesk.loan.HistoryEntry;
import io.assetdesk.loan.LoanFile;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.loan.LoanSummary;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.Problem;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.function.IntSupplier;

/**
 * The open loan's documents: the loan's PDF for the underwriter and the letter of explanation to the borrowers, each
 * written off the FX thread and recorded in the loan's history. Nothing is written while an order of the loan could
 * not be read (its funds would be missing).
 */
public final class LoanDocuments {
    private final Messages messages;
    private final UiExecutor ui;
    private final LoansParts parts;
    private final LoanHost host;
    private final HistorySection history;
    private final IntSupplier unreadable;

    LoanDocuments(Messages messages, UiExecutor ui, LoansParts parts, LoanHost host, HistorySection history,
                  IntSupplier unreadable) {
        this.messages = messages;
        this.ui = ui;
        this.parts = parts;
        this.host = host;
        this.history = history;
        this.unreadable = unreadable;
    }

    /** Writes the loan's PDF to {@code file} off the FX thread, then records it in the loan's history. */
    public void exportPdf(Path file) {
        LoanSummary s = host.summary();
        if (!ready(s, file)) {
            return;
        }
        host.say(messages.get("loans.export.saving"), false);
        List<HistoryEntry> kept = history.entries();
        HistoryEntry.ChainCheck proof = history.proof();
        LocalDate today = LocalDate.now(parts.clock());
        boolean training = parts.connection().isSandbox();
        write(preparedBy().thenApplyAsync(user -> {
            try {
                return LoanExport.write(ReportExport.Format.PDF, new LoanExport.Content(s, kept, user, today,
                        training, proof), parts.clock().getZone(), Locale.getDefault(Locale.Category.FORMAT),
                        parts.clock().instant(), file);
            } catch (ReportExport.ExportException e) {
                throw new UncheckedIOException(e);
            }
        }, parts.background()), s.loan(), "Loan PDF saved as ");
    }

    /** Writes the letter of explanation in {@code language} to {@code file}, then records it in the history. */
    public void exportLetter(Path file, LetterPdf.Language language) {
        LoanSummary s = host.summary();
        if (!ready(s, file)) {
            return;
        }
        if (s.toExplain().isEmpty()) {
            host.say(messages.get("loans.letter.nothing"), true);
            return;
        }
        host.say(messages.get("loans.export.saving"), false);
        boolean training = parts.connection().isSandbox();
        write(preparedBy().thenApplyAsync(user -> {
            try {
                return LetterPdf.write(s, language, user, parts.clock().getZone(), parts.clock().instant(),
                        training, file);
            } catch (ReportExport.ExportException e) {
                throw new UncheckedIOException(e);
            }
        }, parts.background()), s.loan(), "Letter of explanation (" + language.locale().getLanguage()
                + ") saved as ");
    }

    /** Who prepares the document: the person the loan files write the history as (never read on the FX thread). */
    private CompletableFuture<String> preparedBy() {
        return parts.loanFiles().call(LoanStore::user);
    }

    private boolean ready(LoanSummary s, Path file) {
        if (s == null || host.loan() == null || file == null) {
            return false;
        }
        if (unreadable.getAsInt() > 0) {
            host.say(messages.get("loans.export.unreadable", unreadable.getAsInt()), true);
            return false;
        }
        return true;
    }

    private void write(CompletableFuture<Path> written, LoanFile l, String what) {
        ui.deliver(written.thenCompose(p -> parts.loanFiles().call(store -> {
            store.record(l.loanNumber(), HistoryEntry.Action.DOCUMENT_EXPORTED, what + p.getFileName());
            return p;
        })), p -> {
            host.say(messages.get("loans.export.saved", p.getFileName()), false);
            history.read(l.loanNumber());
        }, e -> host.say(messages.get("loans.export.failed", Problem.describe(e, messages)), true));
    }
}
