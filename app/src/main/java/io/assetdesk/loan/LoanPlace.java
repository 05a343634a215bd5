package io.assetdesk.loan;

import io.assetdesk.settings.TeamDatabase;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * Where the loan files are: this workstation's own database (in the data folder), or the office's team database. A
 * workstation that names a team database reads and writes only there: when it cannot be reached, nothing is written to
 * a local copy that would fork the file.
 *
 * @param dataDir the data folder (the workstation's database, and what was kept before it)
 * @param team    the team database; empty for the workstation's own
 * @param sealKey the key that seals the workstation's history heads ({@link SealKey#NONE}: unsealed)
 */
public record LoanPlace(Path dataDir, Optional<TeamDatabase> team, SealKey sealKey) {
    public LoanPlace {
        Objects.requireNonNull(dataDir, "dataDir");
        Objects.requireNonNull(team, "team");
        Objects.requireNonNull(sealKey, "sealKey");
    }

    /** The workstation's own loan files, their history heads unsealed (tests, tools). */
    public static LoanPlace workstation(Path dataDir) {
        return new LoanPlace(dataDir, Optional.empty(), SealKey.NONE);
    }

    /** The workstation's own loan files, their history heads sealed with {@code key}. */
    public static LoanPlace workstation(Path dataDir, SealKey key) {
        return new LoanPlace(dataDir, Optional.empty(), key);
    }

    /** The team's loan files (the data folder still holds what is this workstation's only). */
    public static LoanPlace team(Path dataDir, TeamDatabase db) {
        return new LoanPlace(dataDir, Optional.of(db), SealKey.NONE);
    }

    /** In words, for a message: "the team database at host:5432/db" or "this workstation's loan files". */
    public String describe() {
        return team.map(t -> "the team database at " + t.where()).orElse("this workstation's loan files");
    }
}
