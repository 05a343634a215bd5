package io.assetdesk.sandbox;

import java.io.IOException;
import java.io.OutputStream;

/**
 * One request and its answer, as {@link SandboxHandler} sees them: the server underneath (Jetty) stays out of the
 * sandbox's logic. The body arrives read whole; the answer is written on the calling thread.
 */
interface Exchange {
    String method();

    /** The decoded path. */
    String path();

    /** The raw (still encoded) query, or null. */
    String rawQuery();

    /** The first value of a request header, or null. */
    String header(String name);

    /**
     * The request body, read whole before the sandbox sees the request. Throws {@link TooLarge} when it was over the
     * server's limit (and was not kept), another {@link IOException} when it did not arrive whole.
     */
    byte[] body() throws IOException;

    /** The body was larger than the server reads. */
    final class TooLarge extends IOException {
        public TooLarge() {
            super("the request body is larger than the sandbox reads");
        }
    }

    void setHeader(String name, String value);

    /**
     * Sends the status and headers. {@code length}: the body's exact length, or -1 for no body. Returns where the
     * body goes (null without a body).
     */
    OutputStream respond(int status, long length) throws IOException;

    /** The answer is complete (or none was sent: then the connection is closed without one). */
    void end();

    /** Closes the connection without an answer. */
    void abort();
}
