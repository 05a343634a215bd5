package io.assetdesk.sandbox;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.json.JsonMapper;

/** What the sandbox answers to one request: bytes, a chunked JSON body, a delayed answer, or no answer at all. */
final class Reply {
    static final String JSON = "application/json; charset=utf-8";
    static final String HTML = "text/html; charset=utf-8";

    final int status;
    final String contentType;
    final byte[] body;
    final ChunkedBytes chunks;
    final Map<String, String> headers = new LinkedHashMap<>();
    /** Close the connection without answering (training switch {@code Lost}). */
    final boolean lost;
    final Duration delay;
    final Supplier<Reply> later;

    private Reply(int status, String contentType, byte[] body, ChunkedBytes chunks, boolean lost,
                  Duration delay, Supplier<Reply> later) {
        this.status = status;
        this.contentType = contentType;
        this.body = body;
        this.chunks = chunks;
        this.lost = lost;
        this.delay = delay;
        this.later = later;
    }

    /** A JSON:API error object. {@code pointer} "" means the whole request. */
    record ApiError(int status, String code, String title, String detail, String pointer) {
    }

    static Reply json(int status, JsonMapper mapper, Consumer<JsonGenerator> writer) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(1024);
        try (JsonGenerator g = mapper.createGenerator(out)) {
            writer.accept(g);
        }
        return new Reply(status, JSON, out.toByteArray(), null, false, null, null);
    }

    /** A large JSON body held in chunks (the order list). */
    static Reply chunked(int status, ChunkedBytes body) {
        return new Reply(status, JSON, null, body, false, null, null);
    }

    static Reply html(int status, String html) {
        return new Reply(status, HTML, html.getBytes(StandardCharsets.UTF_8), null, false, null, null);
    }

    static Reply lost() {
        return new Reply(0, null, null, null, true, null, null);
    }

    static Reply delayed(Duration delay, Supplier<Reply> later) {
        return new Reply(0, null, null, null, false, delay, later);
    }

    static Reply errors(JsonMapper mapper, List<ApiError> errors) {
        int status = errors.get(0).status();
        return json(status, mapper, g -> {
            g.writeStartObject();
            g.writeName("errors");
            g.writeStartArray();
            for (ApiError e : errors) {
                g.writeStartObject();
                g.writeStringProperty("status", Integer.toString(e.status()));
                g.writeStringProperty("code", e.code());
                g.writeStringProperty("title", e.title());
                g.writeStringProperty("detail", e.detail());
                g.writeName("source");
                g.writeStartObject();
                g.writeStringProperty("pointer", e.pointer() == null ? "" : e.pointer());
                g.writeEndObject();
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        });
    }

    static Reply error(JsonMapper mapper, int status, String code, String title, String detail, String pointer) {
        return errors(mapper, List.of(new ApiError(status, code, title, detail, pointer)));
    }

    Reply header(String name, String value) {
        headers.put(name, value);
        return this;
    }
}
