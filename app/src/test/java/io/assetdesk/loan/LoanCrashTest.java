package io.assetdesk.loan;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Nothing a save confirmed is lost in a crash: a process saving loan files over and over is killed (SIGKILL, no
 * shutdown hook) after some confirmations, three times; after each, every confirmed loan is there whole (its order,
 * its terms, its decision, its history intact).
 */
class LoanCrashTest {

    @Test
    void everyConfirmedSaveSurvivesAKillNineThreeTimesOver() throws Exception {
        Path dataDir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "loan-crash");
        int next = 1;
        List<Integer> confirmed = new ArrayList<>();
        for (int round = 0; round < 3; round++) {
            int last = runAndKill(dataDir, next, 15);
            assertThat(last).as("round " + round + " confirmed some saves").isGreaterThanOrEqualTo(next);
            for (int n = next; n <= last; n++) {
                confirmed.add(n);
            }
            try (LoanStore store = LoanStore.open(dataDir, Clock.systemUTC(), "checker")) {
                // every save the writer was told had succeeded, in this round and the ones before
                for (int n : confirmed) {
                    LoanFile loan = store.load("LN-" + n).orElseThrow(() -> new AssertionError("a loan is lost"));
                    assertThat(loan.orderIds()).as("LN-%d", n).hasSize(1);
                    assertThat(loan.terms().cashToClose()).as("LN-%d", n).isNotNull();
                    assertThat(loan.decisions()).as("LN-%d", n).hasSize(1);
                    assertThat(HistoryEntry.verify(store.history("LN-" + n)).intact()).isTrue();
                }
                // what the kill interrupted is there as far as its last committed save, its history intact
                for (LoanStore.Listed l : store.loans()) {
                    assertThat(HistoryEntry.verify(store.history(l.loanNumber())).intact()).as(l.loanNumber()).isTrue();
                }
                next = store.loans().size() + 1; // after a loan the kill left half made (never confirmed)
            }
        }
    }

    /** Starts the writer from loan {@code from}, kills it after {@code count} confirmations; the last confirmed. */
    private static int runAndKill(Path dataDir, int from, int count) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-Xmx128m", "-cp", System.getProperty("java.class.path"),
                LoanCrashWriter.class.getName(), dataDir.toString(), String.valueOf(from))
                .redirectErrorStream(true).start();
        int last = from - 1;
        try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = out.readLine()) != null) {
                if (line.startsWith("confirmed ")) {
                    last = Integer.parseInt(line.substring("confirmed ".length()));
                    if (last >= from + count - 1) {
                        p.destroyForcibly(); // SIGKILL, possibly in the middle of the next save
                        break;
                    }
                }
            }
        } finally {
            p.destroyForcibly();
            p.waitFor(20, TimeUnit.SECONDS);
        }
        return last;
    }
}
