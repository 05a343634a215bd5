package io.assetdesk.app;

import io.assetdesk.session.LoanFiles;
import io.assetdesk.settings.ConnectionFile;
import io.assetdesk.settings.DeskSettings;
import io.assetdesk.settings.TeamDatabase;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;

/** The Loans screen's move of this workstation's loan files to the team database: {@link MoveLoans}, on screen. */
final class TeamMove implements LoanFiles.Mover {
    private final Path dataDir;
    private final Path config;

    TeamMove(Path dataDir, Path config) {
        this.dataDir = dataDir;
        this.config = config;
    }

    private Optional<TeamDatabase> team() {
        try {
            return LoanPlaces.named(dataDir, config);
        } catch (RuntimeException e) {
            return Optional.empty(); // a wrong loanDatabase is said where the loan files are opened
        }
    }

    /** Asked each time the Loans screen is shown: the file is read, the credential store is not (no password). */
    @Override
    public boolean pending() {
        if (!Files.isRegularFile(dataDir.resolve("loans").resolve("loans.mv.db"))) {
            return false;
        }
        try {
            return ConnectionFile.readLoanDatabase(config).isPresent();
        } catch (RuntimeException e) {
            return false; // a wrong loanDatabase is said where the loan files are opened
        }
    }

    @Override
    public LoanFiles.Moved move() {
        TeamDatabase db = team().orElseThrow(() -> new IllegalStateException("The connection file names no team "
                + "database"));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int exit = MoveLoans.run(dataDir, db, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(out, true, StandardCharsets.UTF_8), Clock.systemDefaultZone(),
                DeskSettings.person(dataDir));
        return new LoanFiles.Moved(exit == 0, out.toString(StandardCharsets.UTF_8).strip());
    }
}
