package io.assetdesk.settings;

import io.assetdesk.api.UrlPolicy;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Collection;

/**
 * What a connection profile's fields must be, as the Connection screen checks them while the officer types. Each check
 * gives the message key of the problem (with its argument, if any), or null when the field is fine. No JavaFX.
 */
public final class ConnectionRules {
    private ConnectionRules() {
    }

    /** A problem: the message key under {@code connection.error.} and its argument (null when none). */
    public record Problem(String key, String argument) {
        static Problem of(String key) {
            return new Problem("connection.error." + key, null);
        }
    }

    /** The name: required, no slash (it names credential store entries), not another profile's (any case). */
    public static Problem name(String name, Collection<String> otherNames) {
        String n = name == null ? "" : name.strip();
        if (n.isEmpty()) {
            return Problem.of("required");
        }
        if (n.contains("/")) {
            return Problem.of("nameSlash");
        }
        for (String other : otherNames) {
            if (other.equalsIgnoreCase(n)) {
                return Problem.of("nameTaken");
            }
        }
        return null;
    }

    /** A URL: required, well-formed, and allowed by {@link UrlPolicy} (https, or http on loopback). */
    public static Problem url(String text) {
        String t = text == null ? "" : text.strip();
        if (t.isEmpty()) {
            return Problem.of("required");
        }
        URI uri;
        try {
            uri = new URI(t);
        } catch (URISyntaxException e) {
            return Problem.of("url");
        }
        String problem = UrlPolicy.problem(uri);
        return problem == null ? null : new Problem("connection.error.urlPolicy", problem);
    }

    /** A secret that is required: typed, or stored already. */
    public static Problem requiredSecret(String typed, boolean stored) {
        return (typed == null || typed.isBlank()) && !stored ? Problem.of("required") : null;
    }

    /**
     * An integration block (an id and its secret) may be empty; once started it must be complete. {@code forId}: the
     * problem of the id field (else of the secret field). A stored secret counts only with an id.
     */
    public static Problem block(String id, String secret, boolean secretStored, boolean forId) {
        boolean hasId = id != null && !id.isBlank();
        boolean hasSecret = (secret != null && !secret.isBlank()) || (secretStored && hasId);
        if (forId ? !hasId && hasSecret : hasId && !hasSecret) {
            return Problem.of("blockIncomplete");
        }
        return null;
    }
}
