package io.assetdesk.session;

import io.assetdesk.loan.LoanStore;
import io.assetdesk.report.LoanFigures;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;

/**
 * A console's loan files in a process of its own, for the test of sharing them with a command line: saves one
 * order's figures, says "ready", then stays up (using nothing) until it is killed.
 */
public final class LoanFilesHolder {
    private LoanFilesHolder() {
    }

    public static void main(String[] args) throws Exception {
        Path dataDir = Path.of(args[0]);
        Duration idle = Duration.ofMillis(Long.parseLong(args[1]));
        LoanFiles files = new LoanFiles(() -> LoanStore.open(dataDir, Clock.systemUTC(), "console"), idle);
        files.call(s -> {
            s.saveOrderFigures("ord-1", new LoanFigures(new BigDecimal("2500.00"), null, null));
            return null;
        }).join();
        System.out.println("ready");
        System.out.flush();
        Thread.sleep(120_000);
    }
}
