package io.assetdesk.loan;

import io.assetdesk.settings.SecretStore;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The key that seals a workstation's history heads ({@link HistorySeal}): kept in the operating system's credential
 * store, never in the data folder, so that whoever edits the loan database without Asset Desk cannot seal a history
 * they rewrote or cut. It is kept under the database's own seal id (made with the key, kept in the database), so that
 * a data folder moved elsewhere keeps its key. A workstation whose credential store does not keep secrets across runs
 * has none: its heads are then checked against the history, unsealed.
 */
public interface SealKey {
    /** No key: heads unsealed (the team database, whose heads nobody may change, needs none). */
    SealKey NONE = new SealKey() {
        @Override
        public Optional<byte[]> kept(String sealId) {
            return Optional.empty();
        }

        @Override
        public Optional<byte[]> make(String sealId) {
            return Optional.empty();
        }
    };

    /**
     * The key kept for {@code sealId}; empty when there is none or the store cannot say now (a locked keyring): the
     * heads are then not checked against their seals this run, and never sealed with another key.
     */
    Optional<byte[]> kept(String sealId);

    /** Makes a key for {@code sealId} and keeps it; empty when none can be kept. */
    Optional<byte[]> make(String sealId);

    /** One key for every seal id (tests). */
    static SealKey fixed(byte[] key) {
        byte[] k = key.clone();
        return new SealKey() {
            @Override
            public Optional<byte[]> kept(String sealId) {
                return Optional.of(k.clone());
            }

            @Override
            public Optional<byte[]> make(String sealId) {
                return Optional.of(k.clone());
            }
        };
    }

    /**
     * The keys in the workstation's credential store ({@code store} is opened for a use and closed after it): entry
     * {@code loan-history-key/<seal id>}. A key found or made is remembered for the run, and so is a store that keeps
     * nothing across runs: the loan files reopened after idling never ask the credential store again.
     */
    static SealKey inCredentialStore(Supplier<SecretStore> store) {
        Logger log = LoggerFactory.getLogger(SealKey.class);
        return new SealKey() {
            private final Map<String, byte[]> known = new ConcurrentHashMap<>();
            private volatile boolean keepsNothing;

            @Override
            public Optional<byte[]> kept(String sealId) {
                byte[] k = known.get(sealId);
                if (k != null || keepsNothing) {
                    return Optional.ofNullable(k).map(byte[]::clone);
                }
                try (SecretStore s = store.get()) {
                    if (!s.keepsAcrossRuns()) {
                        keepsNothing = true;
                        return Optional.empty();
                    }
                    Optional<byte[]> found = s.getEntry("loan-history-key/" + sealId)
                            .map(v -> Base64.getDecoder().decode(v));
                    found.ifPresent(f -> known.put(sealId, f.clone()));
                    return found;
                } catch (RuntimeException e) {
                    log.warn("The loan histories' sealing key could not be read ({}); their seals are not checked "
                            + "this run", e.getClass().getSimpleName());
                    return Optional.empty();
                }
            }

            @Override
            public Optional<byte[]> make(String sealId) {
                if (keepsNothing) {
                    return Optional.empty();
                }
                try (SecretStore s = store.get()) {
                    if (!s.keepsAcrossRuns()) {
                        keepsNothing = true;
                        return Optional.empty();
                    }
                    byte[] made = new byte[32];
                    new SecureRandom().nextBytes(made);
                    s.putEntry("loan-history-key/" + sealId, Base64.getEncoder().encodeToString(made));
                    known.put(sealId, made.clone());
                    return Optional.of(made);
                } catch (RuntimeException e) {
                    log.warn("No sealing key could be kept for the loan histories ({}); their heads stay unsealed",
                            e.getClass().getSimpleName());
                    return Optional.empty();
                }
            }
        };
    }
}
