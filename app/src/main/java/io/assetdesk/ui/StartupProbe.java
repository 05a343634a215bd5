package io.assetdesk.ui;

import javafx.animation.AnimationTimer;
import javafx.scene.Scene;

/** Measures process start to the first frame of the main window, prints it, then runs {@code after}. */
final class StartupProbe {
    private StartupProbe() {
    }

    static void reportFirstFrame(Scene scene, long jvmStartMillis, Runnable after) {
        new AnimationTimer() {
            private int frames;

            @Override
            public void handle(long now) {
                // The first pulse lays the scene out; the second comes after the first frame was rendered.
                if (++frames == 2) {
                    stop();
                    long ms = System.currentTimeMillis() - jvmStartMillis;
                    System.out.println("startup-ms " + ms);
                    after.run();
                }
            }
        }.start();
    }
}
