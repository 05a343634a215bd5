package io.assetdesk.ui.testing;

import io.assetdesk.ui.common.Pause;
import java.time.Duration;

/** A {@link Pause} that ends when the test says so: no toolkit, no waiting. */
public final class ManualPause implements Pause {
    private Runnable pending;
    private Duration asked;

    @Override
    public void restart(Duration after, Runnable then) {
        pending = then;
        asked = after;
    }

    @Override
    public void stop() {
        pending = null;
    }

    /** Whether a wait is running. */
    public boolean running() {
        return pending != null;
    }

    /** How long the running (or last) wait was asked to last. */
    public Duration asked() {
        return asked;
    }

    /** Ends the running wait now, as if its time had passed; false when none was running. */
    public boolean end() {
        Runnable then = pending;
        pending = null;
        if (then == null) {
            return false;
        }
        then.run();
        return true;
    }
}
