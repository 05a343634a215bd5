package io.assetdesk.ui;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Milestones of one start (toolkit started, theme set, screens loaded, window shown, ...), printed with the start-up
 * time when the console runs with {@code -Dassetdesk.startupTrace=true}: one line {@code startup-trace MS NAME THREAD}
 * each, MS counted from JVM start, THREAD with its spaces as underscores. The start-up benchmark prints their medians.
 * Off by default, and after the first print: a mark is then a property lookup.
 */
public final class StartupTrace {
    static final String PROPERTY = "assetdesk.startupTrace";
    private static final List<String> MARKS = new ArrayList<>();
    private static boolean printed;

    private StartupTrace() {
    }

    /** Records that {@code name} has been reached, on the calling thread. */
    public static void mark(String name) {
        if (Boolean.getBoolean(PROPERTY)) {
            long now = System.currentTimeMillis();
            synchronized (MARKS) {
                if (!printed) {
                    MARKS.add(now + " " + name + " " + Thread.currentThread().getName().replace(' ', '_'));
                }
            }
        }
    }

    /** Prints the marks made so far, relative to {@code jvmStartMillis}, in the order they were made; then stops. */
    public static void print(long jvmStartMillis, PrintStream out) {
        synchronized (MARKS) {
            for (String m : MARKS) {
                int sp = m.indexOf(' ');
                out.println("startup-trace " + (Long.parseLong(m.substring(0, sp)) - jvmStartMillis) + m.substring(sp));
            }
            MARKS.clear();
            printed = true;
        }
    }
}
