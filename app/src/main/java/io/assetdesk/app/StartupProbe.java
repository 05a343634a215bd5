package io.assetdesk.app;

import io.assetdesk.ui.StartupTrace;
import javafx.animation.AnimationTimer;
import javafx.scene.Scene;

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
        new AnimationTimer() {
            private int frames;

            @Override
            public void handle(long now) {
                // The first pulse lays the scene out; the second comes after the first frame was rendered.
                if (++frames == 2) {
                    stop();
                    long ms = System.currentTimeMillis() - jvmStartMillis;
                    StartupTrace.mark("first frame shown");
                    StartupTrace.print(jvmStartMillis, System.out);
                    System.out.println("startup-ms " + ms);
                    after.run();
                }
            }
        }.start();
    }
}
