package io.assetdesk.bench;

import io.assetdesk.api.OrderDocument;
import io.assetdesk.api.ResponseDecoder;
import io.assetdesk.export.ReportExport;
import io.assetdesk.report.AssetSummary;
import io.assetdesk.report.LoanFigures;
import io.assetdesk.report.ReportThresholds;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A very large report through the loan-file export, in the heap the officer's launcher gives: ACCOUNTS accounts of
 * TRANSACTIONS transactions each (20 x 10,000 = 200,000 by default, about 18 MB of JSON), decoded as the client does,
 * summarised, and written as PDF, CSV and JSON files the way the console writes them ({@link ReportExport#write});
 * prints the time and the peak heap of each step. Not a test: run it with the heap to check ({@code java -Xmx256m -cp
 * <test class path> io.assetdesk.bench.LargeReportExportBenchmark [accounts] [transactions] [folder]}; the files go
 * to {@code folder}, by default {@code target/bench-export}). The latest figures are in docs/benchmarks.md.
 */
public final class LargeReportExportBenchmark {
    private LargeReportExportBenchmark() {
    }

    public static void main(String[] args) throws IOException {
        int accounts = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        int transactions = args.length > 1 ? Integer.parseInt(args[1]) : 10_000;
        Path folder = Files.createDirectories(Path.of(args.length > 2 ? args[2] : "target/bench-export"));
        byte[] json = report(accounts, transactions);
        System.out.printf(Locale.ROOT, "export-large report-bytes %d accounts %d transactions %d max-heap-mb %d%n",
                json.length, accounts, accounts * transactions, Runtime.getRuntime().maxMemory() >> 20);
        long t0 = System.nanoTime();
        OrderDocument doc = new OrderDocument(new ResponseDecoder().order(json), new String(json,
                StandardCharsets.UTF_8));
        step("decode", t0);
        json = null; // as the client: the answer's bytes are not kept, its text is (for the JSON document)
        System.gc();
        Runtime rt = Runtime.getRuntime();
        System.out.printf(Locale.ROOT, "export-large decoded live-heap-mb %d (the answer's text included)%n",
                (rt.totalMemory() - rt.freeMemory()) >> 20);
        t0 = System.nanoTime();
        AssetSummary s = AssetSummary.of(doc.order(), new LoanFigures(new BigDecimal("50000"), new BigDecimal("2500"),
                new BigDecimal("9000")), ReportThresholds.DEFAULT, LocalDate.of(2026, 11, 25));
        step("summary", t0);
        // -Dbench.formats=pdf,csv: some formats only
        String only = System.getProperty("bench.formats", "");
        for (ReportExport.Format f : ReportExport.Format.values()) {
            if (!only.isBlank() && !List.of(only.split(",")).contains(f.extension())) {
                continue;
            }
            t0 = System.nanoTime();
            long cpu0 = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
            Path out = ReportExport.write(f, doc, s, ZoneOffset.UTC, Locale.US, Instant.now(),
                    folder.resolve("large-report." + f.extension()));
            long cpuMs = (ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - cpu0) / 1_000_000;
            step("export-" + f.extension() + " bytes " + Files.size(out) + " this-thread-cpu-ms " + cpuMs, t0);
        }
    }

    private static void step(String what, long started) {
        long ms = (System.nanoTime() - started) / 1_000_000;
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                peak += pool.getPeakUsage().getUsed();
                pool.resetPeakUsage();
            }
        }
        System.out.printf(Locale.ROOT, "export-large %s ms %d peak-heap-mb %d%n", what, ms, peak >> 20);
    }

    /** A closed order whose report has {@code accounts} accounts of {@code transactions} transactions each. */
    static byte[] report(int accounts, int transactions) {
        SplittableRandom r = new SplittableRandom(42);
        StringBuilder b = new StringBuilder(accounts * transactions * 95 + 4096);
        b.append("{\"data\":{\"id\":\"big-1\",\"type\":\"order\",\"attributes\":{\"created\":\"2026-11-01T10:00:00.0"
                + "00Z\",")
                .append("\"isArchived\":false,\"status\":\"closed\",\"daysRemaining\":0,\"firstName\":\"Ada\",")
                .append("\"lastName\":\"Byron\",\"last4SSN\":\"1234\",\"referenceNumber\":\"LN-1\",\"accounts\":[");
        LocalDateTime end = LocalDateTime.of(2026, 11, 20, 0, 0);
        for (int a = 0; a < accounts; a++) {
            b.append(a == 0 ? "" : ",").append("{\"accountID\":\"0000").append(a).append("-aaaa-bbbb-cccc-dddd\",")
                    .append("\"TaggedTransactions\":[");
            for (int t = 0; t < transactions; t++) {
                long cents = r.nextLong(-200_000, 300_000);
                b.append(t == 0 ? "" : ",").append("{\"transactionId\":\"t").append(a).append('-').append(t)
                        .append("\",\"date\":\"").append(end.minusMinutes(t * 13L)).append(":00\",\"description\":\"")
                        .append(cents > 0 ? "DEPOSIT REF " : "CARD PURCHASE ").append(t).append("\",\"amount\":")
                        .append(BigDecimal.valueOf(cents, 2)).append(",\"category\":\"Other\"}");
            }
            b.append("],\"LargeDeposits\":[],\"Summary\":{\"Account\":{\"Name\":\"Account ").append(a)
                    .append("\",\"Type\":\"depository\",\"Mask\":\"").append(1000
                            + a).append("\",\"Currency\":\"USD\"}},")
                    .append("\"TransactionStartDate\":\"").append(end.minusDays(90)).append(":00\",")
                    .append("\"TransactionEndDate\":\"").append(end).append(":00\",\"CurrentBalance\":12000.00,")
                    .append("\"AvailableBalance\":11900.00,\"StartingBalance\":9000.00,\"DaysInExistence\":900,")
                    .append("\"DaysRequested\":90}");
        }
        b.append("]}}}");
        return b.toString().getBytes(StandardCharsets.UTF_8);
    }
}
