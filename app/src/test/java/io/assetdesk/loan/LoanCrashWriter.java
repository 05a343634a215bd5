package io.assetdesk.loan;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Clock;

/**
 * Run in a process of its own by {@link LoanCrashTest}: saves loan files over and over (a new loan, its order, its
 * terms, a deposit decision, a history entry) and prints "confirmed N" after each save returned, until it is killed.
 */
public final class LoanCrashWriter {
    private LoanCrashWriter() {
    }

    public static void main(String[] args) {
        Path dataDir = Path.of(args[0]);
        int from = Integer.parseInt(args[1]);
        LoanStore store = LoanStore.open(dataDir, Clock.systemUTC(), "crash-writer");
        for (int n = from; ; n++) {
            String loan = "LN-" + n;
            store.create(loan);
            store.addOrder(loan, "ord-" + n, "reference number matches");
            store.saveTerms(loan, LoanTerms.NEW.withFigures(BigDecimal.valueOf(n), null, null));
            store.decide(loan, new DepositDecision("d-" + n, DepositDecision.Outcome.LEFT_OUT, null, "n" + n),
                    "Deposit " + n);
            System.out.println("confirmed " + n);
            System.out.flush();
        }
    }
}
