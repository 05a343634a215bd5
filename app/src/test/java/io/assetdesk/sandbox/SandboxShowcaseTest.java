package io.assetdesk.sandbox;

import static io.assetdesk.sandbox.RawHttp.ORDERS;
import static io.assetdesk.sandbox.RawHttp.json;
import static io.assetdesk.sandbox.RawHttp.orderBody;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The seeded data holds a case for every check of the report screen's asset summary (the field notes' "What the
 * report is for"): several currencies, an unofficial currency, a credit account, a short history, an old report and
 * a large deposit. Read over raw HTTP from a sandbox started with the default options (30 orders, default seed).
 */
class SandboxShowcaseTest {
    private static SandboxServer server;
    private static RawHttp http;
    /** Every seeded order's attributes (single read, with accounts), by id, newest first. */
    private static Map<String, JsonNode> orders;
    private static LocalDateTime now;
    /** The single-order answers, as received. */
    private static String raw;

    @BeforeAll
    static void start() {
        server = SandboxServer.start(SandboxServer.Options.defaults());
        http = new RawHttp(server.baseUrl());
        now = LocalDateTime.now(ZoneOffset.UTC);
        StringBuilder bodies = new StringBuilder();
        orders = readAll(http, bodies);
        raw = bodies.toString();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static Map<String, JsonNode> readAll(RawHttp h, StringBuilder bodies) {
        HttpResponse<String> list = h.call("GET", ORDERS, orderBody(""));
        assertThat(list.statusCode()).as(list.body()).isEqualTo(200);
        Map<String, JsonNode> out = new LinkedHashMap<>();
        for (JsonNode e : json(list).get("data")) {
            String id = e.get("id").stringValue();
            HttpResponse<String> one = h.call("GET", ORDERS + "/" + id, orderBody(""));
            assertThat(one.statusCode()).as(one.body()).isEqualTo(200);
            out.put(id, json(one).get("data").get("attributes"));
            bodies.append(one.body()).append('\n');
        }
        return out;
    }

    /** Every account report of every seeded order. */
    private static List<JsonNode> reports() {
        List<JsonNode> out = new ArrayList<>();
        orders.values().forEach(a -> a.get("accounts").forEach(out::add));
        return out;
    }

    private static JsonNode account(JsonNode report) {
        return report.get("Summary").get("Account");
    }

    private static JsonNode byName(String first, String last) {
        return orders.values().stream()
                .filter(a -> a.get("firstName").stringValue().equals(first)
                        && a.get("lastName").stringValue().equals(last)
                        && a.get("last4SSN").stringValue().equals(switch (last) {
                            case "Johnson" -> "4821";
                            case "Smith" -> "7304";
                            default -> "2958";
                        }))
                .findFirst().orElseThrow(() -> new AssertionError("no showcase order for " + first + " " + last));
    }

    @Test
    void theDefaultCountIsKept() {
        assertThat(orders).hasSize(SandboxServer.DEFAULT_ORDERS);
    }

    @Test
    void aReportHoldsTwoIsoCurrencies() {
        assertThat(orders.values()).anySatisfy(o -> {
            Set<String> currencies = new TreeSet<>();
            for (JsonNode r : o.get("accounts")) {
                JsonNode c = account(r).get("Currency");
                if (c.isString()) {
                    currencies.add(c.stringValue());
                }
            }
            assertThat(currencies).contains("USD", "CAD");
        });
    }

    @Test
    void anAccountHasAnUnofficialCurrencyAndNoIsoCurrency() {
        assertThat(reports()).anySatisfy(r -> {
            JsonNode a = account(r);
            assertThat(a.get("Currency").isNull()).isTrue();
            assertThat(a.get("UnofficialCurrency").stringValue()).isEqualTo("BTC");
            assertThat(a.get("Type").stringValue()).isEqualTo("investment");
            assertThat(a.get("Subtype").stringValue()).isEqualTo("crypto exchange");
            assertThat(r.get("CurrentBalance").decimalValue()).isEqualByComparingTo("0.84210000");
        });
        // a coin's amounts are written with its 8 decimals
        assertThat(raw).contains("\"CurrentBalance\":0.84210000", "\"amount\":0.02150000");
        // every other account has an ISO currency and a null UnofficialCurrency: the key is always there
        assertThat(reports()).allSatisfy(r -> {
            JsonNode a = account(r);
            assertThat(a.has("Currency")).isTrue();
            assertThat(a.has("UnofficialCurrency")).isTrue();
            assertThat(a.get("Currency").isNull()).isNotEqualTo(a.get("UnofficialCurrency").isNull());
        });
    }

    @Test
    void aCreditAccountIsALiabilityWithTheAmountOwed() {
        assertThat(reports()).anySatisfy(r -> {
            JsonNode a = account(r);
            assertThat(a.get("Type").stringValue()).isEqualTo("credit");
            assertThat(a.get("Subtype").stringValue()).isEqualTo("credit card");
            assertThat(r.get("CurrentBalance").decimalValue()).isEqualByComparingTo("1240.55");
            // the available credit, not the borrower's money
            assertThat(r.get("AvailableBalance").decimalValue()).isEqualByComparingTo("3759.45");
        });
    }

    @Test
    void anAccountCoversOnlyThirtyDays() {
        assertThat(reports()).anySatisfy(r -> {
            assertThat(r.get("DaysRequested").intValue()).isEqualTo(30);
            assertThat(ChronoUnit.DAYS.between(LocalDateTime.parse(r.get("TransactionStartDate").stringValue()),
                    LocalDateTime.parse(r.get("TransactionEndDate").stringValue()))).isEqualTo(30);
        });
    }

    @Test
    void aReportEndedMoreThan120DaysAgo() {
        assertThat(orders.values()).anySatisfy(o -> {
            assertThat(o.get("status").stringValue()).isEqualTo("closed");
            assertThat(o.get("isArchived").booleanValue()).isFalse();
            assertThat(o.get("accounts").size()).isPositive();
            for (JsonNode r : o.get("accounts")) {
                LocalDateTime end = LocalDateTime.parse(r.get("TransactionEndDate").stringValue());
                assertThat(ChronoUnit.DAYS.between(end, now)).isGreaterThan(120);
            }
        });
    }

    @Test
    void aLargeDepositAbove10000IsListed() {
        assertThat(reports()).anySatisfy(r -> assertThat(r.get("LargeDeposits")).anySatisfy(d -> {
            assertThat(d.get("amount").decimalValue()).isGreaterThan(new BigDecimal("10000"));
            assertThat(d.get("description").stringValue()).isEqualTo("WIRE TRANSFER IN");
            assertThat(d.get("source").stringValue()).isEqualTo("Wire");
        }));
    }

    @Test
    void emilyJohnsonHasSeveralCurrenciesCryptoACreditCardAndALargeDeposit() {
        JsonNode o = byName("Emily", "Johnson");
        assertShowcaseOrder(o, "100001", "Pinecrest Software LLC");
        List<String> kinds = new ArrayList<>();
        for (JsonNode r : o.get("accounts")) {
            JsonNode a = account(r);
            kinds.add(a.get("Type").stringValue() + "/" + a.get("Subtype").stringValue() + "/"
                    + (a.get("Currency").isNull() ? a.get("UnofficialCurrency").stringValue()
                            : a.get("Currency").stringValue()));
        }
        assertThat(kinds).containsExactly("depository/checking/USD", "depository/savings/CAD",
                "investment/crypto exchange/BTC", "credit/credit card/USD");
        JsonNode checking = o.get("accounts").get(0);
        assertThat(checking.get("LargeDeposits")).hasSize(1);
        assertThat(checking.get("LargeDeposits").get(0).get("amount").decimalValue()).isEqualByComparingTo("12000.00");
        // payroll from the stated employer is tagged, never a large deposit
        assertThat(checking.get("TaggedTransactions")).filteredOn(t
                -> t.get("tags").toString().contains("Employer Found"))
                .hasSize(4).allSatisfy(t
                        -> assertThat(t.get("employer").stringValue()).isEqualTo("Pinecrest Software LLC"));
        assertThat(checking.get("Summary").get("Income").get("EmployerFound").booleanValue()).isTrue();
        for (JsonNode r : o.get("accounts")) {
            assertThat(r.get("DaysRequested").intValue()).isEqualTo(60);
            LocalDateTime end = LocalDateTime.parse(r.get("TransactionEndDate").stringValue());
            assertThat(ChronoUnit.DAYS.between(end, now)).isBetween(8L, 10L);
        }
    }

    @Test
    void michaelSmithHasAThirtyDayReport() {
        JsonNode o = byName("Michael", "Smith");
        assertShowcaseOrder(o, "100002", "Riverside Medical Center");
        assertThat(o.get("accounts")).hasSize(2)
                .allSatisfy(r -> assertThat(r.get("DaysRequested").intValue()).isEqualTo(30));
    }

    @Test
    void lindaMillerHasAReportOf150DaysAgo() {
        JsonNode o = byName("Linda", "Miller");
        assertShowcaseOrder(o, "100003", "County of Marlow");
        Instant created = Instant.parse(o.get("created").stringValue());
        assertThat(ChronoUnit.DAYS.between(created, now.toInstant(ZoneOffset.UTC))).isBetween(154L, 156L);
        assertThat(o.get("accounts")).hasSize(2).allSatisfy(r -> {
            LocalDateTime end = LocalDateTime.parse(r.get("TransactionEndDate").stringValue());
            assertThat(ChronoUnit.DAYS.between(end, now)).isBetween(149L, 151L);
        });
    }

    private static void assertShowcaseOrder(JsonNode o, String serial, String employer) {
        assertThat(o.get("status").stringValue()).isEqualTo("closed");
        assertThat(o.get("isArchived").booleanValue()).isFalse();
        assertThat(o.get("referenceNumber").stringValue()).matches("LN-\\d{4}-" + serial);
        assertThat(o.get("employerName").stringValue()).isEqualTo(employer);
        assertThat(o.get("last4SSN").stringValue()).matches("\\d{4}");
        assertThat(o.get("accounts").size()).isGreaterThanOrEqualTo(2);
        for (JsonNode r : o.get("accounts")) {
            SandboxJourneyTest.assertConsistent(r);
            assertThat(r.get("DaysInExistence").intValue()).isGreaterThan(r.get("DaysRequested").intValue());
        }
        assertThat(o.get("accounts").get(0).get("TaggedTransactions").toString()).contains("Employer Found", employer);
    }

    @Test
    void theShowcasesAreSeededForOtherCountsSeedsAndClocksToo() {
        Clock clock = Clock.fixed(Instant.parse("2026-03-02T08:00:00Z"), ZoneOffset.UTC);
        for (int count : new int[] {4, 5, 200}) {
            try (SandboxServer s = SandboxServer.start(SandboxServer.Options.defaults().withOrders(count).withSeed(7)
                    .withClock(clock))) {
                Map<String, JsonNode> all = readAll(new RawHttp(s.baseUrl()), new StringBuilder());
                assertThat(all).hasSize(count);
                assertThat(all.values()).extracting(a -> a.get("referenceNumber").stringValue())
                        // Linda's order is from the year before
                        .contains("LN-2026-100001", "LN-2026-100002", "LN-2025-100003").doesNotHaveDuplicates();
                assertThat(all.values()).filteredOn(a
                        -> a.get("accounts").toString().contains("\"UnofficialCurrency\":\"BTC\""))
                        .hasSize(1);
            }
        }
        // too few orders for the legacy entry and three showcases: none, the count still holds
        try (SandboxServer s = SandboxServer.start(SandboxServer.Options.defaults().withOrders(3))) {
            Map<String, JsonNode> all = readAll(new RawHttp(s.baseUrl()), new StringBuilder());
            assertThat(all).hasSize(3);
            assertThat(all.values()).noneMatch(a
                    -> a.get("accounts").toString().contains("UnofficialCurrency\":\"BTC"));
        }
    }

    @Test
    void ordersCreatedLiveStillGetGeneratedReportsWithoutShowcaseData() {
        // a live order is not a showcase: its report comes from the bank and accounts the borrower chose
        SandboxOrder live = new SandboxOrder("id", 0, "a@example.com", "A", "B", "1234", "R", null, null, null, null,
                true, 30, 60, 42, false, SandboxOrder.CLOSED);
        live.bank = Banks.indexOf("maple-leaf");
        live.accountMask = 0b11;
        live.reportMillis = Instant.parse("2026-03-02T08:00:00Z").toEpochMilli();
        assertThat(Reports.ledgers(live)).hasSize(2).allSatisfy(l -> {
            assertThat(l.currency()).isEqualTo("CAD");
            assertThat(l.unofficialCurrency()).isNull();
            assertThat(l.institution()).isEqualTo("Maple Leaf Trust");
        });
    }
}
