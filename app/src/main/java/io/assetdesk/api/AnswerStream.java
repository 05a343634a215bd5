package io.assetdesk.api;

import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * An answer's body read as it arrives, by whoever reads this stream: the connection is asked for {@value #AHEAD}
 * parts ahead of the reader and for more only as the reader uses them, so at most that many are held however large
 * the answer is. Reading fails
 * with {@link LimitedBytes.TooLarge} past {@code limit} bytes, and with a plain {@link IOException} when no part
 * comes within {@code stall} (the request's own time-out covers only the wait for the headers). Keeps its first
 * {@value #HEAD} bytes, for the excerpt of an answer that turns out not to be what was expected.
 */
final class AnswerStream extends InputStream implements HttpResponse.BodySubscriber<InputStream> {
    static final int HEAD = 1024;
    /**
     * Parts asked for ahead of the reader (a part is one read of the connection, at most
     * {@link Transport#READ_BUFFER} bytes): enough that the reader seldom waits for the connection's thread, few
     * enough that the answer is never held (4 MB at most).
     */
    static final int AHEAD = 32;
    private static final Object END = new Object();

    private final long limit;
    private final Duration stall;
    private final BlockingQueue<Object> parts = new LinkedBlockingQueue<>();
    private final CompletableFuture<InputStream> body = CompletableFuture.completedFuture(this);
    private volatile Flow.Subscription subscription;
    private volatile boolean closed;
    /** The buffers of the part being read (the reader's own). */
    private final ArrayDeque<ByteBuffer> pending = new ArrayDeque<>();
    /** Parts used since more were last asked for. */
    private int taken;
    private ByteBuffer current;
    private boolean ended;
    private long read;
    private byte[] head = new byte[0];

    AnswerStream(long limit, Duration stall) {
        this.limit = limit;
        this.stall = stall;
    }

    @Override
    public CompletionStage<InputStream> getBody() {
        return body;
    }

    @Override
    public void onSubscribe(Flow.Subscription s) {
        subscription = s;
        if (closed) {
            s.cancel();
        } else {
            s.request(AHEAD); // the first parts, asked for at once
        }
    }

    @Override
    public void onNext(List<ByteBuffer> items) {
        parts.add(items);
    }

    @Override
    public void onError(Throwable t) {
        parts.add(t);
    }

    @Override
    public void onComplete() {
        parts.add(END);
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] into, int offset, int length) throws IOException {
        if (length == 0) {
            return 0;
        }
        while (current == null || !current.hasRemaining()) {
            if (ended) {
                return -1;
            }
            next();
        }
        int n = Math.min(length, current.remaining());
        current.get(into, offset, n);
        if (read < HEAD) {
            int keep = (int) Math.min(n, HEAD - read);
            head = Arrays.copyOf(head, head.length + keep);
            System.arraycopy(into, offset, head, head.length - keep, keep);
        }
        read += n;
        if (read > limit) {
            close();
            throw new LimitedBytes.TooLarge();
        }
        return n;
    }

    /** Takes the next part of the answer, asking the connection for more first when nothing is waiting. */
    private void next() throws IOException {
        if (closed) {
            throw new IOException("the answer was closed");
        }
        if (!pending.isEmpty()) {
            current = pending.poll();
            return;
        }
        Object part;
        try {
            part = parts.poll(stall.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            close();
            throw new IOException("the reading was interrupted");
        }
        if (part == null) {
            close();
            throw new IOException("no more of the answer came within " + stall.toSeconds() + " s");
        }
        if (part instanceof Throwable t) {
            throw t instanceof IOException io ? io : new IOException(t);
        }
        if (part == END) {
            ended = true;
            current = null;
            return;
        }
        if (++taken == AHEAD / 2) {
            taken = 0;
            subscription.request(AHEAD / 2); // as many as were used: never more than AHEAD parts waiting
        }
        for (Object b : (List<?>) part) {
            ByteBuffer buffer = (ByteBuffer) b;
            if (buffer.hasRemaining()) {
                pending.add(buffer);
            }
        }
        current = pending.poll();
    }

    /** The answer's first bytes read so far (at most {@value #HEAD}). */
    byte[] head() {
        return head.clone();
    }

    /** The bytes read so far. */
    long bytesRead() {
        return read;
    }

    @Override
    public void close() {
        if (!closed) {
            closed = true;
            Flow.Subscription s = subscription;
            if (s != null) {
                s.cancel();
            }
            parts.clear();
        }
    }
}
