package io.assetdesk.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.DoubleSupplier;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The background wait for an order's report, driven by a manual clock and scheduler. */
class ReportPollerTest {
    private static final Instant T0 = Instant.parse("2026-11-21T09:00:00Z");
    private static final ReportPoller.Settings DEFAULTS = ReportPoller.Settings.defaults();

    private final ManualPollScheduler scheduler = new ManualPollScheduler(T0);
    private final List<ReportPoller.Outcome> outcomes = new CopyOnWriteArrayList<>();

    @Test
    void firstReadComesAfterTwoSecondsThenThePauseDoublesUpToThirtySeconds() {
        ScriptedReads reads = new ScriptedReads(scheduler.clock());
        ReportPoller poller = poller(() -> 0.0); // no jitter taken off: the nominal schedule
        poller.watch("o-1", reads, outcomes::add);

        scheduler.advance(Duration.ofMinutes(3));

        assertThat(secondsSinceStart(reads.times)).startsWith(2L, 6L, 14L, 30L, 60L, 90L, 120L, 150L, 180L);
        assertThat(gaps(reads.times)).allSatisfy(g -> assertThat(g).isLessThanOrEqualTo(Duration.ofSeconds(30)));
        assertThat(outcomes).isEmpty();
    }

    /**
     * A wait the borrower has just begun (enrolled at this desk) is read every 3 s for its first minutes, whichever
     * screen is shown, so that the notification comes within seconds of the report; then the gentle pace.
     */
    @Test
    void aJustBegunWaitIsReadEveryThreeSecondsUntilItsHurryEndsThenAtTheUsualPace() {
        ScriptedReads reads = new ScriptedReads(scheduler.clock());
        ReportPoller poller = poller(() -> 0.0);
        ReportPoller.Wait wait = poller.watch("o-1", reads, outcomes::add);
        wait.hurry(T0.plus(Duration.ofMinutes(1)));

        scheduler.advance(Duration.ofSeconds(60));
        assertThat(secondsSinceStart(reads.times)).startsWith(2L, 5L, 8L, 11L);
        assertThat(gaps(reads.times)).allSatisfy(g -> assertThat(g).isLessThanOrEqualTo(Duration.ofSeconds(3)));
        int hurried = reads.times.size();

        scheduler.advance(Duration.ofMinutes(2));
        assertThat(gaps(reads.times).subList(hurried + 1, reads.times.size() - 1))
                .as("after the hurry: the usual pause, up to 30 s").allSatisfy(g -> assertThat(g)
                        .isGreaterThan(Duration.ofSeconds(3)));
        assertThat(reads.times.size() - hurried).isLessThan(8);
    }

    /** While someone looks at the order, a read comes every second, never more often; without focus, the usual pace. */
    @Test
    void aFocusedWaitReadsEverySecondAndNoMoreOften() {
        ScriptedReads reads = new ScriptedReads(scheduler.clock());
        ReportPoller poller = poller(() -> 0.0);
        ReportPoller.Wait wait = poller.watch("o-1", reads, outcomes::add);

        scheduler.advance(Duration.ofSeconds(20)); // reads at 2, 6, 14 s; the next is due at 30 s
        assertThat(secondsSinceStart(reads.times)).containsExactly(2L, 6L, 14L);

        wait.focus(true); // at 20 s: the read due at 30 s comes at once (the last was 6 s ago)
        wait.focus(true); // twice changes nothing
        scheduler.advance(Duration.ofMillis(5_500));
        assertThat(secondsSinceStart(reads.times)).containsExactly(2L, 6L, 14L, 20L, 21L, 22L, 23L, 24L, 25L);
        assertThat(gaps(reads.times).subList(4, 9)).allSatisfy(g -> assertThat(g).isEqualTo(Duration.ofSeconds(1)));

        wait.focus(false); // back to the usual pace: the pause after the 9th read is 30 s (the cap)
        scheduler.advance(Duration.ofSeconds(31));
        assertThat(secondsSinceStart(reads.times)).endsWith(25L, 26L, 56L);
        assertThat(outcomes).isEmpty();
    }

    @Test
    void focusingRightAfterAReadWaitsOutTheSecond() {
        ScriptedReads reads = new ScriptedReads(scheduler.clock());
        ReportPoller.Wait wait = poller(() -> 0.0).watch("o-1", reads, outcomes::add);
        scheduler.advance(Duration.ofMillis(2_200)); // one read at 2 s
        wait.focus(true);
        scheduler.advance(Duration.ofMillis(700)); // 2.9 s: still only the one read
        assertThat(reads.times).hasSize(1);
        scheduler.advance(Duration.ofMillis(200)); // 3.1 s: the second read, at 3 s
        assertThat(secondsSinceStart(reads.times)).containsExactly(2L, 3L);
    }

    @Test
    void focusDoesNotBringForwardAReadTheServerPutOff() {
        ScriptedReads reads = new ScriptedReads(scheduler.clock())
                .then(error(ApiException.Kind.RATE_LIMITED, 429, Duration.ofSeconds(40)));
        ReportPoller.Wait wait = poller(() -> 0.0).watch("o-1", reads, outcomes::add);
        scheduler.advance(Duration.ofSeconds(3)); // 429 at 2 s, asking for 40 s
        wait.focus(true);
        scheduler.advance(Duration.ofSeconds(30));
        assertThat(secondsSinceStart(reads.times)).containsExactly(2L);
        scheduler.advance(Duration.ofMillis(9_500));
        assertThat(secondsSinceStart(reads.times)).containsExactly(2L, 42L);
    }

    @Test
    void jitterShortensEachPauseByAtMostAQuarterAndNeverExceedsTheCap() {
        double[] draws = {0.999_999, 0.5, 0.0, 0.25, 0.75, 0.999_999, 0.1, 0.9, 0.3, 0.6, 0.45, 0.05};
        int[] next = {0};
        ScriptedReads reads = new ScriptedReads(scheduler.clock());
        ReportPoller poller = poller(() -> draws[next[0]++ % draws.length]);
        poller.watch("o-1", reads, outcomes::add);

        scheduler.advance(Duration.ofMinutes(5));

        List<Duration> gaps = gaps(reads.times);
        assertThat(gaps.get(0)).isEqualTo(Duration.ofSeconds(2)); // the first read is not jittered
        for (int i = 1; i < gaps.size(); i++) {
            Duration nominal = DEFAULTS.nominalDelay(i);
            Duration lowest = Duration.ofNanos((long) (nominal.toNanos() * 0.75));
            assertThat(gaps.get(i)).as("pause %d", i).isBetween(lowest, nominal);
            assertThat(gaps.get(i)).isLessThanOrEqualTo(Duration.ofSeconds(30));
        }
        // the draws really move the reads: the pause after read 1 (draw 0.999999) is about 3 s, not 4 s
        assertThat(gaps.get(1)).isLessThan(Duration.ofMillis(3001)).isGreaterThan(Duration.ofMillis(2999));
        assertThat(gaps.stream().distinct().count()).isGreaterThan(4);
    }

    @Test
    void retryAfterFromTheServerIsHonouredEvenBeyondTheCap() {
        ScriptedReads reads = new ScriptedReads(scheduler.clock())
                .then(error(ApiException.Kind.SERVER_ERROR, 503, Duration.ofSeconds(45)))
                .then(error(ApiException.Kind.RATE_LIMITED, 429, Duration.ofSeconds(10)));
        ReportPoller poller = poller(() -> 0.0);
        poller.watch("o-1", reads, outcomes::add);

        scheduler.advance(Duration.ofSeconds(120));

        // 2 s: 503 asking for 45 s; 47 s: 429 asking for 10 s while backoff says 8 s; then normal backoff (16 s).
        assertThat(secondsSinceStart(reads.times)).startsWith(2L, 47L, 57L, 73L);
        assertThat(outcomes).isEmpty();
    }

    @Test
    void shorterRetryAfterThanTheBackoffDoesNotSpeedUpTheReads() {
        ScriptedReads reads = new ScriptedReads(scheduler.clock())
                .then(notReady())
                .then(notReady())
                .then(error(ApiException.Kind.RATE_LIMITED, 429, Duration.ofSeconds(1)));
        ReportPoller poller = poller(() -> 0.0);
        poller.watch("o-1", reads, outcomes::add);

        scheduler.advance(Duration.ofSeconds(40));

        assertThat(secondsSinceStart(reads.times)).startsWith(2L, 6L, 14L, 30L);
    }

    @Test
    void givesUpAfterThirtyMinutesWithTheLastErrorAndStopsReading() {
        ScriptedReads reads = new ScriptedReads(scheduler.clock());
        reads.fallback = () -> CompletableFuture.failedFuture(error(ApiException.Kind.SERVER_ERROR, 502, null));
        ReportPoller poller = poller(() -> 0.5);
        poller.watch("o-1", reads, outcomes::add);

        scheduler.advance(Duration.ofMinutes(29).plusSeconds(59));
        assertThat(outcomes).as("still waiting just before 30 minutes").isEmpty();

        scheduler.advance(Duration.ofSeconds(1));

        assertThat(outcomes).singleElement().isInstanceOfSatisfying(ReportPoller.Outcome.GaveUp.class, g -> {
            assertThat(g.orderId()).isEqualTo("o-1");
            assertThat(g.waited()).isEqualTo(Duration.ofMinutes(30));
            assertThat(g.reads()).isEqualTo(reads.times.size());
            assertThat(g.lastError()).get().extracting(e -> e.status().orElseThrow()).isEqualTo(502);
        });
        assertThat(reads.times.get(reads.times.size() - 1)).as("a last read at the deadline")
                .isEqualTo(T0.plus(Duration.ofMinutes(30)));
        int readsAtGiveUp = reads.times.size();
        scheduler.advance(Duration.ofHours(1));
        assertThat(reads.times).hasSize(readsAtGiveUp);
        assertThat(scheduler.pendingCount()).isZero();
        assertThat(poller.activeCount()).isZero();
    }

    @Test
    void giveUpTimeIsConfigurable() {
        ScriptedReads reads = new ScriptedReads(scheduler.clock());
        ReportPoller poller = new ReportPoller(scheduler, scheduler.clock(), () -> 0.0,
                DEFAULTS.withGiveUpAfter(Duration.ofSeconds(20)));
        poller.watch("o-1", reads, outcomes::add);

        scheduler.advance(Duration.ofMinutes(1));

        assertThat(secondsSinceStart(reads.times)).containsExactly(2L, 6L, 14L, 20L);
        assertThat(outcomes).singleElement().isInstanceOf(ReportPoller.Outcome.GaveUp.class);
    }

    @Test
    void aRetryAfterReachingPastTheDeadlineGivesUpAtTheDeadlineWithoutAnotherRead() {
        ScriptedReads reads = new ScriptedReads(scheduler.clock())
                .then(error(ApiException.Kind.RATE_LIMITED, 429, Duration.ofHours(2)));
        ReportPoller poller = poller(() -> 0.0);
        poller.watch("o-1", reads, outcomes::add);

        scheduler.advance(Duration.ofHours(3));

        assertThat(reads.times).containsExactly(T0.plusSeconds(2));
        assertThat(outcomes).singleElement().isInstanceOfSatisfying(ReportPoller.Outcome.GaveUp.class,
                g -> assertThat(g.waited()).isEqualTo(Duration.ofMinutes(30)));
    }

    @Test
    void networkFailuresAndServerErrorsMidWaitDoNotEndIt() {
        OrderDocument report = orderWithReport("o-1");
        ScriptedReads reads = new ScriptedReads(scheduler.clock())
                .then(notReady())
                .then(error(ApiException.Kind.NETWORK, null, null))
                .then(error(ApiException.Kind.SERVER_ERROR, 500, null))
                .then(error(ApiException.Kind.BAD_RESPONSE, 200, null))
                .then(CompletableFuture.completedFuture(report));
        ReportPoller poller = poller(() -> 0.0);
        poller.watch("o-1", reads, outcomes::add);

        scheduler.advance(Duration.ofMinutes(2));

        assertThat(reads.times).hasSize(5);
        assertThat(outcomes).singleElement().isInstanceOfSatisfying(ReportPoller.Outcome.Ready.class, r -> {
            assertThat(r.document()).isSameAs(report);
            assertThat(r.reads()).isEqualTo(5);
        });
        assertThat(scheduler.pendingCount()).isZero();
    }

    @Test
    void aFailureWrappedInACompletionExceptionIsRecognised() {
        ScriptedReads reads = new ScriptedReads(scheduler.clock())
                .then(CompletableFuture.supplyAsync(() -> {
                    throw error(ApiException.Kind.NETWORK, null, null);
                }, Runnable::run))
                .then(CompletableFuture.completedFuture(orderWithReport("o-1")));
        ReportPoller poller = poller(() -> 0.0);
        poller.watch("o-1", reads, outcomes::add);

        scheduler.advance(Duration.ofSeconds(10));

        assertThat(outcomes).singleElement().isInstanceOf(ReportPoller.Outcome.Ready.class);
    }

    @ParameterizedTest
    @EnumSource(value = ApiException.Kind.class, names = {"NOT_FOUND", "UNAUTHORIZED", "CLIENT_ERROR"})
    void aRefusalEndsTheWaitWithItsCause(ApiException.Kind kind) {
        ApiException refusal = error(kind, kind == ApiException.Kind.NOT_FOUND ? 404 : 401, null);
        ScriptedReads reads = new ScriptedReads(scheduler.clock()).then(notReady()).then(refusal);
        ReportPoller poller = poller(() -> 0.0);
        poller.watch("o-1", reads, outcomes::add);

        scheduler.advance(Duration.ofMinutes(5));

        assertThat(reads.times).hasSize(2);
        assertThat(outcomes).singleElement().isInstanceOfSatisfying(ReportPoller.Outcome.Failed.class, f -> {
            assertThat(f.cause()).isSameAs(refusal);
            assertThat(f.orderId()).isEqualTo("o-1");
        });
        assertThat(scheduler.pendingCount()).isZero();
    }

    @Test
    void cancellingBetweenReadsStopsTheReadsAndReportsNothing() {
        ScriptedReads reads = new ScriptedReads(scheduler.clock());
        ReportPoller poller = poller(() -> 0.0);
        ReportPoller.Wait wait = poller.watch("o-1", reads, outcomes::add);
        scheduler.advance(Duration.ofSeconds(3));
        assertThat(reads.times).hasSize(1);

        wait.cancel();
        scheduler.advance(Duration.ofHours(1));

        assertThat(reads.times).hasSize(1);
        assertThat(outcomes).isEmpty();
        assertThat(wait.isDone()).isTrue();
        assertThat(scheduler.pendingCount()).isZero();
        assertThat(poller.activeCount()).isZero();
    }

    @Test
    void cancellingDuringAReadCancelsItAndIgnoresItsLateAnswer() {
        CompletableFuture<OrderDocument> slow = new CompletableFuture<>();
        ScriptedReads reads = new ScriptedReads(scheduler.clock()).then(slow);
        ReportPoller poller = poller(() -> 0.0);
        ReportPoller.Wait wait = poller.watch("o-1", reads, outcomes::add);
        scheduler.advance(Duration.ofSeconds(2));

        wait.cancel();
        slow.complete(orderWithReport("o-1"));

        assertThat(slow).isCancelled();
        assertThat(outcomes).isEmpty();
        assertThat(scheduler.pendingCount()).as("the read's time-out timer is gone too").isZero();
    }

    @Test
    void aReadThatNeverAnswersCountsAsANetworkFailureAndTheWaitGoesOn() {
        CompletableFuture<OrderDocument> hanging = new CompletableFuture<>();
        ScriptedReads reads = new ScriptedReads(scheduler.clock())
                .then(hanging)
                .then(CompletableFuture.completedFuture(orderWithReport("o-1")));
        ReportPoller poller = poller(() -> 0.0);
        poller.watch("o-1", reads, outcomes::add);

        scheduler.advance(Duration.ofSeconds(2 + 59));
        assertThat(reads.times).hasSize(1);
        scheduler.advance(Duration.ofSeconds(1 + 4));

        assertThat(hanging).isCancelled();
        assertThat(secondsSinceStart(reads.times)).containsExactly(2L, 66L);
        assertThat(outcomes).singleElement().isInstanceOf(ReportPoller.Outcome.Ready.class);
    }

    @Test
    void severalOrdersWaitIndependently() {
        ScriptedReads first = new ScriptedReads(scheduler.clock()).then(notReady())
                .then(CompletableFuture.completedFuture(orderWithReport("a")));
        ScriptedReads second = new ScriptedReads(scheduler.clock());
        ScriptedReads third = new ScriptedReads(scheduler.clock()).then(error(ApiException.Kind.NOT_FOUND, 404, null));
        ReportPoller poller = poller(() -> 0.0);
        poller.watch("a", first, outcomes::add);
        scheduler.advance(Duration.ofSeconds(1));
        ReportPoller.Wait b = poller.watch("b", second, outcomes::add);
        poller.watch("c", third, outcomes::add);
        assertThat(poller.activeCount()).isEqualTo(3);

        scheduler.advance(Duration.ofSeconds(20));

        assertThat(outcomes).extracting(ReportPoller.Outcome::orderId).containsExactlyInAnyOrder("a", "c");
        assertThat(b.isDone()).isFalse();
        assertThat(secondsSinceStart(second.times)).startsWith(3L, 7L, 15L);
        assertThat(poller.activeCount()).isEqualTo(1);
    }

    @Test
    void aResumedWaitKeepsItsOriginalDeadlineButStillReadsOnce() {
        ScriptedReads late = new ScriptedReads(scheduler.clock());
        ScriptedReads expired = new ScriptedReads(scheduler.clock());
        ReportPoller poller = poller(() -> 0.0);
        poller.watch("late", T0.minus(Duration.ofMinutes(29)), late, outcomes::add);
        poller.watch("expired", T0.minus(Duration.ofHours(5)), expired, outcomes::add);

        scheduler.advance(Duration.ofMinutes(2));

        assertThat(expired.times).containsExactly(T0.plusSeconds(2));
        assertThat(late.times.get(late.times.size() - 1)).isEqualTo(T0.plus(Duration.ofMinutes(1)));
        assertThat(outcomes).extracting(ReportPoller.Outcome::orderId).containsExactlyInAnyOrder("late", "expired");
        assertThat(outcomes).allSatisfy(o -> assertThat(o).isInstanceOf(ReportPoller.Outcome.GaveUp.class));
    }

    @Test
    void closeCancelsEveryWaitAndClosesTheScheduler() {
        ReportPoller poller = poller(() -> 0.0);
        poller.watch("a", new ScriptedReads(scheduler.clock()), outcomes::add);
        poller.watch("b", new ScriptedReads(scheduler.clock()), outcomes::add);

        poller.close();

        assertThat(poller.activeCount()).isZero();
        assertThat(scheduler.isClosed()).isTrue();
        assertThat(outcomes).isEmpty();
    }

    @Test
    void theRealSchedulerDeliversTheReportAndItsThreadEndsOnClose() throws Exception {
        ExecutorPollScheduler real = new ExecutorPollScheduler();
        ReportPoller poller = new ReportPoller(real, Clock.systemUTC(), Math::random,
                new ReportPoller.Settings(Duration.ofMillis(20), Duration.ofMillis(80), 2.0, 0.25,
                        Duration.ofSeconds(30), Duration.ofSeconds(5)));
        CountDownLatch done = new CountDownLatch(1);
        Deque<CompletableFuture<OrderDocument>> answers = new ArrayDeque<>(List.of(
                CompletableFuture.completedFuture(orderWithoutReport("r")),
                CompletableFuture.supplyAsync(() -> orderWithoutReport("r")),
                CompletableFuture.completedFuture(orderWithReport("r"))));
        List<String> readThreads = new CopyOnWriteArrayList<>();
        poller.watch("r", id -> {
            readThreads.add(Thread.currentThread().getName());
            return answers.poll();
        }, o -> {
            outcomes.add(o);
            done.countDown();
        });

        assertThat(done.await(10, TimeUnit.SECONDS)).isTrue();
        poller.close();

        assertThat(outcomes).singleElement().isInstanceOf(ReportPoller.Outcome.Ready.class);
        assertThat(readThreads).hasSize(3).allSatisfy(n -> assertThat(n).startsWith("report-poller-"));
        assertThat(real.awaitTermination(Duration.ofSeconds(5))).isTrue();
    }

    private ReportPoller poller(DoubleSupplier random) {
        return new ReportPoller(scheduler, scheduler.clock(), random, DEFAULTS);
    }

    private static List<Long> secondsSinceStart(List<Instant> times) {
        return times.stream().map(t -> Duration.between(T0, t).toSeconds()).toList();
    }

    private static List<Duration> gaps(List<Instant> times) {
        List<Duration> gaps = new ArrayList<>();
        Instant previous = T0;
        for (Instant t : times) {
            gaps.add(Duration.between(previous, t));
            previous = t;
        }
        return gaps;
    }

    static ApiException error(ApiException.Kind kind, Integer status, Duration retryAfter) {
        return new ApiException(kind, status, (status == null ? "" : status + " ") + kind, null, "req-1", null,
                retryAfter, false, null);
    }

    private static CompletableFuture<OrderDocument> notReady() {
        return CompletableFuture.completedFuture(orderWithoutReport("o-1"));
    }

    static OrderDocument orderWithoutReport(String id) {
        return new OrderDocument(order(id, List.of()), "{}");
    }

    static OrderDocument orderWithReport(String id) {
        OrderAccountReport account = OrderAccountReport.of("7d3c1a8e-0000-4000-8000-000000000001",
                ReportValue.EMPTY_ARRAY, ReportValue.EMPTY_ARRAY, ReportValue.EMPTY_OBJECT, null, null, null,
                        new BigDecimal("1200.50"), new BigDecimal("1100.00"),
                new BigDecimal("900.00"), 400, 60);
        return new OrderDocument(order(id, List.of(account)), "{}");
    }

    private static Order order(String id, List<OrderAccountReport> accounts) {
        return new Order(id, "order", T0, false, "closed", null, 30, null, null, null, "Ada", "Lovelace", null, null,
                null, null, accounts, null, null);
    }

    /** The single-order read as a script: answers in order, then "no report yet"; records when each read came. */
    private static final class ScriptedReads implements Function<String, CompletableFuture<OrderDocument>> {
        final List<Instant> times = new ArrayList<>();
        private final Deque<CompletableFuture<OrderDocument>> script = new ArrayDeque<>();
        private final Clock clock;
        Supplier<CompletableFuture<OrderDocument>> fallback = ReportPollerTest::notReady;

        ScriptedReads(Clock clock) {
            this.clock = clock;
        }

        ScriptedReads then(CompletableFuture<OrderDocument> answer) {
            script.add(answer);
            return this;
        }

        ScriptedReads then(ApiException failure) {
            return then(CompletableFuture.failedFuture(failure));
        }

        @Override
        public CompletableFuture<OrderDocument> apply(String orderId) {
            times.add(clock.instant());
            CompletableFuture<OrderDocument> next = script.poll();
            return next != null ? next : fallback.get();
        }
    }
}
