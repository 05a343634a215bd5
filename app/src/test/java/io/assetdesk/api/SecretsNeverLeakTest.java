package io.assetdesk.api;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.ThrowableProxyUtil;
import ch.qos.logback.core.read.ListAppender;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.slf4j.LoggerFactory;

/**
 * A server that echoes the request (token, secret, password) in its error bodies and headers: none of those values
 * may reach an exception's message, toString, excerpt, field errors, request id, or any log line.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class SecretsNeverLeakTest extends WireMockSupport {

    static final String ORDERS = "/api/v1/integrations/assetverify/orders";
    static final String ACCOUNTS = "/api/v1/integrations/banklink/accounts";
    /** Every spelling under which a secret could come back: raw, JSON-escaped, JSON-escaped with "\/". */
    static final List<String> FORBIDDEN = List.of(TOKEN, BL_SECRET, AV_PASSWORD, "av-pass-\\\"quoted\\\"/x",
            "av-pass-\\\"quoted\\\"\\/x", "SUPER-secret", "Zq9!");

    private final ListAppender<ILoggingEvent> logs = new ListAppender<>();
    private Logger root;
    private Level rootLevel;

    @BeforeEach
    void captureLogs() {
        root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        rootLevel = root.getLevel();
        root.setLevel(Level.ALL);
        logs.start();
        root.addAppender(logs);
    }

    @AfterEach
    void releaseLogs() {
        root.detachAppender(logs);
        root.setLevel(rootLevel);
        logs.stop();
    }

    private static String echo() {
        return "Authorization: Bearer " + TOKEN + " body {\"username\":\"" + AV_USER + "\",\"password\":"
                + json(AV_PASSWORD) + ",\"client_id\":\"" + BL_ID + "\",\"secret\":\"" + BL_SECRET + "\"}";
    }

    private ApiException call(Function<IntegrationClient, Object> what) {
        try (IntegrationClient client = client()) {
            return catchThrowableOfType(ApiException.class, () -> what.apply(client));
        }
    }

    private void assertClean(ApiException e) {
        assertThat(e).isNotNull();
        List<String> texts = new ArrayList<>();
        texts.add(e.getMessage());
        texts.add(e.toString());
        e.bodyExcerpt().ifPresent(texts::add);
        e.requestId().ifPresent(texts::add);
        e.fieldErrors().forEach(f -> texts.add(f.toString()));
        StringWriter trace = new StringWriter();
        e.printStackTrace(new PrintWriter(trace));
        texts.add(trace.toString());
        for (ILoggingEvent event : logs.list) {
            texts.add(event.getFormattedMessage());
            if (event.getThrowableProxy() != null) {
                texts.add(ThrowableProxyUtil.asString(event.getThrowableProxy()));
            }
        }
        for (String text : texts) {
            for (String secret : FORBIDDEN) {
                assertThat(text).doesNotContain(secret);
            }
        }
    }

    @Test
    void jsonApiErrorEchoingTheRequest() {
        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(aResponse().withStatus(401)
                .withHeader("X-Request-Id", "req-" + TOKEN)
                .withBody("{\"errors\":[{\"title\":\"Unauthorized\",\"detail\":" + json("Bad token " + TOKEN
                        + " / password " + AV_PASSWORD) + "}],\"echo\":" + json(echo()) + "}")));

        ApiException e = call(IntegrationClient::listOrders);

        assertThat(e.kind()).isEqualTo(ApiException.Kind.UNAUTHORIZED);
        assertThat(e.getMessage()).startsWith("401 Unauthorized: Bad token **** / password ****");
        assertThat(e.bodyExcerpt()).get().asString().contains("****");
        assertClean(e);
        assertThat(logs.list).isNotEmpty();
    }

    @Test
    void providerFieldErrorsEchoingThePassword() {
        server.stubFor(post(urlPathEqualTo(ORDERS)).willReturn(aResponse().withStatus(422)
                .withBody("{\"general\":[" + json("Login failed for " + AV_USER + ":" + AV_PASSWORD) + "],"
                        + "\"properties\":[{\"property\":\"password\",\"message\":" + json("'" + AV_PASSWORD
                        + "' is wrong") + "}]}")));

        ApiException e = call(c -> c.createOrder(new NewOrderRequest("a@b.c", "A", "B", "1234", "R", "lite",
                null, null, null, null, null, null, null)));

        assertThat(e.kind()).isEqualTo(ApiException.Kind.INVALID_INPUT);
        assertThat(e.fieldErrors()).extracting(FieldError::message).containsExactly("'****' is wrong");
        assertClean(e);
    }

    @Test
    void htmlPageEchoingTheRawRequest() {
        server.stubFor(get(urlPathEqualTo(ACCOUNTS)).willReturn(aResponse().withStatus(500)
                .withHeader("Content-Type", "text/html")
                .withBody("<html><head><title>Error for " + BL_SECRET + "</title></head><body><pre>" + echo()
                        + "</pre><pre>" + echo().replace("/", "\\/").replace("\"quoted\"", "\\\"quoted\\\"")
                        + "</pre></body></html>")));

        ApiException e = call(c -> c.listAccounts("public-token-1"));

        assertThat(e.kind()).isEqualTo(ApiException.Kind.SERVER_ERROR);
        assertClean(e);
    }

    @Test
    void plainErrorObjectAndAnUnreadableSuccessBody() {
        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(aResponse().withStatus(400)
                .withBody("{\"error\":{\"message\":" + json("secret " + BL_SECRET + " rejected") + "}}")));
        assertClean(call(IntegrationClient::listOrders));

        logs.list.clear();
        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(okJson("{\"echo\":" + json(echo()) + ",\"data\":[")));
        ApiException bad = call(IntegrationClient::listOrders);
        assertThat(bad.kind()).isEqualTo(ApiException.Kind.BAD_RESPONSE);
        assertClean(bad);
    }

    @Test
    void configurationObjectsPrintNoSecrets() {
        String printed = config().toString() + new IntegrationClient(config()).config();
        for (String secret : FORBIDDEN) {
            assertThat(printed).doesNotContain(secret);
        }
    }
}
