package io.assetdesk.sandbox;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.json.JsonMapper;

/** What the sandbox answers to one request: bytes, a list assembled from parts, a delayed answer, or no answer. */
final class Reply {
    static final String JSON = "application/json; charset=utf-8";
    static final String HTML = "text/html; charset=utf-8";

    final int status;
    final String contentType;
    final byte[] body;
    /** A JSON list body {@code {"data":[part,part,...]}} assembled from already serialised parts; null otherwise. */
    final List<byte[]> listParts;
    final Map<String, String> headers = new LinkedHashMap<>();
    /** Close the connection without answering (training switch {@code Lost}). */
    final boolean lost;
    final Duration delay;
    final Supplier<Reply> later;

    private Reply(int status, String contentType, byte[] body, List<byte[]> listParts, boolean lost,
                  Duration delay, Supplier<Reply> later) {
        this.status = status;
        this.contentType = contentType;
        this.body = body;
        this.listParts = listParts;
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

    private static final byte[] LIST_START = "{\"data\":[".getBytes(StandardCharsets.UTF_8);
    private static final byte[] LIST_END = "]}".getBytes(StandardCharsets.UTF_8);

    /** {@code {"data":[...]}} of serialised resources: a large list is written out without being copied. */
    static Reply list(int status, List<byte[]> parts) {
        return new Reply(status, JSON, null, List.copyOf(parts), false, null, null);
    }

    long listLength() {
        long n = LIST_START.length + LIST_END.length + Math.max(0, listParts.size() - 1);
        for (byte[] p : listParts) {
            n += p.length;
        }
        return n;
    }

    void writeList(OutputStream out) throws IOException {
        out.write(LIST_START);
        for (int i = 0; i < listParts.size(); i++) {
            if (i > 0) {
                out.write(',');
            }
            out.write(listParts.get(i));
        }
        out.write(LIST_END);
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
