package io.assetdesk.api;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The one failure type of the integration client. {@link #getMessage()} is short, readable by a loan officer, starts
 * with the HTTP status when there was one (e.g. "401 Unauthorized: Invalid access token"), and never holds a
 * credential, token or secret.
 */
public final class ApiException extends RuntimeException {

    public enum Kind {
        /** 401 or 403: the access token or the provider credentials were refused. */
        UNAUTHORIZED,
        /** 404. */
        NOT_FOUND,
        /** 400 or 422; see {@link #fieldErrors()}. */
        INVALID_INPUT,
        /** 429; see {@link #retryAfter()}. */
        RATE_LIMITED,
        /** 5xx. */
        SERVER_ERROR,
        /** Any other 4xx (405, 409, 410, ...). */
        CLIENT_ERROR,
        /** Connect failure, time-out, reset: no usable answer came. See {@link #requestMaySeenByServer()}. */
        NETWORK,
        /** A 2xx whose body is not the expected JSON shape. */
        BAD_RESPONSE,
        /** An answer larger than the console reads; it was not read, and asking again would not change it. */
        TOO_LARGE,
        /** The connection lacks what the call needs (e.g. no assetverify credentials). No request was sent. */
        NOT_CONFIGURED
    }

    private final Kind kind;
    private final Integer status;
    private final List<FieldError> fieldErrors;
    private final String requestId;
    private final String bodyExcerpt;
    private final Duration retryAfter;
    private final boolean requestMaySeenByServer;

    public ApiException(Kind kind, Integer status, String message, List<FieldError> fieldErrors, String requestId,
                        String bodyExcerpt, Duration retryAfter, boolean requestMaySeenByServer, Throwable cause) {
        super(message, cause);
        this.kind = kind;
        this.status = status;
        this.fieldErrors = fieldErrors == null ? List.of() : List.copyOf(fieldErrors);
        this.requestId = requestId;
        this.bodyExcerpt = bodyExcerpt;
        this.retryAfter = retryAfter;
        this.requestMaySeenByServer = requestMaySeenByServer;
    }

    public Kind kind() {
        return kind;
    }

    /**
     * The same failure, its message counting the {@code tries} made before giving up and the whole wait ("No answer
     * from the service within 30 s, at each of 3 tries (96 s in all); try again"), so that a person knows the wait
     * was not one try's.
     */
    ApiException afterTries(int tries, Duration waited) {
        if (tries < 2 || kind != Kind.NETWORK || getMessage() == null) {
            return this; // a service's own answer says what it says, each time
        }
        String m = getMessage();
        String each = ", at each of " + tries + " tries (" + inWords(waited) + " in all)";
        String counted = m.endsWith("; try again") ? m.substring(0, m.length() - "; try again".length())
                + each + "; try again" : m + each;
        ApiException e = new ApiException(kind, status, counted, fieldErrors, requestId, bodyExcerpt, retryAfter,
                requestMaySeenByServer, getCause());
        e.setStackTrace(getStackTrace());
        return e;
    }

    /** "96 s", "2 min 5 s": whole seconds, rounded to the nearest. */
    static String inWords(Duration d) {
        long s = Math.round(d.toMillis() / 1000.0);
        return s < 120 ? s + " s" : s / 60 + " min" + (s % 60 == 0 ? "" : " " + s % 60 + " s");
    }

    /** The HTTP status, when an answer came. */
    public Optional<Integer> status() {
        return Optional.ofNullable(status);
    }

    /**
     * Field-level messages (from a JSON:API errors array or the provider's properties list); general ones have a null
     * field.
     */
    public List<FieldError> fieldErrors() {
        return fieldErrors;
    }

    /** A request id from the response headers (X-Request-Id and the like), for support. */
    public Optional<String> requestId() {
        return Optional.ofNullable(requestId);
    }

    /** At most 2 KB of the response body, for support. */
    public Optional<String> bodyExcerpt() {
        return Optional.ofNullable(bodyExcerpt);
    }

    /** The server's Retry-After, when it sent one. */
    public Optional<Duration> retryAfter() {
        return Optional.ofNullable(retryAfter);
    }

    /**
     * True when the request may have reached the server although no answer came (a time-out or reset after sending):
     * a POST may then have created the order. False for connect failures and for every answer with a status.
     */
    public boolean requestMaySeenByServer() {
        return requestMaySeenByServer;
    }

    /**
     * True when no connection to the service could be made (connect failure or time-out, unknown host, TLS set-up):
     * the request never left, and the network or the base URL is what to check.
     */
    public boolean noConnectionMade() {
        return kind == Kind.NETWORK && !requestMaySeenByServer;
    }

    /**
     * True when the service answered well but its order list is larger than this workstation's memory holds: the
     * connection works; the list cannot be shown here.
     */
    public boolean workstationFull() {
        return kind == Kind.TOO_LARGE && getCause() instanceof OrderListReader.TooMany;
    }

    @Override
    public String toString() {
        return "ApiException[" + kind + (status == null ? "" : " " + status) + "]: " + getMessage();
    }
}
