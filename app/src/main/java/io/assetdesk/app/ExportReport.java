package io.assetdesk.app;

import io.assetdesk.api.ApiException;
import io.assetdesk.api.IntegrationClient;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.api.Redact;
import io.assetdesk.api.RetryPolicy;
import io.assetdesk.api.ServiceConfig;
import io.assetdesk.export.ReportExport;
import io.assetdesk.report.AssetSummary;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.LoanFileStore;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * {@code --export-report ORDER_ID --config FILE --out PATH [--format pdf|csv|json]}: reads the order from the
 * service, computes its asset summary for today with the officer's figures and thresholds from the data folder
 * ({@link LoanFileStore}), and writes the loan-file document ({@link ReportExport}) without opening a window.
 *
 * <p>Prints {@code written: PATH} and returns 0 when the file is written. Returns 1 with one line on standard error,
 * and writes no file, when the order is unknown (404), its report is not ready (no accounts yet), the call failed
 * or the file could not be written. No line holds a secret ({@link ApiException}'s messages are scrubbed) or a
 * stack trace.
 */
public final class ExportReport {
    private static final String PREFIX = "asset-desk: ";

    private ExportReport() {
    }

    /**
     * What to export: the order, the file and its format.
     *
     * @param allowDefaults the officer accepts the default thresholds and no figures when the kept loan file cannot be
     *                      used (else the export refuses, naming what is wrong)
     */
    public record Request(String orderId, Path out, ReportExport.Format format, boolean allowDefaults) {
        public Request(String orderId, Path out, ReportExport.Format format) {
            this(orderId, out, format, false);
        }

    }

    /** Runs the export with the system's clock, time zone and locale; returns the process exit code. */
    public static int run(ConnectionProfile profile, Request request, Path dataDir, PrintStream out, PrintStream err) {
        return run(profile, request, dataDir, out, err, config -> new IntegrationClient(config, RetryPolicy.defaults()),
                Clock.systemDefaultZone(), Locale.getDefault(Locale.Category.FORMAT));
    }

    static int run(ConnectionProfile profile, Request request, Path dataDir, PrintStream out, PrintStream err,
                   Function<ServiceConfig, IntegrationClient> clients, Clock clock, Locale locale) {
        try {
            return export(profile, request, dataDir, out, err, clients, clock, locale);
        } catch (OutOfMemoryError e) {
            // one line, not a stack trace: the memory held by the report is free again once this frame is left
            return fail(err, "the report of order " + Redact.printable(request.orderId(), 80)
                    + " is too large for the memory this process may use (" + (Runtime.getRuntime().maxMemory() >> 20)
                    + " MB); nothing was written. Run it with more (java -Xmx2g -jar ...)");
        }
    }

    private static int export(ConnectionProfile profile, Request request, Path dataDir, PrintStream out,
                              PrintStream err, Function<ServiceConfig, IntegrationClient> clients, Clock clock,
                              Locale locale) {
        if (profile.assetverify() == null) {
            return fail(err, "the connection has no \"assetverify\" block, which reading an order needs");
        }
        ServiceConfig config;
        try {
            config = profile.toServiceConfig();
        } catch (IllegalArgumentException e) {
            return fail(err, "connection: " + e.getMessage());
        }
        String id = request.orderId();
        String shown = Redact.printable(id, 80); // one line, whatever the id holds
        OrderDocument doc;
        try (IntegrationClient client = clients.apply(config)) {
            doc = client.getOrder(id);
        } catch (ApiException e) {
            if (e.kind() == ApiException.Kind.NOT_FOUND) {
                return fail(err, "order " + shown + " was not found (404): check the order id and the connection");
            }
            String requestId = e.requestId().map(r -> " [request id " + r + "]").orElse("");
            String advice = e.noConnectionMade() ? "; check the network and the base URL" : "";
            return fail(err, "order " + shown + " could not be read: " + Redact.printable(
                    e.getMessage(), 400) + advice + requestId);
        } catch (IllegalArgumentException e) {
            return fail(err, "\"" + shown + "\" is not an order id");
        } catch (RuntimeException e) {
            return fail(err, "order " + shown + " could not be read: unexpected error (" + e.getClass().getSimpleName()
                    + ")");
        }
        if (!doc.order().hasReport()) {
            String status = doc.order().status() == null ? "" : " (status " + doc.order().status() + ")";
            return fail(err, "the report of order " + shown + " is not ready yet" + status
                    + ": no account has been verified; nothing was written");
        }
        ZoneId zone = clock.getZone();
        LoanFileStore store = new LoanFileStore(dataDir);
        List<String> problems = store.problems(doc.order().id() == null ? id : doc.order().id());
        if (!problems.isEmpty()) {
            if (!request.allowDefaults()) {
                return fail(err, String.join("; ", problems) + ". Nothing was written: restore the file, or run again"
                        + " with --allow-defaults to write the document without the officer's figures");
            }
            for (String p : problems) {
                err.println(PREFIX + "warning: " + p);
            }
        }
        AssetSummary summary = AssetSummary.of(doc.order(), store.figures(doc.order().id() == null ? id
                : doc.order().id()), store.thresholds(), LocalDate.now(clock));
        try {
            Path written = ReportExport.write(request.format(), doc, summary, zone, locale, clock.instant(),
                    request.out());
            out.println("written: " + written.toAbsolutePath());
            out.flush();
            return 0;
        } catch (ReportExport.ExportException e) {
            return fail(err, e.getMessage());
        }
    }

    private static int fail(PrintStream err, String message) {
        err.println(PREFIX + message);
        err.flush();
        return 1;
    }
}
