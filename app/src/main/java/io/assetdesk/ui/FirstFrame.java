package io.assetdesk.ui;

import java.util.ArrayList;
import java.util.List;

/**
 * The main window's first frame: what it does not need (the rows of the first order list) waits for it, so that the
 * officer sees the window as soon as it can be drawn and the rows in the frame after. Open (as if shown) unless the
 * console armed it while it builds its window: screens made elsewhere (tests, previews) never wait. Used on the FX
 * thread only.
 */
public final class FirstFrame {
    /** Work waiting for the first frame; null when it has been shown (or was never armed). */
    private static List<Runnable> waiting;

    private FirstFrame() {
    }

    /** The console is about to build its window: work handed to {@link #then} waits for {@link #shown()}. */
    public static synchronized void arm() {
        waiting = new ArrayList<>();
    }

    /**
     * The first frame is on screen: the waiting work runs now, in the order it was handed over; one that fails goes
     * to the thread's uncaught-exception handler (the console's error dialog) and the others still run.
     */
    public static void shown() {
        List<Runnable> work;
        synchronized (FirstFrame.class) {
            work = waiting;
            waiting = null;
        }
        if (work == null) {
            return;
        }
        for (Runnable r : work) {
            try {
                r.run();
            } catch (RuntimeException e) {
                Thread t = Thread.currentThread();
                t.getUncaughtExceptionHandler().uncaughtException(t, e);
            }
        }
    }

    /** Runs {@code work} now when the first frame is on screen, else right after it. */
    public static void then(Runnable work) {
        synchronized (FirstFrame.class) {
            if (waiting != null) {
                waiting.add(work);
                return;
            }
        }
        work.run();
    }
}
