package io.assetdesk.ui.neworder;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.settings.DraftStore;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.testing.ManualPause;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The New order form's draft alone: no toolkit, its pause driven by the test, its reads and writes on this thread. */
class NewOrderDraftTest {
    private static final Instant NOW = Instant.parse("2026-11-25T15:00:00Z");

    private final Map<String, String> form = new LinkedHashMap<>();
    private final ManualPause pause = new ManualPause();

    private NewOrderDraft draft(Path dir) {
        return new NewOrderDraft(new DraftStore(dir, "new-order"), UiExecutor.direct(),
                Clock.fixed(NOW, ZoneOffset.UTC), Runnable::run, pause, () -> Map.copyOf(form));
    }

    @Test
    void theDraftIsWrittenAfterThePauseInTypingAndNotBefore() throws Exception {
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "draft");
        NewOrderDraft d = draft(dir);
        form.put("lastName", "Lee");
        d.changed();
        assertThat(d.savedProperty().get()).isFalse();
        assertThat(d.store().file()).doesNotExist();

        pause.end();

        assertThat(d.savedProperty().get()).isTrue();
        assertThat(Files.readString(d.store().file())).contains("Lee");
    }

    @Test
    void aDraftIsPutBackOnlyWhenTheFormTakesItAndDeletingItForgetsIt() throws Exception {
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "draft");
        form.put("lastName", "Lee");
        draft(dir).saveNow();

        NewOrderDraft typedMeanwhile = draft(dir);
        typedMeanwhile.restore(saved -> false);
        assertThat(typedMeanwhile.restoredAtProperty().get()).as("the officer's typing wins").isNull();

        NewOrderDraft back = draft(dir);
        Map<String, String> put = new LinkedHashMap<>();
        back.restore(saved -> {
            put.putAll(saved.fields());
            return true;
        });
        assertThat(put).containsEntry("lastName", "Lee");
        assertThat(back.restoredAtProperty().get()).isEqualTo(NOW);
        assertThat(back.savedProperty().get()).isTrue();

        back.delete();
        assertThat(back.store().file()).doesNotExist();
        assertThat(back.restoredAtProperty().get()).isNull();
    }
}
