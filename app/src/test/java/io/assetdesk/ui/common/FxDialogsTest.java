package io.assetdesk.ui.common;

import static io.assetdesk.ui.testing.ScreenHarness.fx;
import static io.assetdesk.ui.testing.ScreenHarness.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.ui.Messages;
import io.assetdesk.ui.testing.ScreenTest;
import java.net.URI;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javafx.application.Platform;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.image.ImageView;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/** The console's one dialog service as JavaFX shows it: what the officer sees and what each button answers. */
@ScreenTest
class FxDialogsTest {
    private static final Messages M = Messages.load();
    private final FxRobot robot = new FxRobot();
    private final FxDialogs dialogs = new FxDialogs(M);

    private DialogPane pane(String id) {
        waitFor(() -> robot.lookup("#" + id).tryQuery().isPresent());
        return robot.lookup("#" + id).query();
    }

    private static Button button(DialogPane pane, ButtonBar.ButtonData data) {
        return (Button) pane.getButtonTypes().stream().filter(t -> t.getButtonData() == data)
                .map(pane::lookupButton).findFirst().orElseThrow();
    }

    @Test
    void aDestructiveQuestionKeepsThingsOnEnterAndAnswersYesOnlyWhenItIsChosen() throws Exception {
        CompletableFuture<Boolean> answer = new CompletableFuture<>();
        Platform.runLater(() -> answer.complete(dialogs.confirm(null, new Dialogs.Question("q-test", "Reset",
                "Put the data back?", "Everything typed goes.", "Reset", "Keep", true, null))));
        DialogPane pane = pane("q-test");
        assertThat(fx(() -> button(pane, ButtonBar.ButtonData.CANCEL_CLOSE).isDefaultButton())).isTrue();
        assertThat(fx(() -> button(pane, ButtonBar.ButtonData.OK_DONE).isDefaultButton())).isFalse();
        assertThat(fx(pane::getHeaderText)).isEqualTo("Put the data back?");
        fx(() -> button(pane, ButtonBar.ButtonData.OK_DONE).fire());
        assertThat(answer.get()).isTrue();
    }

    @Test
    void aFormRefusesOkWhileInvalidAndAnswersWhatWasFilledIn() throws Exception {
        SimpleBooleanProperty invalid = new SimpleBooleanProperty(true);
        CompletableFuture<Optional<String>> answer = new CompletableFuture<>();
        Platform.runLater(() -> answer.complete(dialogs.fill(null, new Dialogs.Form<>("form-test", "Thresholds",
                "Change them", new Label("fields"), invalid, () -> "filled"))));
        DialogPane pane = pane("form-test");
        Button ok = fx(() -> button(pane, ButtonBar.ButtonData.OK_DONE));
        assertThat(fx(ok::isDisabled)).isTrue();
        fx(() -> invalid.set(false));
        assertThat(fx(ok::isDisabled)).isFalse();
        fx(ok::fire);
        assertThat(answer.get()).contains("filled");
    }

    @Test
    void theLoginLinkIsShownAsACodeWithTheLinkBesideItAndCloseIsTheDefault() throws Exception {
        CompletableFuture<Boolean> answer = new CompletableFuture<>();
        URI link = URI.create("https://portal.example.com/login?o=1");
        Platform.runLater(() -> answer.complete(dialogs.phoneQr(null, link)));
        DialogPane pane = pane("order-phone-dialog");
        ImageView code = robot.lookup("#orderPhoneQr").query();
        assertThat(fx(() -> code.getImage().getWidth())).isGreaterThan(150);
        assertThat(robot.lookup(".label").queryAllAs(Label.class)).extracting(Label::getText)
                .contains(link.toString());
        assertThat(fx(() -> button(pane, ButtonBar.ButtonData.CANCEL_CLOSE).isDefaultButton())).isTrue();
        fx(() -> button(pane, ButtonBar.ButtonData.CANCEL_CLOSE).fire());
        assertThat(answer.get()).as("closing is not saying the borrower went on").isFalse();
    }
}
