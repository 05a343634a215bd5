package io.assetdesk.app;

import io.assetdesk.loan.HistoryEntry;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.session.LoanFiles;
import io.assetdesk.workflow.DeskSessions;
import java.util.concurrent.CompletableFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What happens to an order outside the Loans screen, written into the history of every loan file that holds it: a
 * desk session started and how it ended. Runs on the loan files' thread; an order in no loan file writes nothing.
 */
final class LoanJournal {
    private static final Logger LOG = LoggerFactory.getLogger(LoanJournal.class);

    private LoanJournal() {
    }

    /** Records a desk session's start or end of {@code orderId}. */
    static CompletableFuture<Void> desk(LoanFiles files, String orderId, DeskSessions.Session s) {
        String text = switch (s.desk()) {
            case RUNNING -> "Desk session started for order " + orderId;
            case FINISHED_BY_FRAME -> "Desk session for order " + orderId + " ended: the borrower finished (the"
                    + " provider's frame said so)";
            case FINISHED_BY_OFFICER -> "Desk session for order " + orderId + " ended: the officer said the borrower"
                    + " finished";
            case CONTINUED_ON_PHONE -> "Desk session for order " + orderId + " ended: the borrower went on on their"
                    + " phone (the login link's QR code)";
            case CLOSED_EARLY -> "Desk session for order " + orderId + " closed before the borrower finished";
            case NONE -> null;
        };
        if (text == null) {
            return CompletableFuture.completedFuture(null);
        }
        return files.call(store -> {
            record(store, orderId, HistoryEntry.Action.DESK_SESSION, text);
            return (Void) null;
        }).exceptionally(e -> {
            LOG.warn("Could not record a desk session in the loan files: {}", e.getMessage());
            return null;
        });
    }

    private static void record(LoanStore store, String orderId, HistoryEntry.Action action, String text) {
        for (String loan : store.loansOf(orderId)) {
            store.record(loan, action, text);
        }
    }
}
