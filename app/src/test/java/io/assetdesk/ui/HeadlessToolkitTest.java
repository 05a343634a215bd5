package io.assetdesk.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import javafx.concurrent.Worker;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.scene.web.WebView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The headless test toolkit (Monocle, software rendering) shows controls and runs WebView scripts. */
class HeadlessToolkitTest {

    @Test
    void showsAStageAndRunsWebViewScripts() throws Exception {
        Stage stage = FxToolkit.registerPrimaryStage();
        String[] result = new String[1];
        FxToolkit.setupStage(s -> {
            WebView web = new WebView();
            web.getEngine().getLoadWorker().stateProperty().addListener((o, a, b) -> {
                if (b == Worker.State.SUCCEEDED) {
                    result[0] = String.valueOf(web.getEngine().executeScript("document.title + ':' + (6*7)"));
                }
            });
            web.getEngine().loadContent("<html><head><title>probe</title></head><body>hi</body></html>");
            s.setScene(new Scene(new StackPane(new Label("hello"), web), 400, 300));
            s.show();
        });
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> result[0] != null);
        assertThat(result[0]).isEqualTo("probe:42");
        assertThat(stage.isShowing()).isTrue();
        FxToolkit.cleanupStages();
    }
}
