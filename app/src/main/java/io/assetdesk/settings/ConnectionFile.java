package io.assetdesk.settings;

import java.nio.file.Path;

/**
 * The JSON connection file: read by {@code --config}, imported and exported by the Connection screen.
 * <pre>{"name": "...", "baseUrl": "https://...", "portalUrl": "https://...", "accessToken": "...",
 *  "banklink": {"clientId": "...", "secret": "..."}, "assetverify": {"username": "...", "password": "..."}}</pre>
 */
public final class ConnectionFile {
    private ConnectionFile() {
    }

    /** Reads and validates FILE; a malformed file, missing field or bad URL throws {@link ConnectionFileException} naming the field. */
    public static ConnectionProfile read(Path file) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    /** Writes {@code profile} to FILE; secrets (access token, secret, password) only when {@code includeSecrets}. */
    public static void write(ConnectionProfile profile, Path file, boolean includeSecrets) {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
