package io.assetdesk.app;

import java.io.PrintStream;

/** How a command line without a window ends in failure: one line on standard error, and its exit code. */
final class OneLine {
    static final String PREFIX = "asset-desk: ";

    private OneLine() {
    }

    /** Says {@code message} in one line and answers {@code exit}, the process's exit code. */
    static int fail(PrintStream err, int exit, String message) {
        err.println(PREFIX + message);
        err.flush();
        return exit;
    }
}
