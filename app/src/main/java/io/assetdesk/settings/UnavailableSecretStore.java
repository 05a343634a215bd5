package io.assetdesk.settings;

import java.util.Optional;

/** No credential store on this workstation: nothing can be remembered; says why. */
public final class UnavailableSecretStore implements SecretStore {
    private final String reason;

    public UnavailableSecretStore(String reason) {
        this.reason = reason;
    }

    @Override
    public boolean available() {
        return false;
    }

    @Override
    public String unavailableReason() {
        return reason;
    }

    @Override
    public Optional<String> get(String profile, SecretKind kind) {
        return Optional.empty();
    }

    @Override
    public void put(String profile, SecretKind kind, String value) {
        if (value != null && !value.isEmpty()) {
            throw new SecretStoreException("No credential store is available: " + reason, null);
        }
    }

    @Override
    public Optional<String> getEntry(String name) {
        return Optional.empty();
    }

    @Override
    public void putEntry(String name, String value) {
        if (value != null && !value.isEmpty()) {
            throw new SecretStoreException("No credential store is available: " + reason, null);
        }
    }
}
