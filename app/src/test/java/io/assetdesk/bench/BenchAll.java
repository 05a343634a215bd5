package io.assetdesk.bench;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Runs every benchmark and prints its figures: start-up, orders at scale, decode (JMH), the orders-screen search
 * keystroke and the sandbox at scale (their harnesses, when present), memory. {@code mvn -Pbench verify} runs it (see
 * packaging/bench.sh, which also builds the packaged image and starts a virtual display). Each harness runs in its
 * own JVM so that none warms the next.
 * {@code -Dbench.only=startup,scale,decode,apidecode,search,sandbox,report,memory,export} picks some.
 */
public final class BenchAll {
    private BenchAll() {
    }

    public static void main(String[] args) throws Exception {
        String only = System.getProperty("bench.only", "");
        List<String> failed = new ArrayList<>();
        System.out.printf("Asset Desk benchmarks: JDK %s (%s), %d cores, %d MB max heap for this runner, %s%n",
                System.getProperty("java.version"), System.getProperty("java.vm.name"),
                Runtime.getRuntime().availableProcessors(), Runtime.getRuntime().maxMemory() >> 20,
                System.getProperty("os.name") + " " + System.getProperty("os.arch"));
        if (wanted(only, "startup")) {
            harness(StartupBenchmark.class.getName(), failed);
        }
        if (wanted(only, "scale")) {
            harness(OrdersScaleBenchmark.class.getName(), failed);
        }
        if (wanted(only, "decode")) {
            decode(failed);
        }
        if (wanted(only, "apidecode")) {
            harness("io.assetdesk.bench.ApiDecodeBenchmark", failed);
        }
        if (wanted(only, "search")) {
            harness("io.assetdesk.bench.OrdersSearchBenchmark", failed);
        }
        if (wanted(only, "sandbox")) {
            harness("io.assetdesk.bench.SandboxScaleBenchmark", failed);
        }
        if (wanted(only, "report")) {
            harness("io.assetdesk.bench.ReportArrivalBenchmark", failed);
        }
        if (wanted(only, "memory")) {
            harness(MemoryBenchmark.class.getName(), failed);
        }
        if (wanted(only, "export")) {
            export();
        }
        if (!failed.isEmpty()) {
            System.out.println("benchmarks that failed: " + failed);
            System.exit(1);
        }
    }

    private static boolean wanted(String only, String name) {
        return only.isBlank() || List.of(only.split(",")).contains(name);
    }

    /** Runs a benchmark's main class in a fresh JVM with this class path and the bench.* properties. */
    private static void harness(String mainClass, List<String> failed) throws Exception {
        try {
            Class.forName(mainClass, false, BenchAll.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            System.out.println();
            System.out.println(mainClass.substring(mainClass.lastIndexOf('.') + 1) + ": not in this build, skipped");
            return;
        }
        System.out.println();
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.add("-Xmx2g");
        System.getProperties().stringPropertyNames().stream().filter(k -> k.startsWith("bench.")).sorted()
                .forEach(k -> cmd.add("-D" + k + "=" + System.getProperty(k)));
        // Headless JavaFX (Monocle) for harnesses that drive a screen without a window, as the tests do.
        String testfx = System.getProperty("bench.fxArgs", "");
        if (!testfx.isBlank()) {
            cmd.addAll(List.of(testfx.trim().split("\\s+")));
        }
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add(mainClass);
        Process p = new ProcessBuilder(cmd).inheritIO().start();
        if (!p.waitFor(30, TimeUnit.MINUTES)) {
            p.destroyForcibly();
        }
        if (p.exitValue() != 0) {
            failed.add(mainClass + " (exit " + p.exitValue() + ")");
        }
    }

    /**
     * The 200,000-transaction report (20 accounts of 10,000) written as PDF, CSV and JSON with 256 MB, 512 MB and 1 GB
     * heaps, the packaged launcher's Java, compiler and collector: each format in a JVM of its own, so that one running
     * out of memory does not take the others with it.
     */
    private static void export() throws Exception {
        // the package's JDK (its runtime's version, found under /usr/lib/jvm) and the collector its launcher names
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String gc = "-XX:+UseSerialGC";
        String image = System.getProperty("bench.image", "");
        if (!image.isBlank()) {
            Path imageDir = Path.of(image);
            Path jdk = StartupBenchmark.packageJdk(imageDir.resolve("lib").resolve("runtime"), "export",
                    "measured on this harness's Java instead");
            if (jdk != null) {
                java = jdk.resolve("bin").resolve("java").toString();
            }
            Path cfg = imageDir.resolve("lib").resolve("app").resolve("AssetDesk.cfg");
            if (Files.isRegularFile(cfg)) {
                gc = Files.readAllLines(cfg, StandardCharsets.UTF_8).stream()
                        .filter(l -> l.matches("java-options=-XX:\\+Use[A-Za-z]+GC")).map(l -> l.substring(13))
                        .findFirst().orElse(gc);
            }
        }
        System.out.println();
        System.out.println("export (LargeReportExportBenchmark 20 10000: decode, then one format; " + java
                + " -XX:TieredStopAtLevel=1 " + gc + " as the launcher; ms and peak heap)");
        for (String heap : List.of("256m", "512m", "1g")) {
            for (String format : List.of("pdf", "csv", "json")) {
                List<String> cmd = List.of(java, "-Xmx" + heap, "-XX:TieredStopAtLevel=1", gc,
                        "-Dbench.formats=" + format, "-cp", System.getProperty("java.class.path"),
                        LargeReportExportBenchmark.class.getName(), "20", "10000");
                Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
                String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                p.waitFor(10, TimeUnit.MINUTES);
                String decode = out.lines().filter(l -> l.contains(" decode ")).findFirst().orElse("");
                String written = out.lines().filter(l -> l.contains(" export-" + format + " ")).findFirst()
                        .orElse(out.contains("OutOfMemoryError") ? "out of memory" : "failed (exit " + p.exitValue()
                                + ")");
                System.out.printf(Locale.ROOT, "  heap %-5s %-5s %s | %s%n", heap, format,
                        written.replace("export-large ", ""), decode.replace("export-large ", ""));
            }
        }
    }

    private static void decode(List<String> failed) {
        System.out.println();
        System.out.println("decode (JMH, ms per decode of the sandbox's order list; limit = Jackson tree parse)");
        try {
            Options options = new OptionsBuilder().include(DecodeBenchmark.class.getName())
                    .verbosity(VerboseMode.SILENT).build();
            Collection<RunResult> results = new Runner(options).run();
            Map<String, double[]> byOrders = new TreeMap<>();
            for (RunResult r : results) {
                String n = r.getParams().getParam("orders");
                String label = r.getParams().getBenchmark();
                double score = r.getPrimaryResult().getScore();
                double[] pair = byOrders.computeIfAbsent(n, k -> new double[2]);
                pair[label.endsWith("clientDecoder") ? 0 : 1] = score;
                System.out.printf("  %-15s %,7d orders: %8.2f ms ± %.2f%n", label.substring(label.lastIndexOf('.') + 1),
                        Integer.parseInt(n), score, r.getPrimaryResult().getScoreError());
            }
            byOrders.forEach((n, pair) -> System.out.printf(
                    "  %,7d orders: client decoder / Jackson tree = %.2fx  target <=1.5x: %s%n", Integer.parseInt(n),
                    pair[0] / pair[1], pair[0] / pair[1] <= 1.5 ? "met" : "MISSED"));
        } catch (Exception e) {
            System.out.println("  decode failed: " + e);
            failed.add("DecodeBenchmark");
        }
    }
}
