package io.assetdesk;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.filter.ThresholdFilter;
import ch.qos.logback.classic.spi.Configurator;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.ConsoleAppender;
import ch.qos.logback.core.rolling.FixedWindowRollingPolicy;
import ch.qos.logback.core.rolling.RollingFileAppender;
import ch.qos.logback.core.rolling.SizeBasedTriggeringPolicy;
import ch.qos.logback.core.spi.ContextAwareBase;
import ch.qos.logback.core.util.Duration;
import ch.qos.logback.core.util.FileSize;
import io.assetdesk.settings.AppDataDir;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * The console's logging, set up in code (Logback finds it through {@code META-INF/services}): a rolling file in the
 * user's data folder ({@code assetdesk.logdir} when {@link Main} sets it, else the data folder's {@code logs}), owner
 * only, and warnings on standard error.
 *
 * <p>Why not {@code logback.xml}: parsing it (XML parser, Joran's model and its processors) cost about 0.8 s of CPU at
 * every start on a 2-core machine, competing with the first frame. This does the same in a few milliseconds.
 *
 * <p>A {@code logback-test.xml} or {@code -Dlogback.configurationFile} still wins (tests log to the console only).
 * Nothing here ever logs a credential; see {@code Redact}.
 */
public final class LogSetup extends ContextAwareBase implements Configurator {
    static final String FILE_PATTERN = "%d{ISO8601} %-5level [%thread] %logger{36} - %msg%n";
    static final String CONSOLE_PATTERN = "%-5level %logger{36} - %msg%n";

    @Override
    public ExecutionStatus configure(LoggerContext context) {
        if (System.getProperty("logback.configurationFile") != null
                || LogSetup.class.getClassLoader().getResource("logback-test.xml") != null) {
            return ExecutionStatus.INVOKE_NEXT_IF_ANY;
        }
        configure(context, logDir());
        return ExecutionStatus.DO_NOT_INVOKE_NEXT_IF_ANY;
    }

    /**
     * Set to "false" (by {@link Main} for {@code --export-report}) to keep warnings off standard error, where a
     * headless mode prints its own one-line report; they still go to the file.
     */
    static final String STDERR_PROPERTY = "assetdesk.log.stderr";

    /**
     * Information and above to {@code dir/asset-desk.log} (rolled daily and at 5 MB), warnings also to stderr
     * (unless {@value #STDERR_PROPERTY} is "false").
     */
    static void configure(LoggerContext context, Path dir) {
        configure(context, dir, ROLL_CHECK);
    }

    /** As {@link #configure(LoggerContext, Path)}, the file's size looked at no more often than {@code rollCheck}. */
    static void configure(LoggerContext context, Path dir, Duration rollCheck) {
        ch.qos.logback.classic.Logger root = context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        root.setLevel(Level.INFO);
        // the sandbox's embedded server and database say what matters through the sandbox's own lines
        context.getLogger("org.eclipse.jetty").setLevel(Level.WARN);
        context.getLogger("h2database").setLevel(Level.WARN);
        if (ownerOnlyFolder(dir)) {
            dropOldDailyFiles(dir);
            root.addAppender(file(context, dir, rollCheck));
        }
        if (!"false".equals(System.getProperty(STDERR_PROPERTY))) {
            root.addAppender(stderr(context));
        }
    }

    /**
     * The folder Main chose, else {@code logs} in the data folder ({@code -Dassetdesk.home} and {@code ASSET_DESK_HOME}
     * move it): every mode logs where the officer's data is, never in a folder shared by the machine's users.
     */
    static Path logDir() {
        String dir = System.getProperty("assetdesk.logdir");
        return dir != null && !dir.isBlank() ? Path.of(dir) : AppDataDir.resolve().resolve("logs");
    }

    /**
     * Creates {@code dir} (and the data folder above it) readable by its owner only where the file system has POSIX
     * permissions; false when it cannot be made, and then only standard error is logged to.
     */
    static boolean ownerOnlyFolder(Path dir) {
        try {
            Path parent = dir.toAbsolutePath().getParent();
            for (Path d : parent == null ? new Path[] {dir} : new Path[] {parent, dir}) {
                if (!Files.isDirectory(d)) {
                    Files.createDirectories(d);
                    try {
                        Files.setPosixFilePermissions(d, PosixFilePermissions.fromString("rwx------"));
                    } catch (UnsupportedOperationException e) {
                        // not POSIX (Windows): the user's profile folder is private already
                    }
                }
            }
            return true;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** A rolling file whose every file (the first, and each one a roll-over opens) is owner-only (0600). */
    static final class OwnerOnlyRollingFile extends RollingFileAppender<ILoggingEvent> {
        @Override
        public void openFile(String fileName) throws IOException {
            super.openFile(fileName);
            try {
                Files.setPosixFilePermissions(Path.of(fileName), PosixFilePermissions.fromString("rw-------"));
            } catch (UnsupportedOperationException e) {
                // not POSIX (Windows): the user's profile folder is private already
            }
        }
    }

    /**
     * The files an earlier version's daily roll-over left ({@code asset-desk.2026-11-20.0.log}): it kept them 14 days,
     * and so does this, deleting them at a start once they are older (until then they are beside the 100 MB).
     */
    static final Pattern DAILY_FILE = Pattern.compile("asset-desk\\.\\d{4}-\\d{2}-\\d{2}\\.\\d+\\.log");
    static final int DAILY_FILES_KEPT_DAYS = 14;

    static void dropOldDailyFiles(Path dir) {
        long cutoff = System.currentTimeMillis() - TimeUnit.DAYS.toMillis(DAILY_FILES_KEPT_DAYS);
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "asset-desk.*.log")) {
            for (Path f : files) {
                if (DAILY_FILE.matcher(f.getFileName().toString()).matches()
                        && Files.getLastModifiedTime(f).toMillis() < cutoff) {
                    Files.deleteIfExists(f);
                }
            }
        } catch (IOException | RuntimeException e) {
            // a file that cannot be listed or deleted stays where it is: the next start tries again
        }
    }

    /** A log file rolls over at this size; this many earlier files are kept (100 MB at most in all). */
    static final String MAX_FILE_SIZE = "5MB";
    static final int KEPT_FILES = 19;
    /** How often at most the file's size is looked at (a log written faster may pass the size by that much). */
    static final Duration ROLL_CHECK = Duration.buildBySeconds(1);

    /**
     * {@code asset-desk.log}, rolled over by size into {@code asset-desk.1.log} (the newest) to
     * {@code asset-desk.19.log}. By size alone: a daily roll-over sets up a calendar and the JDK's locale data at
     * the first log line, about 50 ms of CPU beside the window's first frame.
     */
    private static RollingFileAppender<ILoggingEvent> file(LoggerContext context, Path dir, Duration rollCheck) {
        RollingFileAppender<ILoggingEvent> file = new OwnerOnlyRollingFile();
        file.setContext(context);
        file.setName("FILE");
        file.setFile(dir.resolve("asset-desk.log").toString());
        FixedWindowRollingPolicy policy = new FixedWindowRollingPolicy();
        policy.setContext(context);
        policy.setParent(file);
        policy.setFileNamePattern(dir.resolve("asset-desk.%i.log").toString());
        policy.setMinIndex(1);
        policy.setMaxIndex(KEPT_FILES);
        policy.start();
        SizeBasedTriggeringPolicy<ILoggingEvent> trigger = new SizeBasedTriggeringPolicy<>();
        trigger.setContext(context);
        trigger.setMaxFileSize(FileSize.valueOf(MAX_FILE_SIZE));
        trigger.setCheckIncrement(rollCheck);
        trigger.start();
        file.setRollingPolicy(policy);
        file.setTriggeringPolicy(trigger);
        file.setEncoder(encoder(context, FILE_PATTERN));
        file.start();
        return file;
    }

    private static ConsoleAppender<ILoggingEvent> stderr(LoggerContext context) {
        ConsoleAppender<ILoggingEvent> console = new ConsoleAppender<>();
        console.setContext(context);
        console.setName("STDERR");
        console.setTarget("System.err");
        ThresholdFilter warnings = new ThresholdFilter();
        warnings.setLevel("WARN");
        warnings.start();
        console.addFilter(warnings);
        console.setEncoder(encoder(context, CONSOLE_PATTERN));
        console.start();
        return console;
    }

    private static PatternLayoutEncoder encoder(LoggerContext context, String pattern) {
        PatternLayoutEncoder encoder = new PatternLayoutEncoder();
        encoder.setContext(context);
        encoder.setPattern(pattern);
        encoder.start();
        return encoder;
    }
}
