package io.assetdesk.sandbox;

import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The order endpoints of the sandbox's asset-verification integration (spec 4.2 to 4.4): the list (each order's entry
 * serialised once and kept until it changes), the single read, and the create with its validation and training
 * switches. {@link SandboxHandler} routes to them after its checks of path, method, token, body and credentials.
 */
final class OrderEndpoints {
    private static final Logger LOG = LoggerFactory.getLogger(OrderEndpoints.class);
    private static final Pattern EMAIL = Pattern.compile("[^@\\s]+@[^@\\s]+\\.[^@\\s.]+");
    private static final Pattern FOUR_DIGITS = Pattern.compile("[0-9]{4}");
    private static final int MAX_FIELD = 320;
    /** The longest phone number and employer name the sandbox keeps (its store's columns). */
    private static final int MAX_PHONE = 100;
    private static final int MAX_EMPLOYER = 400;

    private final JsonMapper mapper;
    private final OrderStore store;
    private final String baseUrl;
    /** Answers in the spec's dialect ({@link SandboxServer.Dialect#SPEC}). */
    private final boolean spec;

    OrderEndpoints(JsonMapper mapper, OrderStore store, String baseUrl, boolean spec) {
        this.mapper = mapper;
        this.store = store;
        this.baseUrl = baseUrl;
        this.spec = spec;
    }

    Reply list() {
        return Reply.list(200, listEntries());
    }

    /**
     * The serialised list entries, newest first. Each order keeps its entry until it changes or the day changes
     * (daysRemaining counts calendar days), so that a list of 100,000 orders is serialised once, and after a change
     * only the changed order is serialised again.
     */
    synchronized List<byte[]> listEntries() {
        long now = store.now();
        long day = Math.floorDiv(now, 86_400_000L);
        List<SandboxOrder> orders = store.newestFirst();
        List<byte[]> parts = new ArrayList<>(orders.size());
        EntryWriter writer = null;
        try {
            for (SandboxOrder o : orders) {
                SandboxOrder.ListEntry e = o.listEntry;
                int changes = o.changes;
                if (e == null || e.day() != day || e.changes() != changes) {
                    if (writer == null) {
                        writer = new EntryWriter();
                    }
                    e = new SandboxOrder.ListEntry(writer.entry(o, now), changes, day);
                    o.listEntry = e;
                }
                parts.add(e.json());
            }
        } finally {
            if (writer != null) {
                writer.close();
            }
        }
        return parts;
    }

    /** Serialises list entries one by one with one generator (the array's commas are cut off). */
    private final class EntryWriter implements AutoCloseable {
        private final ByteArrayOutputStream buffer = new ByteArrayOutputStream(1024);
        private final JsonGenerator g = mapper.createGenerator(buffer);

        EntryWriter() {
            g.writeStartArray();
            g.flush();
            buffer.reset();
        }

        byte[] entry(SandboxOrder o, long now) {
            OrderJson.write(g, o, OrderJson.Shape.LIST, baseUrl, now, spec);
            g.flush();
            byte[] b = buffer.toByteArray();
            buffer.reset();
            return b.length > 0 && b[0] == ',' ? Arrays.copyOfRange(b, 1, b.length) : b;
        }

        @Override
        public void close() {
            g.close();
        }
    }

    Reply get(String id) {
        SandboxOrder o = store.find(id);
        if (o == null) {
            return Reply.error(mapper, 404, "ORDER_NOT_FOUND", "Not Found", "There is no order with this id.", "");
        }
        long now = store.now();
        return Reply.json(200, mapper, g -> {
            g.writeStartObject();
            g.writeName("data");
            OrderJson.write(g, o, OrderJson.Shape.SINGLE, baseUrl, now, spec);
            g.writeEndObject();
        });
    }

    Reply create(JsonNode data) {
        List<Reply.ApiError> errors = new ArrayList<>();
        String firstName = required(data, "firstName", errors);
        String lastName = required(data, "lastName", errors);
        String email = required(data, "email", errors);
        String last4 = required(data, "last4SSN", errors);
        String reference = required(data, "referenceNumber", errors);
        String requestType = required(data, "requestType", errors);
        if (email != null && !EMAIL.matcher(email.strip()).matches()) {
            errors.add(invalid("email", "email must be an e-mail address such as name@example.com."));
        }
        if (last4 != null && !FOUR_DIGITS.matcher(last4).matches()) {
            errors.add(invalid("last4SSN", "last4SSN must be exactly four digits."));
        }
        if (requestType != null && !requestType.equals("lite") && !requestType.equals("full")) {
            errors.add(invalid("requestType", "requestType must be lite or full."));
        }
        String returnUrl = url(data, "returnUrl", errors);
        String notificationUrl = url(data, "notificationUrl", errors);
        String phone = optional(data, "phoneNumber", MAX_PHONE, errors);
        String employer = optional(data, "employerName", MAX_EMPLOYER, errors);
        optional(data, "status", MAX_FIELD, errors);
        String monitoring = optional(data, "accountMonitoring", MAX_FIELD, errors);
        optional(data, "expectedAccounts", MAX_FIELD, errors);
        if (!errors.isEmpty()) {
            return Reply.errors(mapper, errors);
        }
        String training = lastName.strip().toLowerCase(Locale.ROOT);
        switch (training) {
            case "error500" -> {
                return Reply.error(mapper, 500, "INTERNAL_ERROR", "Internal Server Error",
                        "The provider failed while creating the order (training switch Error500).", "");
            }
            case "ratelimit" -> {
                return Reply.error(mapper, 429, "RATE_LIMITED", "Too Many Requests",
                        "Too many requests; try again in 2 seconds (training switch RateLimit).", "")
                        .header("Retry-After", "2");
            }
            case "invalid" -> {
                return Reply.json(422, mapper, g -> {
                    g.writeStartObject();
                    g.writeName("general");
                    g.writeStartArray();
                    g.writeString("The order could not be created (training switch Invalid).");
                    g.writeEndArray();
                    g.writeName("properties");
                    g.writeStartArray();
                    g.writeStartObject();
                    g.writeStringProperty("property", "email");
                    g.writeStringProperty("message", "The provider does not accept this e-mail address.");
                    g.writeEndObject();
                    g.writeStartObject();
                    g.writeStringProperty("property", "lastName");
                    g.writeStringProperty("message", "The provider could not verify this last name.");
                    g.writeEndObject();
                    g.writeEndArray();
                    g.writeEndObject();
                });
            }
            default -> {
            }
        }
        SandboxOrder o = store.create(new OrderStore.NewOrder(email.strip(), firstName.strip(), lastName.strip(), last4,
                reference.strip(), requestType.equals("full"), returnUrl, notificationUrl, phone, employer,
                        monitoring));
        LOG.info("Sandbox: order {} created", o.id);
        long now = store.now();
        Reply created = Reply.json(201, mapper, g -> {
            g.writeStartObject();
            g.writeName("data");
            OrderJson.write(g, o, OrderJson.Shape.CREATE, baseUrl, now, spec);
            g.writeEndObject();
        }).header("Location", SandboxHandler.ORDERS + "/" + o.id);
        return switch (training) {
            case "slow" -> Reply.delayed(Duration.ofSeconds(5), () -> created);
            case "lost" -> Reply.lost();
            default -> created;
        };
    }

    private static Reply.ApiError invalid(String field, String detail) {
        return new Reply.ApiError(422, "INVALID_FIELD", "Unprocessable Entity", detail, "/data/" + field);
    }

    private static String required(JsonNode data, String field, List<Reply.ApiError> errors) {
        JsonNode n = data.get(field);
        if (n == null || n.isNull()) {
            errors.add(new Reply.ApiError(422, "MISSING_FIELD", "Unprocessable Entity", field + " is required.",
                    "/data/" + field));
            return null;
        }
        if (!n.isString()) {
            errors.add(invalid(field, field + " must be a string."));
            return null;
        }
        String s = n.stringValue();
        if (s.isBlank()) {
            errors.add(new Reply.ApiError(422, "MISSING_FIELD", "Unprocessable Entity", field + " must not be blank.",
                    "/data/" + field));
            return null;
        }
        if (s.length() > MAX_FIELD) {
            errors.add(invalid(field, field + " is longer than " + MAX_FIELD + " characters."));
            return null;
        }
        return s;
    }

    /** An optional text of at most {@code max} characters (what the sandbox keeps; a 422 naming it past that). */
    private static String optional(JsonNode data, String field, int max, List<Reply.ApiError> errors) {
        JsonNode n = data.get(field);
        if (n == null || n.isNull()) {
            return null;
        }
        if (!n.isString()) {
            errors.add(invalid(field, field + " must be a string or null."));
            return null;
        }
        String s = n.stringValue().strip();
        if (s.length() > max) {
            errors.add(invalid(field, field + " is longer than " + max + " characters."));
            return null;
        }
        return s.isEmpty() ? null : s;
    }

    private static String url(JsonNode data, String field, List<Reply.ApiError> errors) {
        JsonNode n = data.get(field);
        if (n == null || n.isNull()) {
            return null;
        }
        String s = n.isString() ? n.stringValue().strip() : null;
        try {
            URI u = s == null || s.isEmpty() || s.length() > 2000 ? null : new URI(s);
            if (u != null && u.isAbsolute() && u.getHost() != null
                    && ("http".equalsIgnoreCase(u.getScheme()) || "https".equalsIgnoreCase(u.getScheme()))) {
                return s;
            }
        } catch (URISyntaxException e) {
            // falls through to the error below
        }
        errors.add(invalid(field, field + " must be an absolute http or https URL."));
        return null;
    }

    // ---- plumbing ----
}
