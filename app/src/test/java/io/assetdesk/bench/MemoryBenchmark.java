package io.assetdesk.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Pattern;

/**
 * Memory: resident set (VmRSS from /proc/PID/status; VmHWM is the peak) of the console open on its Orders screen,
 * connected ({@code --config}) to a sandbox process with the default 30 orders ("idle") and with 100,000 orders.
 * The console logs {@code Order list on screen: N orders} once the list is on screen (in its log file, under the
 * benchmark's data folder); the figure is read after a few seconds of quiet.
 * Targets: under 250 MB idle, under 500 MB with 100,000 orders. Needs a display (bench.sh starts Xvfb).
 */
public final class MemoryBenchmark {
    private MemoryBenchmark() {
    }

    record Variant(String name, List<String> command) {
    }

    public static void main(String[] args) throws Exception {
        Path jar = Path.of(System.getProperty("bench.jar", "target/asset-desk.jar")).toAbsolutePath();
        String image = System.getProperty("bench.image", "");
        long settleMs = Long.getLong("bench.settleMs", 5000);
        if (System.getenv("DISPLAY") == null) {
            System.out.println("memory: skipped (no DISPLAY; run packaging/bench.sh, which starts Xvfb)");
            return;
        }
        Path home = Files.createDirectories(jar.resolveSibling("bench-home"));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<Variant> variants = new ArrayList<>();
        variants.add(new Variant("java -jar", List.of(java, "-jar", jar.toString())));
        Path launcher = image.isBlank() ? null : Path.of(image, "bin", "AssetDesk").toAbsolutePath();
        if (launcher != null && Files.isExecutable(launcher)) {
            variants.add(new Variant("packaged", List.of(launcher.toString())));
        }
        System.out.printf("memory (resident set of the console on the Orders screen, %d s after the list loaded%s)%n",
                settleMs / 1000, System.getProperty("bench.consoleOptions", "").isBlank() ? ""
                        : "; console options " + System.getProperty("bench.consoleOptions"));
        for (String size : System.getProperty("bench.memoryOrders", "30,10000,100000,1000000").split(",")) {
            int orders = Integer.parseInt(size.trim());
            try (SandboxProcess sandbox = SandboxProcess.start(jar, orders)) {
                Path conn = sandbox.writeConnectionFile(home.resolve("connections"));
                for (Variant v : variants) {
                    long[] kb = measure(v, conn, home, orders, settleMs);
                    // the targets: idle (the default 30 orders), 100,000 and 1,000,000 orders
                    long limit = orders == 30 ? 250 : orders == 100_000 ? 500 : orders == 1_000_000 ? 1_000 : -1;
                    System.out.printf("  %-10s %,9d orders: VmRSS %4d MB  (peak VmHWM %4d MB; of the resident, the"
                                    + " OpenGL driver's libraries %d MB)%s%n",
                            v.name(), orders, kb[0] / 1024, kb[1] / 1024, kb[2] / 1024, limit < 0 ? ""
                                    : "  target <" + limit + " MB: " + (kb[0] / 1024 < limit ? "met" : "MISSED"));
                    // the first list call, cold, as the console makes it at its start
                    long onScreenTarget = orders == 10_000 ? 500 : orders == 100_000 ? 1_000
                            : orders == 1_000_000 ? 5_000 : -1;
                    System.out.printf("  %-10s %,9d orders: on screen %,6d ms after the first list call%s; first rows"
                                    + " %,d ms; the FX thread's waits meanwhile: p95 %d ms, longest %d ms%n", v.name(),
                            orders, kb[3], onScreenTarget < 0 ? "" : "  target <=" + onScreenTarget + " ms: "
                                    + (kb[3] >= 0 && kb[3] <= onScreenTarget ? "met" : "MISSED"), kb[4], kb[5], kb[6]);
                }
            }
        }
    }

    /**
     * Returns {VmRSS kB, VmHWM kB, resident kB of the OpenGL driver's libraries, ms from the first list call to the
     * whole list on screen, ms from it to the first rows on screen, the FX thread's waits meanwhile: p95 and longest
     * ms (-1: not said)}.
     */
    static long[] measure(Variant v, Path conn, Path home, int orders, long settleMs) throws Exception {
        List<String> cmd = new ArrayList<>(v.command());
        cmd.add("--config");
        cmd.add(conn.toString());
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        pb.environment().put("HOME", home.toString());
        // the console samples its FX thread's waits while the list arrives (FxWaits) and logs them with the list
        pb.environment().put("JAVA_TOOL_OPTIONS", "-Duser.home=" + home + " -Dassetdesk.home=" + home.resolve("data")
                + " -Dassetdesk.fxWaits=true " + System.getProperty("bench.consoleOptions", ""));
        Path log = home.resolve("data").resolve("logs").resolve("asset-desk.log");
        long logStart = Files.exists(log) ? Files.size(log) : 0;
        Process p = pb.start();
        CompletableFuture<int[]> loaded = new CompletableFuture<>();
        StringBuilder out = new StringBuilder();
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(),
                    StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    if (out.length() < 4000) {
                        synchronized (out) {
                            out.append(line).append('\n');
                        }
                    }
                }
            } catch (IOException e) {
                // the console's output is only kept to explain a failure
            }
            loaded.completeExceptionally(new IOException("the console ended before its orders loaded"));
        }, "console-output");
        reader.setDaemon(true);
        reader.start();
        try {
            int[] shown = ordersOnScreen(log, logStart, loaded, 600);
            if (shown[0] < orders) {
                throw new IllegalStateException("the console loaded " + shown[0] + " orders of " + orders);
            }
            Thread.sleep(settleMs);
            long[] s = status(p.pid());
            int[] waits = fxWaits(log, logStart);
            return new long[] {s[0], s[1], s[2], shown[1], shown[2], waits[0], waits[1]};
        } catch (Exception e) {
            synchronized (out) {
                System.out.println("memory: " + v.name() + " failed: " + e + "\n" + out);
            }
            return new long[] {-1, -1, -1, -1, -1, -1, -1};
        } finally {
            p.destroy();
            if (!p.waitFor(15, TimeUnit.SECONDS)) {
                p.destroyForcibly();
            }
        }
    }

    private static final Pattern FIRST_ROWS =
            Pattern.compile("First orders on screen: [0-9]+ orders, ([0-9]+) ms after the list call");
    private static final Pattern ON_SCREEN =
            Pattern.compile("Order list on screen: ([0-9]+) orders(?:, ([0-9]+) ms after the list call)?");

    private static final Pattern FX_WAITS =
            Pattern.compile("FX thread while the list arrived: waits p95 ([0-9]+) ms, longest ([0-9]+) ms");

    /** The FX thread's waits while the list arrived, as the console logged them: {p95 ms, longest ms}, or -1s. */
    static int[] fxWaits(Path log, long from) throws IOException {
        String text = new String(Files.readAllBytes(log), StandardCharsets.UTF_8);
        var m = FX_WAITS.matcher(text.substring((int) Math.min(from, text.length())));
        return m.find() ? new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))} : new int[] {-1, -1};
    }

    /**
     * Waits for the console's log line saying the order list is on screen; returns its count and how long after the
     * list call it came (-1 when the line does not say).
     */
    static int[] ordersOnScreen(Path log, long from, CompletableFuture<int[]> ended, int seconds) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (System.nanoTime() < deadline) {
            if (ended.isDone()) {
                return ended.get(); // throws: the console ended first
            }
            if (Files.exists(log) && Files.size(log) > from) {
                try (var in = Files.newInputStream(log)) {
                    in.skipNBytes(from);
                    var m = ON_SCREEN.matcher(new String(in.readAllBytes(), StandardCharsets.UTF_8));
                    if (m.find()) {
                        var first = FIRST_ROWS.matcher(new String(Files.readAllBytes(log), StandardCharsets.UTF_8)
                                .substring((int) Math.min(from, Files.size(log))));
                        return new int[] {Integer.parseInt(m.group(1)),
                                m.group(2) == null ? -1 : Integer.parseInt(m.group(2)),
                                first.find() ? Integer.parseInt(first.group(1)) : -1};
                    }
                }
            }
            Thread.sleep(200);
        }
        throw new TimeoutException("no order list on screen within " + seconds + " s");
    }

    static long[] status(long pid) throws IOException {
        long rss = -1;
        long hwm = -1;
        for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
            if (line.startsWith("VmRSS:")) {
                rss = kb(line);
            } else if (line.startsWith("VmHWM:")) {
                hwm = kb(line);
            }
        }
        return new long[] {rss, hwm, graphicsDriverKb(pid)};
    }

    private static final Pattern MAPPING = Pattern.compile("[0-9a-f]+-[0-9a-f]+ ");

    /**
     * The resident part of the OpenGL driver's libraries (the DRI driver, libGL and the LLVM it compiles shaders
     * with), from /proc/PID/smaps. It depends on the machine's graphics, not on the console: on a virtual display
     * Mesa's software renderer maps some 45 MB of LLVM, a workstation's GPU driver maps its own.
     */
    static long graphicsDriverKb(long pid) throws IOException {
        long total = 0;
        boolean driver = false;
        for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "smaps"))) {
            if (MAPPING.matcher(line).lookingAt()) { // a mapping's first line: address range, ..., path
                driver = line.contains("/dri/") || line.contains("libLLVM") || line.contains("libGLX")
                        || line.contains("libGL.so") || line.contains("libglapi");
            } else if (driver && line.startsWith("Rss:")) {
                total += kb(line);
            }
        }
        return total;
    }

    private static long kb(String line) {
        return Long.parseLong(line.replaceAll("[^0-9]", ""));
    }
}
