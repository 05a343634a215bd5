package io.assetdesk.api;

import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Closing a client ends its HTTP selector thread at once: a thread left waiting in native code holds the JVM's exit
 * for up to 300 ms, so a console whose window closed would take that long to end.
 */
class ClientThreadsEndTest extends WireMockSupport {

    private static Set<Thread> selectorThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.isAlive() && t.getName().startsWith("HttpClient-")
                        && t.getName().endsWith("-SelectorManager"))
                .collect(Collectors.toSet());
    }

    @Test
    void closingAClientThatMadeACallEndsItsSelectorThread() throws Exception {
        server.stubFor(get(urlPathEqualTo("/api/v1/integrations/assetverify/orders"))
                .willReturn(okJson("{\"data\": []}")));
        Set<Thread> before = selectorThreads();
        IntegrationClient client = client();
        assertThat(client.listOrders()).isEmpty();
        Set<Thread> made = selectorThreads();
        made.removeAll(before);
        assertThat(made).as("the call started the client's selector thread").hasSize(1);

        client.close();

        Thread selector = made.iterator().next();
        selector.join(2_000);
        assertThat(selector.isAlive()).as("the selector thread ended").isFalse();
    }
}
