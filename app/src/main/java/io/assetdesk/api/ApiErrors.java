package io.assetdesk.api;

import java.net.http.HttpHeaders;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Turns an answer with an error status into one {@link ApiException}: kind from the status, a short message that
 * starts with the status and reason phrase, field messages, request id, Retry-After and a scrubbed body excerpt.
 * Body shapes are tried in the order of the field notes: a JSON:API {@code errors} array, the provider's
 * {@code {"general": [...], "properties": [...]}}, a plain {@code {"error"|"message": ...}}, then the raw text (HTML
 * reduced to its title or its text).
 *
 * <p>Size (over 400 lines, on purpose): one reader per error body shape the field notes name, tried in order; they
 * share the excerpt, scrubbing and status rules.
 */
final class ApiErrors {

    static final int EXCERPT_BYTES = 2048;
    private static final int SCAN_BYTES = 64 * 1024;
    private static final int DETAIL_CHARS = 300;

    static final List<String> REQUEST_ID_HEADERS = List.of("X-Request-Id", "X-Correlation-Id", "Request-Id",
            "X-Amzn-RequestId", "X-Amz-Request-Id", "X-Amz-Cf-Id", "X-Trace-Id", "Trace-Id", "CF-Ray",
            "X-B3-TraceId");

    private static final Map<Integer, String> REASONS = Map.ofEntries(
            Map.entry(200, "OK"), Map.entry(201, "Created"), Map.entry(202, "Accepted"),
            Map.entry(204, "No Content"), Map.entry(301, "Moved Permanently"), Map.entry(302, "Found"),
            Map.entry(303, "See Other"), Map.entry(304, "Not Modified"), Map.entry(307, "Temporary Redirect"),
            Map.entry(308, "Permanent Redirect"),
            Map.entry(400, "Bad Request"), Map.entry(401, "Unauthorized"), Map.entry(402, "Payment Required"),
            Map.entry(403, "Forbidden"), Map.entry(404, "Not Found"), Map.entry(405, "Method Not Allowed"),
            Map.entry(406, "Not Acceptable"), Map.entry(407, "Proxy Authentication Required"),
            Map.entry(408, "Request Timeout"), Map.entry(409, "Conflict"), Map.entry(410, "Gone"),
            Map.entry(411, "Length Required"), Map.entry(412, "Precondition Failed"),
            Map.entry(413, "Content Too Large"), Map.entry(414, "URI Too Long"),
            Map.entry(415, "Unsupported Media Type"), Map.entry(418, "I'm a teapot"),
            Map.entry(422, "Unprocessable Entity"), Map.entry(423, "Locked"), Map.entry(425, "Too Early"),
            Map.entry(428, "Precondition Required"), Map.entry(429, "Too Many Requests"),
            Map.entry(431, "Request Header Fields Too Large"), Map.entry(451, "Unavailable For Legal Reasons"),
            Map.entry(500, "Internal Server Error"), Map.entry(501, "Not Implemented"),
            Map.entry(502, "Bad Gateway"), Map.entry(503, "Service Unavailable"),
            Map.entry(504, "Gateway Timeout"), Map.entry(505, "HTTP Version Not Supported"),
            Map.entry(507, "Insufficient Storage"), Map.entry(508, "Loop Detected"),
            Map.entry(511, "Network Authentication Required"));

    private static final Pattern TITLE = Pattern.compile("<title[^>]*>(.*?)</title>",
            Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
    private static final Pattern DROP_BLOCKS = Pattern.compile("<(script|style|head)[^>]*>.*?</\\1\\s*>",
            Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
    private static final Pattern TAG = Pattern.compile("<[^>]*>");

    private final JsonMapper mapper;
    private final Scrubber scrubber;
    private final Clock clock;

    ApiErrors(JsonMapper mapper, Scrubber scrubber, Clock clock) {
        this.mapper = mapper;
        this.scrubber = scrubber;
        this.clock = clock;
    }

    static String statusLine(int status) {
        String reason = REASONS.get(status);
        if (reason == null) {
            reason = status >= 500 ? "Server Error" : status >= 400 ? "Client Error" : "HTTP Status";
        }
        return status + " " + reason;
    }

    static ApiException.Kind kindOf(int status) {
        if (status == 401 || status == 403) {
            return ApiException.Kind.UNAUTHORIZED;
        }
        if (status == 404) {
            return ApiException.Kind.NOT_FOUND;
        }
        if (status == 400 || status == 422) {
            return ApiException.Kind.INVALID_INPUT;
        }
        if (status == 429) {
            return ApiException.Kind.RATE_LIMITED;
        }
        if (status >= 500) {
            return ApiException.Kind.SERVER_ERROR;
        }
        if (status >= 400) {
            return ApiException.Kind.CLIENT_ERROR;
        }
        // 1xx/3xx that reach here were not followed: not a usable answer
        return ApiException.Kind.BAD_RESPONSE;
    }

    /** An error status answer. */
    ApiException fromStatus(int status, HttpHeaders headers, byte[] body) {
        String text = bodyText(body);
        List<FieldError> fields = new ArrayList<>();
        String detail = null;
        JsonNode json = parseJson(text);
        if (json != null) {
            detail = readJson(json, fields);
        }
        if (detail == null && fields.isEmpty() && text != null && !text.isBlank() && !looksLikeJson(text)) {
            detail = plainText(text);
        }
        String line = statusLine(status);
        if (detail != null) {
            detail = oneLine(scrubber.scrub(detail));
            if (onlyTheStatus(detail, status)) {
                detail = null;
            }
        }
        List<FieldError> scrubbedFields = new ArrayList<>(fields.size());
        for (FieldError f : fields) {
            scrubbedFields.add(new FieldError(scrubber.scrub(f.field()), oneLine(scrubber.scrub(f.message()))));
        }
        if (detail == null && !scrubbedFields.isEmpty()) {
            StringBuilder b = new StringBuilder();
            for (FieldError f : scrubbedFields) {
                if (b.length() > 0) {
                    b.append("; ");
                }
                b.append(f.field() == null ? "" : f.field() + ": ").append(f.message());
            }
            detail = b.toString();
        }
        String message = detail == null ? line : line + ": " + cut(detail, DETAIL_CHARS);
        Duration wait = retryAfter(headers);
        if (wait != null && (status == 429 || status == 503)
                && !message.toLowerCase(Locale.ROOT).contains("try again")) {
            message += " (" + tryAgainIn(wait) + ")";
        }
        return new ApiException(kindOf(status), status, message, scrubbedFields, requestId(headers), excerpt(text),
                wait, false, null);
    }

    /** "try again in 45 seconds", "try again in 2 minutes", "try again in about 3 hours" (rounded up). */
    static String tryAgainIn(Duration wait) {
        long seconds = Math.max(1, wait.toSeconds() + (wait.toNanosPart() > 0 ? 1 : 0));
        if (seconds < 90) {
            return "try again in " + seconds + (seconds == 1 ? " second" : " seconds");
        }
        long minutes = (seconds + 59) / 60;
        if (minutes < 90) {
            return "try again in " + minutes + " minutes";
        }
        return "try again in about " + (minutes + 59) / 60 + " hours";
    }

    /** A 2xx whose body is not the expected shape. */
    ApiException badResponse(int status, HttpHeaders headers, byte[] body, String problem) {
        String message = statusLine(status) + ": the service's answer could not be read (" + scrubber.scrub(problem)
                + ")";
        return new ApiException(ApiException.Kind.BAD_RESPONSE, status, message, List.of(), requestId(headers),
                excerpt(bodyText(body)), null, false, null);
    }

    // ---- body shapes -----------------------------------------------------------------------------------------

    /** Fills {@code fields}; returns a general message or null. */
    private String readJson(JsonNode json, List<FieldError> fields) {
        if (!json.isObject()) {
            return null;
        }
        List<String> general = new ArrayList<>();
        JsonNode errors = json.get("errors");
        if (errors != null && errors.isArray()) {
            for (JsonNode e : errors) {
                if (!e.isObject()) {
                    String s = text(e);
                    if (s != null) {
                        general.add(s);
                    }
                    continue;
                }
                String msg = firstText(e, "detail", "title", "message", "code");
                if (msg == null) {
                    continue;
                }
                String field = pointerField(e.path("source").path("pointer"));
                if (field == null) {
                    field = text(e.path("source").path("parameter"));
                }
                if (field != null) {
                    fields.add(new FieldError(field, msg));
                } else {
                    general.add(msg);
                }
            }
        } else if (errors != null && errors.isObject()) {
            // {"errors": {"email": ["..."]}}: a common Rails-like shape
            for (var entry : errors.properties()) {
                JsonNode v = entry.getValue();
                if (v.isArray()) {
                    for (JsonNode m : v) {
                        String s = text(m);
                        if (s != null) {
                            fields.add(new FieldError(entry.getKey(), s));
                        }
                    }
                } else if (text(v) != null) {
                    fields.add(new FieldError(entry.getKey(), text(v)));
                }
            }
        }
        JsonNode gen = json.get("general");
        if (gen != null) {
            if (gen.isArray()) {
                for (JsonNode g : gen) {
                    String s = text(g);
                    if (s != null) {
                        general.add(s);
                    }
                }
            } else if (text(gen) != null) {
                general.add(text(gen));
            }
        }
        JsonNode props = json.get("properties");
        if (props != null && props.isArray()) {
            for (JsonNode pr : props) {
                String msg = firstText(pr, "message", "detail");
                if (msg != null) {
                    fields.add(new FieldError(text(pr.get("property")), msg));
                }
            }
        }
        if (general.isEmpty() && fields.isEmpty()) {
            JsonNode err = json.get("error");
            if (err != null && err.isObject()) {
                String s = firstText(err, "message", "detail", "description", "title", "code");
                if (s != null) {
                    general.add(s);
                }
            } else if (text(err) != null) {
                String s = text(err);
                String description = text(json.get("error_description"));
                general.add(description != null ? s + " (" + description + ")" : s);
            }
            if (general.isEmpty()) {
                String s = firstText(json, "message", "detail", "title");
                if (s != null) {
                    general.add(s);
                }
            }
        }
        return general.isEmpty() ? null : String.join("; ", general);
    }

    /** "/data/attributes/email" or "/data/email" → "email"; null when there is no pointer. */
    static String pointerField(JsonNode pointer) {
        String p = text(pointer);
        if (p == null || p.isBlank()) {
            return null;
        }
        String s = p.strip();
        for (String prefix : List.of("/data/attributes/", "/data/", "/")) {
            if (s.startsWith(prefix) && s.length() > prefix.length()) {
                s = s.substring(prefix.length());
                break;
            }
        }
        if (s.equals("/data") || s.equals("/data/attributes") || s.isEmpty() || s.equals("/")) {
            return null;
        }
        // JSON Pointer escapes
        return s.replace("~1", "/").replace("~0", "~");
    }

    private static String firstText(JsonNode node, String... names) {
        for (String n : names) {
            String s = text(node.get(n));
            if (s != null) {
                return s;
            }
        }
        return null;
    }

    private static String text(JsonNode n) {
        if (n == null || n.isNull() || n.isMissingNode() || n.isContainer()) {
            return null;
        }
        String s = n.asString();
        return s == null || s.isBlank() ? null : s.strip();
    }

    private JsonNode parseJson(String text) {
        if (text == null || !looksLikeJson(text)) {
            return null;
        }
        try {
            return mapper.readTree(text);
        } catch (JacksonException e) {
            return null;
        }
    }

    private static boolean looksLikeJson(String text) {
        String s = text.stripLeading();
        return s.startsWith("{") || s.startsWith("[");
    }

    /** Raw text: an HTML page gives its title (or its text without tags). */
    private static String plainText(String text) {
        String s = text;
        if (s.indexOf('<') >= 0 && s.indexOf('>') > 0) {
            Matcher m = TITLE.matcher(s);
            if (m.find() && !m.group(1).isBlank()) {
                s = m.group(1);
            } else {
                s = TAG.matcher(DROP_BLOCKS.matcher(s).replaceAll(" ")).replaceAll(" ");
            }
            s = s.replace("&nbsp;", " ").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"")
                    .replace("&#39;", "'").replace("&amp;", "&");
        }
        return s;
    }

    /**
     * Whether a body's text says no more than its status ("Error 414 URI Too Long", "HTTP ERROR 414",
     * "414 Request-URI Too Long", "Not Found"): then the message says the status once, not twice or thrice.
     */
    static boolean onlyTheStatus(String detail, int status) {
        String words = bare(detail).replace("request uri", "uri").replace(" error ", " ").replace(" http ", " ")
                .replace(" " + status + " ", " ").strip();
        String reason = bare(statusLine(status).substring(4)).strip();
        return words.isEmpty() || words.equals(reason) || words.equals("error") || words.equals("http")
                || words.equals(reason.replace("content too large", "payload too large"))
                || words.equals(reason.replace("content too large", "request entity too large"));
    }

    /** Lower case letters and digits, one space between words and one at each end. */
    private static String bare(String s) {
        return " " + s.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", " ").strip() + " ";
    }

    private static String oneLine(String s) {
        return s == null ? null : s.replaceAll("\\s+", " ").strip();
    }

    private static String cut(String s, int max) {
        if (s.length() <= max) {
            return s;
        }
        int end = max - 1;
        if (Character.isHighSurrogate(s.charAt(end - 1))) {
            end--;
        }
        return s.substring(0, end) + "…";
    }

    // ---- headers and excerpt ---------------------------------------------------------------------------------

    /** The first {@value #SCAN_BYTES} bytes as text (enough for any message; the excerpt is cut from it). */
    private static String bodyText(byte[] body) {
        if (body == null || body.length == 0) {
            return null;
        }
        int n = Math.min(body.length, SCAN_BYTES);
        return new String(body, 0, n, StandardCharsets.UTF_8);
    }

    /** At most {@value #EXCERPT_BYTES} UTF-8 bytes of the scrubbed body, cut at a character boundary. */
    String excerpt(String text) {
        if (text == null || text.isEmpty()) {
            return null;
        }
        String s = scrubber.scrub(text);
        int bytes = 0;
        int i = 0;
        while (i < s.length()) {
            int cp = s.codePointAt(i);
            int len = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
            if (bytes + len > EXCERPT_BYTES) {
                break;
            }
            bytes += len;
            i += Character.charCount(cp);
        }
        return s.substring(0, i);
    }

    String requestId(HttpHeaders headers) {
        if (headers == null) {
            return null;
        }
        for (String h : REQUEST_ID_HEADERS) {
            var v = headers.firstValue(h);
            if (v.isPresent() && !v.get().isBlank()) {
                return cut(scrubber.scrub(v.get().strip()), 200);
            }
        }
        return null;
    }

    /** Retry-After as seconds or an HTTP-date; null when absent or unreadable; never negative. */
    Duration retryAfter(HttpHeaders headers) {
        if (headers == null) {
            return null;
        }
        var v = headers.firstValue("Retry-After");
        if (v.isEmpty() || v.get().isBlank()) {
            return null;
        }
        String s = v.get().strip();
        try {
            long seconds = Long.parseLong(s);
            return Duration.ofSeconds(Math.max(0, seconds));
        } catch (NumberFormatException e) {
            try {
                ZonedDateTime at = ZonedDateTime.parse(s, DateTimeFormatter.RFC_1123_DATE_TIME.withLocale(Locale.ROOT));
                Duration d = Duration.between(clock.instant(), at.toInstant());
                return d.isNegative() ? Duration.ZERO : d;
            } catch (DateTimeParseException e2) {
                return null;
            }
        }
    }
}
