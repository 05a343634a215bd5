package io.assetdesk.session;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.loan.LoanStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The loan files of a run: a damaged database found at the opening is told to the screen, once. */
class LoanFilesTest {

    @Test
    void aDamagedDatabaseKeptAsideAtTheFirstUseIsToldOnceToWhoeverListens() throws Exception {
        Path dataDir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "loan-files");
        Path dir = Files.createDirectories(dataDir.resolve("loans"));
        Files.write(dir.resolve("loans.mv.db"), "not a database at all".repeat(300).getBytes());
        LoanFiles files = new LoanFiles(() -> LoanStore.open(dataDir, Clock.systemUTC(), "officer"), Runnable::run);
        List<String> told = new ArrayList<>();
        files.whenDamaged(told::add);

        assertThat(told).as("nothing opened yet").isEmpty();
        assertThat(files.call(LoanStore::loans).join()).isEmpty();
        files.call(LoanStore::loans).join();

        assertThat(told).singleElement().asString().startsWith("The loan files could not be read")
                .contains("loans.mv.db.damaged-");
        List<String> late = new ArrayList<>();
        files.whenDamaged(late::add);
        assertThat(late).as("a listener that comes later is told at once").hasSize(1);
        files.close();
    }
}
