package io.assetdesk.settings;

import io.assetdesk.report.LoanFigures;
import io.assetdesk.report.ReportThresholds;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The asset summary's settings on this workstation, in {@code loan-file.json} in the data folder: the thresholds of
 * its checks (one set for the workstation) and the figures the officer entered per order (cash to close, monthly
 * housing payment, monthly income). These are loan figures, not borrower identifiers or secrets. Thread-safe; a
 * damaged file gives the defaults (logged by file name only).
 */
public final class LoanFileStore {
    private static final Logger LOG = LoggerFactory.getLogger(LoanFileStore.class);
    static final String FILE = "loan-file.json";

    /**
     * The file's shape. Any part may be null (first run, older file). {@code finishedByOfficer}: the orders the
     * officer said are finished without verified accounts (on a service that reports every order as closed, the
     * status cannot say so).
     */
    public record Stored(Thresholds thresholds, Map<String, Figures> orders, List<String> finishedByOfficer) {
        public Stored(Thresholds thresholds, Map<String, Figures> orders) {
            this(thresholds, orders, null);
        }
    }

    public record Thresholds(BigDecimal largeDepositShare, Integer minHistoryDays, Integer maxReportAgeDays,
                             String loanCurrency, BigDecimal requiredReserveMonths) {
    }

    public record Figures(BigDecimal cashToClose, BigDecimal monthlyHousingPayment, BigDecimal monthlyIncome) {
    }

    private final JsonFileStore<Stored> store;

    public LoanFileStore(Path dataDir) {
        this.store = new JsonFileStore<>(dataDir.resolve(FILE), Stored.class);
    }

    /** The file ({@code loan-file.json} in the data folder). */
    public Path file() {
        return store.file();
    }

    /** The thresholds in force: the stored ones, each missing or invalid part taken from the defaults. */
    public synchronized ReportThresholds thresholds() {
        return thresholds(read().thresholds(),
                why -> LOG.warn("Ignoring an invalid report threshold in {}: {}", FILE, why));
    }

    /**
     * {@code t} read part by part, so that one invalid part does not throw away the valid ones; each refused part
     * (the default taken instead) is told to {@code refused} with the reason.
     */
    private static ReportThresholds thresholds(Thresholds t, Consumer<String> refused) {
        ReportThresholds r = ReportThresholds.DEFAULT;
        if (t == null) {
            return r;
        }
        r = part(r, t.largeDepositShare(), ReportThresholds::withLargeDepositShare, refused);
        r = part(r, t.minHistoryDays(), ReportThresholds::withMinHistoryDays, refused);
        r = part(r, t.maxReportAgeDays(), ReportThresholds::withMaxReportAgeDays, refused);
        r = part(r, t.requiredReserveMonths(), ReportThresholds::withRequiredReserveMonths, refused);
        return part(r, t.loanCurrency(), ReportThresholds::withLoanCurrency, refused);
    }

    /** {@code r} with one stored part; {@code r} as it is when the part is missing or invalid. */
    private static <V> ReportThresholds part(ReportThresholds r, V value,
                                             BiFunction<ReportThresholds, V, ReportThresholds> with,
                                             Consumer<String> refused) {
        if (value == null) {
            return r;
        }
        try {
            return with.apply(r, value);
        } catch (IllegalArgumentException e) {
            refused.accept(e.getMessage());
            return r;
        }
    }

    /** {@code f} as figures; {@link LoanFigures#NONE} when absent or refused (told to {@code refused}). */
    private static LoanFigures figures(Figures f, Consumer<String> refused) {
        if (f == null) {
            return LoanFigures.NONE;
        }
        try {
            return new LoanFigures(f.cashToClose(), f.monthlyHousingPayment(), f.monthlyIncome());
        } catch (IllegalArgumentException e) {
            refused.accept(e.getMessage());
            return LoanFigures.NONE;
        }
    }

    public synchronized void saveThresholds(ReportThresholds t) throws IOException {
        Stored s = read();
        store.write(new Stored(new Thresholds(t.largeDepositShare(), t.minHistoryDays(), t.maxReportAgeDays(),
                t.loanCurrency(), t.requiredReserveMonths()), s.orders(), s.finishedByOfficer()));
    }

    /** The figures entered for {@code orderId}; {@link LoanFigures#NONE} when none (or unreadable). */
    public synchronized LoanFigures figures(String orderId) {
        return figures(figuresOf(read(), orderId),
                why -> LOG.warn("Ignoring invalid loan figures of an order in {}: {}", FILE, why));
    }

    /** Every order's figures, by order id (invalid ones left out, each said in one log line). */
    public synchronized Map<String, LoanFigures> allFigures() {
        Stored s = read();
        Map<String, LoanFigures> out = new LinkedHashMap<>();
        if (s.orders() != null) {
            s.orders().forEach((id, f) -> out.put(id, figures(f,
                    why -> LOG.warn("Ignoring invalid loan figures of an order in {}: {}", FILE, why))));
        }
        return out;
    }

    private static Figures figuresOf(Stored s, String orderId) {
        return s.orders() == null || orderId == null ? null : s.orders().get(orderId);
    }

    /** Keeps (or, when empty, forgets) the figures of {@code orderId}. */
    public synchronized void saveFigures(String orderId, LoanFigures figures) throws IOException {
        Stored s = read();
        Map<String, Figures> orders = new LinkedHashMap<>(s.orders() == null ? Map.of() : s.orders());
        if (figures == null || figures.isEmpty()) {
            orders.remove(orderId);
        } else {
            orders.put(orderId, new Figures(figures.cashToClose(), figures.monthlyHousingPayment(),
                    figures.monthlyIncome()));
        }
        store.write(new Stored(s.thresholds(), orders, s.finishedByOfficer()));
    }

    /** The officer said {@code orderId} is finished without verified accounts. */
    public synchronized boolean finishedByOfficer(String orderId) {
        List<String> ids = read().finishedByOfficer();
        return ids != null && orderId != null && ids.contains(orderId);
    }

    /** Records (or takes back) the officer's word that {@code orderId} is finished without verified accounts. */
    public synchronized void setFinishedByOfficer(String orderId, boolean finished) throws IOException {
        Stored s = read();
        LinkedHashSet<String> ids = new LinkedHashSet<>(
                s.finishedByOfficer() == null ? List.of() : s.finishedByOfficer());
        if (finished ? !ids.add(orderId) : !ids.remove(orderId)) {
            return;
        }
        store.write(new Stored(s.thresholds(), s.orders(), List.copyOf(ids)));
    }

    /**
     * The damaged file the last read found (moved aside, with where it is now), without reading again; empty when
     * none. For the screen, which says it beside the figures.
     */
    public Optional<String> damage() {
        JsonFileStore.Damage d = store.damage();
        return Optional.ofNullable(d == null ? null : d.describe());
    }

    /**
     * What is wrong with the kept file, one line each, for a person: a damaged file (moved aside, named with where it
     * is now), thresholds or figures that are not acceptable (each ignored, the defaults or nothing taken instead).
     * Empty when everything kept for {@code orderId} can be used. Its loan-file document must not be made silently
     * without them.
     */
    public synchronized List<String> problems(String orderId) {
        Stored s = read();
        List<String> out = new ArrayList<>();
        JsonFileStore.Damage d = store.damage();
        if (d != null) {
            out.add(d.describe() + "; the default thresholds and no loan figures are used");
        } else if (!Files.exists(store.file())) {
            // damaged at an earlier run and kept aside, nothing written since: still nothing of the officer's
            try (Stream<Path> siblings = Files.list(
                    store.file().getParent())) {
                siblings.map(p -> p.getFileName().toString()).filter(n -> n.startsWith(FILE + ".damaged-")).sorted()
                        .reduce((a, b) -> b).ifPresent(n -> out.add(FILE + " was found damaged earlier and kept as "
                                + n + "; the default thresholds and no loan figures are used"));
            } catch (IOException | UncheckedIOException e) {
                // no folder: nothing was ever kept
            }
        }
        // the same reading as thresholds() and figures(), each refusal said instead of logged
        thresholds(s.thresholds(), why -> out.add(FILE + ": a threshold is not acceptable and the default is used ("
                + why + ")"));
        figures(figuresOf(s, orderId), why -> out.add(FILE + ": the loan figures of order " + orderId
                + " are not acceptable and are not used (" + why + ")"));
        return List.copyOf(out);
    }

    private Stored read() {
        Stored s = store.read(null);
        return s == null ? new Stored(null, Map.of()) : s;
    }
}
