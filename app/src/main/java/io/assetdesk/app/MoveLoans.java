package io.assetdesk.app;

import io.assetdesk.api.Redact;
import io.assetdesk.loan.LoanMove;
import io.assetdesk.loan.LoanPlace;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.loan.RefusedLoanFiles;
import io.assetdesk.loan.TeamUnreachable;
import io.assetdesk.settings.DeskSettings;
import io.assetdesk.settings.TeamDatabase;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code --move-loans-to-team}: moves this workstation's loan files into the team database the connection file names,
 * each with its history as written. When every loan came over, the workstation's database is kept aside
 * ({@code loans.mv.db.moved-to-team-<time>}), so that the files are read only from the team's from then on; a loan the
 * team database holds already is not moved, named, and the workstation's database stays where it is (exit 1).
 */
public final class MoveLoans {

    private MoveLoans() {
    }

    /**
     * {@code --prepare-team-database}: makes the team database's tables, or brings them to this version, as the role
     * the connection file names (the tables' owner: docs/team.md), and says so in one line.
     */
    public static int prepare(Path dataDir, TeamDatabase team, PrintStream out, PrintStream err) {
        try (LoanStore shared = LoanStore.open(LoanPlace.team(dataDir, team), Clock.systemUTC(), "prepare")) {
            out.println("ready: the team database at " + team.where() + " has this version's tables ("
                    + shared.loans().size() + " loan files)");
            return 0;
        } catch (RefusedLoanFiles | TeamUnreachable e) {
            return OneLine.fail(err, 1, e.getMessage());
        }
    }

    public static int run(Path dataDir, TeamDatabase team, PrintStream out, PrintStream err) {
        return run(dataDir, team, out, err, Clock.systemDefaultZone(), DeskSettings.person(dataDir));
    }

    static int run(Path dataDir, TeamDatabase team, PrintStream out, PrintStream err, Clock clock, String user) {
        LoanMove.Result result;
        try (LoanStore desk = ExportReport.openWaiting(dataDir, clock, user);
             LoanStore shared = LoanStore.open(LoanPlace.team(dataDir, team), clock, user)) {
            result = LoanMove.move(desk, shared);
        } catch (RefusedLoanFiles e) {
            return OneLine.fail(err, 1, e.getMessage());
        } catch (TeamUnreachable e) {
            return OneLine.fail(err, 1, e.getMessage() + "; nothing was moved");
        } catch (RuntimeException e) {
            return OneLine.fail(err, 1, "the loan files could not be moved ("
                    + Redact.printable(String.valueOf(e.getMessage()),
                    300) + "); a loan not named as moved below stays on this workstation");
        }
        for (String n : result.moved()) {
            out.println("moved: loan " + Redact.printable(n, 80));
        }
        List<String> left = new ArrayList<>();
        if (!result.alreadyThere().isEmpty()) {
            left.add("the team database holds these loan numbers already: " + String.join(", ",
                    result.alreadyThere().stream().map(n -> Redact.printable(n, 80)).toList()));
        }
        if (!result.broken().isEmpty()) {
            left.add("their history does not hold together: " + String.join("; ",
                    result.broken().stream().map(n -> Redact.printable(n, 300)).toList()));
        }
        if (!left.isEmpty()) {
            return OneLine.fail(err, 1, "not moved, " + String.join("; and ", left) + ". This workstation's loan "
                    + "files stay where they are; compare them, then move or export what is missing (a history "
                    + "that does not hold together: export it with --allow-broken-history for the record)");
        }
        Path file = dataDir.resolve("loans").resolve("loans.mv.db");
        if (Files.isRegularFile(file)) {
            Path kept = file.resolveSibling("loans.mv.db.moved-to-team-"
                    + LocalDateTime.now(clock).format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
            try {
                Files.move(file, kept, StandardCopyOption.ATOMIC_MOVE);
                out.println("kept aside: " + kept + " (the loan files are read from the team database from now on)");
            } catch (IOException e) {
                return OneLine.fail(err, 1,
                        "every loan was moved, but this workstation's loan files could not be kept aside ("
                        + e.getClass().getSimpleName() + "): move " + file + " away by hand");
            }
        }
        out.flush();
        return 0;
    }
}
