package io.assetdesk.sandbox;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.URI;
import java.nio.channels.ServerSocketChannel;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * The embedded training copy of the integration service, on 127.0.0.1. A second, independent reading of the spec:
 * it imports nothing of the client or the UI and builds its JSON itself.
 *
 * <h2>API (spec section 4), under {@code baseUrl()}</h2>
 * {@code GET /api/v1/integrations/banklink/accounts}, {@code POST} and {@code GET
 * /api/v1/integrations/assetverify/orders},
 * {@code GET /api/v1/integrations/assetverify/orders/{id}}. Every call needs {@code Authorization: Bearer
 * sandbox-token}
 * and a well-formed JSON object body with the integration's credentials at top level and a {@code data} object, also
 * on GET. Violations answer with a JSON:API error body {@code {"errors":[{"status","code","title","detail",
 * "source":{"pointer"}}]}}: 401 (token or credentials), 400 (no or malformed body, credentials missing or inside
 * {@code data}, no {@code data}, bank-link token used, expired or invalid), 422 (validation, pointer
 * {@code /data/<field>}), 404 (unknown path or order), 405 (wrong method, with {@code Allow}), 500 (unexpected).
 * Create answers 201, everything else 200. Every response has an {@code X-Request-Id}.
 *
 * <h2>Bank link</h2>
 * {@code public-sandbox-<anything>}: six accounts seeded from the token (checking, savings, credit card with a limit,
 * CD or brokerage, one in EUR or CAD, a crypto wallet with {@code unofficial_currency_code} and no ISO code); each
 * token works once (then 400 {@code PUBLIC_TOKEN_USED}); {@code public-sandbox-expired}: 400
 * {@code PUBLIC_TOKEN_EXPIRED}; anything else: 400 {@code INVALID_PUBLIC_TOKEN}.
 *
 * <h2>Training switches (borrower last name on create, any case)</h2>
 * {@code Error500}: 500 with a JSON:API body, no order. {@code Slow}: the order is created, the answer comes after 5 s.
 * {@code RateLimit}: 429 with {@code Retry-After: 2}, no order. {@code Invalid}: 422 in the provider's own shape
 * {@code {"general":[...],"properties":[{"property","message"}]}}, no order. {@code Lost}: the order is created and
 * the connection is closed without an answer.
 *
 * <h2>Enrollment frame</h2>
 * {@code {portal}/integrations/assetverify/enrollment-widget?ssoKey=KEY}: choose a bank, sign in with username
 * {@value #BANK_USERNAME} and password {@value #BANK_PASSWORD} (a wrong one shows {@code #login-error} and lets the
 * borrower retry), choose accounts, confirm. Stable element ids for scripts: bank buttons {@code button.bank} with ids
 * {@code bank-<slug>} ({@code bank-first-platypus}, {@code bank-harbor-cu}, {@code bank-northern-lights},
 * {@code bank-maple-leaf}, {@code bank-alpenbank}); {@code #username}, {@code #password}, {@code #sign-in},
 * {@code #login-error}; accounts {@code input.account[type=checkbox]}; {@code #confirm}; the final message
 * {@code #done}; a link {@code #about-bank} opens a harmless page in a new window. Confirming POSTs (form-encoded
 * {@code ssoKey, bank, username, password, accounts...}) to {@code .../enrollment-widget/complete}, then calls
 * {@code window.parent.postMessage("closeFrame", "*")}. The order moves {@code opened} to {@code inprogress}, then to
 * {@code closed} with its {@code accounts} after the report delay; a {@code notificationUrl} then gets a POST
 * {@code {"orderId","status","event":"report.ready"}}. An unknown or used key shows "This enrollment link is not valid
 * or has already been used" ({@code #invalid-link}).
 *
 * <h2>Login URL</h2>
 * Each order's {@code loginUrl}, {@code {portal}/integrations/assetverify/login?order=ID}, serves the same enrollment
 * page for an order still {@code opened} (an order without a key, such as a seeded one, gets one), so that a console
 * without the order's SSO key can enroll it; for an order in progress or closed, or an unknown one, a page with
 * {@code #invalid-link} says why (409 or 404).
 */
public final class SandboxServer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(SandboxServer.class);

    public static final String ACCESS_TOKEN = "sandbox-token";
    public static final String BANKLINK_CLIENT_ID = "sandbox-client";
    public static final String BANKLINK_SECRET = "sandbox-secret";
    public static final String ASSETVERIFY_USERNAME = "sandbox-officer";
    public static final String ASSETVERIFY_PASSWORD = "sandbox-password";
    /** Sign-in of every pretend bank on the enrollment page. */
    public static final String BANK_USERNAME = "user_good";
    public static final String BANK_PASSWORD = "pass_good";

    public static final int DEFAULT_ORDERS = 30;
    public static final int MAX_ORDERS = 1_000_000;
    public static final Duration DEFAULT_REPORT_DELAY = Duration.ofSeconds(8);
    public static final long DEFAULT_SEED = 20_261_121L;

    /**
     * Which reading of the service the sandbox answers in. Only how orders and reports are written differs; the
     * orders kept are the same, so one data folder serves both.
     */
    public enum Dialect {
        /**
         * The field notes' provider: statuses {@code opened}, {@code inprogress}, {@code closed}...; every report
         * account names its currency in {@code Summary.Account.Currency}.
         */
        RICH,
        /**
         * The service as the spec writes it, to the letter: every order's {@code status} is {@code closed} at every
         * step (a new order too, and {@code daysRemaining} still counts down), a report states no currency at all, and
         * the unpublished report elements use other key spellings ({@code TransactionID, PostedDate, Memo,
         * TransactionAmount}; {@code Summary.AccountDetails} with {@code AccountName, InstitutionName, AccountNumber,
         * AccountHolders}). Accounts in another currency than USD are not in its reports (it could not say so).
         */
        SPEC;

        /** {@code rich} or {@code spec}, any case. */
        public static Dialect fromName(String name) {
            return switch (name == null ? "" : name.strip().toLowerCase(Locale.ROOT)) {
                case "rich" -> RICH;
                case "spec" -> SPEC;
                default -> throw new IllegalArgumentException("the dialect must be rich or spec");
            };
        }
    }

    /**
     * How to start: port (0 for a free one), seeded orders, delay from enrollment to a ready report, the seed of the
     * generated data (same seed and clock, same data), the clock of "now", the data folder and the dialect.
     * {@code ordersGiven}: the number of orders was asked for ({@link #withOrders}); kept data seeded with another
     * number is then seeded again, unless it holds orders created since (refused: {@code --reset} says so); when it
     * was not asked for, kept data is used as it was seeded.
     */
    public record Options(int port, int orders, Duration reportDelay, long seed, Clock clock, Path dataDir,
                          Dialect dialect, boolean ordersGiven) {
        public Options {
            if (port < 0 || port > 65_535) {
                throw new IllegalArgumentException("port must be 0..65535");
            }
            if (orders < 0 || orders > MAX_ORDERS) {
                throw new IllegalArgumentException("orders must be 0.." + MAX_ORDERS);
            }
            Objects.requireNonNull(reportDelay, "reportDelay");
            if (reportDelay.isNegative()) {
                throw new IllegalArgumentException("reportDelay must not be negative");
            }
            Objects.requireNonNull(clock, "clock");
            dialect = dialect == null ? Dialect.RICH : dialect;
        }

        public static Options defaults() {
            return new Options(0, DEFAULT_ORDERS, DEFAULT_REPORT_DELAY, DEFAULT_SEED, Clock.systemUTC(), null,
                    Dialect.RICH, false);
        }

        public Options withDialect(Dialect d) {
            return new Options(port, orders, reportDelay, seed, clock, dataDir, d, ordersGiven);
        }

        public Options withPort(int p) {
            return new Options(p, orders, reportDelay, seed, clock, dataDir, dialect, ordersGiven);
        }

        public Options withOrders(int n) {
            return new Options(port, n, reportDelay, seed, clock, dataDir, dialect, true);
        }

        public Options withReportDelay(Duration d) {
            return new Options(port, orders, d, seed, clock, dataDir, dialect, ordersGiven);
        }

        public Options withSeed(long s) {
            return new Options(port, orders, reportDelay, s, clock, dataDir, dialect, ordersGiven);
        }

        public Options withClock(Clock c) {
            return new Options(port, orders, reportDelay, seed, c, dataDir, dialect, ordersGiven);
        }

        /**
         * Keeps the orders in {@code dir}/sandbox (an embedded database): created orders, enrollments and reports
         * survive a restart; the seeded data is written at the first start (then {@code orders} and {@code seed} no
         * longer matter). Null: in memory only.
         */
        public Options withDataDir(Path dir) {
            return new Options(port, orders, reportDelay, seed, clock, dir, dialect, ordersGiven);
        }
    }

    private final URI baseUrl;
    private final Server server;
    /** Request threads: at most this many requests are read and answered at once; idle ones end after 30 s. */
    static final int WORKERS = 96;
    /** Seconds a connection may stay silent (also half-way through a request) before the server closes it. */
    static final int IDLE_SECONDS = 20;

    private final ScheduledThreadPoolExecutor scheduler;
    private final ExecutorService postbackThreads;
    private final OrderStore store;
    private final OrderDb db;
    private final Options options;
    private final AtomicInteger closed = new AtomicInteger();

    private SandboxServer(URI baseUrl, Server server, ScheduledThreadPoolExecutor scheduler,
                          ExecutorService postbackThreads, OrderStore store, OrderDb db, Options options) {
        this.baseUrl = baseUrl;
        this.server = server;
        this.scheduler = scheduler;
        this.postbackThreads = postbackThreads;
        this.store = store;
        this.db = db;
        this.options = options;
    }

    /** Starts on 127.0.0.1:{@code port} (0 for a free port) with {@code orders} seeded orders. */
    public static SandboxServer start(int port, int orders, Duration reportDelay) {
        return start(Options.defaults().withPort(port).withOrders(orders).withReportDelay(reportDelay));
    }

    public static SandboxServer start(Options options) {
        return start(options, url -> { });
    }

    /**
     * Starts the sandbox; {@code bound} learns its base URL as soon as its port is bound, before its orders are read
     * and its server runs (a request made then waits in the port's queue until the sandbox answers it): the console
     * builds its connection meanwhile. Fails (nothing bound) when the data folder is in use by another process.
     */
    public static SandboxServer start(Options options, Consumer<URI> bound) {
        OrderDb db = options.dataDir() == null ? null : OrderDb.open(options.dataDir());
        ServerSocketChannel channel;
        try {
            channel = bind(options.port());
        } catch (UncheckedIOException e) {
            if (db != null) {
                db.close();
            }
            throw e;
        }
        bound.accept(baseUrl(channel));
        return serve(options, db, channel);
    }

    /** Binds 127.0.0.1:{@code port} (0 for a free port) with the JDK alone (a few milliseconds). */
    private static ServerSocketChannel bind(int port) {
        try {
            ServerSocketChannel channel = ServerSocketChannel.open();
            channel.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 128);
            return channel;
        } catch (IOException e) {
            throw new UncheckedIOException("The sandbox could not listen on 127.0.0.1:" + port, e);
        }
    }

    private static URI baseUrl(ServerSocketChannel channel) {
        return URI.create("http://127.0.0.1:" + ((InetSocketAddress) localAddress(channel)).getPort());
    }

    /**
     * Starts the sandbox on a channel the caller bound to 127.0.0.1 (its port is taken from it; the options' port is
     * not used): the caller knew the sandbox's address before it started, and requests made meanwhile wait in the
     * port's queue. Fails when the data folder is in use by another process; the channel then stays open, the
     * caller's.
     */
    public static SandboxServer start(Options options, ServerSocketChannel channel) {
        OrderDb db = options.dataDir() == null ? null : OrderDb.open(options.dataDir());
        return serve(options, db, channel);
    }

    private static SandboxServer serve(Options options, OrderDb db, ServerSocketChannel channel) {
        JsonMapper mapper = JsonMapper.builder()
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .build();
        int port = ((InetSocketAddress) localAddress(channel)).getPort();
        URI baseUrl = baseUrl(channel);
        // Jetty (core API, no servlets): its selector waits on every connection without a thread, so a client that
        // stalls before its request is complete holds no thread at all; one that stalls half-way through its body
        // holds a request thread until the idle time-out closes it. Its error handler lets the sandbox answer the
        // requests Jetty refuses itself (a bad percent-escape in the path...) with a JSON:API error.
        QueuedThreadPool threads = new QueuedThreadPool(WORKERS + 8, 4, 30_000);
        threads.setDaemon(true);
        Server server = new Server(threads);
        server.setStopTimeout(1_000);
        HttpConfiguration http = new HttpConfiguration();
        http.setSendServerVersion(false);
        http.setSendXPoweredBy(false);
        ServerConnector connector = new ServerConnector(server, 1, 1, new HttpConnectionFactory(http)) {
            @Override
            protected ServerSocketChannel openAcceptChannel() {
                return channel; // bound above
            }
        };
        connector.setHost(InetAddress.getLoopbackAddress().getHostAddress());
        connector.setPort(port);
        connector.setIdleTimeout(IDLE_SECONDS * 1_000L);
        connector.setAcceptQueueSize(128);
        server.addConnector(connector);
        try {
            connector.open();
        } catch (IOException e) {
            if (db != null) {
                db.close();
            }
            throw new UncheckedIOException("The sandbox could not listen on 127.0.0.1:" + options.port(), e);
        }
        threads.setName("sandbox-" + port + "-http"); // before its first thread: the server starts it below
        OrderStore store;
        try {
            store = new OrderStore(StartingOrders.of(options, db), options.clock(), db);
        } catch (RuntimeException e) {
            closeQuietly(connector);
            if (db != null) {
                db.close();
            }
            throw e;
        }
        ScheduledThreadPoolExecutor scheduler = new ScheduledThreadPoolExecutor(1, threads("sandbox-" + port
                + "-timer"));
        scheduler.setRemoveOnCancelPolicy(true);
        ExecutorService postbackThreads = Executors.newFixedThreadPool(2, threads("sandbox-" + port + "-postback"));
        SandboxHandler handler = new SandboxHandler(mapper, store, new BankLink(), scheduler,
                new Postbacks(postbackThreads, mapper), options.reportDelay(), baseUrl.toString(), options.dialect());
        server.setHandler(JettyBridge.handler(handler, SandboxHandler.MAX_BODY));
        server.setErrorHandler(JettyBridge.errors(mapper));
        try {
            server.start();
        } catch (Exception e) {
            scheduler.shutdownNow();
            postbackThreads.shutdownNow();
            if (db != null) {
                db.close();
            }
            throw new IllegalStateException("The sandbox could not start: " + e.getMessage(), e);
        }
        handler.resumePendingReports();
        if (options.orders() > 10_000) {
            // a large list is serialised once in the background, so that the first list call is quick too
            scheduler.execute(handler::listEntries);
        }
        LOG.info("Sandbox listening on {} with {} orders{}{}", baseUrl, store.size(),
                db == null ? "" : " (kept in the data folder)",
                options.dialect() == Dialect.SPEC ? ", speaking the spec's dialect" : "");
        return new SandboxServer(baseUrl, server, scheduler, postbackThreads, store, db, options);
    }

    /**
     * Puts the seeded data back: every order created, enrolled or reported since is gone (also from the data folder).
     */
    public void reset() {
        store.replaceAll(Seeder.seed(options.orders(), options.seed(), options.clock().millis()),
                StartingOrders.seededWith(options));
        LOG.info("Sandbox data reset: {} seeded orders", store.size());
    }

    /**
     * Empties the sandbox data kept in {@code dataDir} (the next start seeds it again), without starting a sandbox:
     * {@code --sandbox-server --reset}; a damaged database is kept aside (returned) and a new one made. Fails with
     * {@link IllegalStateException} when another process uses it.
     */
    public static Optional<Path> resetData(Path dataDir) {
        try (OrderDb db = OrderDb.open(dataDir)) {
            db.replaceAll(List.of(), null);
            return Optional.ofNullable(db.damagedKeptAs());
        }
    }

    /** Where a damaged database found at the start was kept (the sandbox then started from its seeded orders). */
    public Optional<Path> damagedDataKeptAs() {
        return Optional.ofNullable(db == null ? null : db.damagedKeptAs());
    }

    /**
     * What was wrong with the database kept aside, in words to follow "The sandbox data": "could not be opened (H2
     * error 90030)", "had lost changes it had confirmed (…)"; empty when none was found.
     */
    public Optional<String> damagedDataWhy() {
        return Optional.ofNullable(db == null ? null : db.damagedWhy());
    }

    private static SocketAddress localAddress(ServerSocketChannel channel) {
        try {
            return channel.getLocalAddress();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void closeQuietly(ServerConnector connector) {
        try {
            connector.close();
        } catch (RuntimeException e) {
            LOG.debug("Sandbox: closing its port: {}", e.toString());
        }
    }

    private static ThreadFactory threads(String name) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, name + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }

    /** http://127.0.0.1:PORT (no trailing slash): both the base URL and the portal URL. */
    public URI baseUrl() {
        return baseUrl;
    }

    /** Stops listening, ends pending reports and postbacks, and stops every thread of the sandbox. Idempotent. */
    @Override
    public void close() {
        if (closed.getAndIncrement() > 0) {
            return;
        }
        try {
            server.stop();
        } catch (Exception e) {
            LOG.debug("Sandbox: stopping the server: {}", e.toString());
        }
        scheduler.shutdownNow();
        postbackThreads.shutdownNow();
        try {
            scheduler.awaitTermination(1, TimeUnit.SECONDS);
            postbackThreads.awaitTermination(1, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (db != null) {
            db.close();
        }
        LOG.info("Sandbox on {} stopped", baseUrl);
    }
}
