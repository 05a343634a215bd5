package io.assetdesk.loan;

/**
 * The team's loan database cannot be reached or opened. The message says where and why in one line, never the user's
 * password; nothing was written to the workstation instead.
 */
public final class TeamUnreachable extends IllegalStateException {
    TeamUnreachable(String message, Throwable cause) {
        super(message, cause);
    }
}
