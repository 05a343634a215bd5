package io.assetdesk.ui;

import java.util.concurrent.CompletableFuture;

/**
 * The main window's first frame: what it does not need (the rows of the first order list) waits for it, so that the
 * officer sees the window as soon as it can be drawn and the rows in the frame after. Open (as if shown) unless the
 * console armed it while it builds its window: screens made elsewhere (tests, previews) never wait.
 */
public final class FirstFrame {
    private static volatile CompletableFuture<Void> shown = CompletableFuture.completedFuture(null);

    private FirstFrame() {
    }

    /** The console is about to build its window: work handed to {@link #then} waits for {@link #shown()}. */
    public static void arm() {
        shown = new CompletableFuture<>();
    }

    /** The first frame is on screen (called on the FX thread): the waiting work runs now, in order. */
    public static void shown() {
        shown.complete(null);
    }

    /** Runs {@code work} now when the first frame is on screen, else right after it; call on the FX thread. */
    public static void then(Runnable work) {
        CompletableFuture<Void> f = shown;
        if (f.isDone()) {
            work.run();
        } else {
            f.thenRun(work);
        }
    }
}
