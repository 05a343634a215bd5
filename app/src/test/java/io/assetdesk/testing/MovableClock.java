package io.assetdesk.testing;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** The system's time plus an offset the test moves forward: "two days later" without waiting two days. */
public final class MovableClock extends Clock {
    private volatile Duration offset = Duration.ZERO;

    public void advance(Duration by) {
        offset = offset.plus(by);
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        throw new UnsupportedOperationException("a movable clock stays in UTC");
    }

    @Override
    public Instant instant() {
        return Instant.now().plus(offset);
    }
}
