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

    private final Rectangle2D centredDefault = new Rectangle2D((1920 - 1280) / 2.0, (1040 - 820) / 2.0, 1280, 820);

    @Test
    void aWindowOnAScreenThatIsGoneComesBackCentredAtTheDefaultSizeOnThePrimaryScreen() {
        Rectangle2D saved = new Rectangle2D(2000, 100, 1000, 700);
        assertThat(WindowPlacement.place(saved, List.of(primary))).isEqualTo(centredDefault);
    }

    @Test
    void aTitleBarWhollyAboveTheScreenCannotBeGrabbed_theWindowComesBackCentredAtTheDefaultSize() {
        Rectangle2D saved = new Rectangle2D(100, -500, 1000, 700);
        assertThat(WindowPlacement.place(saved, List.of(primary))).isEqualTo(centredDefault);
    }

    @Test
    void aTitleBarPartlyAboveTheScreenIsMovedDownKeepingItsSizeAndLeftEdge() {
        Rectangle2D saved = new Rectangle2D(100, -10, 1000, 700);
        assertThat(WindowPlacement.place(saved, List.of(primary))).isEqualTo(new Rectangle2D(100, 0, 1000, 700));
    }

    @Test
    void aWindowSmallerThanTheMinimumGrowsToIt() {
        Rectangle2D saved = new Rectangle2D(50, 60, 300, 200);
        assertThat(WindowPlacement.place(saved, List.of(primary))).isEqualTo(new Rectangle2D(50, 60, 900, 600));
    }

    @Test
    void aWindowLargerThanTheScreenIsShrunkToIt() {
        Rectangle2D saved = new Rectangle2D(0, 0, 4000, 3000);
        assertThat(WindowPlacement.place(saved, List.of(primary))).isEqualTo(new Rectangle2D(0, 0, 1920, 1040));
    }
}
