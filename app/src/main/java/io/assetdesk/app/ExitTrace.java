package io.assetdesk.app;

import java.lang.management.ManagementFactory;

/**
 * The steps of the console's exit, timed from the main window's closing, printed at once with
 * {@code -Dassetdesk.startupTrace=true}: one line {@code exit-trace MS STEP} each (the start-up benchmark's exit
 * figure). Nothing happens without the property.
 */
public final class ExitTrace {
    private static volatile long closedAt;

    private ExitTrace() {
    }

    /** The main window has closed: the exit starts now. */
    public static void windowClosed() {
        closedAt = System.nanoTime();
        mark("window closed");
    }

    /** {@code step} is done. */
    public static void mark(String step) {
        if (closedAt != 0 && Boolean.getBoolean("assetdesk.startupTrace")) {
            System.out.println("exit-trace " + (System.nanoTime() - closedAt) / 1_000_000 + " " + step + " (uptime "
                    + ManagementFactory.getRuntimeMXBean().getUptime() + " ms)");
            System.out.flush();
        }
    }
}
