package io.assetdesk.testing;

import io.assetdesk.settings.SecretKind;
import io.assetdesk.settings.SecretStore;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A credential store that keeps its named entries across runs, as the operating system's does (one instance stands
 * for the store through several runs); profiles' secrets are not kept. Its entries are open to the test.
 */
public final class KeepingSecretStore implements SecretStore {
    public final Map<String, String> entries = new HashMap<>();

    @Override
    public boolean available() {
        return true;
    }

    @Override
    public boolean keepsAcrossRuns() {
        return true;
    }

    @Override
    public String unavailableReason() {
        return "";
    }

    @Override
    public Optional<String> get(String profile, SecretKind kind) {
        return Optional.empty();
    }

    @Override
    public void put(String profile, SecretKind kind, String value) {
        // profiles' secrets are not what these tests keep
    }

    @Override
    public Optional<String> getEntry(String name) {
        return Optional.ofNullable(entries.get(name));
    }

    @Override
    public void putEntry(String name, String value) {
        if (value == null || value.isEmpty()) {
            entries.remove(name);
        } else {
            entries.put(name, value);
        }
    }
}
