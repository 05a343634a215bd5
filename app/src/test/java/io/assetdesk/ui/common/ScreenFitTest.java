package io.assetdesk.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.geometry.Rectangle2D;
import org.junit.jupiter.api.Test;

/** A window asked at 1100x800 fits a 1024x700 screen, and stays as asked on a larger one, centred either way. */
class ScreenFitTest {

    @Test
    void aWindowLargerThanTheScreenIsMadeToFitItAndOneThatFitsKeepsItsSize() {
        Rectangle2D laptop = new Rectangle2D(0, 0, 1024, 668); // 1024x700 less a 32-pixel panel
        assertThat(ScreenFit.fit(laptop, 1100, 800)).isEqualTo(new Rectangle2D(0, 0, 1024, 668));

        Rectangle2D desk = new Rectangle2D(1920, 0, 1920, 1040); // a second screen to the right
        Rectangle2D w = ScreenFit.fit(desk, 1100, 800);
        assertThat(w.getWidth()).isEqualTo(1100);
        assertThat(w.getHeight()).isEqualTo(800);
        assertThat(w.getMinX()).as("centred on that screen").isEqualTo(1920 + 410);
        assertThat(w.getMinY()).isEqualTo(120);
    }
}
