package io.assetdesk.app;

import io.assetdesk.api.ApiException;
import io.assetdesk.api.IntegrationClient;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.api.Redact;
import io.assetdesk.api.RetryPolicy;
import io.assetdesk.api.ServiceConfig;
import io.assetdesk.export.ExportProgress;
import io.assetdesk.export.ReportExport;
import io.assetdesk.loan.HistoryEntry;
import io.assetdesk.loan.LoanFile;
import io.assetdesk.loan.LoanPlace;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.loan.LoanSummary;
import io.assetdesk.loan.OldLoanFile;
import io.assetdesk.loan.RefusedLoanFiles;
import io.assetdesk.loan.RuleBook;
import io.assetdesk.loan.TeamUnreachable;
import io.assetdesk.report.AssetSummary;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.DeskSettings;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.LongSupplier;

/**
 * {@code --export-report ORDER_ID --config FILE --out PATH [--format pdf|csv|json]}: reads the order from the
 * service, computes its asset summary for today as the order screen does (an order in a loan file: the loan's terms
 * and rules, and the export goes into its history; any other: the officer's figures and the workstation's thresholds,
 * from the loan database, {@link LoanStore}), and writes the document ({@link ReportExport}) without opening a window.
 * While the console has the loan database open, it waits for it ({@link #WAIT_FOR_CONSOLE}).
 *
 * <p>Prints {@code written: PATH} and returns 0 when the file is written. Returns 1 with one line on standard error,
 * and writes no file, when the order is unknown (404), its report is not ready (no accounts yet), the call failed
 * or the file could not be written. No line holds a secret ({@link ApiException}'s messages are scrubbed) or a
 * stack trace.
 */
public final class ExportReport {
    private static final String PREFIX = OneLine.PREFIX;
    /** How long an export waits for the console to let the loan database go (it does after a few idle seconds). */
    static final Duration WAIT_FOR_CONSOLE = Duration.ofSeconds(15);

    private ExportReport() {
    }

    /**
     * What to export: the order, the file and its format.
     *
     * @param allowDefaults the officer accepts the default thresholds and no figures when the kept loan file cannot be
     *                      used (else the export refuses, naming what is wrong)
     */
    public record Request(String orderId, Path out, ReportExport.Format format, boolean allowDefaults,
                          boolean allowBrokenHistory) {
        public Request(String orderId, Path out, ReportExport.Format format) {
            this(orderId, out, format, false);
        }

        /** Refused when the history of the order's loan does not hold together. */
        public Request(String orderId, Path out, ReportExport.Format format, boolean allowDefaults) {
            this(orderId, out, format, allowDefaults, false);
        }

    }

    /** Runs the export with the system's clock, time zone and locale; returns the process exit code. */
    public static int run(ConnectionProfile profile, Request request, Path dataDir, PrintStream out, PrintStream err) {
        return run(profile, request, LoanPlace.workstation(dataDir), out, err);
    }

    /**
     * As {@link #run(ConnectionProfile, Request, Path, PrintStream, PrintStream)}, with the loan files at {@code
     * place}.
     */
    public static int run(ConnectionProfile profile, Request request, LoanPlace place, PrintStream out,
                          PrintStream err) {
        return run(profile, request, place, out, err, config -> new IntegrationClient(config, RetryPolicy.defaults()),
                Clock.systemDefaultZone(), Locale.getDefault(Locale.Category.FORMAT),
                DeskSettings.person(place.dataDir()));
    }

    static int run(ConnectionProfile profile, Request request, Path dataDir, PrintStream out, PrintStream err,
                   Function<ServiceConfig, IntegrationClient> clients, Clock clock, Locale locale, String user) {
        return run(profile, request, LoanPlace.workstation(dataDir), out, err, clients, clock, locale, user);
    }

    static int run(ConnectionProfile profile, Request request, LoanPlace place, PrintStream out, PrintStream err,
                   Function<ServiceConfig, IntegrationClient> clients, Clock clock, Locale locale, String user) {
        try {
            return export(profile, request, place, out, err, clients, clock, locale, user);
        } catch (OutOfMemoryError e) {
            // one line, not a stack trace: the memory held by the report is free again once this frame is left
            return OneLine.fail(err, 1, "the report of order " + Redact.printable(request.orderId(), 80)
                    + " is too large for the memory this process may use (" + (Runtime.getRuntime().maxMemory() >> 20)
                    + " MB); nothing was written. Run it with more (java -Xmx2g -jar ...)");
        }
    }

    private static int export(ConnectionProfile profile, Request request, LoanPlace place, PrintStream out,
                              PrintStream err, Function<ServiceConfig, IntegrationClient> clients, Clock clock,
                              Locale locale, String user) {
        if (profile.assetverify() == null) {
            return OneLine.fail(err, 1, "the connection has no \"assetverify\" block, which reading an order needs");
        }
        ServiceConfig config;
        try {
            config = profile.toServiceConfig();
        } catch (IllegalArgumentException e) {
            return OneLine.fail(err, 1, "connection: " + e.getMessage());
        }
        String id = request.orderId();
        String shown = Redact.printable(id, 80); // one line, whatever the id holds
        OrderDocument doc;
        try (IntegrationClient client = clients.apply(config)) {
            doc = client.getOrder(id);
        } catch (ApiException e) {
            if (e.kind() == ApiException.Kind.NOT_FOUND) {
                return OneLine.fail(err, 1, "order " + shown
                        + " was not found (404): check the order id and the connection");
            }
            String requestId = e.requestId().map(r -> " [request id " + r + "]").orElse("");
            String advice = e.noConnectionMade() ? "; check the network and the base URL" : "";
            return OneLine.fail(err, 1, "order " + shown + " could not be read: " + Redact.printable(
                    e.getMessage(), 400) + advice + requestId);
        } catch (IllegalArgumentException e) {
            return OneLine.fail(err, 1, "\"" + shown + "\" is not an order id");
        } catch (RuntimeException e) {
            return OneLine.fail(err, 1, "order " + shown + " could not be read: unexpected error (" + e.getClass()
                    .getSimpleName()
                    + ")");
        }
        if (!doc.order().hasReport()) {
            String status = doc.order().status() == null ? "" : " (status " + doc.order().status() + ")";
            return OneLine.fail(err, 1, "the report of order " + shown + " is not ready yet" + status
                    + ": no account has been verified; nothing was written");
        }
        ZoneId zone = clock.getZone();
        String orderId = doc.order().id() == null ? id : doc.order().id();
        LocalDate today = LocalDate.now(clock);
        // what the document needs is read, and the loan files let go, before the file is written
        String loanNumber;
        AssetSummary summary;
        String warning = null;
        try (LoanStore store = openWaiting(place, clock, user)) {
            try {
                if (place.team().isEmpty()) {
                    store.bringOver(new OldLoanFile(place.dataDir()));
                }
            } catch (RuntimeException e) {
                err.println(PREFIX + "warning: loan-file.json was not brought into the loan files ("
                        + Redact.printable(String.valueOf(e.getMessage()), 200) + ")");
            }
            List<String> loans = store.loansOf(orderId);
            loanNumber = loans.isEmpty() ? null : loans.get(0);
            if (loanNumber != null) {
                // in a loan file: the loan's terms, rules and deposit decisions, as the order screen shows them
                LoanFile loan = store.load(loanNumber).orElseThrow();
                HistoryEntry.ChainCheck chain = store.check(loanNumber);
                if (!chain.intact() && !request.allowBrokenHistory()) {
                    return OneLine.fail(err, 1, "the history of loan " + Redact.printable(loanNumber, 80)
                            + ", which holds "
                            + "order " + shown + ", does not hold together (" + chain.why() + "); nothing was "
                            + "written. Run again with --allow-broken-history to write the document anyway");
                }
                if (!chain.intact()) {
                    warning = "The history of loan " + Redact.printable(loanNumber, 80) + ", which holds this "
                            + "order, does not hold together: " + chain.why() + ". This document was written anyway "
                            + "(--allow-broken-history)";
                    err.println(PREFIX + "warning: the history of loan " + Redact.printable(loanNumber, 80)
                            + " does not hold together (" + chain.why() + "); the document says so on page 1");
                }
                summary = LoanSummary.forOrder(loan, doc.order(), RuleBook.standard(), today);
            } else {
                List<String> problems = store.carriedProblems(orderId);
                if (!problems.isEmpty()) {
                    if (!request.allowDefaults()) {
                        return OneLine.fail(err, 1, String.join("; ", problems)
                                + ". Nothing was written: enter the figures "
                                + "again in the console, or run again with --allow-defaults to write the document "
                                + "without them");
                    }
                    for (String p : problems) {
                        err.println(PREFIX + "warning: " + p);
                    }
                }
                summary = AssetSummary.of(doc.order(), store.orderFigures(orderId), store.workstationThresholds(),
                        today);
            }
        } catch (RefusedLoanFiles | TeamUnreachable e) {
            return OneLine.fail(err, 1, e.getMessage());
        } catch (LoanStore.InUse e) {
            return OneLine.fail(err, 1, "the loan files on this workstation are in use by the console ("
                    + Redact.printable(
                    String.valueOf(e.getMessage()), 300) + "); run again in a moment or export from the console; "
                    + "nothing was written");
        } catch (RuntimeException e) {
            return OneLine.fail(err, 1, place.describe() + " cannot be used (" + Redact.printable(
                    String.valueOf(e.getMessage()), 300) + "); nothing was written");
        }
        Path written;
        String name = Redact.printable(String.valueOf(request.out().getFileName()), 120);
        String said = warning;
        try {
            written = ExportProgress.during(progressLines(err, name, System::currentTimeMillis),
                    () -> ReportExport.write(request.format(), doc, summary, zone, locale, clock.instant(),
                    profile.sandbox(), said, request.out()));
        } catch (ReportExport.ExportException e) {
            return OneLine.fail(err, 1, e.getMessage());
        }
        if (loanNumber != null) {
            try (LoanStore store = openWaiting(place, clock, user)) {
                store.record(loanNumber, HistoryEntry.Action.DOCUMENT_EXPORTED, "Report of order " + orderId + " ("
                        + request.format().name() + ") written to " + written.getFileName() + " from the command line");
            } catch (RuntimeException e) {
                err.println(PREFIX + "warning: the document was written, but not recorded in the history of loan "
                        + Redact.printable(loanNumber, 80) + " (" + Redact.printable(String.valueOf(e.getMessage()),
                        200) + ")");
            }
        }
        out.println("written: " + written.toAbsolutePath());
        out.flush();
        return 0;
    }

    /**
     * Opens the loan files, waiting up to {@link #WAIT_FOR_CONSOLE} while the console has them (it lets them go after
     * a few idle seconds). The command line's own thread waits, as for its retries.
     */
    static LoanStore openWaiting(Path dataDir, Clock clock, String user) {
        return openWaiting(LoanPlace.workstation(dataDir), clock, user);
    }

    /** As {@link #openWaiting(Path, Clock, String)} at {@code place} (a team database is never in use by a desk). */
    static LoanStore openWaiting(LoanPlace place, Clock clock, String user) {
        long deadline = System.nanoTime() + WAIT_FOR_CONSOLE.toNanos();
        while (true) {
            try {
                return LoanStore.open(place, clock, user);
            } catch (LoanStore.InUse e) {
                if (System.nanoTime() > deadline) {
                    throw e;
                }
                try {
                    RetryPolicy.Sleeper.REAL.sleep(Duration.ofMillis(200));
                } catch (InterruptedException stop) {
                    Thread.currentThread().interrupt();
                    throw e;
                }
            }
        }
    }

    /**
     * A long export's progress on the error stream, a line a second at most:
     * {@code asset-desk: writing report.pdf: 45% (90,000 of 200,000 transactions and deposits)}.
     */
    static ExportProgress.Listener progressLines(PrintStream err, String name, LongSupplier millis) {
        long[] lastSaid = {Long.MIN_VALUE};
        return (done, total) -> {
            long now = millis.getAsLong();
            if (lastSaid[0] == Long.MIN_VALUE || now - lastSaid[0] >= 1_000) {
                lastSaid[0] = now;
                err.printf(Locale.ROOT, "%swriting %s: %d%% (%,d of %,d transactions and deposits)%n", PREFIX,
                        name, done * 100 / total, done, total);
            }
        };
    }
}
