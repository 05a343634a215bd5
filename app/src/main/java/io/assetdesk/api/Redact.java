package io.assetdesk.api;

/** How secrets and identifier digits appear in {@code toString()}, logs and messages: never in plain text. */
public final class Redact {
    private Redact() {
    }

    /** "(none)" for a missing secret, "****" otherwise: not even the length leaks. */
    public static String secret(String value) {
        return value == null || value.isEmpty() ? "(none)" : "****";
    }
}
