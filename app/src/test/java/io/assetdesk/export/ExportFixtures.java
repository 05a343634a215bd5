package io.assetdesk.export;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderAccountReport;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.report.AssetSummary;
import io.assetdesk.report.LoanFigures;
import io.assetdesk.report.ReportThresholds;
import io.assetdesk.testing.ReportValues;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Orders built in code for the export tests: every kind of account the summary sorts, and a long one. */
final class ExportFixtures {
    static final String LAST4 = "7391";
    static final ZoneId ZONE = ZoneId.of("America/New_York");
    static final Locale LOCALE = Locale.US;
    static final LocalDate TODAY = LocalDate.parse("2026-11-24");
    static final Instant MADE = Instant.parse("2026-11-24T15:30:00Z");
    /** Cash to close 40,000, payment 2,100, income 8,000: USD verified 34,800 -> shortfall 5,200; threshold 4,000. */
    static final LoanFigures SHORT = new LoanFigures(new BigDecimal("40000.00"), new BigDecimal("2100.00"),
            new BigDecimal("8000.00"));
    /** Cash to close 30,000: surplus 4,800, 2.2 months of reserves. */
    static final LoanFigures SURPLUS = new LoanFigures(new BigDecimal("30000.00"), new BigDecimal("2100.00"),
            new BigDecimal("8000.00"));

    private ExportFixtures() {
    }

    static Order order(String first, String last, List<OrderAccountReport> accounts) {
        return new Order("0b7e2c1a-5d2f-4a53-9a77-3c1f0e6d2b10", "order", Instant.parse("2026-10-20T14:05:00Z"),
                false, "closed", "https://portal.example/login/x", 12, "ann.lee@example.com", LAST4, "LN-2026-100042",
                first, last, null, null, "+1 555 0100", "Acme Corp", accounts, null, null);
    }

    static Order annLee() {
        return order("Ann", "Lee", accounts());
    }

    static OrderDocument document(Order o) {
        String raw = "{\"data\":{\"id\":\"" + o.id() + "\",\"type\":\"order\",\"attributes\":{\"firstName\":\""
                + o.firstName() + "\",\"lastName\":\"" + o.lastName() + "\",\"last4SSN\":\"" + LAST4
                + "\",\"status\":\"closed\",\"accounts\":[{\"accountID\":\"a-1\",\"CurrentBalance\":15000.00}]}}}";
        return new OrderDocument(o, raw);
    }

    static AssetSummary summary(Order o, LoanFigures f) {
        return AssetSummary.of(o, f, ReportThresholds.DEFAULT, TODAY);
    }

    static List<OrderAccountReport> accounts() {
        List<OrderAccountReport> out = new ArrayList<>();
        out.add(account("11111111-0000-4000-8000-000000000001", summary("First Platypus Bank", "Everyday Checking",
                        "depository", "checking", "1234", "USD"),
                "[{\"transactionId\":\"t1\",\"date\":\"2026-09-05\",\"description\":\"ACME CORP PAYROLL PPD\","
                        + "\"amount\":5200.00,\"category\":\"Income\",\"tags\":[\"Payroll\"],\"employer\":\"Acme "
                                + "Corp\","
                        + "\"runningBalance\":8200.00},"
                        + "{\"transactionId\":\"t2\",\"date\":\"2026-09-30\",\"description\":\"WIRE TRANSFER IN\","
                        + "\"amount\":9000.00,\"category\":\"Deposit\",\"tags\":[\"Large "
                                + "Deposit\"],\"runningBalance\":17200.00},"
                        + "{\"transactionId\":\"t3\",\"date\":\"2026-10-15\",\"description\":\"GREENLEAF GROCERY "
                                + "#114\","
                        + "\"amount\":-120.50,\"category\":\"Groceries\",\"tags\":[\"Groceries\"],\"runningBalance\""
                                + ":17079.50},"
                        + "{\"transactionId\":\"t4\",\"date\":\"2026-10-20\",\"description\":\"MYSTERY CREDIT\","
                        + "\"amount\":\"n/a\",\"category\":\"Other\",\"tags\":[],\"runningBalance\":17079.50}]",
                "[{\"transactionId\":\"t2\",\"date\":\"2026-09-30\",\"description\":\"WIRE TRANSFER IN\","
                        + "\"amount\":9000.00,\"source\":\"Wire\"}]",
                "2026-08-01T00:00:00", "2026-10-31T00:00:00", "15000.00", "14800.00", "3000.00", 900, 90));
        out.add(account("22222222-0000-4000-8000-000000000002", summary("First Platypus Bank", "High-Yield Savings",
                        "depository", "savings", "5678", "USD"), "[]", "[]",
                "2026-10-01T00:00:00", "2026-10-31T00:00:00", "20000.00", "20000.00", "19000.00", 400, 30));
        out.add(account("33333333-0000-4000-8000-000000000003", summary("Alpenbank Z\u00fcrich", "Sparkonto",
                        "depository", "savings", "4321", "EUR"), "[]", "[]",
                "2026-08-01T00:00:00", "2026-10-31T00:00:00", "5000.00", "5000.00", "5000.00", 2000, 90));
        out.add(account("44444444-0000-4000-8000-000000000004", summary("Coin Vault", "Bitcoin Wallet",
                        "other", "crypto", "9911", "BTC"), "[]", "[]",
                "2026-08-01T00:00:00", "2026-10-31T00:00:00", "0.51234567", "0.51234567", "0.5", 300, 90));
        out.add(account("55555555-0000-4000-8000-000000000005", summary("First Platypus Bank", "Platinum Card",
                        "credit", "credit card", "7777", "USD"), "[]", "[]",
                "2026-08-01T00:00:00", "2026-10-31T00:00:00", "-1500.00", "8500.00", "-900.00", 1200, 90));
        return out;
    }

    static String summary(String institution, String name, String type, String subtype, String mask, String currency) {
        return "{\"Account\":{\"Name\":\"" + name + "\",\"Institution\":\"" + institution + "\",\"Type\":\"" + type
                + "\",\"Subtype\":\"" + subtype + "\",\"Mask\":\"" + mask + "\",\"Currency\":\"" + currency + "\"},"
                + "\"Income\":{\"EmployerName\":\"Acme Corp\",\"EmployerFound\":true}}";
    }

    static OrderAccountReport account(String id, String summary, String transactions, String deposits, String start,
                                      String end, String current, String available, String starting, int existence,
                                      int requested) {
        return OrderAccountReport.of(id, ReportValues.parse(transactions), ReportValues.parse(deposits),
                ReportValues.parse(summary), null, LocalDateTime.parse(start), LocalDateTime.parse(end),
                new BigDecimal(current), new BigDecimal(available), new BigDecimal(starting), existence, requested);
    }

    /** One checking account with {@code n} transactions "Txn 001 ..." of unique amounts 1001.01, 1002.02, ... */
    static Order manyTransactions(int n) {
        StringBuilder b = new StringBuilder("[");
        BigDecimal running = new BigDecimal("500.00");
        for (int i = 1; i <= n; i++) {
            BigDecimal amount = new BigDecimal(1000
                    + i).add(new BigDecimal(i).movePointLeft(2).multiply(BigDecimal.ONE))
                    .setScale(2);
            running = running.add(amount);
            String date = LocalDate.parse("2026-08-01").plusDays(i % 90).toString();
            if (i > 1) {
                b.append(',');
            }
            b.append("{\"transactionId\":\"x").append(i).append("\",\"date\":\"").append(date)
                    .append("\",\"description\":\"Txn ").append(String.format(Locale.ROOT, "%03d", i))
                    .append(" card purchase\",\"amount\":").append(amount.toPlainString())
                    .append(",\"category\":\"Shopping\",\"runningBalance\":").append(running.toPlainString())
                            .append('}');
        }
        b.append(']');
        OrderAccountReport a = account("66666666-0000-4000-8000-000000000006", summary("Harbor Federal Credit Union",
                        "Everyday Checking", "depository", "checking", "2468", "USD"), b.toString(), "[]",
                "2026-08-01T00:00:00", "2026-10-31T00:00:00", running.toPlainString(), running.toPlainString(),
                "500.00", 800, 90);
        return order("Ann", "Lee", List.of(a));
    }

    /** A folder under target/ for a test's files. */
    static Path dir(String name) throws IOException {
        Path d = Path.of("target", "export-tests", name);
        Files.createDirectories(d);
        return d;
    }
}
