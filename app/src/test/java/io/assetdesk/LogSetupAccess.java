package io.assetdesk;

import ch.qos.logback.classic.LoggerContext;
import java.nio.file.Path;

/** Lets tests of other packages set up the console's logging in a folder of their own. */
public final class LogSetupAccess {
    private LogSetupAccess() {
    }

    public static void configure(LoggerContext context, Path dir) {
        LogSetup.configure(context, dir);
    }
}
