package io.assetdesk.api;

/** How secrets and identifier digits appear in {@code toString()}, logs and messages: never in plain text. */
public final class Redact {
    private Redact() {
    }

    private static final java.util.regex.Pattern LAST4_IN_JSON =
            java.util.regex.Pattern.compile("(\"last4SSN\"\\s*:\\s*\")((?:[^\"\\\\]|\\\\.)*)(\")");

    /**
     * The JSON text unchanged but for the value of every {@code last4SSN} member, which becomes {@code "****"}: an
     * export keeps the service's answer as received without writing national-identifier digits to a file.
     */
    public static String identifierDigitsInJson(String json) {
        return json == null ? null : LAST4_IN_JSON.matcher(json).replaceAll("$1****$3");
    }

    /** "(none)" for a missing secret, "****" otherwise: not even the length leaks. */
    public static String secret(String value) {
        return value == null || value.isEmpty() ? "(none)" : "****";
    }
}
