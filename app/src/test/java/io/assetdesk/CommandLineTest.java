package io.assetdesk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.assetdesk.export.ReportExport;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class CommandLineTest {

    @Test
    void noArgumentsOpensTheConsole() throws Exception {
        assertThat(CommandLine.parse(List.of()).mode()).isEqualTo(CommandLine.Mode.CONSOLE);
    }

    @Test
    void checkConnectionTakesTheConfigFile() throws Exception {
        CommandLine cl = CommandLine.parse(List.of("--check-connection", "--config", "conn.json"));
        assertThat(cl.mode()).isEqualTo(CommandLine.Mode.CHECK_CONNECTION);
        assertThat(cl.config()).isEqualTo(Path.of("conn.json"));
    }

    @Test
    void sandboxServerOptionsAreRead() throws Exception {
        CommandLine cl = CommandLine.parse(List.of("--sandbox-server", "--port", "8089", "--orders", "500",
                "--report-delay", "3"));
        assertThat(cl.mode()).isEqualTo(CommandLine.Mode.SANDBOX_SERVER);
        assertThat(cl.port()).isEqualTo(8089);
        assertThat(cl.orders()).isEqualTo(500);
        assertThat(cl.reportDelay()).isEqualTo(Duration.ofSeconds(3));
    }

    @Test
    void resetGoesWithTheSandboxServerOrTheConsoleOnItsSandbox() throws Exception {
        assertThat(CommandLine.parse(List.of("--sandbox-server", "--reset")).reset()).isTrue();
        assertThat(CommandLine.parse(List.of("--reset")).reset()).isTrue();
        assertThat(CommandLine.parse(List.of("--sandbox-server")).reset()).isFalse();
        assertThatThrownBy(() -> CommandLine.parse(List.of("--reset", "--config", "c.json")))
                .isInstanceOf(CommandLine.UsageException.class).hasMessageContaining("--reset");
        assertThatThrownBy(() -> CommandLine.parse(List.of("--check-connection", "--config", "c.json", "--reset")))
                .isInstanceOf(CommandLine.UsageException.class).hasMessageContaining("--reset");
        assertThat(CommandLine.USAGE).contains("--reset");
    }

    @Test
    void unknownOptionIsAUsageError() {
        assertThatThrownBy(() -> CommandLine.parse(List.of("--frobnicate")))
                .isInstanceOf(CommandLine.UsageException.class).hasMessageContaining("--frobnicate");
    }

    @Test
    void checkConnectionWithoutConfigIsAUsageError() {
        assertThatThrownBy(() -> CommandLine.parse(List.of("--check-connection")))
                .isInstanceOf(CommandLine.UsageException.class).hasMessageContaining("--config");
    }

    @Test
    void badNumbersAreNamed() {
        assertThatThrownBy(() -> CommandLine.parse(List.of("--sandbox-server", "--orders", "lots")))
                .hasMessageContaining("--orders").hasMessageContaining("lots");
        assertThatThrownBy(() -> CommandLine.parse(List.of("--sandbox-server", "--orders", "1000001")))
                .hasMessageContaining("1000000");
        assertThatThrownBy(() -> CommandLine.parse(List.of("--port")))
                .hasMessageContaining("--port needs a value");
    }

    @Test
    void exportReportTakesTheOrderConfigOutAndFormat() throws Exception {
        CommandLine cl = CommandLine.parse(List.of("--export-report", "o-1", "--config", "c.json", "--out", "r.csv",
                "--format", "json"));
        assertThat(cl.mode()).isEqualTo(CommandLine.Mode.EXPORT_REPORT);
        assertThat(cl.exportOrder()).isEqualTo("o-1");
        assertThat(cl.config()).isEqualTo(Path.of("c.json"));
        assertThat(cl.out()).isEqualTo(Path.of("r.csv"));
        assertThat(cl.format()).isEqualTo(ReportExport.Format.JSON);
    }

    @Test
    void exportFormatComesFromTheExtensionElsePdf() throws Exception {
        assertThat(CommandLine.parse(List.of("--export-report", "o-1", "--config", "c", "--out", "R.CSV")).format())
                .isEqualTo(ReportExport.Format.CSV);
        assertThat(CommandLine.parse(List.of("--export-report", "o-1", "--config", "c", "--out", "r.json")).format())
                .isEqualTo(ReportExport.Format.JSON);
        assertThat(CommandLine.parse(List.of("--export-report", "o-1", "--config", "c", "--out", "report")).format())
                .isEqualTo(ReportExport.Format.PDF);
        assertThat(CommandLine.parse(List.of("--export-report", "o-1", "--config", "c", "--out", "r.txt")).format())
                .isEqualTo(ReportExport.Format.PDF);
    }

    @Test
    void exportReportUsageErrorsSayWhatIsMissing() throws Exception {
        assertThatThrownBy(() -> CommandLine.parse(List.of("--export-report", "o-1", "--out", "r.pdf")))
                .isInstanceOf(CommandLine.UsageException.class).hasMessageContaining("--config");
        assertThatThrownBy(() -> CommandLine.parse(List.of("--export-report", "o-1", "--config", "c")))
                .hasMessageContaining("--out PATH");
        assertThatThrownBy(() -> CommandLine.parse(List.of("--export-report", "o-1", "--config", "c", "--out", "r",
                "--format", "docx"))).hasMessageContaining("pdf, csv or json").hasMessageContaining("docx");
        assertThatThrownBy(() -> CommandLine.parse(List.of("--export-report", "  ", "--config", "c", "--out", "r")))
                .hasMessageContaining("order id");
        assertThatThrownBy(() -> CommandLine.parse(List.of("--export-report", "..", "--config", "c", "--out", "r")))
                .hasMessageContaining("order id");
        assertThatThrownBy(() -> CommandLine.parse(List.of("--export-report", "--config", "c", "--out", "r")))
                .hasMessageContaining("--export-report needs a value");
        assertThatThrownBy(() -> CommandLine.parse(List.of("--out", "r.pdf")))
                .hasMessageContaining("--out, --format and --allow-defaults go with --export-report");
        assertThatThrownBy(() -> CommandLine.parse(List.of("--allow-defaults")))
                .hasMessageContaining("--out, --format and --allow-defaults go with --export-report");
        assertThatThrownBy(() -> CommandLine.parse(List.of("--export-report", "o-1", "--config", "c", "--out", "")))
                .isInstanceOf(CommandLine.UsageException.class).hasMessage("--out needs a file path, not an empty one");
        assertThat(CommandLine.parse(List.of("--export-report", "o-1", "--config", "c", "--out", "r.pdf",
                "--allow-defaults")).allowDefaults()).isTrue();
        assertThatThrownBy(() -> CommandLine.parse(List.of("--check-connection", "--export-report", "o", "--config",
                "c")))
                .hasMessageContaining("Choose one of");
    }

    @Test
    void usageNamesTheExport() {
        assertThat(CommandLine.USAGE).contains("--export-report ORDER_ID", "--out PATH", "--format pdf|csv|json");
    }

    @Test
    void helpAndUnknownOptionExitCodes() {
        assertThat(Main.run(new String[] {"--help"})).isZero();
        assertThat(Main.run(new String[] {"--nope"})).isEqualTo(2);
    }

    @Test
    void aJavaOptionAfterJarGetsOneLineSayingWhereItGoesNotTheWholeUsage() {
        PrintStream before = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit;
        try {
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            exit = Main.run(new String[] {"-Dassetdesk.home=/tmp/desk"});
        } finally {
            System.setErr(before);
        }
        assertThat(exit).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8).strip()).isEqualTo("asset-desk: -Dassetdesk.home is an option"
                + " of Java, not of the console: put it before -jar (java -Dassetdesk.home=... -jar asset-desk.jar),"
                + " or set ASSET_DESK_HOME");
        assertThatThrownBy(() -> CommandLine.parse(List.of("-Xmx2g"))).hasMessage("-Xmx2g is an option of Java, not"
                + " of the console: put it before -jar (java -Xmx2g -jar asset-desk.jar)");
    }
}
