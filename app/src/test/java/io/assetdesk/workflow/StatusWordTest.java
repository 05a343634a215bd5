package io.assetdesk.workflow;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.ui.common.OrderStatus;
import io.assetdesk.workflow.OrderState.Facts;
import io.assetdesk.workflow.OrderState.Phase;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** One reading of the status word for the list and the order screen alike. */
class StatusWordTest {

    @Test
    void knownWordsInAnyCaseUnknownOnesAsSentAndNone() {
        assertThat(StatusWord.of(" Closed ")).isEqualTo(new StatusWord(StatusWord.Kind.CLOSED, "Closed"));
        assertThat(StatusWord.of("INPROGRESS").kind()).isEqualTo(StatusWord.Kind.INPROGRESS);
        assertThat(StatusWord.of("on-hold")).isEqualTo(new StatusWord(StatusWord.Kind.UNKNOWN, "on-hold"));
        assertThat(StatusWord.of("on-hold").isKnown()).isFalse();
        assertThat(StatusWord.of("  ").kind()).isEqualTo(StatusWord.Kind.MISSING);
        assertThat(StatusWord.of(null).normalised()).isEmpty();
    }

    @Test
    void theOrderScreensStateReadsEveryWordAsTheListDoes() {
        for (String word : new String[] {"building", "Opened", "INPROGRESS", "closed", "Canceled", "frozen", "",
                null}) {
            StatusWord w = StatusWord.of(word);
            Phase p = OrderState.of(Facts.at(Instant.parse("2026-11-25T12:00:00Z")).order(word, false, 0, true)
                    .enrollHere(true)).phase();
            assertThat(p == Phase.UNKNOWN_STATUS).as(word).isEqualTo(w.kind() == StatusWord.Kind.UNKNOWN);
            assertThat(p == Phase.NO_STATUS).as(word).isEqualTo(w.kind() == StatusWord.Kind.MISSING);
            assertThat(OrderStatus.isKnown(word)).as(word).isEqualTo(w.isKnown());
        }
    }
}
