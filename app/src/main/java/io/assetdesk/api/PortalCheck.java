package io.assetdesk.api;

import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * Whether the portal's enrollment page can be reached, checked off the FX thread (an iframe's load failure cannot be
 * seen from Java). Any HTTP answer below 500 counts as reachable; the key is never sent.
 */
@FunctionalInterface
public interface PortalCheck {

    /** Completes normally when reachable, else exceptionally with an {@link Unreachable}. */
    CompletableFuture<Void> check(URI probeUrl);

    /** Why the page cannot be shown. {@code detail} is an HTTP status or an exception's name (no URL, no key). */
    final class Unreachable extends RuntimeException {
        public enum Reason { TIMEOUT, REFUSED, SERVER_ERROR, OTHER }

        private final Reason reason;
        private final String detail;

        Unreachable(Reason reason, String detail, Throwable cause) {
            super(reason + (detail == null ? "" : " " + detail), cause);
            this.reason = reason;
            this.detail = detail;
        }

        public Reason reason() {
            return reason;
        }

        public String detail() {
            return detail == null ? "" : detail;
        }
    }

    /** The real check: one GET with short time-outs, no redirects followed. */
    static PortalCheck http() {
        return probeUrl -> {
            HttpClient client = HttpClient.newBuilder()
                    .connectTimeout(Duration.ofSeconds(5))
                    .followRedirects(HttpClient.Redirect.NEVER)
                    .build();
            HttpRequest request = HttpRequest.newBuilder(probeUrl).timeout(Duration.ofSeconds(10)).GET().build();
            CompletableFuture<HttpResponse<Void>> sent;
            try {
                sent = client.sendAsync(request, HttpResponse.BodyHandlers.discarding());
            } catch (RuntimeException e) {
                HttpClients.stop(client);
                throw e;
            }
            return sent.whenComplete((response, error) -> HttpClients.stop(client)) // one check, one client
                    .handle((response, error) -> {
                        if (error != null) {
                            Throwable cause = error instanceof CompletionException && error.getCause() != null
                                    ? error.getCause() : error;
                            throw classify(cause);
                        }
                        if (response.statusCode() >= 500) {
                            throw new Unreachable(Unreachable.Reason.SERVER_ERROR,
                                    String.valueOf(response.statusCode()), null);
                        }
                        return null;
                    });
        };
    }

    private static Unreachable classify(Throwable cause) {
        if (cause instanceof HttpConnectTimeoutException || cause instanceof HttpTimeoutException) {
            return new Unreachable(Unreachable.Reason.TIMEOUT, null, cause);
        }
        if (cause instanceof ConnectException) {
            return new Unreachable(Unreachable.Reason.REFUSED, null, cause);
        }
        return new Unreachable(Unreachable.Reason.OTHER, cause.getClass().getSimpleName(), cause);
    }
}
