package io.assetdesk.app;

import io.assetdesk.settings.ShellPreferencesStore;
import io.assetdesk.ui.StartupTrace;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.slf4j.LoggerFactory;

/**
 * Loads, on a background thread, the library classes the console's first window needs, while the JavaFX toolkit is
 * still starting, so that the FX thread finds them ready instead of loading and verifying them one by one itself.
 *
 * <p>Only loading, never initialising: a JavaFX class's static set-up may need the FX thread, so it stays where the
 * FX thread first uses the class. The JSON set-up is the exception (no JavaFX in it): reading the window preferences
 * here builds the JSON mapper and learns the preferences type once, so that the FX thread's read of them (to open the
 * window in the officer's theme, {@code DesktopApp}) is quick. Only that read counts; this one is thrown away.
 *
 * <p>The list, {@code prewarm-classes.txt}, holds the JavaFX, AtlantaFX, Ikonli and ControlsFX classes (and the JDK's
 * XML reader that FXML uses) loaded after the toolkit started, in load order, from one start of the console on the
 * sandbox; regenerate it after a library upgrade with {@code packaging/prewarm-classes.sh}. A name that no longer
 * exists is skipped.
 */
public final class Prewarm {
    static final String LIST = "/io/assetdesk/prewarm-classes.txt";

    private Prewarm() {
    }

    /** Starts the background loading (a daemon thread: it never holds the process open); off with -Dassetdesk.prewarm=false. */
    public static void start(Path dataDir) {
        if (!Boolean.parseBoolean(System.getProperty("assetdesk.prewarm", "true"))) {
            return;
        }
        Thread t = new Thread(() -> run(dataDir), "prewarm");
        t.setDaemon(true);
        t.setPriority(Thread.NORM_PRIORITY - 1);
        t.start();
    }

    private static void run(Path dataDir) {
        // Logging's set-up happens here, not on the first thread that logs (threads logging meanwhile are not held up)
        LoggerFactory.getILoggerFactory();
        try {
            new ShellPreferencesStore(dataDir).load();
        } catch (RuntimeException e) {
            // the FX thread reads the file again and reports any problem there
        }
        StartupTrace.mark("prewarm: preferences read");
        loadListed(Prewarm.class.getClassLoader());
        StartupTrace.mark("prewarm: classes loaded");
    }

    /** Loads every class named in the list that exists; returns how many were found. */
    static int loadListed(ClassLoader loader) {
        int found = 0;
        try (InputStream in = Prewarm.class.getResourceAsStream(LIST)) {
            if (in == null) {
                return 0;
            }
            BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String name = lines.readLine(); name != null; name = lines.readLine()) {
                name = name.strip();
                if (name.isEmpty() || name.startsWith("#")) {
                    continue;
                }
                try {
                    Class.forName(name, false, loader);
                    found++;
                } catch (ClassNotFoundException | LinkageError e) {
                    // a list from another library version: nothing lost but a little time
                }
            }
        } catch (IOException e) {
            // the list is inside the jar; if it cannot be read, the FX thread loads the classes as before
        }
        return found;
    }
}
