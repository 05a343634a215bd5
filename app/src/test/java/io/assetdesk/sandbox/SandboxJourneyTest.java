package io.assetdesk.sandbox;

import static io.assetdesk.sandbox.RawHttp.ORDERS;
import static io.assetdesk.sandbox.RawHttp.await;
import static io.assetdesk.sandbox.RawHttp.json;
import static io.assetdesk.sandbox.RawHttp.orderBody;
import static io.assetdesk.sandbox.RawHttp.validOrder;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** The borrower's journey, the enrollment page, reports and training switches, over raw HTTP. */
class SandboxJourneyTest {
    private static final String WIDGET = "/integrations/assetverify/enrollment-widget";
    private static SandboxServer server;
    private static RawHttp http;

    @BeforeAll
    static void start() {
        server = SandboxServer.start(0, 40, Duration.ofSeconds(1));
        http = new RawHttp(server.baseUrl());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static JsonNode create(String body) {
        HttpResponse<String> r = http.call("POST", ORDERS, body);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        return json(r).get("data");
    }

    private static JsonNode read(String id) {
        HttpResponse<String> r = http.call("GET", ORDERS + "/" + id, orderBody(""));
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        return json(r).get("data").get("attributes");
    }

    private static Map<String, List<String>> login(String key, String password) {
        return Map.of("ssoKey", List.of(key), "bank", List.of("first-platypus"), "username", List.of("user_good"),
                "password", List.of(password));
    }

    @Test
    void theWholeJourneyOverRawHttpWithAPostback() throws Exception {
        BlockingQueue<String> postbacks = new LinkedBlockingQueue<>();
        HttpServer receiver = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        receiver.createContext("/hooks/assetverify", ex -> {
            postbacks.add(ex.getRequestMethod() + " " + new String(ex.getRequestBody().readAllBytes(),
                    StandardCharsets.UTF_8));
            ex.sendResponseHeaders(204, -1);
            ex.close();
        });
        receiver.start();
        try {
            String hook = "http://127.0.0.1:" + receiver.getAddress().getPort() + "/hooks/assetverify?secret=abc";
            JsonNode order = create(orderBody("\"firstName\":\"José\",\"lastName\":\"Núñez\",\"email\":\"jose@exampl"
                    + "e.com\","
                    + "\"last4SSN\":\"9876\",\"referenceNumber\":\"LN-J\",\"requestType\":\"full\","
                    + "\"employerName\":\"Riverside Medical Center\",\"notificationUrl\":\"" + hook + "\""));
            String id = order.get("id").stringValue();
            String key = order.get("attributes").get("enrollmentSSOKey").stringValue();

            assertThat(listedStatus(id)).isEqualTo("opened");

            // the frame page, as the WebView loads it
            HttpResponse<String> page = http.get(WIDGET + "?ssoKey=" + key);
            assertThat(page.statusCode()).isEqualTo(200);
            assertThat(page.headers().firstValue("Content-Type")).hasValueSatisfying(t
                    -> assertThat(t).startsWith("text/html"));
            assertThat(page.body()).contains("id=\"bank-first-platypus\"", "class=\"bank\"", "id=\"username\"",
                    "id=\"password\"", "id=\"sign-in\"", "id=\"login-error\"", "id=\"confirm\"", "id=\"done\"",
                    "postMessage(\"closeFrame\", \"*\")", "target=\"_blank\"", "input.account")
                    .doesNotContain("src=\"http", "href=\"http");

            // a wrong bank password is refused, the borrower may retry
            HttpResponse<String> wrong = http.form(WIDGET + "/sign-in", login(key, "pass_bad"));
            assertThat(wrong.statusCode()).isEqualTo(401);
            assertThat(json(wrong).get("errors").get(0).get("detail").stringValue()).contains("incorrect");
            HttpResponse<String> signedIn = http.form(WIDGET + "/sign-in", login(key, "pass_good"));
            assertThat(signedIn.statusCode()).as(signedIn.body()).isEqualTo(200);
            JsonNode offered = json(signedIn).get("accounts");
            assertThat(offered.size()).isBetween(2, 4);

            // confirm two accounts
            Map<String, List<String>> confirm = new HashMap<>(login(key, "pass_good"));
            confirm.put("accounts", List.of("0", "1"));
            HttpResponse<String> done = http.form(WIDGET + "/complete", confirm);
            assertThat(done.statusCode()).as(done.body()).isEqualTo(200);
            assertThat(read(id).get("status").stringValue()).isIn("inprogress", "closed");
            assertThat(listedStatus(id)).isIn("inprogress", "closed");

            // the key is used up
            assertThat(http.form(WIDGET + "/complete", confirm).statusCode()).isEqualTo(404);
            HttpResponse<String> used = http.get(WIDGET + "?ssoKey=" + key);
            assertThat(used.statusCode()).isEqualTo(404);
            assertThat(used.body()).contains("This enrollment link is not valid or has already been used");

            // poll until the report arrives
            await(Duration.ofSeconds(15), () -> read(id).get("accounts").size() > 0);
            JsonNode attributes = read(id);
            assertThat(attributes.get("status").stringValue()).isEqualTo("closed");
            assertThat(attributes.get("accounts").size()).isEqualTo(2);
            for (JsonNode report : attributes.get("accounts")) {
                assertConsistent(report);
            }
            assertThat(attributes.get("accounts").toString()).contains("Employer Found", "Riverside Medical Center");
            // the list shows the new status too
            assertThat(listedStatus(id)).isEqualTo("closed");

            String postback = postbacks.poll(15, TimeUnit.SECONDS);
            assertThat(postback).isNotNull().startsWith("POST ");
            JsonNode body = RawHttp.JSON.readTree(postback.substring(5));
            assertThat(body.get("orderId").stringValue()).isEqualTo(id);
            assertThat(body.get("status").stringValue()).isEqualTo("closed");
            assertThat(body.get("event").stringValue()).isEqualTo("report.ready");
        } finally {
            receiver.stop(0);
        }
    }

    /** The status of order {@code id} as the list shows it. */
    private static String listedStatus(String id) {
        for (JsonNode e : json(http.call("GET", ORDERS, orderBody(""))).get("data")) {
            if (e.get("id").stringValue().equals(id)) {
                return e.get("attributes").get("status").stringValue();
            }
        }
        throw new AssertionError("order " + id + " is not in the list");
    }

    /** An order's login URL runs the same enrollment as the frame, also for a seeded order that never had a key. */
    @Test
    void anOrdersLoginUrlEnrollsItLikeTheFrame() {
        JsonNode seeded = null;
        for (JsonNode e : json(http.call("GET", ORDERS, orderBody(""))).get("data")) {
            if (e.get("attributes").get("status").stringValue().equals("opened")) {
                seeded = e;
                break;
            }
        }
        assertThat(seeded).as("a seeded order waiting for its borrower").isNotNull();
        String id = seeded.get("id").stringValue();
        URI login = URI.create(seeded.get("attributes").get("loginUrl").stringValue());
        String path = login.getRawPath() + "?" + login.getRawQuery();

        HttpResponse<String> page = http.get(path);
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("id=\"bank-first-platypus\"", "id=\"sign-in\"", "id=\"confirm\"",
                "id=\"done\"", "postMessage(\"closeFrame\", \"*\")");
        Matcher m = Pattern.compile("var key = \"([^\"]+)\"").matcher(page.body());
        assertThat(m.find()).isTrue();
        String key = m.group(1);
        assertThat(http.get(path).body()).as("the same key on a second visit").contains("var key = \"" + key + "\"");

        assertThat(http.form(WIDGET + "/sign-in", login(key, "pass_good")).statusCode()).isEqualTo(200);
        Map<String, List<String>> confirm = new HashMap<>(login(key, "pass_good"));
        confirm.put("accounts", List.of("0", "1")); // two, as every closed seeded order has (another test counts)
        assertThat(http.form(WIDGET + "/complete", confirm).statusCode()).isEqualTo(200);
        assertThat(read(id).get("status").stringValue()).isIn("inprogress", "closed");

        HttpResponse<String> again = http.get(path);
        assertThat(again.statusCode()).isEqualTo(409);
        assertThat(again.body()).contains("id=\"invalid-link\"").containsAnyOf("already enrolled",
                "already has its report");
        await(Duration.ofSeconds(15), () -> read(id).get("accounts").size() > 0);
        assertThat(http.get(path).body()).contains("id=\"invalid-link\"", "already has its report");

        HttpResponse<String> unknown = http.get(login.getRawPath() + "?order=no-such-order");
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(unknown.body()).contains("id=\"invalid-link\"", "not known");
    }

    @Test
    void anUnknownOrMissingKeyGivesAClearPage() {
        HttpResponse<String> unknown = http.get(WIDGET + "?ssoKey=made-up-key");
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(unknown.body()).contains("<html").contains("This enrollment link is not valid or has already been "
                + "used");
        HttpResponse<String> missing = http.get(WIDGET);
        assertThat(missing.statusCode()).isEqualTo(400);
        assertThat(missing.body()).contains("This enrollment link is not valid");
    }

    @Test
    void completionNeedsTheBankLoginAndAtLeastOneAccount() {
        String key = create(validOrder("Careful")).get("attributes").get("enrollmentSSOKey").stringValue();
        Map<String, List<String>> noAccounts = login(key, "pass_good");
        assertThat(http.form(WIDGET + "/complete", noAccounts).statusCode()).isEqualTo(422);
        Map<String, List<String>> badLogin = new HashMap<>(login(key, "nope"));
        badLogin.put("accounts", List.of("0"));
        assertThat(http.form(WIDGET + "/complete", badLogin).statusCode()).isEqualTo(401);
        // the key is still good after these refusals
        assertThat(http.get(WIDGET + "?ssoKey=" + key).statusCode()).isEqualTo(200);
    }

    @Test
    void theAboutThisBankPageIsHarmless() {
        HttpResponse<String> r = http.get("/integrations/assetverify/about-bank?bank=first-platypus");
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.body()).contains("First Platypus Bank").contains("sandbox");
    }

    @Test
    void closedSeededOrdersCarrySelfConsistentReports() {
        JsonNode list = json(http.call("GET", ORDERS, orderBody(""))).get("data");
        int reports = 0;
        boolean payroll = false;
        boolean large = false;
        for (JsonNode e : list) {
            String status = e.get("attributes").get("status").stringValue();
            JsonNode a = read(e.get("id").stringValue());
            if (status.equals("closed") && !a.get("lastName").stringValue().equals("Núñez")) {
                assertThat(a.get("accounts").size()).as("closed order %s", e.get("id")).isGreaterThanOrEqualTo(2);
                for (JsonNode report : a.get("accounts")) {
                    assertConsistent(report);
                    reports++;
                    payroll |= report.get("TaggedTransactions").toString().contains("Employer Found");
                    large |= report.get("LargeDeposits").size() > 0;
                }
            } else if (!status.equals("closed")) {
                assertThat(a.get("accounts").size()).isZero();
            }
        }
        assertThat(reports).isGreaterThan(10);
        assertThat(payroll).isTrue();
        assertThat(large).isTrue();
    }

    /** StartingBalance + sum(transactions) = CurrentBalance; dates inside the window; the spec's fields. */
    static void assertConsistent(JsonNode r) {
        assertThat(r.propertyNames()).contains("accountID", "TaggedTransactions", "LargeDeposits", "Summary",
                "TransactionStartDate", "TransactionEndDate", "CurrentBalance", "AvailableBalance", "StartingBalance",
                "DaysInExistence", "DaysRequested");
        assertThat(r.get("accountID").stringValue())
                .matches("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}");
        String format = "\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d";
        assertThat(r.get("TransactionStartDate").stringValue()).matches(format);
        LocalDateTime start = LocalDateTime.parse(r.get("TransactionStartDate").stringValue());
        LocalDateTime end = LocalDateTime.parse(r.get("TransactionEndDate").stringValue());
        assertThat(ChronoUnit.DAYS.between(start, end)).isEqualTo(r.get("DaysRequested").longValue());
        BigDecimal sum = BigDecimal.ZERO;
        for (JsonNode t : r.get("TaggedTransactions")) {
            assertThat(t.get("date").stringValue()).matches(format);
            LocalDateTime d = LocalDateTime.parse(t.get("date").stringValue());
            assertThat(d).isAfterOrEqualTo(start).isBeforeOrEqualTo(end);
            assertThat(t.get("tags").isArray()).isTrue();
            sum = sum.add(t.get("amount").decimalValue());
        }
        assertThat(r.get("StartingBalance").decimalValue().add(sum)).isEqualByComparingTo(r.get("CurrentBalance")
                .decimalValue());
        for (JsonNode d : r.get("LargeDeposits")) {
            assertThat(d.get("amount").decimalValue()).isGreaterThanOrEqualTo(new BigDecimal("2500.00"));
            assertThat(r.get("TaggedTransactions").toString()).contains(d.get("transactionId").stringValue());
        }
        assertThat(r.get("Summary").get("Totals").get("NetChange").decimalValue()).isEqualByComparingTo(sum);
    }

    @Test
    void trainingSwitchError500AnswersAJsonApi500AndCreatesNothing() {
        int before = size();
        HttpResponse<String> r = http.call("POST", ORDERS, validOrder("Error500"));
        assertThat(r.statusCode()).isEqualTo(500);
        assertThat(json(r).get("errors").get(0).get("status").stringValue()).isEqualTo("500");
        assertThat(size()).isEqualTo(before);
    }

    @Test
    void trainingSwitchRateLimitAnswers429WithRetryAfter() {
        HttpResponse<String> r = http.call("POST", ORDERS, validOrder("ratelimit"));
        assertThat(r.statusCode()).isEqualTo(429);
        assertThat(r.headers().firstValue("Retry-After")).hasValue("2");
        assertThat(json(r).get("errors").get(0).get("status").stringValue()).isEqualTo("429");
    }

    @Test
    void trainingSwitchInvalidAnswersTheProvidersOwnShape() {
        HttpResponse<String> r = http.call("POST", ORDERS, validOrder("INVALID"));
        assertThat(r.statusCode()).isEqualTo(422);
        JsonNode body = json(r);
        assertThat(body.has("errors")).isFalse();
        assertThat(body.get("general").get(0).stringValue()).isNotBlank();
        assertThat(body.get("properties").get(0).get("property").stringValue()).isEqualTo("email");
        assertThat(body.get("properties").get(0).get("message").stringValue()).isNotBlank();
    }

    @Test
    void trainingSwitchLostCreatesTheOrderButNeverAnswers() {
        int before = size();
        assertThatThrownBy(() -> http.call("POST", ORDERS,
                validOrder("Lost"))).isInstanceOf(UncheckedIOException.class);
        JsonNode newest = json(http.call("GET", ORDERS, orderBody(""))).get("data").get(0).get("attributes");
        assertThat(size()).isEqualTo(before + 1);
        assertThat(newest.get("lastName").stringValue()).isEqualTo("Lost");
    }

    @Test
    void trainingSwitchSlowAnswersAfterFiveSecondsWithoutHoldingOtherCalls() throws Exception {
        long t0 = System.nanoTime();
        CompletableFuture<HttpResponse<String>> slow =
                CompletableFuture.supplyAsync(() -> http.call("POST", ORDERS, validOrder("Slow")));
        // other calls are served meanwhile
        HttpResponse<String> list = http.call("GET", ORDERS, orderBody(""));
        assertThat(list.statusCode()).isEqualTo(200);
        assertThat(slow).isNotDone();
        HttpResponse<String> r = slow.get(20, TimeUnit.SECONDS);
        assertThat(r.statusCode()).isEqualTo(201);
        assertThat(Duration.ofNanos(System.nanoTime() - t0)).isGreaterThanOrEqualTo(Duration.ofMillis(4900));
    }

    private static int size() {
        return json(http.call("GET", ORDERS, orderBody(""))).get("data").size();
    }
}
