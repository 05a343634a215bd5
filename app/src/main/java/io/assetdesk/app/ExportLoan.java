package io.assetdesk.app;

import io.assetdesk.api.ApiException;
import io.assetdesk.api.IntegrationClient;
import io.assetdesk.api.Order;
import io.assetdesk.api.Redact;
import io.assetdesk.api.RetryPolicy;
import io.assetdesk.api.ServiceConfig;
import io.assetdesk.export.LetterPdf;
import io.assetdesk.export.LoanExport;
import io.assetdesk.export.ReportExport;
import io.assetdesk.loan.HistoryEntry;
import io.assetdesk.loan.LoanFile;
import io.assetdesk.loan.LoanPlace;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.loan.LoanSummary;
import io.assetdesk.loan.LoanTerms;
import io.assetdesk.loan.RefusedLoanFiles;
import io.assetdesk.loan.RuleBook;
import io.assetdesk.loan.TeamUnreachable;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.DeskSettings;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * {@code --export-loan LOAN_NUMBER --config FILE --out PATH [--format pdf|csv|json]}: gathers the orders whose
 * reference number is the loan number (and any the loan file on this workstation lists), reads each from the service,
 * puts them together with the terms, rules, decisions and history kept on this workstation ({@link LoanStore}; a loan
 * without a loan file is checked with a new loan's terms) and writes the loan's document ({@link LoanExport}), without
 * opening a window. The export is then recorded in the loan's history.
 *
 * <p>Prints {@code written: PATH} and returns 0; returns 1 with one line on standard error, and writes no file, when
 * no order belongs to the loan, an order cannot be read, the loan files cannot be opened (the console lets them go
 * after a few idle seconds; the export waits that long) or the file cannot be written. No line holds a secret or a
 * stack trace.
 */
public final class ExportLoan {
    private static final String PREFIX = OneLine.PREFIX;

    private ExportLoan() {
    }

    /** The loan, the file and its format. */
    public record Request(String loanNumber, Path out, ReportExport.Format format, String letterLanguage,
                          boolean allowBrokenHistory) {
        /** The loan's document (not the letter). */
        public Request(String loanNumber, Path out, ReportExport.Format format) {
            this(loanNumber, out, format, null);
        }

        /** Refused when the loan's history does not hold together. */
        public Request(String loanNumber, Path out, ReportExport.Format format, String letterLanguage) {
            this(loanNumber, out, format, letterLanguage, false);
        }
    }

    public static int run(ConnectionProfile profile, Request request, Path dataDir, PrintStream out, PrintStream err) {
        return run(profile, request, LoanPlace.workstation(dataDir), out, err);
    }

    /** The loan's document with its loan files at {@code place} (this workstation's or the team's). */
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
        if (profile.assetverify() == null) {
            return OneLine.fail(err, 1, "the connection has no \"assetverify\" block, which reading orders needs");
        }
        String number = request.loanNumber().strip();
        String shown = Redact.printable(number, 80);
        // what this workstation keeps of the loan is read, and the loan files let go, before the service is asked
        Optional<LoanFile> kept;
        List<HistoryEntry> history;
        HistoryEntry.ChainCheck chain;
        try (LoanStore store = ExportReport.openWaiting(place, clock, user)) {
            kept = store.load(number);
            history = kept.isPresent() ? store.history(number) : List.of();
            chain = kept.isPresent() ? store.check(number) : HistoryEntry.verify(history);
        } catch (RefusedLoanFiles | TeamUnreachable e) {
            return OneLine.fail(err, 1, e.getMessage());
        } catch (RuntimeException e) {
            return OneLine.fail(err, 1, place.describe() + " cannot be opened (" + Redact.printable(
                    String.valueOf(e.getMessage()), 300) + "); if the console is open and busy with them, run again "
                    + "in a moment or export from the console");
        }
        if (!chain.intact() && !request.allowBrokenHistory()) {
            return OneLine.fail(err, 1, "the history of loan " + shown + " does not hold together (" + chain.why()
                    + "); nothing "
                    + "was written. Run again with --allow-broken-history to write the document, which then says so "
                    + "on page 1");
        }
        if (!chain.intact()) {
            err.println(PREFIX + "warning: the history of loan " + shown + " does not hold together (" + chain.why()
                    + "); the document says so on page 1");
        }
        List<Order> orders = new ArrayList<>();
        try (IntegrationClient client = clients.apply(profile.toServiceConfig())) {
            Set<String> ids = new LinkedHashSet<>(kept.map(LoanFile::orderIds).orElse(List.of()));
            for (Order o : client.listOrders()) {
                if (o != null && o.id() != null && o.referenceNumber() != null
                        && number.equals(o.referenceNumber().strip())) {
                    ids.add(o.id());
                }
            }
            if (ids.isEmpty()) {
                return OneLine.fail(err, 1, "no order has the reference number " + shown + " and no loan file on this "
                        + "workstation lists one; nothing was written");
            }
            for (String id : ids) {
                orders.add(client.getOrder(id).order());
            }
        } catch (ApiException e) {
            String requestId = e.requestId().map(r -> " [request id " + r + "]").orElse("");
            String advice = e.noConnectionMade() ? "; check the network and the base URL" : "";
            return OneLine.fail(err, 1, "the orders of loan " + shown + " could not be read: " + Redact.printable(
                    e.getMessage(), 400) + advice + requestId);
        } catch (IllegalArgumentException e) {
            return OneLine.fail(err, 1, "connection: " + Redact.printable(String.valueOf(e.getMessage()), 300));
        }
        Path written;
        try {
            List<String> orderIds = orders.stream().map(Order::id).toList();
            LoanFile loan = kept.orElseGet(() -> new LoanFile(number, LoanTerms.NEW, orderIds, Map.of(), Map.of(),
                    clock.instant()));
            LocalDate today = LocalDate.now(clock);
            LoanSummary summary = LoanSummary.of(loan, orders, RuleBook.standard(), today);
            if (request.letterLanguage() != null) {
                written = LetterPdf.write(summary, LetterPdf.Language.fromName(request.letterLanguage()), user,
                        clock.getZone(), clock.instant(), profile.sandbox(), request.out());
            } else {
                written = LoanExport.write(request.format(), new LoanExport.Content(summary, history, user, today,
                        profile.sandbox(), chain), clock.getZone(), locale, clock.instant(), request.out());
            }
        } catch (ReportExport.ExportException e) {
            return OneLine.fail(err, 1, e.getMessage());
        } catch (LetterPdf.NothingToExplain e) {
            return OneLine.fail(err, 1, e.getMessage() + "; nothing was written");
        } catch (RuntimeException e) {
            return OneLine.fail(err, 1, ReportExport.notMade(request.letterLanguage() != null ? "the letter"
                    : "the loan's document", e) + "; nothing was written");
        }
        if (kept.isPresent()) {
            try (LoanStore store = ExportReport.openWaiting(place, clock, user)) {
                store.record(number, HistoryEntry.Action.DOCUMENT_EXPORTED, (request.letterLanguage() != null
                        ? "Letter of explanation (" + request.letterLanguage() + ")" : "Loan document ("
                        + request.format().name() + ")") + " written to " + written.getFileName()
                        + " from the command line");
            } catch (RuntimeException e) {
                err.println(PREFIX + "warning: the document was written, but not recorded in the loan's history ("
                        + Redact.printable(String.valueOf(e.getMessage()), 200) + ")");
            }
        }
        out.println("written: " + written.toAbsolutePath());
        out.flush();
        return 0;
    }
}
