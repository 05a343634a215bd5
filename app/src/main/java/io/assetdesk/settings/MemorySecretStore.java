package io.assetdesk.settings;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** Secrets kept in memory only, gone when the app closes: the default for a session. */
public final class MemorySecretStore implements SecretStore {
    private final Map<String, String> values = new ConcurrentHashMap<>();

    @Override
    public boolean available() {
        return true;
    }

    @Override
    public boolean keepsAcrossRuns() {
        return false;
    }

    @Override
    public String unavailableReason() {
        return "";
    }

    @Override
    public Optional<String> get(String profile, SecretKind kind) {
        return Optional.ofNullable(values.get(kind.account(profile)));
    }

    @Override
    public void put(String profile, SecretKind kind, String value) {
        if (value == null || value.isEmpty()) {
            values.remove(kind.account(profile));
        } else {
            values.put(kind.account(profile), value);
        }
    }

    @Override
    public String toString() {
        return "MemorySecretStore[" + values.size() + " entries]";
    }

    @Override
    public Optional<String> getEntry(String name) {
        return Optional.ofNullable(values.get("entry/" + name));
    }

    @Override
    public void putEntry(String name, String value) {
        if (value == null || value.isEmpty()) {
            values.remove("entry/" + name);
        } else {
            values.put("entry/" + name, value);
        }
    }
}
