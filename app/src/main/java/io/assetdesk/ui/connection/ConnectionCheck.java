package io.assetdesk.ui.connection;

/** How the last test of a connection's part came out, in words. */
public record ConnectionCheck(Outcome outcome, String text) {
    /** The test's outcome. */
    public enum Outcome { RUNNING, OK, FAILED, NOT_CHECKED, NOT_CONFIGURED }
}
