package io.assetdesk.api;

import java.util.Locale;
import java.util.regex.Pattern;

/** How secrets and identifier digits appear in {@code toString()}, logs and messages: never in plain text. */
public final class Redact {
    private Redact() {
    }

    private static final Pattern LAST4_IN_JSON =
            Pattern.compile("(\"last4SSN\"\\s*:\\s*\")((?:[^\"\\\\]|\\\\.)*)(\")");

    /**
     * The JSON text unchanged but for the value of every {@code last4SSN} member, which becomes {@code "****"}: an
     * export keeps the service's answer as received without writing national-identifier digits to a file.
     */
    public static String identifierDigitsInJson(String json) {
        return json == null ? null : LAST4_IN_JSON.matcher(json).replaceAll("$1****$3");
    }

    /** "(none)" for a missing secret, "****" otherwise: not even the length leaks. */
    /**
     * A value a person typed or a service sent (an order id...) made safe for a one-line message or log line: control
     * characters shown escaped ({@code \n}, {@code \u0007}), and a value longer than {@code max} characters cut in
     * the middle with its length said ({@code aaaa…aaaa (100000 characters)}).
     */
    public static String printable(String value, int max) {
        if (value == null) {
            return "null";
        }
        StringBuilder b = new StringBuilder(Math.min(value.length(), max) + 16);
        String v = value;
        boolean cut = v.length() > max;
        if (cut) {
            int half = Math.max(1, max / 2);
            v = v.substring(0, half) + "\u2026" + v.substring(v.length() - half);
        }
        for (int i = 0; i < v.length(); i++) {
            char c = v.charAt(i);
            switch (c) {
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029') {
                        b.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        if (cut) {
            b.append(" (").append(value.length()).append(" characters)");
        }
        return b.toString();
    }

    public static String secret(String value) {
        return value == null || value.isEmpty() ? "(none)" : "****";
    }
}
