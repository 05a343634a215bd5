package io.assetdesk.api;

import java.net.URI;
import java.util.Locale;

/** Only https URLs are accepted, except loopback hosts (localhost, 127.0.0.0/8, [::1]) which may use http. */
public final class UrlPolicy {
    private UrlPolicy() {
    }

    /**
     * Returns the URI when allowed; otherwise throws {@link IllegalArgumentException} whose message names the field,
     * e.g. "baseUrl must use https (http is allowed only for localhost)".
     */
    public static URI requireAllowed(URI uri, String field) {
        String problem = problem(uri);
        if (problem != null) {
            throw new IllegalArgumentException(field + " " + problem);
        }
        return uri;
    }

    /** Null when the URI is allowed, else what is wrong with it ("is missing", "must use https ..."). */
    public static String problem(URI uri) {
        if (uri == null) {
            return "is missing";
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        String host = uri.getHost();
        if (!uri.isAbsolute() || host == null || host.isBlank()) {
            return "must be an absolute URL with a host, e.g. https://integrations.example.com";
        }
        if (uri.getRawUserInfo() != null) {
            return "must not carry a user name or password";
        }
        if (scheme.equals("https")) {
            return null;
        }
        if (scheme.equals("http")) {
            return isLoopback(host) ? null : "must use https (http is allowed only for localhost)";
        }
        return "must use https";
    }

    public static boolean isLoopback(String host) {
        String h = host.toLowerCase(Locale.ROOT);
        if (h.startsWith("[") && h.endsWith("]")) {
            h = h.substring(1, h.length() - 1);
        }
        if (h.equals("localhost") || h.equals("::1") || h.equals("0:0:0:0:0:0:0:1")) {
            return true;
        }
        String[] parts = h.split("\\.", -1);
        if (parts.length != 4 || !parts[0].equals("127")) {
            return false;
        }
        for (String p : parts) {
            if (p.isEmpty() || p.length() > 3 || !p.chars().allMatch(Character::isDigit) || Integer.parseInt(p) > 255) {
                return false;
            }
        }
        return true;
    }
}
