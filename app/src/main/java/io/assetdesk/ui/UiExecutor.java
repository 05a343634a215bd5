package io.assetdesk.ui;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import javafx.application.Platform;

/**
 * Where results of background work come back to: the FX Application Thread in the app, the calling thread in tests
 * that want to stay deterministic. The one hop from background to UI goes through {@link #deliver}.
 */
@FunctionalInterface
public interface UiExecutor {

    void execute(Runnable action);

    /** Runs on the FX thread: directly when already on it, else later. */
    static UiExecutor fx() {
        return action -> {
            if (Platform.isFxApplicationThread()) {
                action.run();
            } else {
                Platform.runLater(action);
            }
        };
    }

    /**
     * Runs {@code action} on the FX thread after what it is doing now, also when called from it (a sort policy read
     * once the table is done, a navigation undone after the event that started it): the one place besides
     * {@link #fx()} that hands work to the FX thread.
     */
    static void fxLater(Runnable action) {
        Platform.runLater(action);
    }

    /** Runs on the calling thread (tests). */
    static UiExecutor direct() {
        return Runnable::run;
    }

    /**
     * Delivers the outcome of {@code future} once, on this executor: the value to {@code onSuccess}, or the unwrapped
     * cause (an {@code ApiException} for service calls) to {@code onFailure}. Nothing is swallowed: a handler that
     * throws reaches the thread's uncaught-exception handler.
     */
    default <T> void deliver(CompletableFuture<T> future, Consumer<? super T> onSuccess,
                             Consumer<? super Throwable> onFailure) {
        future.whenComplete((value, error) -> execute(() -> {
            if (error == null) {
                onSuccess.accept(value);
            } else {
                onFailure.accept(unwrap(error));
            }
        }));
    }

    static Throwable unwrap(Throwable error) {
        Throwable t = error;
        while ((t instanceof CompletionException || t instanceof ExecutionException) && t.getCause() != null) {
            t = t.getCause();
        }
        return t;
    }
}
