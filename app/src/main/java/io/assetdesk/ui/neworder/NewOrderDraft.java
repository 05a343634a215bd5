package io.assetdesk.ui.neworder;

import io.assetdesk.settings.DraftStore;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.Pause;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Predicate;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The New order form's draft on disk: written after a pause in typing ({@link Pause}) and when the officer leaves,
 * read back at the start unless the officer has typed meanwhile, deleted when the order exists or the officer discards
 * it. Reads and writes run on {@code background}, in order; what they say comes back through {@link UiExecutor}.
 * Never the identifier digits (the form's snapshot leaves them out, and {@link DraftStore} drops them too).
 */
public final class NewOrderDraft {
    private static final Logger LOG = LoggerFactory.getLogger(NewOrderDraft.class);

    /** The pause in typing after which the draft is written. */
    static final Duration TYPING_PAUSE = Duration.ofMillis(400);

    private final DraftStore store;
    private final UiExecutor ui;
    private final Clock clock;
    private final Executor background;
    private final Pause pause;
    private final Supplier<Map<String, String>> snapshot;
    private final ReadOnlyObjectWrapper<Instant> restoredAt = new ReadOnlyObjectWrapper<>(this, "restoredAt");
    private final ReadOnlyBooleanWrapper saved = new ReadOnlyBooleanWrapper(this, "saved");
    private CompletableFuture<Void> writes = CompletableFuture.completedFuture(null);

    /** @param snapshot the form as a draft, when it is written */
    NewOrderDraft(DraftStore store, UiExecutor ui, Clock clock, Executor background, Pause pause,
                  Supplier<Map<String, String>> snapshot) {
        this.store = store;
        this.ui = ui;
        this.clock = clock;
        this.background = background;
        this.pause = pause;
        this.snapshot = snapshot;
    }

    public DraftStore store() {
        return store;
    }

    /** When the draft put in the form was saved; null when none was put in. */
    public ReadOnlyObjectProperty<Instant> restoredAtProperty() {
        return restoredAt.getReadOnlyProperty();
    }

    /** The form as it stands is on disk. */
    public ReadOnlyBooleanProperty savedProperty() {
        return saved.getReadOnlyProperty();
    }

    /** The form changed: it is written after the pause. */
    void changed() {
        saved.set(false);
        pause.restart(TYPING_PAUSE, this::saveNow);
    }

    /** Writes the draft now (off the FX thread, in order). Called after a pause in typing and when leaving. */
    public void saveNow() {
        pause.stop();
        Map<String, String> snap = snapshot.get();
        Instant at = clock.instant();
        writes = writes.thenRunAsync(() -> {
            try {
                store.save(snap, at);
            } catch (Exception e) {
                LOG.warn("Could not save the new-order draft: {}", e.getClass().getSimpleName());
            }
        }, background);
        ui.deliver(writes, v -> saved.set(true), e -> saved.set(false));
    }

    /** Deletes the draft on disk (the order exists, or the officer discarded it). */
    void delete() {
        pause.stop();
        restoredAt.set(null);
        saved.set(false);
        writes = writes.thenRunAsync(() -> {
            try {
                store.delete();
            } catch (RuntimeException e) {
                LOG.warn("Could not delete the new-order draft: {}", e.getClass().getSimpleName());
            }
        }, background);
    }

    /**
     * Reads the draft in the background and gives it to {@code apply} on the FX thread, which puts it in the form and
     * says whether it did (not when the officer has typed meanwhile: the typing wins, and the draft file is replaced
     * at the next pause).
     */
    void restore(Predicate<DraftStore.Draft> apply) {
        ui.deliver(CompletableFuture.supplyAsync(store::load, background), (Optional<DraftStore.Draft> draft) -> {
            if (draft.isPresent() && apply.test(draft.get())) {
                restoredAt.set(draft.get().savedInstant().orElse(clock.instant()));
                saved.set(true);
            }
        }, e -> LOG.warn("Could not read the new-order draft: {}", e.getClass().getSimpleName()));
    }

    /** The writes still under way (tests). */
    public CompletableFuture<Void> pendingWrites() {
        return writes;
    }
}
