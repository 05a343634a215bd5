package io.assetdesk.settings;

import java.util.Optional;

/**
 * Where connection secrets (access token, bank-link secret, asset-verification password) live. Never a plain file:
 * the session's memory, or the operating system's credential store. Calls may block (a credential store can prompt or
 * talk over D-Bus): call them off the FX thread. Values never appear in exceptions or logs.
 */
public interface SecretStore extends AutoCloseable {

    /** True when secrets can be stored here. */
    boolean available();

    /** True when what is stored here is there at the next run (the credential store; not the session's memory). */
    default boolean keepsAcrossRuns() {
        return available();
    }

    /** Why {@link #available()} is false, readable by an officer; empty when available. */
    String unavailableReason();

    Optional<String> get(String profile, SecretKind kind);

    /** Stores {@code value}; a null or empty value deletes the entry. */
    void put(String profile, SecretKind kind, String value);

    /**
     * A secret that belongs to no connection profile, under its own entry name (an order's enrollment key:
     * {@code enrollment-key/<order id>}).
     */
    Optional<String> getEntry(String name);

    /** Stores {@code value} under the entry {@code name}; a null or empty value deletes it. */
    void putEntry(String name, String value);

    /** Deletes every secret of {@code profile}. */
    default void deleteAll(String profile) {
        for (SecretKind kind : SecretKind.values()) {
            put(profile, kind, null);
        }
    }

    /** Releases what the store holds (the credential store's D-Bus connection); a no-op for the others. */
    @Override
    default void close() {
    }

    /** A secret store failed; the message names the operation and never holds a secret. */
    final class SecretStoreException extends RuntimeException {
        public SecretStoreException(String message, Throwable cause) {
            super(message, cause);
        }
    }
}
