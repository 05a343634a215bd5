package io.assetdesk.api;

/** A piece of scheduled work that can be called off. Cancelling twice, or after it ran, does nothing. */
@FunctionalInterface
public interface Cancellable {
    void cancel();
}
