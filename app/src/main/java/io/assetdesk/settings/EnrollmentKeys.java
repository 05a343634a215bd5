package io.assetdesk.settings;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Orders' enrollment (SSO) keys, which come only in the create answer. Kept for the order's life on this workstation:
 * in memory for this run and, when the workstation has one, in the operating system's credential store (entry
 * {@code enrollment-key/<order id>}), never in a plain file. Without a credential store a key lives until the app
 * closes; the borrower window then uses the order's login URL.
 *
 * <p>{@link #remember} and {@link #forget} return at once and write to the credential store on the given executor;
 * {@link #lookup} may block (the store may talk over D-Bus): call it off the FX thread.
 */
public final class EnrollmentKeys {
    private static final Logger LOG = LoggerFactory.getLogger(EnrollmentKeys.class);
    private static final String ENTRY = "enrollment-key/";

    private final Map<String, String> keys = new ConcurrentHashMap<>();
    private final Supplier<SecretStore> storeProbe;
    private final Executor writer;
    private volatile SecretStore store;

    /** Keys in memory only (tests, previews). */
    public EnrollmentKeys() {
        this(null, Runnable::run);
    }

    /**
     * @param storeProbe the workstation's credential store, probed once at first use (may block); null for memory only
     * @param writer     where writes to the credential store run
     */
    public EnrollmentKeys(Supplier<SecretStore> storeProbe, Executor writer) {
        this.storeProbe = storeProbe;
        this.writer = Objects.requireNonNull(writer);
    }

    /** Keeps {@code ssoKey} for {@code orderId}. */
    public void remember(String orderId, String ssoKey) {
        if (orderId == null || ssoKey == null || ssoKey.isBlank()) {
            return;
        }
        keys.put(orderId, ssoKey);
        if (storeProbe != null) {
            writer.execute(() -> write(orderId, ssoKey));
        }
    }

    /** The key known in this run (no credential store read). */
    public Optional<String> keyFor(String orderId) {
        return Optional.ofNullable(orderId == null ? null : keys.get(orderId));
    }

    public boolean has(String orderId) {
        return keyFor(orderId).isPresent();
    }

    /** The key, from memory or else from the credential store (may block). */
    public Optional<String> lookup(String orderId) {
        Optional<String> known = keyFor(orderId);
        if (known.isPresent() || orderId == null) {
            return known;
        }
        SecretStore s = store();
        if (s == null || !s.available()) {
            return Optional.empty();
        }
        try {
            Optional<String> found = s.getEntry(ENTRY + orderId);
            found.ifPresent(k -> keys.put(orderId, k));
            return found;
        } catch (RuntimeException e) {
            LOG.info("Cannot read an enrollment key from the credential store ({})", e.getClass().getSimpleName());
            return Optional.empty();
        }
    }

    /** The order is over (closed, canceled): its key is of no more use. */
    public void forget(String orderId) {
        if (orderId == null) {
            return;
        }
        boolean had = keys.remove(orderId) != null;
        if (storeProbe != null) {
            writer.execute(() -> {
                SecretStore s = store();
                if (s != null && s.available()) {
                    try {
                        s.putEntry(ENTRY + orderId, null);
                    } catch (RuntimeException e) {
                        LOG.info("Cannot delete an enrollment key from the credential store ({})",
                                e.getClass().getSimpleName());
                    }
                }
            });
        } else if (had) {
            LOG.debug("Forgot the enrollment key of order {}", orderId);
        }
    }

    private void write(String orderId, String ssoKey) {
        SecretStore s = store();
        if (s == null || !s.available()) {
            return;
        }
        try {
            s.putEntry(ENTRY + orderId, ssoKey);
        } catch (RuntimeException e) {
            LOG.info("Cannot keep an enrollment key in the credential store ({}); it lasts until the app closes",
                    e.getClass().getSimpleName());
        }
    }

    private SecretStore store() {
        SecretStore s = store;
        if (s == null && storeProbe != null) {
            synchronized (this) {
                s = store;
                if (s == null) {
                    try {
                        s = storeProbe.get();
                    } catch (RuntimeException e) {
                        s = new UnavailableSecretStore("the credential store cannot be reached");
                    }
                    if (!s.available()) {
                        LOG.info("Enrollment keys last until the app closes: {}", s.unavailableReason());
                    }
                    store = s;
                }
            }
        }
        return s;
    }
}
