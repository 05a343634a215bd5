package io.assetdesk.settings;

/** A connection file that cannot be used; the message names the file's field and never holds a secret. */
public final class ConnectionFileException extends RuntimeException {
    public ConnectionFileException(String message) {
        super(message);
    }

    public ConnectionFileException(String message, Throwable cause) {
        super(message, cause);
    }
}
