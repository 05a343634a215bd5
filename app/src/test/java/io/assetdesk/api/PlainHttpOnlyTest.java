package io.assetdesk.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;
import org.junit.jupiter.api.Test;

class PlainHttpOnlyTest {

    @Test
    void aClientMadeWithItSetsUpNoTlsAndRefusesAnyTlsUseInOneSentence() {
        SSLContext none = PlainHttpOnly.context();
        HttpClient client = HttpClient.newBuilder().sslContext(none).sslParameters(new SSLParameters()).build();
        try {
            assertThat(client.sslContext()).isSameAs(none);
            assertThatThrownBy(() -> none.createSSLEngine("127.0.0.1", 443))
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessage("this connection is plain HTTP to this workstation: it has no TLS");
            // an https address through such a client fails before anything is sent
            HttpRequest tls = HttpRequest.newBuilder(URI.create("https://127.0.0.1:9/")).build();
            assertThatThrownBy(() -> client.send(tls, HttpResponse.BodyHandlers.discarding()))
                    .hasRootCauseMessage("this connection is plain HTTP to this workstation: it has no TLS");
        } finally {
            HttpClients.stop(client);
        }
    }
}
