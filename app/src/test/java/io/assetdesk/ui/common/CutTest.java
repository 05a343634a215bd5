package io.assetdesk.ui.common;

import static io.assetdesk.ui.testing.ScreenHarness.fx;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.ui.testing.ScreenTest;
import javafx.event.Event;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.HBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;

/**
 * Text cut with an ellipsis gets its whole text as a tooltip when the pointer rests on it; text that fits gets none.
 */
@ScreenTest
class CutTest {



    @Test
    void onlyACutTextGetsItsTooltip() {
        String longText = "PINECREST SOFTWARE LLC PAYROLL PPD ID 0042";
        Label[] labels = fx(() -> {
            Label cut = new Label(longText);
            cut.setMinWidth(0);
            cut.setMaxWidth(80);
            Label fits = new Label("OK");
            Cut.tooltipWhenCut(cut);
            Cut.tooltipWhenCut(fits);
            Stage stage = new Stage();
            stage.setScene(new Scene(new HBox(cut, fits), 300, 60));
            stage.show();
            stage.getScene().getRoot().applyCss();
            stage.getScene().getRoot().layout();
            return new Label[] {cut, fits};
        });
        fx(() -> {
            for (Label l : labels) {
                Event.fireEvent(l, new MouseEvent(MouseEvent.MOUSE_ENTERED, 1, 1, 1, 1, null, 0, false, false, false,
                        false, false, false, false, false, false, false, null));
            }
        });
        assertThat(fx(() -> Cut.isCut(labels[0]))).isTrue();
        assertThat(fx(() -> labels[0].getTooltip().getText())).isEqualTo(longText);
        assertThat(fx(() -> labels[1].getTooltip())).isNull();
    }
}
