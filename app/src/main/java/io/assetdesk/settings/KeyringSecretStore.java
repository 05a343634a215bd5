package io.assetdesk.settings;

import com.github.javakeyring.BackendNotSupportedException;
import com.github.javakeyring.Keyring;
import com.github.javakeyring.PasswordAccessException;
import java.util.Optional;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The operating system's credential store through java-keyring: Windows Credential Manager, the macOS Keychain, or
 * the Secret Service (GNOME Keyring, KWallet) on Linux. Build it with {@link #probe()}, off the FX thread: it writes,
 * reads and deletes a probe entry to learn whether the store really works here.
 */
public final class KeyringSecretStore implements SecretStore {
    private static final Logger LOG = LoggerFactory.getLogger(KeyringSecretStore.class);
    static final String SERVICE = "Asset Desk";

    private final Keyring keyring;

    private KeyringSecretStore(Keyring keyring) {
        this.keyring = keyring;
    }

    /** The keyring when it works on this workstation, else an {@link UnavailableSecretStore} with the reason. */
    public static SecretStore probe() {
        Keyring keyring;
        try {
            keyring = Keyring.create();
        } catch (BackendNotSupportedException | RuntimeException | LinkageError e) {
            LOG.info("No credential store on this workstation: {}", e.getClass().getSimpleName());
            return new UnavailableSecretStore("no credential store is supported on this system ("
                    + System.getProperty("os.name") + ")");
        }
        String account = "probe-" + UUID.randomUUID();
        try {
            keyring.setPassword(SERVICE, account, "probe");
            String back = keyring.getPassword(SERVICE, account);
            keyring.deletePassword(SERVICE, account);
            if (!"probe".equals(back)) {
                return new UnavailableSecretStore("the credential store did not return what was stored");
            }
            return new KeyringSecretStore(keyring);
        } catch (PasswordAccessException | RuntimeException | LinkageError e) {
            LOG.info("The credential store ({}) does not work here: {}", keyring.getKeyringStorageType(),
                    e.getClass().getSimpleName());
            closeQuietly(keyring);
            return new UnavailableSecretStore("the credential store (" + keyring.getKeyringStorageType()
                    + ") cannot be reached; on Linux a Secret Service such as GNOME Keyring must be running");
        }
    }

    @Override
    public boolean available() {
        return true;
    }

    @Override
    public String unavailableReason() {
        return "";
    }

    @Override
    public Optional<String> get(String profile, SecretKind kind) {
        try {
            return Optional.ofNullable(keyring.getPassword(SERVICE, kind.account(profile)));
        } catch (PasswordAccessException e) {
            // also what a missing entry gives
            return Optional.empty();
        }
    }

    @Override
    public void put(String profile, SecretKind kind, String value) {
        try {
            if (value == null || value.isEmpty()) {
                try {
                    keyring.deletePassword(SERVICE, kind.account(profile));
                } catch (PasswordAccessException missing) {
                    // nothing stored: nothing to delete
                }
            } else {
                keyring.setPassword(SERVICE, kind.account(profile), value);
            }
        } catch (PasswordAccessException | RuntimeException e) {
            throw new SecretStoreException("Could not store the " + kind + " of profile " + profile
                    + " in the credential store", null);
        }
    }

    @Override
    public Optional<String> getEntry(String name) {
        try {
            return Optional.ofNullable(keyring.getPassword(SERVICE, name));
        } catch (PasswordAccessException e) {
            return Optional.empty();
        }
    }

    @Override
    public void putEntry(String name, String value) {
        try {
            if (value == null || value.isEmpty()) {
                try {
                    keyring.deletePassword(SERVICE, name);
                } catch (PasswordAccessException missing) {
                    // nothing stored: nothing to delete
                }
            } else {
                keyring.setPassword(SERVICE, name, value);
            }
        } catch (PasswordAccessException | RuntimeException e) {
            throw new SecretStoreException("Could not store the entry " + name + " in the credential store", null);
        }
    }

    /** Closes the keyring: its D-Bus connection runs a non-daemon thread that would keep a JVM from ending. */
    @Override
    public void close() {
        closeQuietly(keyring);
    }

    private static void closeQuietly(Keyring keyring) {
        try {
            keyring.close();
        } catch (Exception ignored) {
            // releasing a native handle only
        }
    }
}
