package io.assetdesk;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.Configurator;
import ch.qos.logback.classic.util.LogbackMDCAdapter;
import ch.qos.logback.core.util.Duration;
import io.assetdesk.settings.AppDataDir;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.junit.jupiter.api.Test;

class LogSetupTest {

    @Test
    void theConsoleLogsInformationToARollingFileInTheGivenFolder() throws Exception {
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "logs");
        LoggerContext context = new LoggerContext();
        context.setMDCAdapter(new LogbackMDCAdapter()); // as SLF4J's provider does
        LogSetup.configure(context, dir);

        context.getLogger("io.assetdesk.Probe").info("orders listed in {} ms", 42);
        context.getLogger("io.assetdesk.Probe").debug("not written");
        context.stop();

        String log = Files.readString(dir.resolve("asset-desk.log"));
        assertThat(log).contains("INFO  [main] io.assetdesk.Probe - orders listed in 42 ms")
                .doesNotContain("not written");
    }

    @Test
    void aHeadlessModeCanKeepWarningsOffStandardError() throws Exception {
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "logs");
        LoggerContext context = new LoggerContext();
        context.setMDCAdapter(new LogbackMDCAdapter());
        System.setProperty(LogSetup.STDERR_PROPERTY, "false");
        try {
            LogSetup.configure(context, dir);
        } finally {
            System.clearProperty(LogSetup.STDERR_PROPERTY);
        }
        ch.qos.logback.classic.Logger root = context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        assertThat(root.getAppender("STDERR")).isNull();
        context.getLogger("io.assetdesk.Probe").warn("a call failed");
        context.stop();
        assertThat(Files.readString(dir.resolve("asset-desk.log"))).contains("WARN  [main] io.assetdesk.Probe - a "
                + "call failed");
    }

    @Test
    void aTestConfigurationOnTheClassPathTakesPrecedence() {
        // logback-test.xml is on the test class path: the code set-up steps aside and adds no appender
        LoggerContext context = new LoggerContext();
        assertThat(new LogSetup().configure(context))
                .isEqualTo(Configurator.ExecutionStatus.INVOKE_NEXT_IF_ANY);
        assertThat(context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME).iteratorForAppenders().hasNext()).isFalse();
    }

    @Test
    void everyModeLogsInTheDataFolderNeverInASharedTemporaryFolder() {
        // surefire points assetdesk.home at target/test-home/data; no mode sets assetdesk.logdir here
        String before = System.clearProperty("assetdesk.logdir");
        try {
            assertThat(LogSetup.logDir()).isEqualTo(AppDataDir.resolve().resolve("logs"));
            assertThat(LogSetup.logDir().toString()).doesNotContain(System.getProperty("java.io.tmpdir")
                    + "/asset-desk-logs");
        } finally {
            if (before != null) {
                System.setProperty("assetdesk.logdir", before);
            }
        }
    }

    @Test
    void theLogFolderIsTheOwnersOnly() throws Exception {
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "logs").resolve("data/logs");
        LoggerContext context = new LoggerContext();
        context.setMDCAdapter(new LogbackMDCAdapter());
        LogSetup.configure(context, dir);
        context.getLogger("io.assetdesk.Probe").info("hello");
        context.stop();
        assertThat(Files.readString(dir.resolve("asset-desk.log"))).contains("hello");
        if (Files.getFileStore(dir).supportsFileAttributeView("posix")) {
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir)))
                    .isEqualTo("rwx------");
            assertThat(PosixFilePermissions.toString(
                    Files.getPosixFilePermissions(dir.getParent()))).isEqualTo("rwx------");
        }
    }

    @Test
    void aFullLogRollsOverBySizeIntoANumberedFileTheOwnersAloneAndStartsAgain() throws Exception {
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "logs");
        LoggerContext context = new LoggerContext();
        context.setMDCAdapter(new LogbackMDCAdapter());
        // the size looked at with every line (the console looks at most once a second)
        LogSetup.configure(context, dir, Duration.buildByMilliseconds(0));
        String line = "x".repeat(1000);
        Path rolled = dir.resolve("asset-desk.1.log");
        // past the roll-over size (5 MB) until it rolls over, at most 20 MB; then one line after it
        for (int i = 0; i < 20_000 && !Files.exists(rolled); i++) {
            context.getLogger("io.assetdesk.Probe").info("line {} {}", i, line);
        }
        context.getLogger("io.assetdesk.Probe").info("after the roll-over");
        context.stop();

        assertThat(rolled).exists();
        assertThat(Files.size(rolled)).isGreaterThan(5_000_000L);
        assertThat(Files.readString(rolled)).contains("line 0 ");
        assertThat(Files.size(dir.resolve("asset-desk.log"))).isLessThan(Files.size(rolled));
        assertThat(Files.readString(dir.resolve("asset-desk.log"))).contains("after the roll-over");
        if (Files.getFileStore(dir).supportsFileAttributeView("posix")) {
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(rolled))).isEqualTo("rw-------");
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("asset-desk.log"))))
                    .isEqualTo("rw-------");
        }
    }

    @Test
    void anEarlierVersionsDailyFilesAreDeletedOnceTheyAreFourteenDaysOldAndNothingElse() throws Exception {
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "logs");
        Path oldDaily = Files.writeString(dir.resolve("asset-desk.2026-11-01.0.log"), "old");
        Path recentDaily = Files.writeString(dir.resolve("asset-desk.2026-11-26.3.log"), "recent");
        Path oldNumbered = Files.writeString(dir.resolve("asset-desk.4.log"), "numbered");
        Path other = Files.writeString(dir.resolve("asset-desk.2026-11-01.notes.log"), "someone's");
        FileTime longAgo = FileTime.from(Instant.now().minus(15, ChronoUnit.DAYS));
        for (Path p : List.of(oldDaily, oldNumbered, other)) {
            Files.setLastModifiedTime(p, longAgo);
        }
        Files.setLastModifiedTime(recentDaily, FileTime.from(Instant.now().minus(13, ChronoUnit.DAYS)));
        LoggerContext context = new LoggerContext();
        context.setMDCAdapter(new LogbackMDCAdapter());
        LogSetup.configure(context, dir);
        context.stop();

        assertThat(oldDaily).doesNotExist();
        assertThat(recentDaily).exists();
        assertThat(oldNumbered).exists();
        assertThat(other).exists();
    }
}
