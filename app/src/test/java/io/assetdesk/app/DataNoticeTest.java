package io.assetdesk.app;

import static io.assetdesk.ui.testing.ScreenHarness.fx;
import static io.assetdesk.ui.testing.ScreenHarness.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.settings.ShellPreferencesStore;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.common.FxDialogs;
import io.assetdesk.ui.testing.ScreenTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.DialogPane;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;

/** Kept data that could not be read is said on screen, with where the damaged copy is, not only in the log. */
@ScreenTest
class DataNoticeTest {


    @Test
    void aDamagedWindowFileIsKeptAsideAndSaidOnScreen() throws Exception {
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "data-notice");
        Files.writeString(dir.resolve("window.json"), "{\"x\": 10, \"y\":");
        ShellPreferencesStore store = new ShellPreferencesStore(dir);
        store.load();
        String what = store.damage().orElseThrow();
        assertThat(what).startsWith("window.json could not be read (it ends early); it was kept as "
                + "window.json.damaged-");

        Stage owner = fx(() -> {
            Stage s = new Stage();
            s.setScene(new Scene(new StackPane(), 300, 200));
            s.show();
            new DataNotice(Messages.load(), new FxDialogs(Messages.load()), s).show(what);
            return s;
        });
        waitFor(() -> Window.getWindows().stream().anyMatch(w -> w.getScene() != null
                && w.getScene().getRoot() instanceof DialogPane p && DataNotice.ID.equals(p.getId())));
        String text = fx(() -> Window.getWindows().stream().map(w -> w.getScene().getRoot())
                .filter(r -> r instanceof DialogPane p && DataNotice.ID.equals(p.getId()))
                .map(r -> ((DialogPane) r).getContentText()).findFirst().orElseThrow());
        assertThat(text).isEqualTo(what + ". The console goes on without it.");
        fx(() -> {
            for (Window w : List.copyOf(Window.getWindows())) {
                if (w instanceof Stage s && s != FxToolkit.toolkitContext().getRegisteredStage()) {
                    s.close();
                }
            }
            owner.close();
            return null;
        });
    }
}
