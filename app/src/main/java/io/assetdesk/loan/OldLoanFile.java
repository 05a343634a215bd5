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
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.JsonNode;

/**
 * {@code loan-file.json}, where the console kept the asset summary's settings before the loan database: the
 * thresholds of its checks (one set for the workstation), the figures the officer entered per order, and the orders the
 * officer said are finished. Only read now, once, to bring it into the loan database (which then keeps it aside). A
 * damaged file is moved aside by the reading and said in {@link Contents#refused()}, never silently dropped.
 */
public final class OldLoanFile {
    public static final String FILE = "loan-file.json";

    /**
     * The file's shape, kept as JSON so that each value is read on its own: a value of the wrong type is refused alone
     * (its default used), never the whole file. Any part may be null (first run, older file).
     * {@code finishedByOfficer}: the orders the officer said are finished without verified accounts.
     */
    public record Stored(JsonNode thresholds, JsonNode orders, JsonNode finishedByOfficer) {
    }

    /** What the file held that could not be used, for a person: the whole file, a threshold, one order's figures. */
    public record Refused(Kind kind, String orderId, String detail) {
        public enum Kind { FILE_DAMAGED, THRESHOLD, FIGURES, FINISHED }
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
        if (s.orders() != null && !s.orders().isNull() && !s.orders().isObject()) {
            refused.add(new Refused(Refused.Kind.FIGURES, null, FILE + ": the orders' loan figures are not acceptable "
                    + "and are not used (orders must be an object, not " + shown(s.orders()) + ")"));
        }
        if (s.orders() != null && s.orders().isObject()) {
            for (Map.Entry<String, JsonNode> e : s.orders().properties()) {
                String id = e.getKey();
                JsonNode f = e.getValue();
                if (f == null || f.isNull()) {
                    continue;
                }
                if (!f.isObject()) {
                    refused.add(new Refused(Refused.Kind.FIGURES, id, FILE + ": the loan figures of order " + id
                            + " are not acceptable and are not used (they must be an object, not " + shown(f) + ")"));
                    continue;
                }
                try {
                    LoanFigures read = new LoanFigures(amount(f, "cashToClose"), amount(f, "monthlyHousingPayment"),
                            amount(f, "monthlyIncome"));
                    if (!read.isEmpty()) {
                        figures.put(id, read);
                    }
                } catch (IllegalArgumentException ex) {
                    refused.add(new Refused(Refused.Kind.FIGURES, id, FILE + ": the loan figures of order " + id
                            + " are not acceptable and are not used (" + ex.getMessage() + ")"));
                }
            }
        }
        List<String> finished = new ArrayList<>();
        JsonNode words = s.finishedByOfficer();
        if (words != null && !words.isNull() && !words.isArray()) {
            refused.add(new Refused(Refused.Kind.FINISHED, null, FILE + ": the orders marked as finished without "
                    + "accounts are not acceptable and are not used (finishedByOfficer must be a list, not "
                    + shown(words) + "); mark them again"));
        } else if (words != null && words.isArray()) {
            int i = 0;
            for (JsonNode id : words) {
                if (id.isString() && !id.asString().isBlank()) {
                    if (!finished.contains(id.asString())) {
                        finished.add(id.asString());
                    }
                } else if (!id.isNull()) { // a null names nothing
                    refused.add(new Refused(Refused.Kind.FINISHED, null, FILE + ": an order marked as finished "
                            + "without accounts is not acceptable and is not used (finishedByOfficer[" + i
                            + "] must be an order id, not " + shown(id) + "); mark it again"));
                }
                i++;
            }
        }
        return new Contents(t, figures, List.copyOf(finished), List.copyOf(refused));
    }

    /** {@code node}'s member {@code name} as an amount; null when missing; refused when it is not a number. */
    private static BigDecimal amount(JsonNode node, String name) {
        JsonNode v = node.get(name);
        if (v == null || v.isNull()) {
            return null;
        }
        if (!v.isNumber()) {
            throw new IllegalArgumentException(name + " must be a number, not " + shown(v));
        }
        return v.decimalValue();
    }

    private static Integer whole(JsonNode node, String name) {
        JsonNode v = node.get(name);
        if (v == null || v.isNull()) {
            return null;
        }
        if (!v.isIntegralNumber() || !v.canConvertToInt()) {
            throw new IllegalArgumentException(name + " must be a whole number, not " + shown(v));
        }
        return v.intValue();
    }

    private static String text(JsonNode node, String name) {
        JsonNode v = node.get(name);
        if (v == null || v.isNull()) {
            return null;
        }
        if (!v.isString()) {
            throw new IllegalArgumentException(name + " must be text, not " + shown(v));
        }
        return v.asString();
    }

    /** A refused value in a message: short, one line. */
    private static String shown(JsonNode v) {
        String t = v.toString().replaceAll("\\s+", " ");
        return t.length() > 40 ? t.substring(0, 39) + "\u2026" : t;
    }

    /**
     * {@code t} read part by part, so that one invalid part does not throw away the valid ones; each refused part
     * (the default taken instead) is told to {@code refused} with the reason. Null when the file had none.
     */
    private static ReportThresholds thresholds(JsonNode t, Consumer<String> refused) {
        if (t == null || t.isNull()) {
            return null;
        }
        if (!t.isObject()) {
            refused.accept("thresholds must be an object, not " + shown(t));
            return ReportThresholds.DEFAULT;
        }
        ReportThresholds r = ReportThresholds.DEFAULT;
        r = part(r, () -> amount(t, "largeDepositShare"), ReportThresholds::withLargeDepositShare, refused);
        r = part(r, () -> whole(t, "minHistoryDays"), ReportThresholds::withMinHistoryDays, refused);
        r = part(r, () -> whole(t, "maxReportAgeDays"), ReportThresholds::withMaxReportAgeDays, refused);
        r = part(r, () -> amount(t, "requiredReserveMonths"), ReportThresholds::withRequiredReserveMonths, refused);
        return part(r, () -> text(t, "loanCurrency"), ReportThresholds::withLoanCurrency, refused);
    }

    /** {@code r} with one stored part; {@code r} as it is when the part is missing, of the wrong type or invalid. */
    private static <V> ReportThresholds part(ReportThresholds r, Supplier<V> value,
                                             BiFunction<ReportThresholds, V, ReportThresholds> with,
                                             Consumer<String> refused) {
        try {
            V v = value.get();
            return v == null ? r : with.apply(r, v);
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
