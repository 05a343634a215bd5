package io.assetdesk.ui.testing;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/** A screen test gets a running toolkit without setting it up, and no window of one test is left under the next. */
@ScreenTest
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class FxToolkitExtensionTest {

    @Test
    @Order(1)
    void theToolkitRunsBeforeTheFirstTestAndAWindowCanBeShown() {
        assertThat(Platform.isFxApplicationThread()).isFalse();
        Stage shown = ScreenHarness.fx(() -> {
            Stage s = new Stage();
            s.setScene(new Scene(new Pane(), 200, 100));
            s.setTitle("left open by the first test");
            s.show();
            return s;
        });
        assertThat(ScreenHarness.fx(shown::isShowing)).isTrue();
    }

    @Test
    @Order(2)
    void theWindowsOfTheTestBeforeAreClosed() {
        assertThat(ScreenHarness.fx(() -> Window.getWindows().stream()
                .filter(w -> w instanceof Stage s && "left open by the first test".equals(s.getTitle())).toList()))
                .isEmpty();
    }
}
