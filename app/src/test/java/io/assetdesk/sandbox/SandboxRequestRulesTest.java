package io.assetdesk.sandbox;

import static io.assetdesk.sandbox.RawHttp.ACCOUNTS;
import static io.assetdesk.sandbox.RawHttp.AV_CREDS;
import static io.assetdesk.sandbox.RawHttp.BL_CREDS;
import static io.assetdesk.sandbox.RawHttp.ORDERS;
import static io.assetdesk.sandbox.RawHttp.json;
import static io.assetdesk.sandbox.RawHttp.orderBody;
import static io.assetdesk.sandbox.RawHttp.validOrder;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.Socket;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;

/** The request rules of every API endpoint, over raw HTTP: statuses, error bodies, validation pointers. */
class SandboxRequestRulesTest {
    private static SandboxServer server;
    private static RawHttp http;

    @BeforeAll
    static void start() {
        server = SandboxServer.start(0, 30, Duration.ofSeconds(1));
        http = new RawHttp(server.baseUrl());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** Asserts a JSON:API error body with one error of {@code status} and returns its errors. */
    private static JsonNode assertError(HttpResponse<String> r, int status) {
        assertThat(r.statusCode()).as(r.body()).isEqualTo(status);
        assertThat(r.headers().firstValue("Content-Type")).hasValueSatisfying(t
                -> assertThat(t).startsWith("application/json"));
        assertThat(r.headers().firstValue("X-Request-Id")).hasValueSatisfying(id -> assertThat(id).isNotBlank());
        assertThat(r.body()).doesNotContain("<html").doesNotContain("Exception").doesNotContain("\tat ");
        JsonNode errors = json(r).get("errors");
        assertThat(errors.isArray()).isTrue();
        assertThat(errors.size()).isPositive();
        for (JsonNode e : errors) {
            assertThat(e.get("status").stringValue()).isEqualTo(Integer.toString(status));
            assertThat(e.get("title").stringValue()).isNotBlank();
            assertThat(e.get("detail").stringValue()).isNotBlank();
            assertThat(e.get("source").get("pointer").isString()).isTrue();
        }
        return errors;
    }

    private static String pointer(HttpResponse<String> r) {
        return json(r).get("errors").get(0).get("source").get("pointer").stringValue();
    }

    /**
     * A bad percent-escape in the path is refused by the server before any handler; it still gets the sandbox's
     * JSON:API error with a request id, never an HTML page (java.net.URI refuses such a path: a raw socket sends it).
     */
    @ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"%zz", "%", "%4", "a%G1b"})
    void aBadPercentEscapeInThePathGetsAJsonApiError(String bad) throws Exception {
        String answer;
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), server.baseUrl().getPort())) {
            s.setSoTimeout(10_000);
            String body = orderBody("");
            s.getOutputStream().write(("GET " + ORDERS + "/" + bad + " HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                    + "Authorization: Bearer sandbox-token\r\nContent-Type: application/json\r\nConnection: close\r\n"
                    + "Content-Length: " + body.getBytes(StandardCharsets.UTF_8).length + "\r\n\r\n"
                    + body).getBytes(StandardCharsets.UTF_8));
            answer = new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        }
        String head = answer.substring(0, answer.indexOf("\r\n\r\n")).toLowerCase(Locale.ROOT);
        String content = answer.substring(answer.indexOf("\r\n\r\n") + 4);
        assertThat(head).startsWith("http/1.1 400").contains("content-type: "
                + "application/json").contains("x-request-id: sbx-");
        assertThat(content).doesNotContain("<h1>").doesNotContain("<html");
        JsonNode error = RawHttp.JSON.readTree(content).get("errors").get(0);
        assertThat(error.get("status").stringValue()).isEqualTo("400");
        assertThat(error.get("detail").stringValue()).contains("percent-escapes");
    }

    @Test
    void aPhoneOrEmployerLongerThanTheSandboxKeepsIsA422NamingTheFieldNeverA500() {
        for (String[] field : new String[][] {{"phoneNumber", "101"}, {"employerName", "401"}}) {
            int n = Integer.parseInt(field[1]);
            HttpResponse<String> r = http.call("POST", ORDERS, orderBody("\"firstName\":\"Zoe\",\"lastName\":"
                    + "\"Long\",\"email\":\"zoe@example.com\",\"last4SSN\":\"1234\",\"referenceNumber\":\"LN-1\","
                    + "\"requestType\":\"full\",\"" + field[0] + "\":\"" + "7".repeat(n) + "\""));
            assertError(r, 422);
            assertThat(pointer(r)).isEqualTo("/data/" + field[0]);
            assertThat(r.body()).contains(field[0] + " is longer than " + (n - 1) + " characters");
            HttpResponse<String> fits = http.call("POST", ORDERS, orderBody("\"firstName\":\"Zoe\",\"lastName\":"
                    + "\"Long\",\"email\":\"zoe@example.com\",\"last4SSN\":\"1234\",\"referenceNumber\":\"LN-1\","
                    + "\"requestType\":\"full\",\"" + field[0] + "\":\"" + "7".repeat(n - 1) + "\""));
            assertThat(fits.statusCode()).as(field[0] + " at its limit").isEqualTo(201);
        }
    }

    @Test
    void aMissingAccessTokenIs401WithAJsonApiBody() {
        HttpResponse<String> r = http.call("GET", ORDERS, orderBody(""), null);
        assertError(r, 401);
        assertThat(r.headers().firstValue("WWW-Authenticate")).hasValueSatisfying(v
                -> assertThat(v).startsWith("Bearer"));
    }

    @Test
    void aBodyOverOneMebibyteIs413AndAnyBodyUpToItIsRead() {
        String padding = "x".repeat(SandboxHandler.MAX_BODY);
        // on a client of its own: the 413 ends its connection while the client may still be sending, and a pooled
        // client could then wait on that connection for the next test's request
        HttpResponse<String> tooLarge = new RawHttp(server.baseUrl()).call("GET", ORDERS, "{" + AV_CREDS
                + ",\"data\":{},\"pad\":\"" + padding + "\"}");
        assertError(tooLarge, 413);
        assertThat(tooLarge.body()).contains("BODY_TOO_LARGE", "larger than 1 MiB");

        // a body of exactly the limit is read (and answered on its merits); on a client of its own, since the 413
        // ends its connection while the client may still be sending, and a pooled client can wait on that one
        String prefix = "{" + AV_CREDS + ",\"data\":{},\"pad\":\"";
        String atLimit = prefix + "x".repeat(SandboxHandler.MAX_BODY - prefix.length() - 2) + "\"}";
        assertThat(atLimit.length()).isEqualTo(SandboxHandler.MAX_BODY);
        assertThat(new RawHttp(server.baseUrl()).call("GET", ORDERS, atLimit).statusCode()).isEqualTo(200);
    }

    @Test
    void aWrongAccessTokenOrSchemeIs401() {
        assertError(http.call("GET", ORDERS, orderBody(""), "Bearer not-the-token"), 401);
        assertError(http.call("GET", ORDERS, orderBody(""), "Basic c2FuZGJveC10b2tlbg=="), 401);
        assertError(http.call("GET", ACCOUNTS, "{" + BL_CREDS + ",\"data\":{\"public_token\":\"public-sandbox-a\"}}",
                "Bearer wrong"), 401);
    }

    @Test
    void wrongProviderCredentialsAre401WithoutEchoingThem() {
        HttpResponse<String> r = http.call("GET", ORDERS,
                "{\"username\":\"sandbox-officer\",\"password\":\"guess-123\",\"data\":{}}");
        assertError(r, 401);
        assertThat(pointer(r)).isEmpty();
        assertThat(r.body()).doesNotContain("guess-123");
        HttpResponse<String> b = http.call("GET", ACCOUNTS,
                "{\"client_id\":\"sandbox-client\",\"secret\":\"nope\",\"data\":{\"public_token\":\"public-sandbox-x"
                        + "1\"}}");
        assertError(b, 401);
        assertThat(json(b).get("errors").get(0).get("detail").stringValue()).contains("banklink");
        // the other integration's credentials do not open this one
        assertError(http.call("GET", ACCOUNTS, "{" + AV_CREDS + ",\"data\":{\"public_token\":\"public-sandbox-x2\"}}"),
                400);
    }

    @Test
    void credentialsInsideDataInsteadOfAtTopLevelAre400() {
        HttpResponse<String> r = http.call("GET", ORDERS, "{\"data\":{" + AV_CREDS + "}}");
        assertError(r, 400);
        assertThat(json(r).get("errors").get(0).get("detail").stringValue()).contains("top level");
        assertThat(pointer(r)).isEqualTo("/username");
    }

    @Test
    void aGetWithoutBodyIs400() {
        HttpResponse<String> r = http.call("GET", ORDERS, null);
        assertError(r, 400);
        assertThat(json(r).get("errors").get(0).get("detail").stringValue()).contains("even GET");
    }

    @Test
    void malformedJsonIs400() {
        assertError(http.call("GET", ORDERS, "{" + AV_CREDS + ",\"data\":{}"), 400);
        assertError(http.call("GET", ORDERS, "{" + AV_CREDS + ",\"data\":{}} trailing"), 400);
        assertError(http.call("GET", ORDERS, "[1,2]"), 400);
        assertError(http.call("POST", ORDERS, "{" + AV_CREDS + ",\"data\":{},\"data\":{}}"), 400);
    }

    @Test
    void aMissingOrNonObjectDataIs400() {
        HttpResponse<String> missing = http.call("GET", ORDERS, "{" + AV_CREDS + "}");
        assertError(missing, 400);
        assertThat(pointer(missing)).isEqualTo("/data");
        HttpResponse<String> array = http.call("GET", ORDERS, "{" + AV_CREDS + ",\"data\":[]}");
        assertError(array, 400);
        assertThat(pointer(array)).isEqualTo("/data");
        assertError(http.call("GET", ORDERS + "/x", "{" + AV_CREDS + "}"), 400);
    }

    @Test
    void aWrongMethodIs405WithAllow() {
        HttpResponse<String> put = http.call("PUT", ORDERS, orderBody(""));
        assertError(put, 405);
        assertThat(put.headers().firstValue("Allow")).hasValue("GET, POST");
        HttpResponse<String> post = http.call("POST", ACCOUNTS, "{" + BL_CREDS + ",\"data\":{}}");
        assertError(post, 405);
        assertThat(post.headers().firstValue("Allow")).hasValue("GET");
        assertError(http.call("DELETE", ORDERS + "/some-id", orderBody("")), 405);
    }

    @Test
    void unknownPathsAndOrdersAre404() {
        assertError(http.call("GET", "/api/v1/integrations/assetverify/nothing", orderBody("")), 404);
        assertError(http.call("GET", "/api/v2/integrations/assetverify/orders", orderBody("")), 404);
        assertError(http.call("GET", ORDERS + "/no-such-order", orderBody("")), 404);
    }

    static Stream<Arguments> invalidCreates() {
        String ok = "\"firstName\":\"A\",\"lastName\":\"B\",\"email\":\"a@example.com\",\"last4SSN\":\"1234\","
                + "\"referenceNumber\":\"R\",\"requestType\":\"lite\"";
        return Stream.of(
                Arguments.of(ok.replace("\"lite\"", "\"medium\""), List.of("/data/requestType")),
                Arguments.of(ok.replace(",\"requestType\":\"lite\"", ""), List.of("/data/requestType")),
                Arguments.of(ok.replace("a@example.com", "not-an-address"), List.of("/data/email")),
                Arguments.of(ok.replace("\"1234\"", "\"12345\""), List.of("/data/last4SSN")),
                Arguments.of(ok.replace("\"1234\"", "\"12a4\""), List.of("/data/last4SSN")),
                Arguments.of(ok.replace("\"1234\"", "1234"), List.of("/data/last4SSN")),
                Arguments.of(ok.replace("\"A\"", "\"  \"").replace("\"B\"", "null"),
                        List.of("/data/firstName", "/data/lastName")),
                Arguments.of(ok.replace("\"referenceNumber\":\"R\",", ""), List.of("/data/referenceNumber")),
                Arguments.of(ok + ",\"returnUrl\":\"ftp://example.com/x\",\"notificationUrl\":\"/relative/path\"",
                        List.of("/data/returnUrl", "/data/notificationUrl")),
                Arguments.of("", List.of("/data/firstName", "/data/lastName", "/data/email", "/data/last4SSN",
                        "/data/referenceNumber", "/data/requestType")));
    }

    @ParameterizedTest
    @MethodSource("invalidCreates")
    void createValidationIs422WithAPointerPerField(String data, List<String> pointers) {
        int before = listSize();
        HttpResponse<String> r = http.call("POST", ORDERS, orderBody(data));
        JsonNode errors = assertError(r, 422);
        List<String> got = new ArrayList<>();
        errors.forEach(e -> got.add(e.get("source").get("pointer").stringValue()));
        assertThat(got).containsExactlyInAnyOrderElementsOf(pointers);
        assertThat(r.body()).doesNotContain("12345").doesNotContain("12a4");
        assertThat(listSize()).isEqualTo(before);
    }

    private static int listSize() {
        return json(http.call("GET", ORDERS, orderBody(""))).get("data").size();
    }

    @Test
    void createAnswers201WithTheFullOrderOfTheSpec() {
        HttpResponse<String> r = http.call("POST", ORDERS, orderBody(
                "\"firstName\":\"Siobhán\",\"lastName\":\"O'Brien\",\"email\":\"siobhan@example.com\","
                        + "\"last4SSN\":\"0042\",\"referenceNumber\":\"LN-77\",\"requestType\":\"full\","
                        + "\"returnUrl\":\"https://lender.example.com/done\",\"phoneNumber\":\"+1 202-555-0100\","
                        + "\"employerName\":\"Acme Logistics "
                                + "Inc.\",\"accountMonitoring\":\"60\",\"expectedAccounts\":\"2\""));
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        assertThat(r.headers().firstValue("X-Request-Id")).isPresent();
        JsonNode data = json(r).get("data");
        assertThat(data.get("type").stringValue()).isEqualTo("order");
        String id = data.get("id").stringValue();
        assertThat(r.headers().firstValue("Location")).hasValue(ORDERS + "/" + id);
        JsonNode a = data.get("attributes");
        assertThat(a.propertyNames()).containsExactlyInAnyOrder("enrollmentWidgetScript", "enrollmentSSOKey", "created",
                "isArchived", "status", "loginUrl", "daysRemaining", "email", "last4SSN", "referenceNumber",
                        "firstName",
                "lastName", "notificationUrl", "returnUrl", "phoneNumber", "employerName", "accounts");
        String key = a.get("enrollmentSSOKey").stringValue();
        assertThat(key).hasSizeGreaterThanOrEqualTo(32);
        assertThat(a.get("enrollmentWidgetScript").stringValue()).contains("<script").contains("<div id=")
                .contains("/integrations/assetverify/enrollment-widget?ssoKey=" + key);
        assertThat(a.get("created").stringValue()).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z");
        assertThat(a.get("status").stringValue()).isEqualTo("opened");
        assertThat(a.get("isArchived").booleanValue()).isFalse();
        assertThat(a.get("daysRemaining").intValue()).isEqualTo(60);
        assertThat(a.get("firstName").stringValue()).isEqualTo("Siobhán");
        assertThat(a.get("last4SSN").stringValue()).isEqualTo("0042");
        assertThat(a.get("returnUrl").stringValue()).isEqualTo("https://lender.example.com/done");
        assertThat(a.get("notificationUrl").isNull()).isTrue();
        assertThat(a.get("loginUrl").stringValue()).startsWith(server.baseUrl().toString());
        assertThat(a.get("accounts").isArray()).isTrue();
        assertThat(a.get("accounts").size()).isZero();

        // a second order gets another key
        JsonNode other = json(http.call("POST", ORDERS, validOrder("Other"))).get("data").get("attributes");
        assertThat(other.get("enrollmentSSOKey").stringValue()).isNotEqualTo(key);

        // the single read: the spec attributes with accounts, no widget fields
        HttpResponse<String> read = http.call("GET", ORDERS + "/" + id, orderBody(""));
        assertThat(read.statusCode()).isEqualTo(200);
        JsonNode ra = json(read).get("data").get("attributes");
        assertThat(ra.has("enrollmentSSOKey")).isFalse();
        assertThat(ra.has("enrollmentWidgetScript")).isFalse();
        assertThat(ra.get("accounts").size()).isZero();
        assertThat(ra.get("lastName").stringValue()).isEqualTo("O'Brien");
    }

    @Test
    void theListIsNewestFirstWithoutWidgetFieldsAndWithOneLegacyAccountEntry() {
        http.call("POST", ORDERS, validOrder("Newest"));
        HttpResponse<String> r = http.call("GET", ORDERS, orderBody(""));
        assertThat(r.statusCode()).isEqualTo(200);
        JsonNode data = json(r).get("data");
        assertThat(data.size()).isGreaterThanOrEqualTo(30);
        assertThat(data.get(0).get("attributes").get("lastName").stringValue()).isEqualTo("Newest");
        String previous = null;
        int legacy = 0;
        List<String> statuses = new ArrayList<>();
        int archived = 0;
        boolean nonAscii = false;
        for (JsonNode e : data) {
            JsonNode a = e.get("attributes");
            assertThat(a.has("enrollmentWidgetScript") || a.has("enrollmentSSOKey") || a.has("accounts")).isFalse();
            String created = a.get("created").stringValue();
            if (previous != null) {
                assertThat(created).isLessThanOrEqualTo(previous);
            }
            previous = created;
            if (e.get("type").stringValue().equals("account")) {
                legacy++;
                assertThat(a.has("referenceNumber")).isTrue();
            } else {
                assertThat(e.get("type").stringValue()).isEqualTo("order");
            }
            statuses.add(a.get("status").stringValue());
            archived += a.get("isArchived").booleanValue() ? 1 : 0;
            nonAscii |= !(a.get("firstName").stringValue() + a.get("lastName").stringValue()).chars().allMatch(c
                    -> c < 128);
        }
        assertThat(legacy).isEqualTo(1);
        assertThat(statuses).contains("building", "opened", "inprogress", "closed", "canceled");
        assertThat(statuses).allMatch(s -> List.of("building", "opened", "inprogress", "closed",
                "canceled").contains(s));
        assertThat(archived).isPositive();
        assertThat(nonAscii).isTrue();
    }

    @Test
    void bankLinkGivesPlausibleAccountsOnceAndRefusesExpiredAndUnknownTokens() {
        String body = "{" + BL_CREDS + ",\"data\":{\"public_token\":\"public-sandbox-rules-1\"}}";
        HttpResponse<String> r = http.call("GET", ACCOUNTS, body);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        JsonNode data = json(r).get("data");
        assertThat(data.size()).isBetween(4, 6);
        List<String> subtypes = new ArrayList<>();
        boolean limit = false;
        boolean foreign = false;
        boolean unofficial = false;
        for (JsonNode acct : data) {
            assertThat(acct.get("type").stringValue()).isEqualTo("account");
            JsonNode a = acct.get("attributes");
            assertThat(a.propertyNames()).containsExactlyInAnyOrder("name", "official_name", "mask", "subtype", "type",
                    "balances");
            assertThat(a.get("mask").stringValue()).matches("\\d{4}");
            subtypes.add(a.get("subtype").stringValue());
            JsonNode b = a.get("balances");
            assertThat(b.propertyNames()).containsExactlyInAnyOrder("available", "current", "iso_currency_code",
                    "limit",
                    "unofficial_currency_code");
            limit |= b.get("limit").isNumber() && a.get("subtype").stringValue().equals("credit card");
            String iso = b.get("iso_currency_code").isNull() ? null : b.get("iso_currency_code").stringValue();
            foreign |= iso != null && !iso.equals("USD");
            if (iso == null) {
                unofficial = true;
                assertThat(b.get("unofficial_currency_code").stringValue()).isNotBlank();
            } else {
                assertThat(b.get("unofficial_currency_code").isNull()).isTrue();
            }
        }
        assertThat(subtypes).contains("checking", "savings", "credit card").containsAnyOf("cd", "brokerage");
        assertThat(limit).isTrue();
        assertThat(foreign).isTrue();
        assertThat(unofficial).isTrue();

        HttpResponse<String> again = http.call("GET", ACCOUNTS, body);
        assertError(again, 400);
        assertThat(json(again).get("errors").get(0).get("code").stringValue()).isEqualTo("PUBLIC_TOKEN_USED");

        HttpResponse<String> expired = http.call("GET", ACCOUNTS,
                "{" + BL_CREDS + ",\"data\":{\"public_token\":\"public-sandbox-expired\"}}");
        assertError(expired, 400);
        assertThat(json(expired).get("errors").get(0).get("code").stringValue()).isEqualTo("PUBLIC_TOKEN_EXPIRED");
        assertThat(pointer(expired)).isEqualTo("/data/public_token");

        HttpResponse<String> invalid = http.call("GET", ACCOUNTS,
                "{" + BL_CREDS + ",\"data\":{\"public_token\":\"access-live-123\"}}");
        assertError(invalid, 400);
        assertThat(json(invalid).get("errors").get(0).get("code").stringValue()).isEqualTo("INVALID_PUBLIC_TOKEN");

        HttpResponse<String> missing = http.call("GET", ACCOUNTS, "{" + BL_CREDS + ",\"data\":{}}");
        assertError(missing, 422);
        assertThat(pointer(missing)).isEqualTo("/data/public_token");
    }

    @Test
    void differentTokensGiveDifferentAccounts() {
        String a = json(http.call("GET", ACCOUNTS, "{" + BL_CREDS
                + ",\"data\":{\"public_token\":\"public-sandbox-p\"}}"))
                .get("data").toString();
        String b = json(http.call("GET", ACCOUNTS, "{" + BL_CREDS
                + ",\"data\":{\"public_token\":\"public-sandbox-q\"}}"))
                .get("data").toString();
        assertThat(a).isNotEqualTo(b);
    }

    @Test
    void everyResponseCarriesARequestId() {
        assertThat(http.get("/").headers().firstValue("X-Request-Id")).isPresent();
        assertThat(http.get("/integrations/assetverify/enrollment-widget?ssoKey=nope").headers()
                .firstValue("X-Request-Id")).isPresent();
        HttpResponse<String> one = http.call("GET", ORDERS, orderBody(""));
        HttpResponse<String> two = http.call("GET", ORDERS, orderBody(""));
        assertThat(one.headers().firstValue("X-Request-Id")).isNotEqualTo(two.headers().firstValue("X-Request-Id"));
    }
}
