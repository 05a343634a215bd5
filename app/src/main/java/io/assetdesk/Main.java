package io.assetdesk;

import io.assetdesk.api.AssetverifyCredentials;
import io.assetdesk.api.BanklinkCredentials;
import io.assetdesk.app.CheckConnection;
import io.assetdesk.app.DesktopApp;
import io.assetdesk.app.ExitTrace;
import io.assetdesk.app.ExportLoan;
import io.assetdesk.app.ExportReport;
import io.assetdesk.app.ImportLoan;
import io.assetdesk.app.LoanPlaces;
import io.assetdesk.app.MoveLoans;
import io.assetdesk.loan.LoanPlace;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.sandbox.SandboxServer;
import io.assetdesk.settings.AppDataDir;
import io.assetdesk.settings.ConnectionFile;
import io.assetdesk.settings.ConnectionFileException;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.TeamDatabase;
import io.assetdesk.ui.StartupTrace;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.channels.ServerSocketChannel;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiFunction;
import java.util.function.Supplier;
import org.slf4j.LoggerFactory;

/** The launcher (not an Application subclass): the command line decides between the console and headless modes. */
public final class Main {
    private Main() {
    }

    /** How long the exit waits for the built-in sandbox to stop (its writes are durable already). */
    static final Duration SANDBOX_STOP_BUDGET = Duration.ofMillis(150);

    public static void main(String[] args) {
        int code = run(args);
        ExitTrace.mark("exit");
        System.exit(code);
    }

    public static int run(String[] args) {
        long jvmStart = ManagementFactory.getRuntimeMXBean().getStartTime();
        CommandLine cl;
        try {
            cl = CommandLine.parse(Arrays.asList(args));
        } catch (CommandLine.UsageException e) {
            System.err.println("asset-desk: " + e.getMessage());
            if (!e.alone()) {
                System.err.println();
                System.err.println(CommandLine.USAGE);
            }
            return 2;
        }
        try {
            return switch (cl.mode()) {
                case HELP -> {
                    System.out.println(CommandLine.USAGE);
                    yield 0;
                }
                case CHECK_CONNECTION -> CheckConnection.run(ConnectionFile.read(cl.config()), System.out);
                case EXPORT_REPORT -> runExport(cl);
                case EXPORT_LOAN -> runExportLoan(cl);
                case IMPORT_LOAN -> runImportLoan(cl);
                case MOVE_LOANS -> runMoveLoans(cl);
                case PREPARE_TEAM -> runPrepareTeam(cl);
                case START_EMPTY -> runStartEmpty();
                case SANDBOX_SERVER -> runSandbox(cl);
                case CONSOLE, STARTUP_TIME -> runConsole(cl, jvmStart);
            };
        } catch (ConnectionFileException e) {
            System.err.println("asset-desk: " + e.getMessage());
            return 2;
        } catch (AppDataDir.UnusableException e) {
            System.err.println("asset-desk: " + e.getMessage());
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
    }

    private static int runExport(CommandLine cl) {
        Path dataDir = AppDataDir.ensure();
        // the log goes to the data folder's file only: the export reports on the console in one line
        System.setProperty("assetdesk.logdir", dataDir.resolve("logs").toString());
        System.setProperty(LogSetup.STDERR_PROPERTY, "false");
        return ExportReport.run(ConnectionFile.read(cl.config()),
                new ExportReport.Request(cl.exportOrder(), cl.out(), cl.format(), cl.allowDefaults(),
                        cl.allowBrokenHistory()),
                loanPlace(cl, dataDir), System.out, System.err);
    }

    private static int runExportLoan(CommandLine cl) {
        Path dataDir = quietDataDir();
        return ExportLoan.run(ConnectionFile.read(cl.config()),
                new ExportLoan.Request(cl.exportOrder(), cl.out(), cl.format(), cl.letterLanguage(),
                        cl.allowBrokenHistory()),
                loanPlace(cl, dataDir), System.out, System.err);
    }

    private static int runImportLoan(CommandLine cl) {
        Path dataDir = quietDataDir();
        ConnectionFile.read(cl.config()); // a bad connection file is a usage error here too (exit 2)
        return ImportLoan.run(cl.importFile(), loanPlace(cl, dataDir), System.out, System.err);
    }

    private static int runStartEmpty() {
        Path dataDir = quietDataDir();
        Path kept = LoanStore.startEmpty(dataDir);
        System.out.println(kept == null ? "nothing to do: this workstation's loan files were not refused"
                : "started empty: the loan files start with none; the unreadable ones stay kept as " + kept);
        return 0;
    }

    private static int runPrepareTeam(CommandLine cl) {
        return onNamedTeam(cl, "to prepare", (dataDir, db) -> MoveLoans.prepare(dataDir, db, System.out,
                System.err));
    }

    private static int runMoveLoans(CommandLine cl) {
        return onNamedTeam(cl, "to move the loan files to", (dataDir, db) -> MoveLoans.run(dataDir, db, System.out,
                System.err));
    }

    /** Runs {@code command} on the team database the connection file names; a usage error (exit 2) when none. */
    private static int onNamedTeam(CommandLine cl, String forWhat, BiFunction<Path, TeamDatabase, Integer> command) {
        Path dataDir = quietDataDir();
        ConnectionFile.read(cl.config()); // a bad connection file is a usage error here too (exit 2)
        return LoanPlaces.named(dataDir, cl.config()).map(db -> command.apply(dataDir, db))
                .orElseThrow(() -> new ConnectionFileException("the connection file names no loanDatabase "
                        + forWhat));
    }

    /** The data folder of a command without a window, its log there and never on standard error. */
    private static Path quietDataDir() {
        Path dataDir = AppDataDir.ensure();
        System.setProperty("assetdesk.logdir", dataDir.resolve("logs").toString());
        System.setProperty(LogSetup.STDERR_PROPERTY, "false");
        return dataDir;
    }

    /** The team database the connection file names, else this workstation's loan files. */
    private static LoanPlace loanPlace(CommandLine cl, Path dataDir) {
        return LoanPlaces.of(dataDir, cl.config());
    }

    private static int runSandbox(CommandLine cl) throws InterruptedException {
        Path dataDir = AppDataDir.ensure();
        SandboxServer server;
        try {
            if (cl.reset()) {
                SandboxServer.resetData(dataDir).ifPresent(kept -> System.out.println(
                        "Sandbox data was damaged; it was kept as " + kept));
                System.out.println("Sandbox data reset: the seeded orders are back");
            }
            SandboxServer.Options options = SandboxServer.Options.defaults();
            if (cl.orders() != null) {
                options = options.withOrders(cl.orders()); // else: kept data as it was seeded, or the default
            }
            server = SandboxServer.start(options
                    .withPort(cl.port() == null ? 0 : cl.port())
                    .withReportDelay(cl.reportDelay() == null ? SandboxServer.DEFAULT_REPORT_DELAY : cl.reportDelay())
                    .withDataDir(dataDir)
                    .withDialect(dialect(cl)));
        } catch (IllegalStateException | UncheckedIOException e) {
            System.err.println("asset-desk: " + e.getMessage());
            return 1;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }, "sandbox-shutdown"));
        server.damagedDataKeptAs().ifPresent(kept -> System.out.println("Sandbox data "
                + server.damagedDataWhy().orElse("could not be opened") + "; it was kept as " + kept
                + " and the seeded orders are back"));
        System.out.println("Sandbox listening on " + server.baseUrl());
        System.out.println("Connection: baseUrl and portalUrl " + server.baseUrl() + ", access token "
                + SandboxServer.ACCESS_TOKEN + ", banklink " + SandboxServer.BANKLINK_CLIENT_ID + " / "
                + SandboxServer.BANKLINK_SECRET + ", assetverify " + SandboxServer.ASSETVERIFY_USERNAME + " / "
                + SandboxServer.ASSETVERIFY_PASSWORD + " (training values, not secrets)");
        System.out.println("Press Ctrl+C to stop.");
        stopped.await();
        return 0;
    }

    private static SandboxServer.Dialect dialect(CommandLine cl) {
        return cl.specDialect() ? SandboxServer.Dialect.SPEC : SandboxServer.Dialect.RICH;
    }

    private static int runConsole(CommandLine cl, long jvmStart) throws InterruptedException {
        StartupTrace.mark("main");
        Path dataDir = AppDataDir.ensure();
        System.setProperty("assetdesk.logdir", dataDir.resolve("logs").toString());
        StartupTrace.mark("data folder ready");
        LazySandbox sandbox = new LazySandbox(dataDir, cl.reset(), dialect(cl));
        try {
            // the connection file is read beside the toolkit's start (its first use of JSON and logging takes some
            // 40 ms); one that cannot be read ends the run as before, with its message, before any window
            CompletableFuture<ConnectionProfile> managed = cl.config() == null ? null : readBeside(cl.config());
            if (managed == null) {
                // The sandbox starts while the JavaFX toolkit starts; the window takes it from the supplier.
                sandbox.startInBackground();
            }
            StartupTrace.mark("connection chosen");
            return DesktopApp.run(new DesktopApp.Options(dataDir, managed, sandbox,
                    cl.mode() == CommandLine.Mode.STARTUP_TIME, jvmStart, cl.config(), sandbox::reset,
                    sandbox.damagedData(), sandbox::firstFrameShown));
        } finally {
            // the window is gone: the officer waits for nothing more than this budget
            sandbox.closeWithin(SANDBOX_STOP_BUDGET);
            ExitTrace.mark("sandbox stopped, or left to stop");
        }
    }

    /** Reads the connection file on a thread of its own (a daemon: it never holds the process open). */
    private static CompletableFuture<ConnectionProfile> readBeside(Path file) {
        CompletableFuture<ConnectionProfile> read = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            try {
                read.complete(ConnectionFile.read(file));
            } catch (RuntimeException e) {
                read.completeExceptionally(e);
            }
        }, "connection-file");
        reader.setDaemon(true);
        reader.start();
        return read;
    }

    /** The in-process sandbox, started the first time the built-in Sandbox connection is used. */
    static final class LazySandbox implements Supplier<ConnectionProfile>, AutoCloseable {
        /** The thread that starts the sandbox with the console. */
        private static final String STARTER = "sandbox-start";
        /** How long that start waits for the window's first frame before serving anyway. */
        private static final Duration FIRST_FRAME_WAIT = Duration.ofSeconds(5);
        private final Path dataDir;
        private final boolean resetFirst;
        private final SandboxServer.Dialect dialect;
        private final AtomicBoolean starting = new AtomicBoolean();
        /** The sandbox's address, known as soon as its port is bound (before its orders are read). */
        private final CompletableFuture<URI> bound = new CompletableFuture<>();
        private final CompletableFuture<SandboxServer> running = new CompletableFuture<>();
        /** Completed at the console window's first frame. */
        private final CompletableFuture<Void> firstFrame = new CompletableFuture<>();
        private ConnectionProfile profile;

        /**
         * The sandbox keeps its orders in {@code dataDir}; {@code resetFirst} puts the seeded data back at its start.
         */
        LazySandbox(Path dataDir, boolean resetFirst, SandboxServer.Dialect dialect) {
            this.dataDir = dataDir;
            this.resetFirst = resetFirst;
            this.dialect = dialect;
        }

        /**
         * The sandbox's connection, as soon as its port is bound (the console's first calls then wait in the port's
         * queue until it answers); starts it here when it was not started in the background.
         */
        @Override
        public synchronized ConnectionProfile get() {
            if (profile == null) {
                start();
                profile = sandboxProfile(bound.join());
            }
            return profile;
        }

        /** Starts the sandbox once, on the calling thread. */
        private void start() {
            if (starting.compareAndSet(false, true)) {
                serve(bindPort());
            }
        }

        /**
         * Binds the sandbox's port on the calling thread with the JDK alone (a few milliseconds; not through the
         * sandbox's classes, whose first use sets up logging) and gives out its address: the window's connection needs
         * only that, and calls made before the sandbox serves wait in the port's queue.
         */
        private ServerSocketChannel bindPort() {
            try {
                ServerSocketChannel channel = ServerSocketChannel.open();
                channel.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 128);
                StartupTrace.mark("sandbox bound");
                bound.complete(URI.create("http://127.0.0.1:"
                        + ((InetSocketAddress) channel.getLocalAddress()).getPort()));
                return channel;
            } catch (IOException e) {
                UncheckedIOException failure = new UncheckedIOException("The sandbox could not listen on 127.0.0.1", e);
                failed(failure);
                throw failure;
            }
        }

        /**
         * Opens the sandbox's data (reset first when asked; in memory when another Asset Desk uses it), reads its
         * orders and starts its server on {@code channel}, on the calling thread. When it cannot, the port is closed,
         * so that the console's calls fail at once, saying why, instead of waiting.
         */
        private void serve(ServerSocketChannel channel) {
            SandboxServer.Options options = SandboxServer.Options.defaults().withDataDir(dataDir).withDialect(dialect);
            try {
                SandboxServer server;
                try {
                    if (resetFirst) {
                        SandboxServer.resetData(dataDir);
                    }
                    server = SandboxServer.start(options, channel);
                } catch (IllegalStateException e) {
                    inMemory(e);
                    server = SandboxServer.start(options.withDataDir(null), channel);
                }
                StartupTrace.mark("sandbox listening");
                running.complete(server);
            } catch (RuntimeException e) {
                try {
                    channel.close();
                } catch (IOException closing) {
                    e.addSuppressed(closing);
                }
                failed(e);
                throw e;
            }
        }

        /** Waits for the window's first frame, at most FIRST_FRAME_WAIT. */
        private void awaitFirstFrame() {
            try {
                firstFrame.get(FIRST_FRAME_WAIT.toMillis(), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (ExecutionException | TimeoutException e) {
                // no frame came in time: serve anyway
            }
        }

        /** The data folder's sandbox is in use by another Asset Desk: train on a sandbox in memory. */
        private static void inMemory(IllegalStateException e) {
            LoggerFactory.getLogger(Main.class).warn("{}; this console's sandbox keeps its orders in memory",
                    e.getMessage());
        }

        private void failed(RuntimeException e) {
            bound.completeExceptionally(e);
            running.completeExceptionally(e);
        }

        /** The console's window has shown its first frame: a sandbox started with it may go on. */
        void firstFrameShown() {
            firstFrame.complete(null);
        }

        /**
         * Once the sandbox runs: one line when its kept data could not be opened and was moved aside (the console says
         * it on screen); empty otherwise. Never completes when the sandbox is not used.
         */
        CompletionStage<Optional<String>> damagedData() {
            return running.thenApply(server -> server.damagedDataKeptAs().map(kept -> "The training sandbox's orders "
                    + server.damagedDataWhy().orElse("could not be opened") + "; the file was kept as "
                    + kept.getFileName() + " and the seeded orders are back"));
        }

        /** Puts the seeded sandbox data back (starts the sandbox first when it is not running). */
        void reset() {
            get();
            running.join().reset();
        }

        /** Starts the sandbox on a daemon thread; {@link #get()} waits for its address. */
        void startInBackground() {
            // taken here, not on the new thread: a get() that comes first waits for this start, never makes its own
            if (!starting.compareAndSet(false, true)) {
                return;
            }
            ServerSocketChannel channel;
            try {
                channel = bindPort(); // here: the window's connection has the address at once
            } catch (UncheckedIOException e) {
                return; // get() reports it: the address never comes
            }
            Thread starter = new Thread(() -> {
                try {
                    // reading its orders and starting its server wait for the window's first frame, so as not to
                    // compete with it for the cores
                    awaitFirstFrame();
                    serve(channel);
                } catch (RuntimeException e) {
                    // get() reports it: the address never comes
                }
            }, STARTER);
            starter.setDaemon(true);
            starter.start();
        }

        @Override
        public void close() {
            running.thenAccept(SandboxServer::close); // now, or once a start still under way is done
        }

        /**
         * Stops the sandbox in the background and waits for it at most {@code budget}: everything it confirmed is in
         * its database already (written before it answered), so the process may end while Jetty and H2 still wind
         * down, as after a kill (which {@code SandboxCrashTest} shows loses nothing).
         */
        void closeWithin(Duration budget) {
            Thread stopper = new Thread(this::close, "sandbox-stop");
            stopper.setDaemon(true);
            stopper.start();
            try {
                stopper.join(budget.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    public static ConnectionProfile sandboxProfile(SandboxServer server) {
        return sandboxProfile(server.baseUrl());
    }

    public static ConnectionProfile sandboxProfile(URI url) {
        return new ConnectionProfile("Sandbox", url, url, SandboxServer.ACCESS_TOKEN,
                new BanklinkCredentials(SandboxServer.BANKLINK_CLIENT_ID, SandboxServer.BANKLINK_SECRET),
                new AssetverifyCredentials(SandboxServer.ASSETVERIFY_USERNAME, SandboxServer.ASSETVERIFY_PASSWORD),
                true);
    }
}
