package io.assetdesk.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.assetdesk.loan.LoanStore;
import io.assetdesk.session.LoanFilesHolder;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The embedded loan database is one process's at a time: the console lets it go when idle, so that a command-line
 * export started while the console is open waits for it instead of failing; and the console's own calls made while
 * the export holds it wait for it too, in order, and then succeed.
 */
@Timeout(120)
class LoanFilesSharingTest {

    @Test
    void theConsoleAndACommandLineExportEachWaitForTheOtherAndNeitherLosesASave() throws Exception {
        Path dataDir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "loan-sharing");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // a long idle time, so that "held" below is seen before the console lets go even on a slow machine
        Process console = new ProcessBuilder(java, "-Xmx128m", "-cp", System.getProperty("java.class.path"),
                LoanFilesHolder.class.getName(), dataDir.toString(), "8000").redirectErrorStream(true).start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(console.getInputStream(),
                StandardCharsets.UTF_8));
             PrintWriter in = new PrintWriter(console.getOutputStream(), true, StandardCharsets.UTF_8)) {
            assertThat(readUntil(out, "ready")).as("the console process saved and said so").isEqualTo("ready");

            // held: opening without waiting fails, saying why
            assertThatThrownBy(() -> LoanStore.open(dataDir, Clock.systemUTC(), "cli").close())
                    .isInstanceOf(LoanStore.InUse.class)
                    .hasMessageContaining("cannot be opened (another Asset Desk process has it open, H2 error 90020)");

            // as a command-line export opens it: waiting while the console holds it; it lets go after its idle time,
            // and what it saved is there
            try (LoanStore cli = ExportReport.openWaiting(dataDir, Clock.systemUTC(), "cli")) {
                assertThat(cli.orderFigures("ord-1").cashToClose()).isEqualByComparingTo("2500.00");

                // the console saves while the export holds the database: its call waits (it says so) ...
                in.println("save 3100.00");
                assertThat(readUntil(out, "waiting for them")).contains("in use by another process");
            }
            // ... and is made once the export has let go
            assertThat(readUntil(out, "saved 3100.00")).isEqualTo("saved 3100.00");
            in.println("save 3200.00");
            assertThat(readUntil(out, "saved 3200.00")).isEqualTo("saved 3200.00");
        } finally {
            console.destroyForcibly();
            console.waitFor(20, TimeUnit.SECONDS);
        }
        try (LoanStore after = LoanStore.open(dataDir, Clock.systemUTC(), "checker")) {
            assertThat(after.orderFigures("ord-1").cashToClose()).isEqualByComparingTo("3200.00");
        }
    }

    /** The first line of {@code out} that contains {@code text} (failing lines are kept in the message). */
    private static String readUntil(BufferedReader out, String text) throws Exception {
        StringBuilder seen = new StringBuilder();
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            if (line.contains(text)) {
                return line;
            }
            seen.append(line).append('\n');
            assertThat(line).as("the console process said:\n" + seen).doesNotStartWith("failed:");
        }
        throw new AssertionError("the console process ended without \"" + text + "\":\n" + seen);
    }
}
