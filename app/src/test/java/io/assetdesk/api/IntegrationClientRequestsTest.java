package io.assetdesk.api;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.equalToJson;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.net.URI;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Each endpoint: the exact request on the wire and the full decoding of an answer carrying every spec field. */
@Timeout(value = 20, unit = TimeUnit.SECONDS)
class IntegrationClientRequestsTest extends WireMockSupport {

    static final String ORDERS = "/api/v1/integrations/assetverify/orders";
    static final String ACCOUNTS = "/api/v1/integrations/banklink/accounts";

    @Test
    void listAccountsSendsBanklinkCredentialsAndPublicTokenAndDecodesEveryField() {
        server.stubFor(get(urlPathEqualTo(ACCOUNTS))
                .withHeader("Authorization", equalTo("Bearer " + TOKEN))
                .withRequestBody(equalToJson(blBody("{\"public_token\":\"public-sandbox-1\"}")))
                .willReturn(okJson(resource("accounts.json"))));

        List<Account> accounts;
        try (IntegrationClient client = client()) {
            accounts = client.listAccounts("public-sandbox-1");
        }

        server.verify(1, getRequestedFor(urlPathEqualTo(ACCOUNTS))
                .withHeader("Authorization", equalTo("Bearer " + TOKEN))
                .withHeader("Content-Type", equalTo("application/json"))
                .withHeader("Accept", equalTo("application/json"))
                .withRequestBody(equalToJson(blBody("{\"public_token\":\"public-sandbox-1\"}"))));
        assertThat(accounts).hasSize(2);
        Account checking = accounts.get(0);
        assertThat(checking).isEqualTo(new Account("acc-1", "account", "Plaid Checking",
                "Plaid Gold Standard 0% Interest Checking", "0000", "checking", "depository",
                new Balances(new BigDecimal("100.10"), new BigDecimal("110.00"), "USD", null, null)));
        Balances crypto = accounts.get(1).balances();
        assertThat(crypto.available()).isNull();
        assertThat(crypto.current()).isEqualTo(new BigDecimal("410.000000000000000001"));
        assertThat(crypto.limit()).isEqualTo(new BigDecimal("2000"));
        assertThat(crypto.isoCurrencyCode()).isNull();
        assertThat(crypto.currency()).isEqualTo("BTC");
        assertThat(accounts.get(1).accountType()).isEqualTo("credit");
        assertThat(accounts.get(1).subtype()).isEqualTo("credit card");
    }

    @Test
    void createOrderPostsOnlyTheGivenFieldsAndDecodesTheWidgetFields() {
        server.stubFor(post(urlPathEqualTo(ORDERS)).willReturn(
                aResponse().withStatus(201).withHeader("Content-Type", "application/json")
                        .withBody(resource("order-created.json"))));
        NewOrderRequest request = new NewOrderRequest("ana@example.com", "Ana", "Lima", "1234", "LN-2024-001",
                "full", null, "https://lender.example.com/hook", null, "Acme Corp", null, "30", null);

        Order order;
        try (IntegrationClient client = client()) {
            order = client.createOrder(request);
        }

        server.verify(1, postRequestedFor(urlPathEqualTo(ORDERS))
                .withHeader("Authorization", equalTo("Bearer " + TOKEN))
                .withHeader("Content-Type", equalTo("application/json"))
                .withRequestBody(equalToJson(avBody("{\"email\":\"ana@example.com\",\"firstName\":\"Ana\","
                        + "\"lastName\":\"Lima\",\"last4SSN\":\"1234\",\"referenceNumber\":\"LN-2024-001\","
                        + "\"requestType\":\"full\",\"notificationUrl\":\"https://lender.example.com/hook\","
                        + "\"employerName\":\"Acme Corp\",\"accountMonitoring\":\"30\"}"))));
        assertThat(order.id()).isEqualTo("ord-123");
        assertThat(order.resourceType()).isEqualTo("order");
        assertThat(order.isOrderType()).isTrue();
        assertThat(order.enrollmentSSOKey()).isEqualTo("sso-key-abc");
        assertThat(order.enrollmentWidgetScript())
                .isEqualTo("<div id=\"widget\"></div><script src=\"https://portal.example.com/w.js\"></script>");
        assertThat(order.created()).isEqualTo(Instant.parse("2024-05-01T10:20:30.123Z"));
        assertThat(order.archived()).isFalse();
        assertThat(order.status()).isEqualTo("opened");
        assertThat(order.loginUrl()).isEqualTo("https://provider.example.com/login/ord-123");
        assertThat(order.daysRemaining()).isEqualTo(30);
        assertThat(order.email()).isEqualTo("ana@example.com");
        assertThat(order.last4SSN()).isEqualTo("1234");
        assertThat(order.referenceNumber()).isEqualTo("LN-2024-001");
        assertThat(order.borrowerName()).isEqualTo("Ana Lima");
        assertThat(order.notificationUrl()).isEqualTo("https://lender.example.com/hook");
        assertThat(order.returnUrl()).isEqualTo("https://lender.example.com/done");
        assertThat(order.phoneNumber()).isEqualTo("+1 555 0100");
        assertThat(order.employerName()).isEqualTo("Acme Corp");
        assertThat(order.accounts()).isEmpty();
    }

    @Test
    void listOrdersSendsEmptyDataOnGetAndKeepsEntriesOfOtherTypes() {
        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(okJson(resource("orders.json"))));

        List<Order> orders;
        try (IntegrationClient client = client()) {
            orders = client.listOrders();
        }

        server.verify(1, getRequestedFor(urlPathEqualTo(ORDERS))
                .withHeader("Authorization", equalTo("Bearer " + TOKEN))
                .withHeader("Content-Type", equalTo("application/json"))
                .withHeader("Accept", equalTo("application/json"))
                .withRequestBody(equalToJson(avBody("{}"))));
        assertThat(orders).extracting(Order::id).containsExactly("ord-1", "ord-2");
        assertThat(orders.get(0).isOrderType()).isTrue();
        assertThat(orders.get(1).resourceType()).isEqualTo("account");
        assertThat(orders.get(1).isOrderType()).isFalse();
        assertThat(orders.get(1).archived()).isTrue();
        assertThat(orders.get(1).borrowerName()).isEqualTo("Bo Berg");
        Order first = orders.get(0);
        assertThat(first.created()).isEqualTo(Instant.parse("2024-05-01T10:20:30.123Z"));
        assertThat(first.daysRemaining()).isEqualTo(12);
        assertThat(first.employerName()).isEqualTo("Acme Corp");
        assertThat(first.enrollmentSSOKey()).isNull();
        assertThat(first.enrollmentWidgetScript()).isNull();
        assertThat(first.accounts()).isEmpty();
    }

    @Test
    void getOrderDecodesTheReportAndKeepsTheBodyAsReceived() {
        String body = resource("order-with-report.json");
        server.stubFor(get(urlPathEqualTo(ORDERS + "/ord-123")).willReturn(okJson(body)));

        OrderDocument doc;
        try (IntegrationClient client = client()) {
            doc = client.getOrder("ord-123");
        }

        server.verify(1, getRequestedFor(urlPathEqualTo(ORDERS + "/ord-123"))
                .withHeader("Authorization", equalTo("Bearer " + TOKEN))
                .withRequestBody(equalToJson(avBody("{}"))));
        assertThat(doc.rawJson()).isEqualTo(body);
        Order order = doc.order();
        assertThat(order.status()).isEqualTo("closed");
        assertThat(order.archived()).isTrue();
        assertThat(order.notificationUrl()).isNull();
        assertThat(order.phoneNumber()).isNull();
        assertThat(order.hasReport()).isTrue();
        OrderAccountReport report = order.accounts().get(0);
        assertThat(report.accountId()).isEqualTo("6f1c2a7e-1b2c-4d5e-8f90-123456789abc");
        assertThat(report.transactions()).isNotEmpty();
        assertThat(report.transactions().get(0).tags().get(0)).isEqualTo("Employer Found");
        assertThat(report.transactions().get(0).amount()).isEqualByComparingTo(new BigDecimal("2500.00"));
        assertThat(report.largeDeposits().get(0).date()).isEqualTo(LocalDateTime.of(2024, 4, 15, 0, 0));
        assertThat(((ReportValue.Obj) report.largeDeposits().get(0).raw()).get("date").text())
                .isEqualTo("2024-04-15");
        assertThat(((ReportValue.Arr) ((ReportValue.Obj)
                ((ReportValue.Obj) report.summary()).get("nested")).get("k")).items().get(1).text())
                .isEqualTo("2");
        assertThat(report.transactionStartDate()).isEqualTo(LocalDateTime.of(2024, 1, 1, 0, 0, 0));
        assertThat(report.transactionEndDate()).isEqualTo(LocalDateTime.of(2024, 4, 30, 23, 59, 59, 500_000_000));
        assertThat(report.currentBalance()).isEqualTo(new BigDecimal("12345.67"));
        assertThat(report.availableBalance()).isEqualTo(new BigDecimal("12000.00"));
        assertThat(report.startingBalance()).isEqualTo(new BigDecimal("0.1"));
        assertThat(report.daysInExistence()).isEqualTo(1200);
        assertThat(report.daysRequested()).isEqualTo(90);
    }

    @Test
    void nullsUnknownFieldsAndUnicodeNamesAreTolerated() {
        String body = resource("order-odd.json");
        server.stubFor(get(urlPathEqualTo(ORDERS + "/ord-%C3%BC")).willReturn(
                aResponse().withStatus(200).withHeader("Content-Type", "application/json; charset=utf-8")
                        .withBody(body)));

        OrderDocument doc;
        try (IntegrationClient client = client()) {
            doc = client.getOrder("ord-ü");
        }

        assertThat(doc.rawJson()).isEqualTo(body);
        Order order = doc.order();
        assertThat(order.id()).isEqualTo("ord-ü");
        assertThat(order.firstName()).isEqualTo("Zoë 李");
        assertThat(order.lastName()).isEqualTo("Ørsted-Łukasz 🙂");
        assertThat(order.status()).isEqualTo("inprogress-new-status");
        assertThat(order.created()).as("an unreadable timestamp is null, not fatal").isNull();
        assertThat(order.archived()).isFalse();
        assertThat(order.daysRemaining()).isNull();
        assertThat(order.email()).isNull();
        OrderAccountReport report = order.accounts().get(0);
        assertThat(report.accountId()).isNull();
        assertThat(report.transactions()).isEmpty();
        assertThat(report.largeDeposits()).isEmpty();
        assertThat(report.summary()).isInstanceOf(ReportValue.Obj.class);
        assertThat(((ReportValue.Obj) report.summary()).size()).isZero();
        assertThat(report.transactionStartDate()).isNull();
        assertThat(report.currentBalance()).isNull();
        assertThat(report.daysRequested()).isNull();
    }

    @Test
    void asyncCallsCompleteOnTheClientsOwnDaemonThreads() throws Exception {
        // a short delay so that thenApply is attached before the call completes and runs on the completing thread
        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(okJson(resource("orders.json")).withFixedDelay(300)));
        try (IntegrationClient client = client()) {
            String thread = client.listOrdersAsync()
                    .thenApply(orders -> orders.size() + "@" + Thread.currentThread().getName()
                            + "@" + Thread.currentThread().isDaemon())
                    .get(10, TimeUnit.SECONDS);
            assertThat(thread).startsWith("2@integration-client-").endsWith("@true");
        }
    }

    @Test
    void basePathPrefixIsKeptWithoutDoubleSlashes() {
        server.stubFor(get(urlPathEqualTo("/gateway/api/v1/integrations/assetverify/orders"))
                .willReturn(okJson("{\"data\": []}")));
        ServiceConfig prefixed = ServiceConfig.of(URI.create(baseUri() + "/gateway/"), baseUri(), TOKEN, null,
                new AssetverifyCredentials(AV_USER, AV_PASSWORD));
        try (IntegrationClient client = client(prefixed)) {
            assertThat(client.listOrders()).isEmpty();
        }
        server.verify(1, getRequestedFor(urlPathEqualTo("/gateway/api/v1/integrations/assetverify/orders")));
    }
}
