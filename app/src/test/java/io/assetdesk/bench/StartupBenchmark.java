package io.assetdesk.bench;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.TimeUnit;

/**
 * Start-up: process start to the first frame of the main window, for the console ({@code java -jar asset-desk.jar
 * --startup-time}, on its built-in sandbox), the bare JavaFX window ({@link BareWindow}) on the same JDK and JavaFX
 * jars, and, when {@code -Dbench.image=DIR} names a packaged app image, the packaged console with its start-up archive
 * (an AOT cache when its runtime is JDK 25 or later, else an AppCDS archive). When the package's runtime is another
 * Java than this harness's, a bare window on a JDK of that version (found under /usr/lib/jvm) is the yardstick.
 * With {@code -Dbench.baselineJar=JAR} ({@code packaging/bench.sh --baseline REF} builds it from an earlier commit),
 * the
 * console built from that commit runs too, taking its turns with the others, so that "before" and "after" are measured
 * side by side in one run on the same machine.
 * With {@code -Dbench.installed=ROOT} (a folder the {@code .deb} was unpacked into, its start-up archive dumped as its
 * postinst does: {@code packaging/bench.sh} makes it), the console as officers get it runs too; on the built-in
 * sandbox and with {@code --config} (a sandbox process started here), as does the packaged image.
 * Needs a display (bench.sh starts Xvfb). The variants take turns, run by run, so that a busy machine slows all alike.
 *
 * <p>Targets, for the console as shipped (the installed package when given, else the packaged image): its first frame
 * within 1.1x the bare window's, on the sandbox and with {@code --config}; above 1.3x this benchmark exits 1, so that a
 * regression is seen. Its exit, from the first frame (after which {@code --startup-time} closes the window) to the
 * process's end, within 300 ms.
 *
 * <p>Two figures per run: "wall" is measured here, from just before the process is started to the moment its
 * {@code startup-ms} line arrives (it includes the launcher and JVM boot); "self" is what the process printed (JVM
 * start time to the frame). The medians of both are printed; the targets use wall. For the console, the medians of its
 * own milestones follow ({@code -Dassetdesk.startupTrace=true}: toolkit started, theme set, screens loaded, window
 * shown, ...), to show where the time goes.
 */
public final class StartupBenchmark {
    private StartupBenchmark() {
    }

    record Variant(String name, List<String> command) {
    }

    /**
     * One start: wall and self-reported milliseconds, the exit (the first frame's line to the process's end), and the
     * console's milestones (name to ms since JVM start).
     */
    record Run(long wall, long self, long exit, Map<String, Long> marks) {
    }

    /** The first frame's target and the regression line, as multiples of the bare window's. */
    static final double TARGET = 1.1;
    static final double REGRESSION = 1.3;
    /** The exit's target, in milliseconds. */
    static final long EXIT_TARGET_MS = 300;

    public static void main(String[] args) throws Exception {
        int runs = Integer.getInteger("bench.runs", 7);
        Path jar = Path.of(System.getProperty("bench.jar", "target/asset-desk.jar")).toAbsolutePath();
        Path lib = jar.resolveSibling("lib");
        String image = System.getProperty("bench.image", "");
        Path home = Files.createDirectories(jar.resolveSibling("bench-home"));
        if (System.getenv("DISPLAY") == null) {
            System.out.println("startup: skipped (no DISPLAY; run packaging/bench.sh, which starts Xvfb)");
            return;
        }
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String testClasses = Path.of(BareWindow.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                .toString();
        StringBuilder fxPath = new StringBuilder(testClasses);
        try (var jars = Files.list(lib)) {
            jars.filter(p -> p.getFileName().toString().startsWith("javafx-")).sorted()
                    .forEach(p -> fxPath.append(File.pathSeparator).append(p));
        }
        List<Variant> variants = new ArrayList<>();
        Variant bare = new Variant("bare JavaFX window (java, JDK CDS only)",
                List.of(java, "-cp", fxPath.toString(), BareWindow.class.getName()));
        variants.add(bare);
        variants.add(new Variant("console (java -jar, JDK CDS only)",
                List.of(java, "-jar", jar.toString(), "--startup-time")));
        String baseline = System.getProperty("bench.baselineJar", "");
        if (!baseline.isBlank()) {
            Path baselineJar = Path.of(baseline).toAbsolutePath();
            if (Files.isRegularFile(baselineJar)) {
                variants.add(new Variant("console before: " + System.getProperty("bench.baselineName", "baseline")
                        + " (java -jar)", List.of(java, "-jar", baselineJar.toString(), "--startup-time")));
            } else {
                System.out.println("startup: no baseline jar at " + baselineJar);
            }
        }
        SandboxProcess service = null;
        Path config = null;
        String installed = System.getProperty("bench.installed", "");
        if (!image.isBlank() || !installed.isBlank()) {
            service = SandboxProcess.start(jar, 30);
            config = service.writeConnectionFile(home.resolve("connections"));
        }
        List<Variant> fromImage = image.isBlank() ? List.of()
                : console(Path.of(image, "bin", "AssetDesk"), "packaged image", config);
        List<Variant> fromInstall = installed.isBlank() ? List.of()
                : console(Path.of(installed, "opt", "asset-desk", "bin", "AssetDesk"), "installed .deb", config);
        variants.addAll(fromImage);
        variants.addAll(fromInstall);
        // the installed package is what officers get: when it is measured, it alone is held to the targets
        List<Variant> shipped = fromInstall.isEmpty() ? fromImage : fromInstall;
        if (!shipped.isEmpty()) {
            // The yardstick is a bare window on the Java the package runs: its runtime is linked from a JDK that may
            // not be the one running this harness (JDK 25 for its AOT cache, beside Debian's 17). That JDK, with its
            // own default class-data archive, not the package's runtime, which carries the console's archive only.
            Path runtime = fromInstall.isEmpty() ? Path.of(image, "lib", "runtime")
                    : Path.of(installed, "opt", "asset-desk", "lib", "runtime");
            Path jdk = packageJdk(runtime, "startup", "the ratios are against the build's JDK's bare window");
            if (jdk != null) {
                variants.set(0, new Variant("bare JavaFX window (java " + System.getProperty("java.version")
                        + ", the build's JDK)", bare.command()));
                variants.add(0, new Variant("bare JavaFX window (java " + javaVersion(jdk) + ", the package's JDK)",
                        List.of(jdk.resolve("bin").resolve("java").toString(), "-cp", fxPath.toString(),
                                BareWindow.class.getName())));
            }
        }

        try {
            measure(variants, shipped, runs, home);
        } finally {
            if (service != null) {
                service.close();
            }
        }
    }

    /** Runs the variants in turns, prints the table and the targets; exits 1 when the console as shipped fails them. */
    private static void measure(List<Variant> variants, List<Variant> shipped, int runs, Path home) throws Exception {
        Variant bare = variants.get(0);
        Map<Variant, List<Run>> results = new LinkedHashMap<>();
        variants.forEach(v -> results.put(v, new ArrayList<>()));
        // One untimed round first: file caches, fontconfig cache, the JavaFX native cache.
        for (Variant v : variants) {
            runOnce(v, home);
        }
        for (int i = 0; i < runs; i++) {
            for (Variant v : variants) {
                Run r = runOnce(v, home);
                if (r != null) {
                    results.get(v).add(r);
                }
            }
        }
        System.out.printf("startup (%d runs each, median; wall = process start to first frame as seen from outside,"
                + " self = the app's own startup-ms)%n", runs);
        // the bare window is the yardstick: without its runs no ratio means anything
        long bareWall = results.get(bare).isEmpty() ? -1 : median(results.get(bare).stream().map(Run::wall).toList());
        for (Map.Entry<Variant, List<Run>> e : results.entrySet()) {
            List<Run> r = e.getValue();
            if (r.isEmpty()) {
                System.out.printf("  %-62s FAILED (no startup-ms line)%n", e.getKey().name());
                continue;
            }
            long wall = median(r.stream().map(Run::wall).toList());
            long self = median(r.stream().map(Run::self).toList());
            long exit = median(r.stream().map(Run::exit).toList());
            System.out.printf("  %-62s wall %5d ms  self %5d ms  (%.2fx the bare window)  exit %4d ms  runs %s%n",
                    e.getKey().name(), wall, self, wall / (double) bareWall, exit,
                    r.stream().map(x -> Long.toString(x.wall())).toList());
        }
        for (Map.Entry<Variant, List<Run>> e : results.entrySet()) {
            printMilestones(e.getKey(), e.getValue());
        }
        if (!judge(results, shipped, bareWall, runs)) {
            System.exit(1);
        }
    }

    /**
     * Prints the targets of the console as shipped; false when a first frame is past the regression line, a run of
     * the console as shipped failed, or the bare window gave no run to compare with.
     */
    static boolean judge(Map<Variant, List<Run>> results, List<Variant> shipped, long bareWall, int runs) {
        if (shipped.isEmpty()) {
            System.out.println("  targets: no packaged console measured (packaging/bench.sh builds one)");
            return true;
        }
        if (bareWall <= 0) {
            System.out.println("  targets: FAILED, the bare window gave no run to compare with");
            return false;
        }
        boolean ok = true;
        for (Variant v : shipped) {
            List<Run> r = results.get(v);
            if (r.size() < runs) {
                System.out.printf("  target: %s FAILED to start in %d of %d runs%n", v.name(), runs - r.size(), runs);
                ok = false;
                if (r.isEmpty()) {
                    continue;
                }
            }
            double ratio = median(r.stream().map(Run::wall).toList()) / (double) bareWall;
            long exit = median(r.stream().map(Run::exit).toList());
            String verdict = ratio <= TARGET ? "met" : ratio <= REGRESSION ? "MISSED" : "MISSED, past the "
                    + REGRESSION + "x regression line";
            System.out.printf("  target: %s first frame %.2fx the bare window (<= %.1fx): %s; exit %d ms (<= %d ms):"
                    + " %s%n", v.name(), ratio, TARGET, verdict, exit, EXIT_TARGET_MS,
                    exit <= EXIT_TARGET_MS ? "met" : "MISSED");
            ok &= ratio <= REGRESSION;
        }
        return ok;
    }

    /** The JAVA_VERSION a runtime or JDK names in its {@code release} file; null when it has none. */
    static String javaVersion(Path javaHome) throws IOException {
        Path release = javaHome.resolve("release");
        if (!Files.isRegularFile(release)) {
            return null;
        }
        for (String line : Files.readAllLines(release, StandardCharsets.UTF_8)) {
            if (line.startsWith("JAVA_VERSION=")) {
                return line.substring("JAVA_VERSION=".length()).replace("\"", "").trim();
            }
        }
        return null;
    }

    /**
     * The JDK a package's runtime was linked from, when it is another Java than this harness's: a JDK of the runtime's
     * exact version. Null when the runtime is this harness's Java, names no version, or no such JDK is found (then
     * says so, as {@code who: no JDK ...: fallback}).
     */
    static Path packageJdk(Path runtime, String who, String fallback) throws IOException {
        String version = javaVersion(runtime);
        if (version == null || version.equals(System.getProperty("java.version"))) {
            return null;
        }
        Path jdk = jdkOfVersion(version);
        if (jdk == null) {
            System.out.println(who + ": no JDK " + version + " (the package's runtime's) under /usr/lib/jvm: "
                    + fallback);
        }
        return jdk;
    }

    /** A JDK of that exact version: {@code -Dbench.packageJdk=DIR}, else the first under /usr/lib/jvm; null if none. */
    static Path jdkOfVersion(String version) throws IOException {
        String given = System.getProperty("bench.packageJdk", "");
        List<Path> candidates = new ArrayList<>();
        if (!given.isBlank()) {
            candidates.add(Path.of(given));
        }
        Path jvms = Path.of("/usr/lib/jvm");
        if (Files.isDirectory(jvms)) {
            try (var dirs = Files.list(jvms)) {
                dirs.sorted().forEach(candidates::add);
            }
        }
        for (Path jdk : candidates) {
            if (Files.isExecutable(jdk.resolve("bin").resolve("java")) && version.equals(javaVersion(jdk))) {
                return jdk;
            }
        }
        return null;
    }

    /** The console behind {@code launcher}, on its built-in sandbox and with {@code --config}; none when absent. */
    static List<Variant> console(Path launcher, String what, Path config) {
        Path l = launcher.toAbsolutePath();
        if (!Files.isExecutable(l)) {
            System.out.println("startup: no " + what + " launcher at " + l + " (packaging/bench.sh makes it)");
            return List.of();
        }
        Path app = l.getParent().resolveSibling("lib/app");
        String archive = Files.exists(app.resolve("app.aot")) ? "AOT cache"
                : Files.exists(app.resolve("app.jsa")) ? "AppCDS archive" : "NO archive";
        String name = "console, " + what + " (" + archive + ")";
        return List.of(new Variant(name + ", sandbox", List.of(l.toString(), "--startup-time")),
                new Variant(name + ", --config", List.of(l.toString(), "--startup-time", "--config",
                        config.toString())));
    }

    /** The medians of each milestone the variant reported (ms since JVM start), in the order of its first run. */
    static void printMilestones(Variant v, List<Run> runs) {
        if (runs.isEmpty() || runs.get(0).marks().isEmpty()) {
            return;
        }
        System.out.println("  milestones of " + v.name() + " (median ms since JVM start):");
        for (String mark : runs.get(0).marks().keySet()) {
            List<Long> at = runs.stream().map(r -> r.marks().get(mark)).filter(Objects::nonNull).toList();
            System.out.printf("    %5d  %s%n", median(at), mark);
        }
    }

    /** Returns the run, or null when the process printed no startup-ms line. */
    static Run runOnce(Variant v, Path home) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(v.command()).redirectErrorStream(true);
        // A private home: the console's settings, logs and caches stay in target/.
        pb.environment().put("HOME", home.toString());
        pb.environment().put("JAVA_TOOL_OPTIONS", "-Duser.home=" + home + " -Dassetdesk.home=" + home.resolve("data")
                + " -Dassetdesk.startupTrace=true");
        long t0 = System.nanoTime();
        Process p = pb.start();
        Long wall = null;
        Long self = null;
        Map<String, Long> marks = new LinkedHashMap<>();
        StringBuilder out = new StringBuilder();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                if (line.startsWith("startup-ms ") && wall == null) {
                    wall = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
                    self = Long.parseLong(line.substring("startup-ms ".length()).trim());
                } else if (line.startsWith("startup-trace ")) {
                    // startup-trace MS NAME THREAD: the name is what lies between the number and the thread
                    String[] parts = line.split(" ");
                    String name = String.join(" ", Arrays.copyOfRange(parts, 2, parts.length - 1));
                    marks.putIfAbsent(name, Long.parseLong(parts[1]));
                } else if (out.length() < 4000) {
                    out.append(line).append('\n');
                }
            }
        }
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
        }
        long ended = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
        if (wall == null) {
            System.out.println("startup: " + v.name() + " printed no startup-ms line; its output:\n" + out);
            return null;
        }
        // the window closes right after that line: what follows is the exit (its output read to the end first)
        return new Run(wall, self, ended - wall, marks);
    }

    static long median(List<Long> values) {
        long[] xs = values.stream().mapToLong(Long::longValue).sorted().toArray();
        return xs[xs.length / 2];
    }
}
