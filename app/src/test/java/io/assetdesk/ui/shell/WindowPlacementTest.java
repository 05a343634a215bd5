package io.assetdesk.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javafx.geometry.Rectangle2D;
import org.junit.jupiter.api.Test;

class WindowPlacementTest {
    private final Rectangle2D primary = new Rectangle2D(0, 0, 1920, 1040);
    private final Rectangle2D right = new Rectangle2D(1920, 0, 1280, 1024);

    @Test
    void firstRunCentresTheDefaultSizeOnThePrimaryScreen() {
        Rectangle2D r = WindowPlacement.place(null, List.of(primary, right));
        assertThat(r).isEqualTo(new Rectangle2D((1920 - 1280) / 2.0, (1040 - 820) / 2.0, 1280, 820));
    }

    @Test
    void keepsBoundsThatAreOnTheSecondScreen() {
        Rectangle2D saved = new Rectangle2D(2000, 100, 1000, 700);
        assertThat(WindowPlacement.place(saved, List.of(primary, right))).isEqualTo(saved);
    }

    @Test
    void aWindowOnAScreenThatIsGoneMovesToThePrimaryScreen() {
        Rectangle2D saved = new Rectangle2D(2000, 100, 1000, 700);
        Rectangle2D r = WindowPlacement.place(saved, List.of(primary));
        assertThat(primary.contains(r)).isTrue();
    }

    @Test
    void aTitleBarAboveTheScreenIsNotGrabbableAndIsCorrected() {
        Rectangle2D saved = new Rectangle2D(100, -500, 1000, 700);
        Rectangle2D r = WindowPlacement.place(saved, List.of(primary));
        assertThat(r.getMinY()).isGreaterThanOrEqualTo(0);
    }

    @Test
    void aWindowLargerThanTheScreenIsShrunkToIt() {
        Rectangle2D saved = new Rectangle2D(0, 0, 4000, 3000);
        Rectangle2D r = WindowPlacement.place(saved, List.of(primary));
        assertThat(r.getWidth()).isEqualTo(1920);
        assertThat(r.getHeight()).isEqualTo(1040);
    }
}
