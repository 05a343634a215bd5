package io.assetdesk.sandbox;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.concurrent.CompletableFuture;
import java.util.function.BooleanSupplier;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Raw HTTP against the sandbox with the JDK client by hand: no integration client that could hide leniency. */
public final class RawHttp {
    public static final String ORDERS = "/api/v1/integrations/assetverify/orders";
    public static final String ACCOUNTS = "/api/v1/integrations/banklink/accounts";
    public static final String AV_CREDS = "\"username\":\"sandbox-officer\",\"password\":\"sandbox-password\"";
    public static final String BL_CREDS = "\"client_id\":\"sandbox-client\",\"secret\":\"sandbox-secret\"";
    public static final JsonMapper JSON = JsonMapper.builder().build();

    private final URI base;
    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5))
            .version(HttpClient.Version.HTTP_1_1).build();

    public RawHttp(URI base) {
        this.base = base;
    }

    /** A call with the sandbox token; {@code body} null sends none. */
    public HttpResponse<String> call(String method, String path, String body) {
        return call(method, path, body, "Bearer sandbox-token");
    }

    public HttpResponse<String> call(String method, String path, String body, String authorization) {
        HttpRequest.Builder b = HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(20))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        if (body != null) {
            b.header("Content-Type", "application/json");
        }
        if (authorization != null) {
            b.header("Authorization", authorization);
        }
        return send(b.build());
    }

    public HttpResponse<String> get(String pathAndQuery) {
        return send(HttpRequest.newBuilder(base.resolve(pathAndQuery)).timeout(Duration.ofSeconds(20)).GET().build());
    }

    /** A form POST as a browser's XMLHttpRequest in the enrollment page sends it. */
    public HttpResponse<String> form(String path, Map<String, List<String>> fields) {
        StringJoiner j = new StringJoiner("&");
        fields.forEach((k, values) -> values.forEach(v -> j.add(URLEncoder.encode(k, StandardCharsets.UTF_8) + "="
                + URLEncoder.encode(v, StandardCharsets.UTF_8))));
        return send(HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(20))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(j.toString())).build());
    }

    public HttpResponse<String> send(HttpRequest request) {
        try {
            return client.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    public static JsonNode json(HttpResponse<String> r) {
        return JSON.readTree(r.body());
    }

    public static String orderBody(String dataFields) {
        return "{" + AV_CREDS + ",\"data\":{" + dataFields + "}}";
    }

    public static String validOrder(String lastName) {
        return orderBody("\"firstName\":\"Zoë\",\"lastName\":\"" + lastName + "\",\"email\":\"zoe@example.com\","
                + "\"last4SSN\":\"1234\",\"referenceNumber\":\"LN-1\",\"requestType\":\"full\"");
    }

    /** The borrower enrolls with {@code ssoKey} at the first bank, sharing its first two accounts. */
    public void enroll(String ssoKey) {
        Map<String, List<String>> form = new HashMap<>(Map.of("ssoKey", List.of(ssoKey), "bank",
                List.of("first-platypus"), "username", List.of("user_good"), "password", List.of("pass_good")));
        form.put("accounts", List.of("0", "1"));
        HttpResponse<String> done = form("/integrations/assetverify/enrollment-widget/complete", form);
        if (done.statusCode() != 200) {
            throw new IllegalStateException("enrollment answered " + done.statusCode() + ": " + done.body());
        }
    }

    /** The attributes of order {@code id}, read as a client reads it. */
    public JsonNode attributes(String id) {
        HttpResponse<String> r = call("GET", ORDERS + "/" + id, orderBody(""));
        if (r.statusCode() != 200) {
            throw new IllegalStateException("reading " + id + " answered " + r.statusCode() + ": " + r.body());
        }
        return json(r).get("data").get("attributes");
    }

    /**
     * The address a {@code --sandbox-server} process prints ("Sandbox listening on URL"), once it does; its output is
     * read to the end by a daemon thread, so that the process never blocks on a full pipe. Completes exceptionally
     * when the process ends first.
     */
    public static CompletableFuture<URI> listening(Process p) {
        CompletableFuture<URI> url = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(),
                    StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    if (line.startsWith("Sandbox listening on ")) {
                        url.complete(URI.create(line.substring("Sandbox listening on ".length()).strip()
                                .split("\\s+")[0]));
                    }
                }
                url.completeExceptionally(new IOException("the sandbox ended before it listened"));
            } catch (IOException e) {
                url.completeExceptionally(e);
            }
        }, "sandbox-output-" + p.pid());
        reader.setDaemon(true);
        reader.start();
        return url;
    }

    /** Polls until {@code condition} holds or the deadline passes. */
    public static void await(Duration timeout, BooleanSupplier condition) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("condition not met within " + timeout);
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }
}
