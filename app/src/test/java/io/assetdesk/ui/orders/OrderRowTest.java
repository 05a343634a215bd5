package io.assetdesk.ui.orders;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.Order;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a search text finds in a row: name, e-mail, reference number and id, whatever their case. */
class OrderRowTest {
    private static final OrderRow ROW = new OrderRow(TestOrders.order("ord-7F3A", "Marie-Claire", "Dubois-Lefèvre",
            "MC.Dubois@Example.com", "LN-2026-0042", "opened", Instant.parse("2026-11-20T09:00:00Z"), false));

    @Test
    void findsEachFieldIgnoringCase() {
        assertThat(ROW.matches("")).isTrue();
        assertThat(ROW.matches("marie")).isTrue();
        assertThat(ROW.matches("lefèvre")).isTrue();
        assertThat(ROW.matches("claire dubois")).isTrue(); // "First Last" as shown
        assertThat(ROW.matches("mc.dubois@example")).isTrue();
        assertThat(ROW.matches("ln-2026-004")).isTrue();
        assertThat(ROW.matches("7f3a")).isTrue();
        assertThat(ROW.matches("ord-7f3a")).isTrue();
    }

    @Test
    void doesNotFindWhatIsNotThereNorAcrossTwoFields() {
        assertThat(ROW.matches("martin")).isFalse();
        assertThat(ROW.matches("lefèvremc")).isFalse();
        assertThat(ROW.matches("0042ord")).isFalse();
        assertThat(ROW.matches("ln-2026-0043")).isFalse();
        OrderRow bare = new OrderRow(new Order("x1", "order", null, false, null, null, null, null, null, null, null,
                null, null, null, null, null, List.of(), null, null));
        assertThat(bare.matches("x1")).isTrue();
        assertThat(bare.matches("a b")).isFalse();
    }
}
