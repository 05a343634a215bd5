package io.assetdesk.ui.common;

import java.time.Duration;
import javafx.animation.PauseTransition;

/**
 * A timer a screen model waits on (the pause in typing before a draft is written, the window in which the provider
 * shows an enrollment): behind this interface so that a plain test ends it when it says, with no JavaFX toolkit.
 */
public interface Pause {
    /** Starts the wait again; {@code then} runs once {@code after} has passed without another start or a stop. */
    void restart(Duration after, Runnable then);

    void stop();

    /** A pause on the FX thread (its timer is made at the first start, so that making one needs no toolkit). */
    static Pause fx() {
        return new Pause() {
            private PauseTransition timer;

            @Override
            public void restart(Duration after, Runnable then) {
                if (timer == null) {
                    timer = new PauseTransition();
                }
                timer.stop();
                timer.setDuration(javafx.util.Duration.millis(Math.max(1, after.toMillis())));
                timer.setOnFinished(e -> then.run());
                timer.playFromStart();
            }

            @Override
            public void stop() {
                if (timer != null) {
                    timer.stop();
                }
            }
        };
    }
}
