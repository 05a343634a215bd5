package io.assetdesk.ui;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * SSO keys from create responses, kept in memory only, for the life of the app, tied to their order id: the key comes
 * only once, and is never written anywhere.
 */
public final class EnrollmentKeys {
    private final Map<String, String> keys = new ConcurrentHashMap<>();

    public void remember(String orderId, String ssoKey) {
        if (orderId != null && ssoKey != null && !ssoKey.isBlank()) {
            keys.put(orderId, ssoKey);
        }
    }

    public Optional<String> keyFor(String orderId) {
        return Optional.ofNullable(orderId == null ? null : keys.get(orderId));
    }

    public boolean has(String orderId) {
        return keyFor(orderId).isPresent();
    }
}
