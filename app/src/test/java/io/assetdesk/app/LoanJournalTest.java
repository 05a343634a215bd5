package io.assetdesk.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.loan.HistoryEntry;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.session.LoanFiles;
import io.assetdesk.workflow.DeskSessions;
import io.assetdesk.workflow.OrderState;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

/** A desk session of an order in a loan file is written into the loan's history: that it started, and how it ended. */
class LoanJournalTest {

    @Test
    void aDeskSessionsStartAndEndAreInTheHistoryOfTheOrdersLoanOnly() throws Exception {
        Path data = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "loan-journal");
        Clock clock = Clock.fixed(Instant.parse("2026-11-25T15:00:00Z"), ZoneOffset.UTC);
        try (LoanFiles files = new LoanFiles(() -> LoanStore.open(data, clock, "officer"), Runnable::run)) {
            files.call(s -> s.create("LN-1")).join();
            files.call(s -> s.addOrder("LN-1", "ord-1", "reference number matches")).join();
            DeskSessions desk = new DeskSessions((id, s) -> LoanJournal.desk(files, id, s).join());

            desk.started("ord-1");
            desk.ended("ord-1", OrderState.Desk.FINISHED_BY_FRAME, clock.instant());
            desk.started("ord-elsewhere");

            assertThat(files.call(s -> s.history("LN-1")).join()).extracting(HistoryEntry::detail).endsWith(
                    "Desk session started for order ord-1",
                    "Desk session for order ord-1 ended: the borrower finished (the provider's frame said so)");
            assertThat(files.call(s -> s.history("LN-1")).join()).hasSize(4);
            assertThat(desk.listenerCount()).as("the journal is no screen's listener").isZero();
        }
    }
}
