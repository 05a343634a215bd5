package io.assetdesk.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.assetdesk.loan.DamagedLoanFiles;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.report.LoanFigures;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The loan files of a run: a damaged database found at the opening refuses every call until the officer starts
 * empty; a call after close
 * fails its future; the database is let go when idle and opened again at the next call.
 */
class LoanFilesTest {

    private static Path damaged() throws Exception {
        Path dataDir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "loan-files");
        Path dir = Files.createDirectories(dataDir.resolve("loans"));
        Files.write(dir.resolve("loans.mv.db"), "not a database at all".repeat(300).getBytes());
        return dataDir;
    }

    @Test
    void aDamagedDatabaseRefusesEveryCallUntilTheOfficerStartsEmpty() throws Exception {
        Path dataDir = damaged();
        LoanFiles files = new LoanFiles(() -> LoanStore.open(dataDir, Clock.systemUTC(), "officer"), Runnable::run);
        files.startEmptyWith(() -> LoanStore.startEmpty(dataDir));

        for (int call = 0; call < 2; call++) {
            assertThatThrownBy(() -> files.call(LoanStore::loans).join()).as("call " + call)
                    .hasCauseInstanceOf(DamagedLoanFiles.class);
        }

        Path kept = files.startEmpty().join();

        assertThat(kept.getFileName().toString()).startsWith("loans.mv.db.damaged-");
        assertThat(files.call(LoanStore::loans).join()).isEmpty();
        files.close();
    }

    @Test
    void aCallAfterCloseFailsItsFutureAndNeverThrows() throws Exception {
        Path dataDir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "loan-files");
        LoanFiles files = new LoanFiles(() -> LoanStore.open(dataDir, Clock.systemUTC(), "officer"));
        assertThat(files.call(LoanStore::loans).get(20, TimeUnit.SECONDS)).isEmpty();
        files.close();
        assertThat(files.call(LoanStore::loans)).failsWithin(5, TimeUnit.SECONDS);
    }

    @Test
    void theDatabaseIsLetGoWhenIdleAndOpenedAgainAtTheNextCall() throws Exception {
        Path dataDir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "loan-files");
        AtomicInteger opened = new AtomicInteger();
        LoanFiles files = new LoanFiles(() -> {
            opened.incrementAndGet();
            return LoanStore.open(dataDir, Clock.systemUTC(), "officer");
        }, Duration.ofMillis(50));
        files.call(s -> {
            s.saveOrderFigures("o-1", new LoanFigures(new BigDecimal("10.00"), null, null));
            return null;
        }).get(20, TimeUnit.SECONDS);
        assertThat(opened.get()).isEqualTo(1);
        // let go: another opener (as another process would) can have it; then the next call opens it again
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (opened.get() == 1 && System.nanoTime() < deadline) {
            assertThat(files.call(s -> s.orderFigures("o-1").cashToClose()).get(20, TimeUnit.SECONDS))
                    .isEqualByComparingTo("10.00");
            TimeUnit.MILLISECONDS.sleep(120);
        }
        assertThat(opened.get()).as("opened again after idling").isGreaterThan(1);
        files.close();
    }
}
