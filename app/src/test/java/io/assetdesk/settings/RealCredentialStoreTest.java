package io.assetdesk.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * "Remember on this workstation" with the real credential store: a Secret Service (GNOME Keyring inside a private
 * D-Bus session, unlocked with a test password) takes a profile's secret through the app's own store in one process,
 * a fresh process reads it back, and no plain file holds it. Runs on Linux where {@code dbus-run-session} and
 * {@code gnome-keyring-daemon} are installed (.ci/run installs them); skipped elsewhere.
 */
class RealCredentialStoreTest {
    private static final String SECRET = "tok-REAL-keyring-7f3a9c";

    @Test
    void aRememberedSecretIsReadBackByAFreshProcessAndIsInNoPlainFile() throws Exception {
        assumeTrue(onPath("dbus-run-session") && onPath("gnome-keyring-daemon"),
                "no Secret Service tools on this machine");
        Path root = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "real-keyring-")
                .toAbsolutePath();
        Path home = Files.createDirectories(root.resolve("home"));
        Path run = Files.createDirectories(root.resolve("run"));
        Path data = root.resolve("data");
        String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String probe = "'" + javaBin + "' -cp \"$CP\" -Dassetdesk.home='" + data + "' "
                + KeyringProbeMain.class.getName();
        String script = "eval \"$(printf test-password | gnome-keyring-daemon --unlock --components=secrets "
                + "--daemonize)\"; "
                + probe + " write profile-1 " + SECRET + " && " + probe + " read profile-1";
        ProcessBuilder pb = new ProcessBuilder("dbus-run-session", "--", "bash", "-c", script)
                .redirectErrorStream(true);
        pb.environment().put("CP", System.getProperty("java.class.path"));
        pb.environment().put("HOME", home.toString());
        pb.environment().put("XDG_DATA_HOME", home.resolve(".local/share").toString());
        pb.environment().put("XDG_CONFIG_HOME", home.resolve(".config").toString());
        pb.environment().put("XDG_CACHE_HOME", home.resolve(".cache").toString());
        pb.environment().put("XDG_RUNTIME_DIR", run.toString());
        Files.setPosixFilePermissions(run, PosixFilePermissions.fromString("rwx------"));
        Process p = pb.start();
        boolean ended = p.waitFor(90, TimeUnit.SECONDS);
        if (!ended) {
            p.destroyForcibly();
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(ended).as("the two processes ended: %s", out).isTrue();
        assertThat(out).as("what the processes said").contains("written").contains("read: " + SECRET);
        assertThat(p.exitValue()).as(out).isZero();
        // the secret is in the credential store only: no plain file of the data folder (or of the test home) has it
        try (Stream<Path> files = Files.walk(root)) {
            List<Path> holding = files.filter(Files::isRegularFile).filter(f -> contains(f, SECRET)).toList();
            assertThat(holding).isEmpty();
        }
    }

    private static boolean contains(Path file, String text) {
        try {
            return new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1).contains(text);
        } catch (IOException e) {
            return false;
        }
    }

    private static boolean onPath(String command) {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String dir : path.split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, command))) {
                return true;
            }
        }
        return false;
    }
}
