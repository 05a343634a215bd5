package io.assetdesk.loan;

import io.assetdesk.report.LoanFigures;
import io.assetdesk.report.ReportThresholds;
import io.assetdesk.settings.JsonFileStore;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import org.slf4j.LoggerFactory;

/**
 * {@code loan-file.json}, where the console kept the asset summary's settings before the loan database: the
 * thresholds of its checks (one set for the workstation), the figures the officer entered per order, and the orders the
 * officer said are finished. Only read now, once, to bring it into the loan database (which then keeps it aside). A
 * damaged file is moved aside by the reading and said in {@link Contents#refused()}, never silently dropped.
 */
public final class OldLoanFile {
    public static final String FILE = "loan-file.json";

    /**
     * The file's shape. Any part may be null (first run, older file). {@code finishedByOfficer}: the orders the
     * officer said are finished without verified accounts.
     */
    public record Stored(Thresholds thresholds, Map<String, Figures> orders, List<String> finishedByOfficer) {
    }

    public record Thresholds(BigDecimal largeDepositShare, Integer minHistoryDays, Integer maxReportAgeDays,
                             String loanCurrency, BigDecimal requiredReserveMonths) {
    }

    public record Figures(BigDecimal cashToClose, BigDecimal monthlyHousingPayment, BigDecimal monthlyIncome) {
    }

    /** What the file held that could not be used, for a person: the whole file, a threshold, one order's figures. */
    public record Refused(Kind kind, String orderId, String detail) {
        public enum Kind { FILE_DAMAGED, THRESHOLD, FIGURES }
    }

    /**
     * What the file holds, read part by part so that one bad part does not throw away the good ones.
     *
     * @param thresholds the stored thresholds (each missing or refused part taken from the defaults); null when the
     *                   file had none
     * @param figures    each order's figures, refused ones left out
     * @param refused    what could not be used, each with its reason
     */
    public record Contents(ReportThresholds thresholds, Map<String, LoanFigures> figures, List<String> finished,
                           List<Refused> refused) {
    }

    private final JsonFileStore<Stored> store;

    public OldLoanFile(Path dataDir) {
        this.store = new JsonFileStore<>(dataDir.resolve(FILE), Stored.class);
    }

    /** The file ({@code loan-file.json} in the data folder). */
    public Path file() {
        return store.file();
    }

    /** Whether there is anything at the file's place (a file, or something damaged to keep aside). */
    public boolean present() {
        return Files.exists(store.file(), LinkOption.NOFOLLOW_LINKS);
    }

    /** Reads the file; a damaged one is moved aside ({@code NAME.damaged-<time>}) and said as the one refusal. */
    public Contents read() {
        Stored s = store.read(null);
        List<Refused> refused = new ArrayList<>();
        JsonFileStore.Damage d = store.damage();
        if (d != null) {
            refused.add(new Refused(Refused.Kind.FILE_DAMAGED, null, d.describe()));
        }
        if (s == null) {
            return new Contents(null, Map.of(), List.of(), List.copyOf(refused));
        }
        ReportThresholds t = thresholds(s.thresholds(), why -> refused.add(new Refused(Refused.Kind.THRESHOLD, null,
                FILE + ": a threshold is not acceptable and the default is used (" + why + ")")));
        Map<String, LoanFigures> figures = new LinkedHashMap<>();
        if (s.orders() != null) {
            s.orders().forEach((id, f) -> {
                if (id == null || f == null) {
                    return;
                }
                try {
                    LoanFigures read = new LoanFigures(f.cashToClose(), f.monthlyHousingPayment(), f.monthlyIncome());
                    if (!read.isEmpty()) {
                        figures.put(id, read);
                    }
                } catch (IllegalArgumentException e) {
                    refused.add(new Refused(Refused.Kind.FIGURES, id, FILE + ": the loan figures of order " + id
                            + " are not acceptable and are not used (" + e.getMessage() + ")"));
                }
            });
        }
        List<String> finished = s.finishedByOfficer() == null ? List.of()
                : List.copyOf(new LinkedHashSet<>(s.finishedByOfficer().stream().filter(id -> id != null).toList()));
        return new Contents(t, figures, finished, List.copyOf(refused));
    }

    /**
     * {@code t} read part by part, so that one invalid part does not throw away the valid ones; each refused part
     * (the default taken instead) is told to {@code refused} with the reason. Null when the file had none.
     */
    private static ReportThresholds thresholds(Thresholds t, Consumer<String> refused) {
        if (t == null) {
            return null;
        }
        ReportThresholds r = ReportThresholds.DEFAULT;
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

    /** Brings this file into {@code store} once ({@link LoanStore#bringOver}), then keeps it aside. */
    int bringInto(LoanStore store) {
        if (!present()) {
            return 0;
        }
        boolean before = store.inTransaction("look up loan-file.json",
                () -> WorkstationTables.broughtOver(store.connection()));
        int n = 0;
        if (before) {
            // brought over already: a file found again (a rename that failed, a backup put back) is not merged twice
            LoggerFactory.getLogger(OldLoanFile.class).warn("loan-file.json was found again after it had been brought "
                    + "into the loan files; it is kept aside, not brought in a second time");
        } else {
            Contents contents = read();
            n = store.inTransaction("bring over loan-file.json", () -> WorkstationTables.bringOver(store.connection(),
                    contents, store.now()));
        }
        keepAside(store.now(), n);
        return n;
    }

    /**
     * Keeps the file aside once it has been brought in ({@code loan-file.json.migrated}, or with the time when that
     * name is taken): nothing is deleted. A failure leaves it for the next opening, which keeps it aside again.
     */
    private void keepAside(Instant now, int brought) {
        Path file = file();
        if (!Files.isRegularFile(file)) {
            return;
        }
        Path kept = file.resolveSibling(FILE + ".migrated");
        if (Files.exists(kept)) {
            kept = file.resolveSibling(FILE + ".migrated-" + now.toEpochMilli());
        }
        try {
            Files.move(file, kept);
            LoggerFactory.getLogger(OldLoanFile.class).info("loan-file.json kept as {} ({} order(s) with figures "
                    + "brought in)", kept.getFileName(), brought);
        } catch (IOException e) {
            LoggerFactory.getLogger(OldLoanFile.class).warn("loan-file.json was brought in but could not be kept "
                    + "aside: {}", e.getClass().getSimpleName());
        }
    }
}
