package io.assetdesk.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.loan.HistoryEntry;
import io.assetdesk.session.LoanFiles;
import io.assetdesk.settings.DeskSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The name set once on a workstation is the person every history entry written there names, with the workstation. */
class DeskPersonTest {

    @Test
    void theNameSetOnceIsWhoEveryEntryWrittenOnThisDeskNames() throws Exception {
        Path data = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "desk-person-");
        new DeskSettings(data).setPerson("Ann Lee");

        try (LoanFiles files = Composition.loanFiles(data)) {
            files.call(store -> store.create("LN-PERSON")).get(30, TimeUnit.SECONDS);
            List<HistoryEntry> history = files.call(store -> store.history("LN-PERSON")).get(30, TimeUnit.SECONDS);

            assertThat(history).singleElement().satisfies(e -> {
                assertThat(e.user()).isEqualTo("Ann Lee");
                assertThat(e.who()).startsWith("Ann Lee on ");
            });
        }
    }
}
