package io.assetdesk.api;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalToJson;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.http.Fault;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509ExtendedTrustManager;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Over TLS with HTTP/2 negotiated (WireMock's self-signed certificate, trusted only in this test). */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class HttpsTest {

    static WireMockServer server;

    @BeforeAll
    static void start() {
        server = new WireMockServer(options().bindAddress("127.0.0.1").dynamicPort().dynamicHttpsPort());
        server.start();
    }

    @AfterAll
    static void stop() {
        server.stop();
    }

    @BeforeEach
    void reset() {
        server.resetAll();
    }

    private static HttpClient trustingHttp2() throws Exception {
        X509ExtendedTrustManager trustAll = new X509ExtendedTrustManager() {
            @Override public void checkClientTrusted(X509Certificate[] c, String a, Socket s) { }
            @Override public void checkServerTrusted(X509Certificate[] c, String a, Socket s) { }
            @Override public void checkClientTrusted(X509Certificate[] c, String a, SSLEngine e) { }
            @Override public void checkServerTrusted(X509Certificate[] c, String a, SSLEngine e) { }
            @Override public void checkClientTrusted(X509Certificate[] c, String a) { }
            @Override public void checkServerTrusted(X509Certificate[] c, String a) { }
            @Override public X509Certificate[] getAcceptedIssuers() {
                return new X509Certificate[0];
            }
        };
        SSLContext tls = SSLContext.getInstance("TLS");
        tls.init(null, new TrustManager[] {trustAll}, null);
        return HttpClient.newBuilder().sslContext(tls).version(HttpClient.Version.HTTP_2)
                .connectTimeout(Duration.ofSeconds(5)).build();
    }

    private ServiceConfig config() {
        URI base = URI.create("https://127.0.0.1:" + server.httpsPort());
        return ServiceConfig.of(base, base, "tok-tls", null, new AssetverifyCredentials("u", "p"));
    }

    @Test
    void getWithABodyWorksOverTls() throws Exception {
        server.stubFor(get(urlPathEqualTo("/api/v1/integrations/assetverify/orders"))
                .withRequestBody(equalToJson("{\"username\":\"u\",\"password\":\"p\",\"data\":{}}"))
                .willReturn(okJson("{\"data\":[{\"id\":\"a\",\"type\":\"order\",\"attributes\":{}}]}")));
        try (IntegrationClient client = new IntegrationClient(config(), trustingHttp2(), RetryPolicy.defaults())) {
            assertThat(client.listOrders()).extracting(Order::id).containsExactly("a");
        }
        server.verify(1, getRequestedFor(urlPathEqualTo("/api/v1/integrations/assetverify/orders")));
        assertThat(server.getAllServeEvents().get(0).getRequest().getProtocol()).isEqualTo("HTTP/2.0");
    }

    @Test
    void resetsOverTlsAreRetriedExactlyAsThePolicySays() throws Exception {
        server.stubFor(get(urlPathEqualTo("/api/v1/integrations/assetverify/orders"))
                .willReturn(aResponse().withFault(Fault.CONNECTION_RESET_BY_PEER)));
        try (IntegrationClient client = new IntegrationClient(config(), trustingHttp2(),
                RetryPolicy.defaults().withSleeper(d -> { }))) {
            ApiException e = catchThrowableOfType(ApiException.class, client::listOrders);
            assertThat(e.kind()).isEqualTo(ApiException.Kind.NETWORK);
        }
        server.verify(3, getRequestedFor(urlPathEqualTo("/api/v1/integrations/assetverify/orders")));
    }
}
