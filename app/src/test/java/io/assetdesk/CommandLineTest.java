package io.assetdesk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
        assertThatThrownBy(() -> CommandLine.parse(List.of("--sandbox-server", "--orders", "100001")))
                .hasMessageContaining("100000");
        assertThatThrownBy(() -> CommandLine.parse(List.of("--port")))
                .hasMessageContaining("--port needs a value");
    }

    @Test
    void helpAndUnknownOptionExitCodes() {
        assertThat(Main.run(new String[] {"--help"})).isZero();
        assertThat(Main.run(new String[] {"--nope"})).isEqualTo(2);
    }
}
