package io.assetdesk.app;

import io.assetdesk.loan.LoanPlace;
import io.assetdesk.loan.SealKey;
import io.assetdesk.settings.ConnectionFile;
import io.assetdesk.settings.DeskSettings;
import io.assetdesk.settings.SecretStore;
import io.assetdesk.settings.SecretStores;
import io.assetdesk.settings.TeamDatabase;
import io.assetdesk.settings.UnavailableSecretStore;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Where the loan files are, for the console and the command lines alike. */
public final class LoanPlaces {
    private LoanPlaces() {
    }

    /**
     * The team database the connection file {@code config} names (null: no file; a password it leaves empty is the
     * credential store's), else the one brought in on this workstation's Connection screen ({@link DeskSettings}),
     * else this workstation's loan files, their history heads sealed with a key in the workstation's credential store.
     */
    public static LoanPlace of(Path dataDir, Path config) {
        return team(dataDir, config, true).map(db -> LoanPlace.team(dataDir, db)).orElseGet(() -> LoanPlace
                .workstation(dataDir, SealKey.inCredentialStore(SecretStores::forWorkstation)));
    }

    /**
     * The team database the connection file {@code config} names, its password the credential store's when the file
     * leaves it empty; empty when the file names none (the move and the preparation need one named there).
     */
    public static Optional<TeamDatabase> named(Path dataDir, Path config) {
        return team(dataDir, config, false);
    }

    private static Optional<TeamDatabase> team(Path dataDir, Path config, boolean orBroughtIn) {
        Optional<TeamDatabase> named = config == null ? Optional.empty() : ConnectionFile.readLoanDatabase(config);
        if (named.isEmpty() && !orBroughtIn) {
            return Optional.empty();
        }
        List<SecretStore> opened = new ArrayList<>();
        try {
            return new DeskSettings(dataDir).teamFor(named, () -> {
                SecretStore s = store();
                opened.add(s);
                return s;
            });
        } finally {
            opened.forEach(SecretStore::close);
        }
    }

    private static SecretStore store() {
        try {
            return SecretStores.forWorkstation();
        } catch (RuntimeException e) {
            return new UnavailableSecretStore("the credential store cannot be reached");
        }
    }
}
