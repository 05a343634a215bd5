package io.assetdesk.app;

import io.assetdesk.ui.StartupTrace;
import javafx.animation.AnimationTimer;
import javafx.animation.PauseTransition;
import javafx.scene.Scene;
import javafx.util.Duration;

/** Measures process start to the first frame of the main window, prints it, then runs {@code after}. */
final class StartupProbe {
    private StartupProbe() {
    }

    /**
     * Runs {@code then} on the FX thread once the scene's first frame is on screen (at the second pulse: the first
     * lays the scene out): for work the first frame does not need, so that it does not compete with it.
     */
    static void afterFirstFrame(Runnable then) {
        new AnimationTimer() {
            private int frames;

            @Override
            public void handle(long now) {
                if (++frames == 2) {
                    stop();
                    then.run();
                }
            }
        }.start();
    }

    /**
     * Runs {@code after} now, or {@code -Dassetdesk.startupTime.lingerMs} later: the packaging's training run stays
     * open that long past the first frame, so that what the console loads right after it (the built-in sandbox's
     * start, the first rows) is in the class list its archive is made from.
     */
    private static void lingerThen(Runnable after) {
        long linger = Long.getLong("assetdesk.startupTime.lingerMs", 0);
        if (linger <= 0) {
            after.run();
            return;
        }
        PauseTransition wait = new PauseTransition(Duration.millis(linger));
        wait.setOnFinished(e -> after.run());
        wait.play();
    }

    static void reportFirstFrame(Scene scene, long jvmStartMillis, Runnable after) {
        scene.addPreLayoutPulseListener(new Runnable() {
            @Override
            public void run() {
                StartupTrace.mark("first pulse: css+layout begin");
                scene.removePreLayoutPulseListener(this);
            }
        });
        scene.addPostLayoutPulseListener(new Runnable() {
            @Override
            public void run() {
                StartupTrace.mark("first pulse: css+layout end");
                scene.removePostLayoutPulseListener(this);
            }
        });
        afterFirstFrame(() -> {
            long ms = System.currentTimeMillis() - jvmStartMillis;
            StartupTrace.mark("first frame shown");
            StartupTrace.print(jvmStartMillis, System.out);
            System.out.println("startup-ms " + ms);
            lingerThen(after);
        });
    }
}
