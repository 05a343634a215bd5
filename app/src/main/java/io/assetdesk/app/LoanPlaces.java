package io.assetdesk.app;

import io.assetdesk.loan.LoanPlace;
import io.assetdesk.loan.SealKey;
import io.assetdesk.settings.ConnectionFile;
import io.assetdesk.settings.SecretStores;
import java.nio.file.Path;

/** Where the loan files are, for the console and the command lines alike. */
public final class LoanPlaces {
    private LoanPlaces() {
    }

    /**
     * The team database the connection file {@code config} names (null: no file), else this workstation's loan files,
     * their history heads sealed with a key in the workstation's credential store.
     */
    public static LoanPlace of(Path dataDir, Path config) {
        LoanPlace own = LoanPlace.workstation(dataDir, SealKey.inCredentialStore(SecretStores::forWorkstation,
                dataDir));
        return config == null ? own : ConnectionFile.readLoanDatabase(config).map(db -> LoanPlace.team(dataDir, db))
                .orElse(own);
    }
}
