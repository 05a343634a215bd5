package io.assetdesk;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The console started as an officer starts it: {@code io.assetdesk.Main} with no option, in a process of its own
 * (headless: JavaFX on Monocle), on its built-in sandbox. Unlike the screen tests, which wire the pieces themselves,
 * this goes through the launcher, the composition root and {@code DesktopApp}: the window opens on the Orders screen,
 * whose view model asks the sandbox for the list, and the first frame is drawn ({@code --startup-time} then closes it).
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class ConsoleEntryPointSmokeTest {

    @Test
    void theRealConsoleOpensOnTheOrdersScreenOfItsSandbox() throws Exception {
        Path home = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "entry-point-");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-Xmx512m", "-Dassetdesk.home=" + home.toAbsolutePath(),
                "-Duser.home=" + home.toAbsolutePath(), "-Dassetdesk.secretStore=memory",
                "-Dassetdesk.startupTrace=true", "-Dglass.platform=Monocle", "-Dmonocle.platform=Headless",
                "-Dprism.order=sw", "-Dprism.text=t2k", "-Djava.awt.headless=true",
                "-cp", System.getProperty("java.class.path"), "io.assetdesk.Main", "--startup-time"));
        Path output = home.resolve("output.txt");
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile()).start();
        boolean ended = p.waitFor(100, TimeUnit.SECONDS);
        if (!ended) {
            p.destroyForcibly();
        }
        String out = read(output);
        assertThat(ended).as(out).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        assertThat(out.lines()).as(out).anyMatch(l -> l.matches("startup-ms \\d+"));
        // no warning an officer would see at every start (JavaFX's class-path one is the console's configuration)
        assertThat(out).as(out).doesNotContain("Unsupported JavaFX configuration").doesNotContain("WARNING");
        // the path an officer's start takes: the sandbox, the shell, the Orders screen asking for its list
        assertThat(out).contains("startup-trace").contains("sandbox bound").contains("fx: shell loaded")
                .contains("orders: list call begin").contains("first frame shown");
        // and its data folder is the one it was given: the window's place is kept there (the sandbox reads its
        // orders only after the first frame, which --startup-time ends at)
        assertThat(home.resolve("window.json")).exists();
    }

    private static String read(Path file) throws IOException {
        return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
    }
}
