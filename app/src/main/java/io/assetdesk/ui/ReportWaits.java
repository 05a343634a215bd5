package io.assetdesk.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javafx.collections.FXCollections;
import javafx.collections.ObservableSet;

/**
 * Orders whose borrower has finished enrollment and whose report the console is waiting for (polled in the
 * background). The order list and the status bar show {@link #waitingOrderIds()}; touch it from the FX thread.
 */
public class ReportWaits {
    private final ObservableSet<String> waiting = FXCollections.observableSet();
    private final ObservableSet<String> readOnly = FXCollections.unmodifiableObservableSet(waiting);
    private final List<Consumer<String>> readyListeners = new ArrayList<>();

    /** Ids of the orders being waited for now. */
    public ObservableSet<String> waitingOrderIds() {
        return readOnly;
    }

    public boolean isWaiting(String orderId) {
        return waiting.contains(orderId);
    }

    /** Starts waiting for {@code orderId}'s report. */
    public void watch(String orderId) {
        waiting.add(orderId);
    }

    /** Called with the order id when its report has arrived. */
    public void addReadyListener(Consumer<String> listener) {
        readyListeners.add(listener);
    }

    protected void markReady(String orderId) {
        waiting.remove(orderId);
        readyListeners.forEach(l -> l.accept(orderId));
    }

    /** Stops all background work. */
    public void close() {
    }
}
