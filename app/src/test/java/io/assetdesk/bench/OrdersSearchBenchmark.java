package io.assetdesk.bench;

import io.assetdesk.api.Order;
import io.assetdesk.app.Composition;
import io.assetdesk.app.Parts;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.session.ReportWaits;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.EnrollmentKeys;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.Themes;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.ViewLoader;
import io.assetdesk.ui.orders.OrdersController;
import io.assetdesk.ui.testing.FakeIntegrationService;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.FutureTask;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.testfx.util.WaitForAsyncUtils;

/**
 * One search keystroke in the order list with 10,000 and 100,000 orders loaded into the real Orders screen (FXML,
 * view model, background search, virtualised table). The search runs on a worker; what a keystroke costs the FX
 * thread is measured as it happens there: {@code setText} (the request), the step that shows the result when it
 * arrives (the view model's hand-over through the app's {@link UiExecutor}: new items, selection), and the CSS and
 * layout passes of the real pulses from the keystroke until the result is laid out (timed with the scene's pre- and
 * post-layout pulse listeners, so only what the pulse itself restyles and lays out is counted; a forced
 * {@code root.applyCss()} would restyle the whole window, which no pulse does). The second figure is the latency: from
 * {@code setText} until the pulse that lays out the result has done so. Types and erases search strings character by
 * character, waiting for each result, and prints median, p95 and max of both; also the longest single FX-thread
 * block. Rendering (the render thread) and the hand-over of the laid-out scene to it are not counted.
 * Each size first runs {@link #WARM_UP_ROUNDS} unmeasured rounds of the same keystrokes (JIT warm-up).
 * Target: FX-thread p95 under 16 ms (one frame at 60 Hz) at 100,000 orders; exit 1 when missed.
 * A main class, not a test: {@code java -cp <test classpath> io.assetdesk.bench.OrdersSearchBenchmark [rounds
 * [sizes]]}.
 * Without a display it runs on headless Monocle (software rendering).
 */
public final class OrdersSearchBenchmark {
    private static final double TARGET_MS = 16.0;
    /**
     * Unmeasured rounds before the measured ones, at each size. One was not enough: whichever size ran first carried
     * the JIT's warm-up in its p95 (100,000 orders: 13.7 ms first, 10.4 ms second, in the same build).
     */
    private static final int WARM_UP_ROUNDS = Integer.getInteger("bench.warmUpRounds", 2);
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private OrdersSearchBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        int[] sizes = args.length > 1 ? Arrays.stream(args[1].split(",")).mapToInt(Integer::parseInt).toArray()
                : new int[] {10_000, 100_000};
        if (System.getProperty("glass.platform") == null && System.getenv("DISPLAY") == null) {
            System.setProperty("glass.platform", "Monocle");
            System.setProperty("monocle.platform", "Headless");
            System.setProperty("prism.order", "sw");
            System.setProperty("testfx.headless", "true");
        }
        Platform.startup(() -> Application.setUserAgentStylesheet(Themes.userAgentStylesheet(false)));
        Platform.setImplicitExit(false); // closing the first size's window must not end the toolkit before the next
        boolean ok = true;
        try {
            for (int n : sizes) {
                Figures f = run(n, rounds);
                System.out.printf("orders-search n=%d keystrokes=%d fx-thread-per-keystroke median-ms=%.2f p95-ms=%.2f"
                                + " max-ms=%.2f (longest single block p95-ms=%.2f max-ms=%.2f)%n",
                        n, f.fx.length, percentile(f.fx, 50), percentile(f.fx, 95), f.fx[f.fx.length - 1],
                        percentile(f.block, 95), f.block[f.block.length - 1]);
                System.out.printf("orders-search n=%d fx-thread-cpu-per-keystroke median-ms=%.2f p95-ms=%.2f "
                        + "max-ms=%.2f%n",
                        n, percentile(f.fxCpu, 50), percentile(f.fxCpu, 95), f.fxCpu[f.fxCpu.length - 1]);
                System.out.printf("orders-search n=%d latency-to-screen median-ms=%.2f p95-ms=%.2f max-ms=%.2f%n",
                        n, percentile(f.latency, 50), percentile(f.latency, 95), f.latency[f.latency.length - 1]);
                if (n == 100_000 && percentile(f.fx, 95) >= TARGET_MS) {
                    ok = false;
                }
            }
            boolean measured = Arrays.stream(sizes).anyMatch(n -> n == 100_000);
            System.out.println(!measured ? "orders-search target not measured (100,000 not among the sizes)"
                    : ok ? "orders-search target met (FX-thread p95 < 16 ms at 100,000)"
                    : "orders-search target MISSED (FX-thread p95 >= 16 ms at 100,000)");
        } finally {
            Platform.exit();
        }
        System.exit(ok ? 0 : 1);
    }

    /**
     * Sorted figures in ms: FX-thread time per keystroke (wall clock), its longest single block, the latency, and
     * the FX thread's CPU time per keystroke (the same work without the waits for a core on a busy machine).
     */
    private record Figures(double[] fx, double[] block, double[] latency, double[] fxCpu) {
    }

    /**
     * The app's hop to the FX thread, timed: each action handed over from the background (the search result) is
     * recorded with its start, end and CPU time while measuring, and a pulse is asked for so that its CSS and layout
     * pass follows even when nothing on screen changed.
     */
    private static final class TimedFx implements UiExecutor {
        final BlockingQueue<long[]> handedOver = new LinkedBlockingQueue<>();
        volatile boolean measuring;

        @Override
        public void execute(Runnable action) {
            Runnable timed = () -> {
                long cpu0 = CPU.getCurrentThreadCpuTime();
                long a = System.nanoTime();
                action.run();
                long b = System.nanoTime();
                if (measuring) {
                    handedOver.add(new long[] {a, b, CPU.getCurrentThreadCpuTime() - cpu0});
                    Platform.requestNextPulse();
                }
            };
            if (Platform.isFxApplicationThread()) {
                timed.run();
            } else {
                Platform.runLater(timed);
            }
        }
    }

    /** The CSS and layout pass of every pulse of the scene: start, end and the FX thread's CPU time. */
    private static final class PulseTimes {
        final BlockingQueue<long[]> passes = new LinkedBlockingQueue<>();
        private long start;
        private long cpu;

        void watch(Scene scene) {
            scene.addPreLayoutPulseListener(() -> {
                cpu = CPU.getCurrentThreadCpuTime();
                start = System.nanoTime();
            });
            scene.addPostLayoutPulseListener(() -> passes.add(
                    new long[] {start, System.nanoTime(), CPU.getCurrentThreadCpuTime() - cpu}));
        }
    }

    private static Figures run(int n, int rounds) throws Exception {
        List<Order> orders = synthetic(n);
        Path data = Files.createTempDirectory(Path.of(System.getProperty("java.io.tmpdir")), "orders-bench");
        Stage[] stage = new Stage[1];
        TextField[] search = new TextField[1];
        OrdersController[] controller = new OrdersController[1];
        TimedFx ui = new TimedFx();
        onFx(() -> {
            FakeIntegrationService service = new FakeIntegrationService(); // answers the list call only
            service.onList = () -> CompletableFuture.supplyAsync(() -> orders);
            ActiveConnection connection = new ActiveConnection(profile(), c -> service);
            Parts context = Composition.parts(data, Messages.load(), ui, connection,
                    new EnrollmentKeys(), Clock.systemDefaultZone(), OrdersSearchBenchmark::profile,
                            ReportWaits.inMemory());
            ViewLoader.View<OrdersController> view = Composition.views(context).load("orders/Orders.fxml");
            stage[0] = new Stage();
            stage[0].setScene(new Scene(view.root(), 1200, 760));
            stage[0].show();
            search[0] = (TextField) view.root().lookup("#search");
            controller[0] = view.controller();
            return null;
        });
        // wait for the load (built off the FX thread, delivered once) and its first result on screen
        try {
            WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> onFx(() -> controller[0].model().totalCountProperty()
                    .get() == n && !controller[0].model().searching() && controller[0].model().rows().size() > 0));
        } catch (TimeoutException e) {
            throw new IllegalStateException("orders did not load", e);
        }
        PulseTimes pulses = new PulseTimes();
        onFx(() -> {
            pulses.watch(stage[0].getScene());
            return null;
        });
        ui.measuring = true;
        String[] words = {"alex04242", "r-0999", "ord-0123", "borrower", "example.com", "alex1", "zzz-nothing"};
        List<Double> fx = new ArrayList<>();
        List<Double> block = new ArrayList<>();
        List<Double> latency = new ArrayList<>();
        List<Double> fxCpu = new ArrayList<>();
        boolean breakdown = Boolean.getBoolean("bench.breakdown");
        int warmUp = WARM_UP_ROUNDS;
        for (int round = 0; round < rounds + warmUp; round++) { // the first rounds warm the JIT up
            boolean measure = round >= warmUp;
            for (String w : words) {
                List<String> texts = new ArrayList<>();
                for (int len = 1; len <= w.length(); len++) {
                    texts.add(w.substring(0, len));
                }
                for (int len = w.length() - 1; len >= 0; len--) {
                    texts.add(w.substring(0, len));
                }
                for (String text : texts) {
                    long[] typed = onFx(() -> {
                        pulses.passes.clear(); // earlier pulses (the caret blinking) belong to no keystroke
                        long cpu0 = CPU.getCurrentThreadCpuTime();
                        long t0 = System.nanoTime();
                        search[0].setText(text);
                        long t1 = System.nanoTime();
                        return new long[] {t0, t1, CPU.getCurrentThreadCpuTime() - cpu0};
                    });
                    long[] shown = ui.handedOver.poll(120, TimeUnit.SECONDS);
                    if (shown == null) {
                        throw new IllegalStateException("no result for \"" + text + "\"");
                    }
                    // the pulses from the keystroke until the one that lays out the result (it starts after the
                    // hand-over)
                    double passes = 0;
                    double passesCpu = 0;
                    double longestPass = 0;
                    long laidOut;
                    while (true) {
                        long[] pass = pulses.passes.poll(120, TimeUnit.SECONDS);
                        if (pass == null) {
                            throw new IllegalStateException("no pulse after the result for \"" + text + "\"");
                        }
                        double ms = (pass[1] - pass[0]) / 1e6;
                        passes += ms;
                        passesCpu += pass[2] / 1e6;
                        longestPass = Math.max(longestPass, ms);
                        if (pass[0] >= shown[1]) {
                            laidOut = pass[1];
                            break;
                        }
                    }
                    double typing = (typed[1] - typed[0]) / 1e6;
                    double showing = (shown[1] - shown[0]) / 1e6;
                    if (measure) {
                        fx.add(typing + showing + passes);
                        fxCpu.add((typed[2] + shown[2]) / 1e6 + passesCpu);
                        block.add(Math.max(Math.max(typing, showing), longestPass));
                        latency.add((laidOut - typed[0]) / 1e6);
                    }
                    if (breakdown) {
                        System.out.printf("  %-12s setText=%.2f apply=%.2f css+layout=%.2f (longest pulse %.2f) |"
                                        + " latency=%.1f rows=%d%n", text, typing, showing, passes, longestPass,
                                (laidOut - typed[0]) / 1e6, onFx(() -> controller[0].model().rows().size()));
                    }
                }
            }
        }
        ui.measuring = false;
        onFx(() -> {
            stage[0].close();
            return null;
        });
        return new Figures(sorted(fx), sorted(block), sorted(latency), sorted(fxCpu));
    }

    private static double[] sorted(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    }

    private static double percentile(double[] sorted, int p) {
        int i = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, i))];
    }

    private static <T> T onFx(Callable<T> action) throws Exception {
        FutureTask<T> task = new FutureTask<>(action);
        Platform.runLater(task);
        return task.get(900, TimeUnit.SECONDS);
    }

    static List<Order> synthetic(int n) {
        String[] statuses = {"closed", "opened", "inprogress", "building", "canceled"};
        String[] first = {"Alex", "Maria", "Chen", "Fatima", "Lukas", "Priya", "Jonas", "Amara"};
        String[] last = {"Borrower", "Lima", "Nakamura", "Okafor", "Schmidt", "Rossi", "Dubois", "Novak"};
        Instant now = Instant.parse("2026-11-20T09:00:00Z");
        List<Order> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String num = String.format("%06d", i);
            String f = first[i % first.length] + (i % 97);
            String l = last[(i / 8) % last.length];
            out.add(new Order("ord-" + num, "order", now.minusSeconds(37L * i), i % 11 == 0, statuses[i % 5],
                    "https://portal.example/login/" + num, i % 90, (f + "." + l + num + "@example.com").toLowerCase(),
                    "1234", "R-" + num, f, l, null, null, null, null, List.of(), null, null));
        }
        return out;
    }

    private static ConnectionProfile profile() {
        URI local = URI.create("http://127.0.0.1:9");
        return new ConnectionProfile("Bench", local, local, "bench-token", null, null, false);
    }
}
