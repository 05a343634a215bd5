package io.assetdesk.ui.common;

/**
 * The stale-answer guard of a screen's calls: each call started takes a ticket, and only the latest call's ticket is
 * current, so that the answer of a call the officer has since replaced (another reload, another order, a cancel) is
 * dropped. Used on one thread (the FX thread, or the test's).
 */
public final class LatestCall {
    private long latest;

    /** A call's ticket: current until the next {@link #start()} or {@link #cancel()}. */
    public interface Ticket {
        boolean current();
    }

    /** Starts a call: every earlier ticket stops being current. */
    public Ticket start() {
        long mine = ++latest;
        return () -> mine == latest;
    }

    /** A ticket current until the next call starts, without starting one (a reading that may come to nothing). */
    public Ticket now() {
        long seen = latest;
        return () -> seen == latest;
    }

    /** No call running now is current any more (the officer stopped waiting). */
    public void cancel() {
        latest++;
    }
}
