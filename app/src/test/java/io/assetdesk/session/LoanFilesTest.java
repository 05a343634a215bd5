package io.assetdesk.session;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.loan.LoanStore;
import io.assetdesk.report.LoanFigures;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The loan files of a run: a damaged database found at the opening is told to the screen once; a call after close
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
    void aDamagedDatabaseKeptAsideAtTheFirstUseIsToldOnce() throws Exception {
        Path dataDir = damaged();
        LoanFiles files = new LoanFiles(() -> LoanStore.open(dataDir, Clock.systemUTC(), "officer"), Runnable::run);
        List<String> told = new ArrayList<>();
        files.whenDamaged(told::add);

        assertThat(told).as("nothing opened yet").isEmpty();
        assertThat(files.call(LoanStore::loans).join()).isEmpty();
        files.call(LoanStore::loans).join();

        assertThat(told).singleElement().asString().startsWith("The loan files could not be read")
                .contains("loans.mv.db.damaged-");
        List<String> again = new ArrayList<>();
        files.whenDamaged(again::add);
        assertThat(again).as("once per run").isEmpty();
        files.close();
    }

    @Test
    void aListenerThatComesAfterTheOpeningIsToldAtOnce() throws Exception {
        Path dataDir = damaged();
        LoanFiles files = new LoanFiles(() -> LoanStore.open(dataDir, Clock.systemUTC(), "officer"), Runnable::run);
        files.call(LoanStore::loans).join();
        List<String> late = new ArrayList<>();
        files.whenDamaged(late::add);
        assertThat(late).singleElement().asString().contains("loans.mv.db.damaged-");
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
