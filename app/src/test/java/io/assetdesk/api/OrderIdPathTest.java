package io.assetdesk.api;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.any;
import static com.github.tomakehurst.wiremock.client.WireMock.anyRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.anyUrl;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.tomakehurst.wiremock.stubbing.ServeEvent;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** An order id is one path segment: whatever it holds, the request reaches exactly the intended encoded path. */
@Timeout(value = 20, unit = TimeUnit.SECONDS)
class OrderIdPathTest extends WireMockSupport {

    static final String ORDERS = "/api/v1/integrations/assetverify/orders";

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "a/b|a%2Fb",
            "../admin|..%2Fadmin",
            "../../../etc/passwd|..%2F..%2F..%2Fetc%2Fpasswd",
            "a b?c#d%e|a%20b%3Fc%23d%25e",
            "x;y=1&z+w|x%3By%3D1%26z%2Bw",
            "ord-ü李|ord-%C3%BC%E6%9D%8E",
            "a..b|a..b",
            "..x|..x",
            "A-Z_0.9~|A-Z_0.9~"})
    void theIdArrivesAsOneEncodedSegment(String id, String encoded) {
        server.stubFor(any(anyUrl()).atPriority(10).willReturn(aResponse().withStatus(418)));
        server.stubFor(get(urlEqualTo(ORDERS + "/" + encoded)).atPriority(1).willReturn(okJson(
                "{\"data\":{\"id\":" + json(id) + ",\"type\":\"order\",\"attributes\":{\"status\":\"closed\"}}}")));

        OrderDocument doc;
        try (IntegrationClient client = client()) {
            doc = client.getOrder(id);
        }

        assertThat(doc.order().id()).isEqualTo(id);
        assertThat(server.getAllServeEvents()).hasSize(1);
        ServeEvent only = server.getAllServeEvents().get(0);
        assertThat(only.getRequest().getUrl()).isEqualTo(ORDERS + "/" + encoded);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", ".", "..", "..."})
    void emptyOrDotOnlyIdsAreRefusedWithoutANetworkCall(String id) {
        server.stubFor(any(anyUrl()).willReturn(okJson("{\"data\":{}}")));
        try (IntegrationClient client = client()) {
            assertThatThrownBy(() -> client.getOrder(id)).isInstanceOf(IllegalArgumentException.class);
            assertThat(client.getOrderAsync(id)).failsWithin(5, TimeUnit.SECONDS)
                    .withThrowableOfType(ExecutionException.class)
                    .withCauseInstanceOf(IllegalArgumentException.class);
        }
        server.verify(0, anyRequestedFor(anyUrl()));
    }

    @Test
    void nullIdIsRefused() {
        try (IntegrationClient client = client()) {
            assertThatThrownBy(() -> client.getOrder(null)).isInstanceOf(IllegalArgumentException.class);
        }
        server.verify(0, anyRequestedFor(anyUrl()));
    }
}
