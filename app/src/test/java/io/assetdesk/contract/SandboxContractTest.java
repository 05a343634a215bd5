package io.assetdesk.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.assetdesk.api.Account;
import io.assetdesk.api.ApiException;
import io.assetdesk.api.AssetverifyCredentials;
import io.assetdesk.api.BanklinkCredentials;
import io.assetdesk.api.FieldError;
import io.assetdesk.api.IntegrationClient;
import io.assetdesk.api.NewOrderRequest;
import io.assetdesk.api.Order;
import io.assetdesk.api.OrderAccountReport;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.api.ReportEntry;
import io.assetdesk.api.ReportValue;
import io.assetdesk.api.RetryPolicy;
import io.assetdesk.api.ServiceConfig;
import io.assetdesk.sandbox.RawHttp;
import io.assetdesk.sandbox.SandboxServer;
import java.math.BigDecimal;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The real integration client against the running sandbox: every endpoint, every error status, each training switch
 * and the whole borrower journey, decoded field by field. Two independent readings of the spec must agree.
 */
class SandboxContractTest {
    private static SandboxServer sandbox;
    private static IntegrationClient client;
    private static URI base;

    @BeforeAll
    static void start() {
        sandbox = SandboxServer.start(0, 40, Duration.ofSeconds(1));
        base = sandbox.baseUrl();
        client = new IntegrationClient(config(SandboxServer.ACCESS_TOKEN, SandboxServer.ASSETVERIFY_PASSWORD),
                RetryPolicy.none());
    }

    @AfterAll
    static void stop() {
        client.close();
        sandbox.close();
    }

    private static ServiceConfig config(String token, String password) {
        return ServiceConfig.of(base, base, token,
                new BanklinkCredentials(SandboxServer.BANKLINK_CLIENT_ID, SandboxServer.BANKLINK_SECRET),
                new AssetverifyCredentials(SandboxServer.ASSETVERIFY_USERNAME, password));
    }

    private static NewOrderRequest order(String lastName, String email, String last4) {
        return new NewOrderRequest(email, "Zoë", lastName, last4, "LN-C-1", "full", null, null, "+1 202-555-0101",
                "Pinecrest Software LLC", null, "30", null);
    }

    private static NewOrderRequest order(String lastName) {
        return order(lastName, "zoe@example.com", "4321");
    }

    @Test
    void bankLinkAccountsDecodeWithTheirCurrenciesAndLimits() {
        List<Account> accounts = client.listAccounts("public-sandbox-contract-1");
        assertThat(accounts).hasSizeBetween(4, 6);
        for (Account a : accounts) {
            assertThat(a.id()).isNotBlank();
            assertThat(a.resourceType()).isEqualTo("account");
            assertThat(a.name()).isNotBlank();
            assertThat(a.officialName()).isNotBlank();
            assertThat(a.mask()).matches("\\d{4}");
            assertThat(a.accountType()).isNotBlank();
            assertThat(a.balances().current()).isNotNull();
            assertThat(a.balances().currency()).isNotBlank();
        }
        Account card = accounts.stream().filter(a -> "credit card".equals(a.subtype())).findFirst().orElseThrow();
        assertThat(card.balances().limit()).isPositive();
        assertThat(card.balances().available().add(card.balances().current())).isEqualByComparingTo(card.balances()
                .limit());
        assertThat(accounts).anyMatch(a -> a.balances().isUnofficialCurrency());
        assertThat(accounts).anyMatch(a -> a.balances().isoCurrencyCode() != null
                && !a.balances().isoCurrencyCode().equals("USD"));
        assertThat(accounts.stream().filter(a -> a.balances().isUnofficialCurrency()).findFirst().orElseThrow()
                .balances().current().scale()).isEqualTo(8);
    }

    @Test
    void aUsedExpiredOrUnknownPublicTokenIsAnInvalidInputWithTheSandboxsReason() {
        client.listAccounts("public-sandbox-contract-2");
        ApiException used = catchThrowableOfType(ApiException.class, ()
                -> client.listAccounts("public-sandbox-contract-2"));
        assertThat(used.kind()).isEqualTo(ApiException.Kind.INVALID_INPUT);
        assertThat(used.status()).hasValue(400);
        assertThat(used.getMessage()).startsWith("400").contains("works once");
        assertThat(used.requestId()).hasValueSatisfying(id -> assertThat(id).startsWith("sbx-"));
        ApiException expired = catchThrowableOfType(ApiException.class, ()
                -> client.listAccounts("public-sandbox-expired"));
        assertThat(expired.status()).hasValue(400);
        assertThat(expired.getMessage()).contains("expired");
        ApiException unknown = catchThrowableOfType(ApiException.class, ()
                -> client.listAccounts("link-foreign-token"));
        assertThat(unknown.kind()).isEqualTo(ApiException.Kind.INVALID_INPUT);
    }

    @Test
    void createDecodesTheWholeOrderWithWidgetAndKey() {
        Instant before = Instant.now().minusSeconds(1);
        Order o = client.createOrder(order("Öztürk"));
        assertThat(o.id()).isNotBlank();
        assertThat(o.isOrderType()).isTrue();
        assertThat(o.created()).isAfter(before).isBefore(Instant.now().plusSeconds(1));
        assertThat(o.status()).isEqualTo("opened");
        assertThat(o.archived()).isFalse();
        assertThat(o.daysRemaining()).isEqualTo(30);
        assertThat(o.loginUrl()).startsWith(base.toString());
        assertThat(o.borrowerName()).isEqualTo("Zoë Öztürk");
        assertThat(o.email()).isEqualTo("zoe@example.com");
        assertThat(o.last4SSN()).isEqualTo("4321");
        assertThat(o.referenceNumber()).isEqualTo("LN-C-1");
        assertThat(o.phoneNumber()).isEqualTo("+1 202-555-0101");
        assertThat(o.employerName()).isEqualTo("Pinecrest Software LLC");
        assertThat(o.notificationUrl()).isNull();
        assertThat(o.returnUrl()).isNull();
        assertThat(o.enrollmentSSOKey()).hasSizeGreaterThanOrEqualTo(32);
        assertThat(o.enrollmentWidgetScript()).contains("<script").contains(o.enrollmentSSOKey());
        assertThat(o.hasReport()).isFalse();

        OrderDocument read = client.getOrder(o.id());
        assertThat(read.order().id()).isEqualTo(o.id());
        assertThat(read.order().enrollmentSSOKey()).isNull();
        assertThat(read.order().accounts()).isEmpty();
        assertThat(read.rawJson()).contains("\"accounts\":[]");
    }

    @Test
    void theListDecodesNewestFirstWithTheLegacyEntryKept() {
        Order mine = client.createOrder(order("Newest"));
        List<Order> orders = client.listOrders();
        assertThat(orders.size()).isGreaterThanOrEqualTo(41);
        assertThat(orders.get(0).id()).isEqualTo(mine.id());
        assertThat(orders).filteredOn(o -> !o.isOrderType()).hasSize(1)
                .allMatch(o -> "account".equals(o.resourceType()) && o.referenceNumber() != null);
        for (int i = 1; i < orders.size(); i++) {
            assertThat(orders.get(i).created()).isBeforeOrEqualTo(orders.get(i - 1).created());
        }
        assertThat(orders).allMatch(o -> o.enrollmentSSOKey() == null && o.enrollmentWidgetScript() == null
                && o.accounts().isEmpty() && o.status() != null && o.daysRemaining() != null);
        assertThat(orders).extracting(Order::status).contains("closed", "opened", "canceled");
        assertThat(orders).anyMatch(Order::archived);
    }

    @Test
    void aClosedSeededOrderDecodesItsReport() {
        Order closed = client.listOrders().stream().filter(o -> "closed".equals(o.status())).findFirst().orElseThrow();
        OrderDocument doc = client.getOrder(closed.id());
        assertThat(doc.order().hasReport()).isTrue();
        for (OrderAccountReport r : doc.order().accounts()) {
            assertReport(r);
        }
    }

    @Test
    void everyClosedSeededOrderDecodesItsReportTheShowcasesExactly() {
        List<OrderAccountReport> all = new ArrayList<>();
        for (Order o : client.listOrders()) {
            if ("closed".equals(o.status())) {
                OrderDocument doc = client.getOrder(o.id());
                assertThat(doc.order().hasReport()).as(o.id()).isTrue();
                all.addAll(doc.order().accounts());
            }
        }
        all.forEach(SandboxContractTest::assertReport);
        // the coin's balance keeps its 8 decimals, its ISO currency is null; the wire and the card's balance are exact
        assertThat(all).anySatisfy(r -> {
            assertThat(r.label().currency()).isNull();
            assertThat(r.label().unofficialCurrency()).isEqualTo("BTC");
            assertThat(r.currentBalance()).isEqualTo(new BigDecimal("0.84210000"));
        });
        List<BigDecimal> large = new ArrayList<>();
        all.forEach(r -> r.largeDeposits().forEach(d -> large.add(d.amount())));
        assertThat(large).contains(new BigDecimal("12000.00"));
        assertThat(all).anySatisfy(r -> {
            assertThat(r.label().type()).isEqualTo("credit");
            assertThat(r.currentBalance()).isEqualTo(new BigDecimal("1240.55"));
            assertThat(r.availableBalance()).isEqualTo(new BigDecimal("3759.45"));
        });
    }

    private static void assertReport(OrderAccountReport r) {
        assertThat(r.accountId()).matches("[0-9a-f-]{36}");
        assertThat(r.transactionStartDate()).isBefore(r.transactionEndDate());
        assertThat(r.daysRequested()).isPositive();
        assertThat(r.daysInExistence()).isGreaterThan(r.daysRequested());
        assertThat(r.summary()).isInstanceOf(ReportValue.Obj.class);
        assertThat(((ReportValue.Obj) r.summary()).get("Totals")).isInstanceOf(ReportValue.Obj.class);
        assertThat(r.label().institution()).as("the sandbox names the bank in Summary.Account").isNotBlank();
        BigDecimal sum = BigDecimal.ZERO;
        for (ReportEntry t : r.transactions()) {
            sum = sum.add(t.amount());
        }
        assertThat(r.startingBalance().add(sum)).isEqualByComparingTo(r.currentBalance());
        if ("credit".equals(r.label().type())) {
            // a credit account's current balance is the amount owed, its available balance the credit left
            assertThat(r.availableBalance()).isNotNegative();
        } else {
            assertThat(r.availableBalance()).isLessThanOrEqualTo(r.currentBalance());
        }
    }

    @Test
    void anUnknownOrderIsNotFound() {
        ApiException e = catchThrowableOfType(ApiException.class, () -> client.getOrder("no-such-order"));
        assertThat(e.kind()).isEqualTo(ApiException.Kind.NOT_FOUND);
        assertThat(e.status()).hasValue(404);
        assertThat(e.requestId()).isPresent();
    }

    @Test
    void aWrongTokenOrPasswordIsUnauthorizedAndNeverEchoed() {
        try (IntegrationClient wrongToken = new IntegrationClient(config("leaked-token-xyz",
                SandboxServer.ASSETVERIFY_PASSWORD), RetryPolicy.none());
             IntegrationClient wrongPassword = new IntegrationClient(config(SandboxServer.ACCESS_TOKEN,
                     "hunter2-secret"), RetryPolicy.none())) {
            ApiException token = catchThrowableOfType(ApiException.class, wrongToken::listOrders);
            assertThat(token.kind()).isEqualTo(ApiException.Kind.UNAUTHORIZED);
            assertThat(token.status()).hasValue(401);
            assertThat(token.getMessage()).doesNotContain("leaked-token-xyz");
            ApiException password = catchThrowableOfType(ApiException.class, wrongPassword::listOrders);
            assertThat(password.kind()).isEqualTo(ApiException.Kind.UNAUTHORIZED);
            assertThat(password.getMessage()).contains("assetverify").doesNotContain("hunter2-secret");
        }
    }

    @Test
    void validationErrorsArriveAsFieldErrors() {
        ApiException e = catchThrowableOfType(ApiException.class,
                () -> client.createOrder(order("Valid", "not-an-address", "12345")));
        assertThat(e.kind()).isEqualTo(ApiException.Kind.INVALID_INPUT);
        assertThat(e.status()).hasValue(422);
        assertThat(e.fieldErrors()).extracting(FieldError::field).containsExactlyInAnyOrder("email", "last4SSN");
        assertThat(e.getMessage()).doesNotContain("12345");
        ApiException type = catchThrowableOfType(ApiException.class, () -> client.createOrder(
                new NewOrderRequest("a@example.com", "A", "B", "1234", "R", "medium", null, null, null, null, null,
                        null, null)));
        assertThat(type.fieldErrors()).extracting(FieldError::field).containsExactly("requestType");
    }

    @Test
    void trainingSwitchError500IsAServerError() {
        ApiException e = catchThrowableOfType(ApiException.class, () -> client.createOrder(order("Error500")));
        assertThat(e.kind()).isEqualTo(ApiException.Kind.SERVER_ERROR);
        assertThat(e.status()).hasValue(500);
        assertThat(e.getMessage()).contains("Error500");
        assertThat(e.requestId()).isPresent();
    }

    @Test
    void trainingSwitchRateLimitIsRateLimitedWithRetryAfter() {
        ApiException e = catchThrowableOfType(ApiException.class, () -> client.createOrder(order("RateLimit")));
        assertThat(e.kind()).isEqualTo(ApiException.Kind.RATE_LIMITED);
        assertThat(e.retryAfter()).hasValue(Duration.ofSeconds(2));
    }

    @Test
    void trainingSwitchInvalidGivesTheProvidersFieldMessages() {
        ApiException e = catchThrowableOfType(ApiException.class, () -> client.createOrder(order("Invalid")));
        assertThat(e.kind()).isEqualTo(ApiException.Kind.INVALID_INPUT);
        assertThat(e.status()).hasValue(422);
        assertThat(e.fieldErrors()).extracting(FieldError::field).contains("email");
        assertThat(e.getMessage()).contains("training switch Invalid");
    }

    @Test
    void trainingSwitchLostIsANetworkErrorThatMayHaveCreatedTheOrder() {
        ApiException e = catchThrowableOfType(ApiException.class, () -> client.createOrder(order("Lost")));
        assertThat(e.kind()).isEqualTo(ApiException.Kind.NETWORK);
        assertThat(e.requestMaySeenByServer()).isTrue();
        assertThat(client.listOrders().get(0).lastName()).isEqualTo("Lost");
    }

    @Test
    void trainingSwitchSlowSucceedsAfterTheDelayOrTimesOutAsMaybeCreated() {
        Order slow = client.createOrder(order("Slow"));
        assertThat(slow.enrollmentSSOKey()).isNotBlank();
        try (IntegrationClient impatient = new IntegrationClient(config(SandboxServer.ACCESS_TOKEN,
                SandboxServer.ASSETVERIFY_PASSWORD).withTimeouts(Duration.ofSeconds(2), Duration.ofSeconds(1)),
                RetryPolicy.none())) {
            ApiException e = catchThrowableOfType(ApiException.class, () -> impatient.createOrder(order("slow")));
            assertThat(e.kind()).isEqualTo(ApiException.Kind.NETWORK);
            assertThat(e.requestMaySeenByServer()).isTrue();
        }
    }

    @Test
    void theWholeJourneyThroughTheEnrollmentPage() throws Exception {
        Order o = client.createOrder(order("Journey"));
        String key = URLEncoder.encode(o.enrollmentSSOKey(), StandardCharsets.UTF_8);
        HttpClient browser = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        URI page = URI.create(base.toString()).resolve("/integrations/assetverify/enrollment-widget?ssoKey=" + key);
        HttpResponse<String> frame = browser.send(HttpRequest.newBuilder(page).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(frame.statusCode()).isEqualTo(200);
        assertThat(frame.body()).contains("bank-first-platypus");
        String form = "ssoKey=" + key + "&bank=harbor-cu&username=user_good&password=pass_good&accounts=0&accounts=1";
        HttpResponse<String> done = browser.send(HttpRequest.newBuilder(base.resolve(
                        "/integrations/assetverify/enrollment-widget/complete"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form)).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(done.statusCode()).as(done.body()).isEqualTo(200);
        assertThat(client.getOrder(o.id()).order().status()).isIn("inprogress", "closed");

        RawHttp.await(Duration.ofSeconds(15), () -> client.getOrder(o.id()).order().hasReport());
        OrderDocument doc = client.getOrder(o.id());
        assertThat(doc.order().status()).isEqualTo("closed");
        assertThat(doc.order().daysRemaining()).isZero();
        assertThat(doc.order().accounts()).hasSize(2);
        for (OrderAccountReport r : doc.order().accounts()) {
            assertReport(r);
            assertThat(r.label().institution()).isEqualTo("Harbor Federal Credit Union");
        }
        assertThat(doc.order().accounts().get(0).transactions().stream().map(e -> e.raw().text()).toList()
                .toString()).contains("Employer Found", "Pinecrest Software LLC");
        assertThat(doc.rawJson()).contains("\"TaggedTransactions\"");
    }
}
