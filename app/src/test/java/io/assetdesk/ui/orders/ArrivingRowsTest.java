package io.assetdesk.ui.orders;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.OrderLine;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Rows made as the list arrives: newest first whatever order the batches come in, and rows shown never change. */
class ArrivingRowsTest {
    private static OrderLine line(String id, Integer minute) {
        return new OrderLine(id, "order", minute == null ? null : Instant.parse("2026-11-27T10:00:00Z")
                .plusSeconds(60L * minute), false, "opened", 30, id + "@example.com", "LN-" + id, "Ana", "Lima");
    }

    private static List<String> ids(List<OrderRow> rows) {
        return rows.stream().map(OrderRow::id).toList();
    }

    @Test
    void theScreenGetsTheRowsSoFarLessOftenAsTheyGrowAndTheCountReadBetweenThem() {
        List<Integer> handed = new ArrayList<>();
        List<Integer> counts = new ArrayList<>();
        AtomicLong clock = new AtomicLong();
        ArrivingRows arriving = new ArrivingRows(Runnable::run, loaded -> handed.add(loaded.rows().size()), counts::add,
                clock::get);
        List<OrderLine> batch = new ArrayList<>();
        for (int i = 0; i < 10_000; i++) {
            batch.add(line("r" + i, 0));
        }
        for (int b = 0; b < 100; b++) {
            arriving.add(batch);
            clock.addAndGet(ArrivingRows.HAND_OVER_NANOS / 4); // 10,000 rows every 0.175 s: a million in 17.5 s
        }
        assertThat(handed.get(0)).as("the first batch at once").isEqualTo(10_000);
        assertThat(handed).as("fewer hand-overs than at a fixed 0.7 s (25)").hasSizeBetween(6, 12);
        assertThat(handed.get(1) - handed.get(0)).isEqualTo(50_000);
        assertThat(handed.get(handed.size() - 1) - handed.get(handed.size() - 2)).as("later steps are longer")
                .isGreaterThan(100_000);
        assertThat(counts).as("counts between the hand-overs, none at one").isNotEmpty()
                .doesNotContainAnyElementsOf(handed).isSorted();
        for (int i = 1; i < counts.size(); i++) {
            assertThat(counts.get(i) - counts.get(i - 1)).as("at most a count every 0.25 s (two batches)")
                    .isGreaterThanOrEqualTo(20_000);
        }
        assertThat(counts.size() + handed.size()).as("the officer sees the list move every 0.35 s or so")
                .isGreaterThanOrEqualTo(45);
    }

    @Test
    void batchesInAnyOrderGiveTheRowsNewestFirstAndTheRowsShownStayAsShown() {
        List<ArrivingRows.Loaded> shown = new ArrayList<>();
        List<List<String>> asShown = new ArrayList<>();
        AtomicLong clock = new AtomicLong();
        ArrivingRows arriving = new ArrivingRows(Runnable::run, loaded -> {
            shown.add(loaded);
            asShown.add(ids(loaded.rows()));
        }, soFar -> { }, () -> clock.addAndGet(ArrivingRows.handOverAfter(100)));
        List<List<OrderLine>> batches = List.of(
                List.of(line("m90", 90), line("m80", 80), line("m70", 70)),   // newest first, as the service sends
                List.of(line("m60", 60), line("m50", 50)),                     // after every row so far: appended
                List.of(line("m75", 75), line("m55", 55), line("none", null)), // among them: merged
                List.of(line("m95", 95), line("m99", 99)),                     // before every row so far
                List.of(line("m40", 40), line("m70b", 70)));                   // after, one of them a tie
        List<OrderLine> all = new ArrayList<>();
        for (List<OrderLine> batch : batches) {
            arriving.add(batch);
            all.addAll(batch);
        }

        List<OrderRow> expected = new ArrayList<>(all.stream().map(OrderRow::new).toList());
        expected.sort(Comparator.comparing(OrderRow::created, Comparator.nullsLast(Comparator.reverseOrder())));
        ArrivingRows.Loaded whole = arriving.all(all, 0);
        assertThat(ids(whole.rows())).isEqualTo(ids(expected))
                .startsWith("m99", "m95", "m90", "m80", "m75", "m70").endsWith("m40", "none");
        assertThat(ids(whole.rows()).indexOf("m70")).as("a tie keeps the earlier row first")
                .isLessThan(ids(whole.rows()).indexOf("m70b"));
        assertThat(shown).as("every batch handed over (the clock moves a hand-over's time each call)").hasSize(5);
        for (int i = 0; i < shown.size(); i++) {
            assertThat(ids(shown.get(i).rows())).as("hand-over %d, as it was shown", i).isEqualTo(asShown.get(i));
        }
        assertThat(asShown.get(1)).containsExactly("m90", "m80", "m70", "m60", "m50");
        assertThat(whole.statuses()).containsExactly("opened");
    }
}
