package io.assetdesk.session;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.report.LoanFigures;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import org.slf4j.LoggerFactory;

/**
 * A console's loan files in a process of its own, for the test of sharing them with a command line: saves one
 * order's figures and says "ready"; then, for each line "save AMOUNT" read, saves again and says "saved AMOUNT" (or
 * "failed: WHY"). Its loan files say when they wait for another process (their INFO line). Stays up until killed.
 */
public final class LoanFilesHolder {
    private LoanFilesHolder() {
    }

    public static void main(String[] args) throws Exception {
        ((Logger) LoggerFactory.getLogger(LoanFiles.class)).setLevel(Level.INFO);
        Path dataDir = Path.of(args[0]);
        Duration idle = Duration.ofMillis(Long.parseLong(args[1]));
        LoanFiles files = new LoanFiles(() -> LoanStore.open(dataDir, Clock.systemUTC(), "console"), idle);
        save(files, "2500.00").join();
        System.out.println("ready");
        System.out.flush();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.startsWith("save ")) {
                String amount = line.substring("save ".length());
                save(files, amount).handle((v, e) -> {
                    System.out.println(e == null ? "saved " + amount : "failed: " + e.getMessage());
                    System.out.flush();
                    return null;
                });
            }
        }
    }

    private static CompletableFuture<Object> save(LoanFiles files, String amount) {
        return files.call(s -> {
            s.saveOrderFigures("ord-1", new LoanFigures(new BigDecimal(amount), null, null));
            return null;
        });
    }
}
