package io.assetdesk.ui.enrollment;

import io.assetdesk.api.PortalCheck;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.LatestCall;
import java.util.concurrent.CompletableFuture;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Whether the provider's page can be reached, asked while the borrower window loads its frame (a frame that cannot
 * load shows nothing useful by itself): a page that cannot be reached is said in the window, in words, with where.
 * Only the last check counts; nothing is said once the session is ending.
 */
final class SessionPortal {
    private final Messages messages;
    private final UiExecutor ui;
    private final PortalCheck check;
    private final FramePage.Target target;
    private final BooleanSupplier ending;
    private final Consumer<String> unreachable;
    private final LatestCall checks = new LatestCall();

    /** @param unreachable shows why the page cannot be reached */
    SessionPortal(Messages messages, UiExecutor ui, PortalCheck check, FramePage.Target target, BooleanSupplier ending,
                  Consumer<String> unreachable) {
        this.messages = messages;
        this.ui = ui;
        this.check = check;
        this.target = target;
        this.ending = ending;
        this.unreachable = unreachable;
    }

    /** Asks again (off the FX thread); a failure of this check is said unless a later check or the ending came. */
    void check() {
        LatestCall.Ticket mine = checks.start();
        CompletableFuture<Void> answer;
        try {
            answer = check.check(target.probeUrl());
        } catch (RuntimeException e) {
            answer = CompletableFuture.failedFuture(e);
        }
        answer.whenComplete((ok, error) -> {
            if (error != null) {
                ui.execute(() -> {
                    if (mine.current() && !ending.getAsBoolean()) {
                        unreachable.accept(describe(UiExecutor.unwrap(error)));
                    }
                });
            }
        });
    }

    /** Why the page cannot be reached, with where. */
    String describe(Throwable error) {
        String where = FramePage.origin(target.origin());
        if (error instanceof PortalCheck.Unreachable u) {
            return switch (u.reason()) {
                case TIMEOUT -> messages.get("enrollment.error.timeout", where);
                case REFUSED -> messages.get("enrollment.error.refused", where);
                case SERVER_ERROR -> messages.get("enrollment.error.status", where, u.detail());
                case OTHER -> messages.get("enrollment.error.other", where, u.detail());
            };
        }
        return messages.get("enrollment.error.other", where, error.getClass().getSimpleName());
    }
}
