package io.assetdesk.sandbox;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.util.HexFormat;
import java.util.Locale;
import java.util.concurrent.CompletionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadLocalRandom;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.io.QuietException;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.BufferUtil;
import org.eclipse.jetty.util.Callback;
import tools.jackson.databind.json.JsonMapper;

/**
 * The sandbox on Jetty's core API (no servlets): every request goes to the {@link SandboxHandler} through an
 * {@link Exchange}; every error Jetty answers itself (a malformed request line, a bad percent-escape in the path, a
 * header too large) gets the sandbox's JSON:API error body instead of Jetty's HTML page.
 */
final class JettyBridge {
    private JettyBridge() {
    }

    /**
     * The handler that hands each request to the sandbox once its body has arrived whole. The body is read without
     * holding a thread (Jetty calls back as its bytes come), so clients that stall half-way through their upload hold
     * no request thread and cannot starve the others; they are closed by the idle time-out. A body over
     * {@code maxBody} bytes stops being read at its limit (the sandbox answers 413).
     */
    static Handler handler(SandboxHandler sandbox, int maxBody) {
        return new Handler.Abstract.NonBlocking() {
            @Override
            public boolean handle(Request request, Response response, Callback callback) {
                Content.Source.asByteArrayAsync(request, maxBody + 1).whenComplete((body, error) -> {
                    try {
                        request.getComponents().getExecutor().execute(() -> sandbox.handle(
                                new JettyExchange(request, response, callback, body, error)));
                    } catch (RejectedExecutionException stopping) {
                        callback.failed(stopping); // the server is stopping: the request ends now, not at a time-out
                    }
                });
                return true;
            }
        };
    }

    /** The error handler: Jetty's own refusals as JSON:API errors, with a request id like every answer. */
    static Request.Handler errors(JsonMapper mapper) {
        return (request, response, callback) -> {
            int status = response.getStatus() < 400 ? 500 : response.getStatus();
            Object message = request.getAttribute(ErrorHandler.ERROR_MESSAGE);
            String reason = HttpStatus.getMessage(status);
            String detail = status == 400
                    ? "The request could not be read" + (message == null ? "" : ": " + message)
                    + ". Check the path (percent-escapes such as %zz are not valid), the headers and the body."
                    : reason + (message == null ? "" : ": " + message);
            Reply reply = Reply.error(mapper, status, reason.toUpperCase(Locale.ROOT).replace(' ', '_'),
                    reason, detail, "");
            byte[] id = new byte[8];
            ThreadLocalRandom.current().nextBytes(id);
            response.getHeaders().put("X-Request-Id", "sbx-" + HexFormat.of().formatHex(id));
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, reply.contentType);
            response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
            response.write(true, ByteBuffer.wrap(reply.body), callback);
            return true;
        };
    }

    private static final class JettyExchange implements Exchange {
        private final Request request;
        private final Response response;
        private final Callback callback;
        /** The body read whole, or null with {@code bodyError} when it could not be (too large, client gone). */
        private final byte[] body;
        private final Throwable bodyError;
        private OutputStream out;
        private boolean responded;
        private boolean finished;

        JettyExchange(Request request, Response response, Callback callback, byte[] body, Throwable bodyError) {
            this.request = request;
            this.response = response;
            this.callback = callback;
            this.body = body;
            this.bodyError = bodyError;
        }

        @Override
        public String method() {
            return request.getMethod();
        }

        @Override
        public String path() {
            return request.getHttpURI().getDecodedPath();
        }

        @Override
        public String rawQuery() {
            return request.getHttpURI().getQuery();
        }

        @Override
        public String header(String name) {
            return request.getHeaders().get(name);
        }

        @Override
        public byte[] body() throws IOException {
            if (body != null) {
                return body;
            }
            Throwable cause = bodyError instanceof CompletionException c && c.getCause() != null
                    ? c.getCause() : bodyError;
            if (cause instanceof IOException io) {
                throw io; // the client went away or stalled past the idle time-out
            }
            if (cause instanceof IllegalStateException) {
                throw new Exchange.TooLarge(); // Jetty's reader stops at the limit with this
            }
            // a malformed body (a bad chunk...) or a time-out: the request did not arrive whole
            throw new IOException("the request body could not be read: " + cause.getClass().getSimpleName());
        }

        @Override
        public void setHeader(String name, String value) {
            response.getHeaders().put(name, value);
        }

        @Override
        public OutputStream respond(int status, long length) {
            responded = true;
            response.setStatus(status);
            response.getHeaders().put(HttpHeader.CONTENT_LENGTH, Math.max(0, length));
            if (length < 0) {
                return null;
            }
            out = Content.Sink.asOutputStream(response);
            return out;
        }

        @Override
        public synchronized void end() {
            if (finished) {
                return;
            }
            finished = true;
            if (out != null) {
                try {
                    out.close(); // the last write of the answer
                } catch (IOException e) {
                    callback.failed(e);
                    return;
                }
                callback.succeeded();
            } else if (responded) {
                response.write(true, BufferUtil.EMPTY_BUFFER, callback);
            } else {
                abort();
            }
        }

        @Override
        public synchronized void abort() {
            finished = true;
            request.getConnectionMetaData().getConnection().getEndPoint().close();
            callback.failed(new ClosedWithoutAnswer()); // quiet: the sandbox logged why in its own line
        }
    }

    /** The sandbox closed a connection on purpose (Lost, or the client went away): Jetty logs nothing for it. */
    private static final class ClosedWithoutAnswer extends IOException implements QuietException {
        ClosedWithoutAnswer() {
            super("closed without an answer");
        }
    }
}
