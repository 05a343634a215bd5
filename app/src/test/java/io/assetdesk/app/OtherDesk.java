package io.assetdesk.app;

import io.assetdesk.loan.DepositDecision;
import io.assetdesk.loan.LoanPlace;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.settings.TeamDatabase;
import java.nio.file.Path;
import java.time.Clock;

/**
 * Another desk, in a process of its own (started by {@code TeamLoanFilesTest}): decides a deposit of a loan in the team
 * database named by its environment ({@code TEAM_URL}, {@code TEAM_USER}, {@code TEAM_PASSWORD}), then prints
 * {@code decided <epoch ms>} once the change is committed.
 */
public final class OtherDesk {
    private OtherDesk() {
    }

    public static void main(String[] args) {
        TeamDatabase db = new TeamDatabase(System.getenv("TEAM_URL"), System.getenv("TEAM_USER"),
                System.getenv("TEAM_PASSWORD"));
        try (LoanStore store = LoanStore.open(LoanPlace.team(Path.of(args[1]), db), Clock.systemUTC(),
                "processor.bob")) {
            store.decide(args[0], new DepositDecision("acct|t-9", DepositDecision.Outcome.SOURCED,
                    DepositDecision.Source.GIFT, "gift letter on file"), "a deposit of 9,000.00");
            System.out.println("decided " + System.currentTimeMillis());
        }
    }
}
