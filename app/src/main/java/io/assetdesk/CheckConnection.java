package io.assetdesk;

import io.assetdesk.settings.ConnectionProfile;
import java.io.PrintStream;

/**
 * {@code --check-connection}: calls the service for each configured integration without opening a window and prints
 * one line each, e.g. {@code assetverify: ok (42 orders)} or {@code assetverify: failed: 401 Unauthorized: ...}.
 */
public final class CheckConnection {
    private CheckConnection() {
    }

    /** Returns the process exit code: 0 when every checked integration is ok, 1 otherwise. */
    public static int run(ConnectionProfile profile, PrintStream out) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
