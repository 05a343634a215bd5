package io.assetdesk.ui.neworder;

import io.assetdesk.ui.common.Pause;
import java.time.Duration;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;

/**
 * Create held after the service said "too many requests", a section of the New order screen: the seconds left, counted
 * down once a second on a {@link Pause} (the tests end each second themselves). The service's Retry-After is used,
 * else {@link #DEFAULT}; never more than {@link #MOST}.
 */
final class SubmitHold {
    /** How long Submit waits after a 429 that came without a Retry-After. */
    static final Duration DEFAULT = Duration.ofSeconds(5);
    /** A Retry-After longer than this holds Submit only this long (the advice still gives the service's figure). */
    static final Duration MOST = Duration.ofMinutes(5);
    private static final Duration SECOND = Duration.ofSeconds(1);

    private final Pause pause;
    private final ReadOnlyIntegerWrapper seconds = new ReadOnlyIntegerWrapper(this, "holdSeconds");

    SubmitHold(Pause pause) {
        this.pause = pause;
    }

    /** Seconds until Submit is enabled again; 0 when not held. */
    ReadOnlyIntegerProperty secondsProperty() {
        return seconds.getReadOnlyProperty();
    }

    /** Holds Submit for {@code wait} (at least a second, at most {@link #MOST}). */
    void hold(Duration wait) {
        seconds.set((int) Math.max(1, Math.min(MOST.toSeconds(), wait.toSeconds())));
        pause.restart(SECOND, this::tick);
    }

    private void tick() {
        seconds.set(Math.max(0, seconds.get() - 1));
        if (seconds.get() > 0) {
            pause.restart(SECOND, this::tick);
        }
    }
}
