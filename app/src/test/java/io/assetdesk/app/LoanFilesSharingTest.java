package io.assetdesk.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.assetdesk.loan.LoanStore;
import io.assetdesk.session.LoanFilesHolder;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The embedded loan database is one process's at a time: the console lets it go when idle, so that a command-line
 * export started while the console is open waits for it instead of failing.
 */
@Timeout(120)
class LoanFilesSharingTest {

    @Test
    void anotherProcessWaitsForTheConsoleToLetTheLoanFilesGoAndReadsWhatItSaved() throws Exception {
        Path dataDir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "loan-sharing");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // a long idle time, so that "held" below is seen before the console lets go even on a slow machine
        Process console = new ProcessBuilder(java, "-Xmx128m", "-cp", System.getProperty("java.class.path"),
                LoanFilesHolder.class.getName(), dataDir.toString(), "8000").redirectErrorStream(true).start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(console.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line;
            do {
                line = out.readLine();
            } while (line != null && !line.equals("ready"));
            assertThat(line).as("the console process saved and said so").isEqualTo("ready");

            // held: opening without waiting fails, saying why
            assertThatThrownBy(() -> LoanStore.open(dataDir, Clock.systemUTC(), "cli").close())
                    .isInstanceOf(LoanStore.InUse.class).hasMessageContaining("cannot be opened (H2 error 90020)");

            // as a command-line export opens it: waiting while the console holds it; it lets go after its idle time,
            // and what it saved is there
            try (LoanStore cli = ExportReport.openWaiting(dataDir, Clock.systemUTC(), "cli")) {
                assertThat(cli.orderFigures("ord-1").cashToClose()).isEqualByComparingTo("2500.00");
            }
        } finally {
            console.destroyForcibly();
            console.waitFor(20, TimeUnit.SECONDS);
        }
    }
}
