package io.assetdesk.loan;

import io.assetdesk.settings.SecretStore;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The key that seals a workstation's history heads ({@link HistorySeal}): kept in the operating system's credential
 * store, never in the data folder, so that whoever edits the loan database without Asset Desk cannot seal a history
 * they rewrote or cut. A workstation whose credential store does not keep secrets across runs has none (its heads are
 * then checked against the history, unsealed).
 */
@FunctionalInterface
public interface SealKey {
    /** No key: heads unsealed (the team database, whose heads nobody may change, needs none). */
    SealKey NONE = () -> Optional.empty();

    /** The key, made at the first call when there was none ({@link Key#fresh}); empty when none can be kept. */
    Optional<Key> get();

    /** A key's bytes, and whether it was made just now (the heads written before it are then sealed with it). */
    record Key(byte[] bytes, boolean fresh) {
    }

    /**
     * The key of the loan files in {@code dataDir}, in {@code store} (probed at the first call, which may block): entry
     * {@code loan-history-key/<the folder's fingerprint>}.
     */
    static SealKey inCredentialStore(Supplier<SecretStore> store, Path dataDir) {
        return new SealKey() {
            private Optional<Key> known;

            @Override
            public synchronized Optional<Key> get() {
                if (known != null) {
                    return known;
                }
                known = Optional.empty();
                try {
                    SecretStore s = store.get();
                    if (!s.keepsAcrossRuns()) {
                        return known;
                    }
                    String entry = "loan-history-key/" + fingerprint(dataDir);
                    Optional<String> kept = s.getEntry(entry);
                    if (kept.isPresent()) {
                        known = Optional.of(new Key(Base64.getDecoder().decode(kept.get()), false));
                    } else {
                        byte[] made = new byte[32];
                        new SecureRandom().nextBytes(made);
                        s.putEntry(entry, Base64.getEncoder().encodeToString(made));
                        known = Optional.of(new Key(made, true));
                    }
                } catch (RuntimeException e) {
                    known = Optional.empty(); // no credential store here: heads unsealed, as documented
                }
                return known;
            }
        };
    }

    private static String fingerprint(Path dataDir) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(dataDir.toAbsolutePath()
                    .normalize().toString().getBytes(StandardCharsets.UTF_8)), 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }
}
