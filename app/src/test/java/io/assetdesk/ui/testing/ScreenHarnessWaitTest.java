package io.assetdesk.ui.testing;

import static io.assetdesk.ui.testing.ScreenHarness.fx;
import static io.assetdesk.ui.testing.ScreenHarness.waitFor;
import static io.assetdesk.ui.testing.ScreenHarness.waitOffFx;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.application.Platform;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;

/** The UI tests' wait: where it evaluates its condition, and how it gives up. */
@ScreenTest
class ScreenHarnessWaitTest {
    private static final Duration SHORT = Duration.ofMillis(300);


    @Test
    void eachCheckRunsOnTheFxThreadAndSeesWhatTheFxThreadChanged() {
        List<Boolean> onFx = new CopyOnWriteArrayList<>();
        Label label = fx(() -> new Label("before"));
        AtomicInteger checks = new AtomicInteger();

        waitFor(() -> {
            onFx.add(Platform.isFxApplicationThread());
            if (checks.incrementAndGet() == 3) {
                label.setText("after"); // on the FX thread: the next check must see it
            }
            return "after".equals(label.getText()) && checks.get() > 3;
        });

        assertThat(onFx).hasSizeGreaterThan(3).containsOnly(true);
    }

    @Test
    void givingUpSaysHowLongItWaitedAndKeepsTheLastExceptionTheConditionThrew() {
        AtomicInteger checks = new AtomicInteger();

        // every check throws its own exception: whatever the machine's speed, the one kept is the last one
        Throwable thrown = catchThrowable(() -> waitFor(Duration.ofSeconds(1), () -> {
            throw new IllegalStateException("check " + checks.incrementAndGet()); // counts as "not yet"
        }));

        assertThat(thrown).isInstanceOf(AssertionError.class).hasMessage("Condition not met within 1 s")
                .hasCauseInstanceOf(TimeoutException.class);
        int n = checks.get();
        assertThat(n).isPositive();
        // the last answered check's: one more may have been running on the FX thread when the wait gave up
        assertThat(thrown.getSuppressed()).singleElement().isInstanceOf(IllegalStateException.class)
                .extracting(Throwable::getMessage).isIn("check " + n, "check " + (n - 1));
    }

    @Test
    void theTimeoutIsNamedInSecondsWhenItIsWholeSeconds() {
        assertThat(ScreenHarness.describe(Duration.ofSeconds(20))).isEqualTo("20 s");
        assertThat(ScreenHarness.describe(Duration.ofMillis(1500))).isEqualTo("1500 ms");
    }

    @Test
    void aConditionThatNeverThrowsGivesUpWithoutSuppressedExceptions() {
        Throwable thrown = catchThrowable(() -> waitFor(SHORT, () -> false));

        assertThat(thrown).isInstanceOf(AssertionError.class).hasMessage("Condition not met within 300 ms");
        assertThat(thrown.getSuppressed()).isEmpty();
    }

    @Test
    void anErrorInTheConditionEndsTheWaitAtOnce() {
        AssertionError broken = new AssertionError("the condition's own assertion");

        assertThatThrownBy(() -> waitFor(Duration.ofSeconds(20), () -> {
            throw broken;
        })).isSameAs(broken);
    }

    @Test
    void calledOnTheFxThreadItEvaluatesThereWithoutWaitingForItself() {
        List<Boolean> onFx = new CopyOnWriteArrayList<>();
        AtomicInteger checks = new AtomicInteger();

        Throwable timedOut = fx(() -> {
            waitFor(() -> {
                onFx.add(Platform.isFxApplicationThread());
                return checks.incrementAndGet() >= 3;
            });
            return catchThrowable(() -> waitFor(SHORT, () -> false));
        });

        assertThat(onFx).hasSize(3).containsOnly(true);
        assertThat(timedOut).isInstanceOf(AssertionError.class).hasMessage("Condition not met within 300 ms");
    }

    @Test
    void whileTheFxThreadIsBusyTheWaitWaitsForItsAnswerAndSaysSoWhenItGivesUp() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch blocked = new CountDownLatch(1);
        Platform.runLater(() -> {
            blocked.countDown();
            try {
                release.await(20, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        try {
            assertThat(blocked.await(20, TimeUnit.SECONDS)).isTrue();
            Throwable thrown = catchThrowable(() -> waitFor(SHORT, () -> true));
            assertThat(thrown).isInstanceOf(AssertionError.class).hasMessage("Condition not met within 300 ms");
            assertThat(thrown.getCause()).isInstanceOf(TimeoutException.class)
                    .hasMessageStartingWith("the FX thread had not answered the last check for ");
        } finally {
            release.countDown();
        }
        waitFor(() -> true); // the FX thread answers again
    }

    @Test
    void waitOffFxEvaluatesOnTheCallingThread() {
        List<Boolean> onFx = new CopyOnWriteArrayList<>();
        AtomicInteger checks = new AtomicInteger();

        waitOffFx(() -> {
            onFx.add(Platform.isFxApplicationThread());
            return checks.incrementAndGet() >= 2;
        });

        assertThat(onFx).hasSize(2).containsOnly(false);
    }
}
