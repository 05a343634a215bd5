package io.assetdesk.ui.testing;

import io.assetdesk.api.ReportPoller;
import io.assetdesk.session.ReportWaits;
import io.assetdesk.settings.BackgroundWrites;
import io.assetdesk.settings.WaitingOrdersStore;
import java.time.Clock;

/** Report waits kept in memory whose report arrival a screen test decides ({@link #ready}). */
public final class TestWaits extends ReportWaits {
    public TestWaits() {
        super(ReportPoller.create(ReportPoller.Settings.defaults()), WaitingOrdersStore.inMemory(),
                BackgroundWrites.onCallingThread(), Clock.systemUTC(), Notifier.NOBODY);
    }

    /** The report of {@code orderId} has arrived (as a poll would tell it). */
    public void ready(String orderId) {
        markReady(orderId);
    }
}
