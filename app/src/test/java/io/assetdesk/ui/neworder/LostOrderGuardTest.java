package io.assetdesk.ui.neworder;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.ApiException;
import io.assetdesk.api.Order;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.Problem;
import io.assetdesk.ui.testing.FakeIntegrationService;
import io.assetdesk.ui.testing.ScreenHarness;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** The duplicate guard on its own, with no toolkit: what it finds, what it says, and when it cannot tell. */
class LostOrderGuardTest {
    private static final Messages M = Messages.load();
    private static final Instant SENT = Instant.parse("2026-11-25T15:00:00Z");

    private final FakeIntegrationService service = new FakeIntegrationService();
    private final List<NewOrderViewModel.Phase> phases = new ArrayList<>();
    private final AtomicReference<Problem> problem = new AtomicReference<>();
    private final LostOrderGuard guard = new LostOrderGuard(M, UiExecutor.direct(), Clock.fixed(SENT, ZoneOffset.UTC),
            new ActiveConnection(ScreenHarness.localProfile(), c -> service), phases::add, problem::set);
    private final LostOrderGuard.Sent sent = new LostOrderGuard.Sent("LN-9", "ada@example.com", "Ada Lovelace", SENT);

    private static Order order(String reference, Instant created) {
        return new Order("ord-9", "order", created, false, "opened", null, 30, "ada@example.com", null, reference,
                "Ada", "Lovelace", null, null, null, null, List.of(), null, null);
    }

    @Test
    void onlyALostAnswerTheServiceMayHaveSeenIsCheckedFor() {
        assertThat(LostOrderGuard.lostAnswer(new TimeoutException())).isTrue();
        assertThat(LostOrderGuard.lostAnswer(FakeIntegrationService.lost())).isTrue();
        assertThat(LostOrderGuard.lostAnswer(FakeIntegrationService.error(ApiException.Kind.SERVER_ERROR, 500, "boom",
                null))).isFalse();
    }

    @Test
    void theOrderMadeSinceTheSendIsFoundAndAnOlderOneIsNot() {
        service.listReturns(List.of(order("LN-9", SENT.plusSeconds(2))));
        guard.check(sent);
        assertThat(phases).containsExactly(NewOrderViewModel.Phase.CHECKING, NewOrderViewModel.Phase.FOUND);
        assertThat(guard.foundProperty().get().id()).isEqualTo("ord-9");
        assertThat(guard.textProperty().get()).startsWith("An order with reference LN-9 was created at");

        phases.clear();
        guard.clear();
        service.listReturns(List.of(order("LN-9", SENT.minus(LostOrderGuard.WINDOW).minusSeconds(60))));
        guard.check(sent);
        assertThat(phases).containsExactly(NewOrderViewModel.Phase.CHECKING, NewOrderViewModel.Phase.NOT_FOUND);
        assertThat(guard.foundProperty().get()).isNull();
        assertThat(guard.textProperty().get()).isEqualTo(M.get("neworder.lost.notFound", "LN-9"));
    }

    @Test
    void aListThatCannotBeReadSaysTheOrderMayExistAndWhy() {
        service.onList = ()
                -> CompletableFuture.failedFuture(FakeIntegrationService.error(ApiException.Kind.SERVER_ERROR,
                503, "503 Service Unavailable", "rq-3"));
        guard.check(sent);
        assertThat(phases).last().isEqualTo(NewOrderViewModel.Phase.CHECK_FAILED);
        assertThat(problem.get()).isNotNull();
        assertThat(guard.textProperty().get()).startsWith("The answer was lost and the order list could not be checked")
                .endsWith("Check again before sending: the order may exist.");
    }
}
