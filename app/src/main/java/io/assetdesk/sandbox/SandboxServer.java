package io.assetdesk.sandbox;

import java.net.URI;
import java.time.Duration;

/**
 * The embedded training copy of the integration service, on 127.0.0.1. A second, independent reading of the spec:
 * it imports nothing of the client or the UI.
 */
public final class SandboxServer implements AutoCloseable {

    public static final String ACCESS_TOKEN = "sandbox-token";
    public static final String BANKLINK_CLIENT_ID = "sandbox-client";
    public static final String BANKLINK_SECRET = "sandbox-secret";
    public static final String ASSETVERIFY_USERNAME = "sandbox-officer";
    public static final String ASSETVERIFY_PASSWORD = "sandbox-password";

    public static final int DEFAULT_ORDERS = 30;
    public static final Duration DEFAULT_REPORT_DELAY = Duration.ofSeconds(8);

    private final URI baseUrl;

    private SandboxServer(URI baseUrl) {
        this.baseUrl = baseUrl;
    }

    /** Starts on 127.0.0.1:{@code port} (0 for a free port) with {@code orders} seeded orders. */
    public static SandboxServer start(int port, int orders, Duration reportDelay) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    /** http://127.0.0.1:PORT (no trailing slash): both the base URL and the portal URL. */
    public URI baseUrl() {
        return baseUrl;
    }

    @Override
    public void close() {
    }
}
