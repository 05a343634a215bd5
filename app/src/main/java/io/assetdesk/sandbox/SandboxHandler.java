package io.assetdesk.sandbox;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.core.JacksonException;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Every route of the sandbox: the four API endpoints (spec 4.1-4.4) and the portal pages (4.5).
 *
 * <p>Size (over 400 lines, on purpose): the API's request rules (token, body, credentials, data) and each endpoint's
 * validation, which follow the specification section by section and read best in its order. The portal's pages are
 * {@link Portal}'s, the orders' storage {@link OrderStore}'s, the reports {@link Reports}'.
 */
final class SandboxHandler {
    private static final Logger LOG = LoggerFactory.getLogger(SandboxHandler.class);

    static final String API = "/api/v1/integrations";
    static final String ACCOUNTS = API + "/banklink/accounts";
    static final String ORDERS = API + "/assetverify/orders";
    static final String PORTAL = "/integrations/assetverify";
    static final String WIDGET = PORTAL + "/enrollment-widget";
    static final String SIGN_IN = WIDGET + "/sign-in";
    static final String COMPLETE = WIDGET + "/complete";
    static final String ABOUT_BANK = PORTAL + "/about-bank";
    static final String LOGIN = PORTAL + "/login";

    static final int MAX_BODY = 1 << 20;

    private final JsonMapper mapper;
    private final OrderStore store;
    private final BankLink bankLink;
    private final ScheduledExecutorService scheduler;
    private final Postbacks postbacks;
    private final Duration reportDelay;
    /** Answers in the spec's dialect ({@link SandboxServer.Dialect#SPEC}). */
    private final boolean spec;
    private final String baseUrl;
    private final SecureRandom random = new SecureRandom();
    private final Portal portal;
    /** The order endpoints (list, read, create) of the asset-verification integration. */
    private final OrderEndpoints orders;

    SandboxHandler(JsonMapper mapper, OrderStore store, BankLink bankLink, ScheduledExecutorService scheduler,
                   Postbacks postbacks, Duration reportDelay, String baseUrl, SandboxServer.Dialect dialect) {
        this.mapper = mapper;
        this.store = store;
        this.bankLink = bankLink;
        this.scheduler = scheduler;
        this.postbacks = postbacks;
        this.reportDelay = reportDelay;
        this.baseUrl = baseUrl;
        this.spec = dialect == SandboxServer.Dialect.SPEC;
        this.portal = new Portal(mapper, store, scheduler, postbacks, reportDelay);
        this.orders = new OrderEndpoints(mapper, store, baseUrl, spec);
    }

    /** The serialised list entries (see {@link OrderEndpoints#listEntries()}). */
    List<byte[]> listEntries() {
        return orders.listEntries();
    }

    /** After a restart on kept data: see {@link Portal#resumePendingReports()}. */
    void resumePendingReports() {
        portal.resumePendingReports();
    }

    /** Answers one request (on a server thread; a Slow answer comes later from the scheduler). */
    void handle(Exchange ex) {
        byte[] id = new byte[8];
        random.nextBytes(id);
        String requestId = "sbx-" + HexFormat.of().formatHex(id);
        ex.setHeader("X-Request-Id", requestId);
        Reply reply;
        try {
            reply = route(ex);
        } catch (IOException e) {
            // the client went away or stalled past the time limit while its request was read: nothing to answer
            LOG.info("Sandbox: {} {} ended before its request arrived whole (request {}): {}", ex.method(),
                    ex.path(), requestId, e.getClass().getSimpleName());
            ex.abort();
            return;
        } catch (RuntimeException | Error e) {
            LOG.error("Sandbox: unexpected failure on {} {} (request {})", ex.method(), ex.path(), requestId, e);
            reply = Reply.error(mapper, 500, "INTERNAL_ERROR", "Internal Server Error",
                    "The sandbox failed unexpectedly; request id " + requestId + ".", "");
        }
        deliver(ex, reply, requestId);
    }

    private void deliver(Exchange ex, Reply reply, String requestId) {
        if (reply.delay != null) {
            try {
                scheduler.schedule(() -> deliver(ex, reply.later.get(), requestId), reply.delay.toMillis(),
                        TimeUnit.MILLISECONDS);
            } catch (RejectedExecutionException e) {
                ex.abort();
            }
            return;
        }
        if (reply.lost) {
            LOG.info("Sandbox: closing request {} without an answer (training switch Lost)", requestId);
            ex.abort();
            return;
        }
        try {
            reply.headers.forEach(ex::setHeader);
            ex.setHeader("Content-Type", reply.contentType);
            ex.setHeader("Cache-Control", "no-store");
            boolean head = "HEAD".equals(ex.method());
            if (reply.body != null) {
                OutputStream out = ex.respond(reply.status, head || reply.body.length == 0 ? -1 : reply.body.length);
                if (out != null) {
                    out.write(reply.body);
                }
            } else {
                OutputStream out = ex.respond(reply.status, head ? -1 : reply.listLength());
                if (out != null) {
                    OutputStream buffered = new BufferedOutputStream(out, 1 << 16);
                    reply.writeList(buffered);
                    buffered.flush();
                }
            }
        } catch (IOException | JacksonException e) {
            LOG.debug("Sandbox: could not answer request {}: {}", requestId, e.toString());
        } finally {
            ex.end();
        }
    }

    private Reply route(Exchange ex) throws IOException {
        String method = ex.method();
        String path = ex.path();
        if (path.equals(ACCOUNTS)) {
            return method.equals("GET") ? api(ex, Integration.BANKLINK, this::listAccounts) : notAllowed("GET");
        }
        if (path.equals(ORDERS)) {
            return switch (method) {
                case "GET" -> api(ex, Integration.ASSETVERIFY, data -> orders.list());
                case "POST" -> api(ex, Integration.ASSETVERIFY, orders::create);
                default -> notAllowed("GET, POST");
            };
        }
        if (path.startsWith(ORDERS + "/")) {
            String id = path.substring(ORDERS.length() + 1);
            if (id.isEmpty() || id.contains("/")) {
                return notFound();
            }
            return method.equals("GET") ? api(ex, Integration.ASSETVERIFY, data -> orders.get(id)) : notAllowed("GET");
        }
        if (path.equals(WIDGET)) {
            return method.equals("GET") || method.equals("HEAD") ? portal.widgetPage(ex) : notAllowed("GET");
        }
        if (path.equals(SIGN_IN)) {
            return method.equals("POST") ? portal.signIn(form(ex)) : notAllowed("POST");
        }
        if (path.equals(COMPLETE)) {
            return method.equals("POST") ? portal.complete(form(ex)) : notAllowed("POST");
        }
        if (path.equals(ABOUT_BANK)) {
            return method.equals("GET") ? Reply.html(200, EnrollmentPage.aboutBank(query(ex).get("bank")))
                    : notAllowed("GET");
        }
        if (path.equals(LOGIN)) {
            return method.equals("GET") ? portal.loginPage(ex) : notAllowed("GET");
        }
        if (path.equals("/")) {
            return method.equals("GET") ? Reply.html(200, EnrollmentPage.index(baseUrl)) : notAllowed("GET");
        }
        return notFound();
    }

    // ---- request rules of the API ----

    enum Integration {
        BANKLINK("client_id", "secret", SandboxServer.BANKLINK_CLIENT_ID, SandboxServer.BANKLINK_SECRET, "banklink"),
        ASSETVERIFY("username", "password", SandboxServer.ASSETVERIFY_USERNAME, SandboxServer.ASSETVERIFY_PASSWORD,
                "assetverify");

        final String userField;
        final String secretField;
        final String user;
        final String secret;
        final String label;

        Integration(String userField, String secretField, String user, String secret, String label) {
            this.userField = userField;
            this.secretField = secretField;
            this.user = user;
            this.secret = secret;
            this.label = label;
        }
    }

    private interface Endpoint {
        Reply handle(JsonNode data);
    }

    /** The rules every API call obeys: Bearer token, well-formed JSON object, credentials at top level, data object. */
    private Reply api(Exchange ex, Integration integration, Endpoint endpoint) throws IOException {
        byte[] body = readBody(ex);
        String auth = ex.header("Authorization");
        if (auth == null || auth.isBlank()) {
            return Reply.error(mapper, 401, "MISSING_ACCESS_TOKEN", "Unauthorized",
                    "The Authorization header is missing; send Authorization: Bearer <access token>.", "")
                    .header("WWW-Authenticate", "Bearer realm=\"sandbox\"");
        }
        if (!auth.regionMatches(true, 0, "Bearer ", 0, 7)
                || !constantTimeEquals(auth.substring(7).strip(), SandboxServer.ACCESS_TOKEN)) {
            return Reply.error(mapper, 401, "INVALID_ACCESS_TOKEN", "Unauthorized",
                    "The access token was not accepted.", "")
                    .header("WWW-Authenticate", "Bearer realm=\"sandbox\", error=\"invalid_token\"");
        }
        if (body == null) {
            return Reply.error(mapper, 413, "BODY_TOO_LARGE", "Payload Too Large",
                    "The request body is larger than 1 MiB.", "");
        }
        if (body.length == 0) {
            return Reply.error(mapper, 400, "MISSING_BODY", "Bad Request",
                    "Every call carries a JSON body with the " + integration.label
                            + " credentials at top level and a data object, even GET.", "");
        }
        JsonNode root;
        try {
            root = mapper.readTree(body);
        } catch (JacksonException e) {
            TokenStreamLocation at = e.getLocation();
            String where = at == null ? "" : " (line " + at.getLineNr() + ", column " + at.getColumnNr() + ")";
            return Reply.error(mapper, 400, "MALFORMED_JSON", "Bad Request",
                    "The request body is not well-formed JSON" + where + ".", "");
        }
        if (root == null || !root.isObject()) {
            return Reply.error(mapper, 400, "BODY_NOT_OBJECT", "Bad Request",
                    "The request body must be a JSON object with credentials and a data member.", "");
        }
        JsonNode data = root.get("data");
        String user = text(root.get(integration.userField));
        String secret = text(root.get(integration.secretField));
        if (user == null || secret == null || user.isBlank() || secret.isBlank()) {
            boolean nested = data != null && data.isObject()
                    && (data.has(integration.userField) || data.has(integration.secretField));
            String field = user == null || user.isBlank() ? integration.userField : integration.secretField;
            return Reply.error(mapper, 400, "MISSING_CREDENTIALS", "Bad Request",
                    nested ? "The " + integration.label
                            + " credentials belong at the top level of the body, next to data, not inside it."
                            : "The " + integration.label + " credentials (" + integration.userField + ", "
                            + integration.secretField + ") are required at the top level of the body.",
                    "/" + field);
        }
        if (!constantTimeEquals(user, integration.user) | !constantTimeEquals(secret, integration.secret)) {
            return Reply.error(mapper, 401, "INVALID_CREDENTIALS", "Unauthorized",
                    "The " + integration.label + " credentials were not accepted.", "");
        }
        if (data == null || data.isNull() || data.isMissingNode()) {
            return Reply.error(mapper, 400, "MISSING_DATA", "Bad Request",
                    "The body needs a data member (an object, empty when the call takes no input).", "/data");
        }
        if (!data.isObject()) {
            return Reply.error(mapper, 400, "DATA_NOT_OBJECT", "Bad Request", "data must be a JSON object.", "/data");
        }
        return endpoint.handle(data);
    }

    private Reply listAccounts(JsonNode data) {
        JsonNode tokenNode = data.get("public_token");
        String token = text(tokenNode);
        if (token == null || token.isBlank()) {
            return Reply.error(mapper, 422, "MISSING_PUBLIC_TOKEN", "Unprocessable Entity",
                    tokenNode != null && !tokenNode.isNull() && !tokenNode.isString() ? "public_token must be a string."
                            : "public_token is required.", "/data/public_token");
        }
        return switch (bankLink.redeem(token)) {
            case OK -> Reply.json(200, mapper, g -> {
                g.writeStartObject();
                g.writeName("data");
                BankLink.writeAccounts(g, token);
                g.writeEndObject();
            });
            case USED -> Reply.error(mapper, 400, "PUBLIC_TOKEN_USED", "Bad Request",
                    "This public token has already been exchanged; a public token works once. "
                            + "Ask the borrower to link the bank again for a new one.", "/data/public_token");
            case EXPIRED -> Reply.error(mapper, 400, "PUBLIC_TOKEN_EXPIRED", "Bad Request",
                    "This public token has expired (tokens last about 30 minutes). "
                            + "Ask the borrower to link the bank again for a new one.", "/data/public_token");
            case INVALID -> Reply.error(mapper, 400, "INVALID_PUBLIC_TOKEN", "Bad Request",
                    "This is not a valid public token. Sandbox tokens look like public-sandbox-<anything>.",
                    "/data/public_token");
        };
    }

    private Reply notAllowed(String allow) {
        return Reply.error(mapper, 405, "METHOD_NOT_ALLOWED", "Method Not Allowed",
                "This path accepts " + allow + " only.", "").header("Allow", allow);
    }

    private Reply notFound() {
        return Reply.error(mapper, 404, "NOT_FOUND", "Not Found", "There is nothing at this path.", "");
    }

    /** The body, or null when it exceeds {@link #MAX_BODY}. */
    private static byte[] readBody(Exchange ex) throws IOException {
        try {
            byte[] b = ex.body();
            return b.length > MAX_BODY ? null : b;
        } catch (Exchange.TooLarge e) {
            return null;
        }
    }

    private Map<String, List<String>> form(Exchange ex) throws IOException {
        byte[] body = readBody(ex);
        Map<String, List<String>> out = new LinkedHashMap<>();
        if (body == null || body.length == 0) {
            return out;
        }
        String type = ex.header("Content-Type");
        if (type != null && type.toLowerCase(Locale.ROOT).startsWith("application/json")) {
            try {
                JsonNode root = mapper.readTree(body);
                if (root != null && root.isObject()) {
                    for (Map.Entry<String, JsonNode> e : root.properties()) {
                        List<String> values = new ArrayList<>();
                        if (e.getValue().isArray()) {
                            e.getValue().forEach(v -> values.add(v.asString()));
                        } else {
                            values.add(e.getValue().asString());
                        }
                        out.put(e.getKey(), values);
                    }
                }
            } catch (JacksonException e) {
                // an unreadable form is an empty form
            }
            return out;
        }
        parseQuery(new String(body, StandardCharsets.UTF_8), out);
        return out;
    }

    static Map<String, String> query(Exchange ex) {
        Map<String, List<String>> all = new LinkedHashMap<>();
        String raw = ex.rawQuery();
        if (raw != null) {
            parseQuery(raw, all);
        }
        Map<String, String> out = new LinkedHashMap<>();
        all.forEach((k, v) -> out.put(k, v.get(0)));
        return out;
    }

    private static void parseQuery(String raw, Map<String, List<String>> out) {
        for (String pair : raw.split("&")) {
            if (pair.isEmpty()) {
                continue;
            }
            int eq = pair.indexOf('=');
            try {
                String k = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
                String v = eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
                out.computeIfAbsent(k, x -> new ArrayList<>()).add(v);
            } catch (IllegalArgumentException e) {
                // a malformed escape: the pair is ignored
            }
        }
    }

    static String first(Map<String, List<String>> form, String key) {
        List<String> v = form.get(key);
        return v == null || v.isEmpty() ? null : v.get(0);
    }

    private static String text(JsonNode n) {
        return n != null && n.isString() ? n.stringValue() : null;
    }

    private static boolean constantTimeEquals(String a, String b) {
        return MessageDigest.isEqual(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
    }
}
