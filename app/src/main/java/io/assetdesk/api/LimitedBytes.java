package io.assetdesk.api;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;

/**
 * An answer's body read as bytes, up to {@code limit}: past it (or when the announced length is past it) the
 * subscription is
 * cancelled and the body fails with {@link TooLarge}, so a huge answer never fills the memory.
 */
final class LimitedBytes implements HttpResponse.BodySubscriber<byte[]> {
    /**
     * The largest single order (with its report) the console reads (50 MiB): beyond it the answer is refused with a
     * clear message rather than read into memory whole (the service states no limit of its own, spec section 8).
     */
    static final long MAX_ANSWER_BYTES = 50L << 20;
    /** The largest list (of orders or accounts) read: 100,000 orders are about 50 MB, 1,000,000 about 500 MB. */
    static final long MAX_LIST_BYTES = 640L << 20;

    /** The answer was larger than the limit; reading stopped there. */
    static final class TooLarge extends IOException {
        TooLarge() {
            super("the answer is larger than the console reads");
        }
    }

    private final long limit;
    private final CompletableFuture<byte[]> result = new CompletableFuture<>();
    /** The chunks as they came (copied once at the end, as the JDK's own byte-array body does). */
    private final List<byte[]> chunks = new ArrayList<>();
    /**
     * When the answer announced its length: the one array it is read into, so that a large list is held once, not
     * twice (the chunks and their copy) at the end of its reading; null otherwise, or once more came than announced.
     */
    private byte[] direct;
    private long size;
    private Flow.Subscription subscription;

    LimitedBytes(long limit, long announced) {
        this.limit = limit;
        if (announced > limit) {
            result.completeExceptionally(new TooLarge());
        } else if (announced > 0) {
            direct = new byte[(int) announced];
        }
    }

    @Override
    public CompletionStage<byte[]> getBody() {
        return result;
    }

    @Override
    public void onSubscribe(Flow.Subscription s) {
        subscription = s;
        if (result.isDone()) {
            s.cancel();
        } else {
            s.request(Long.MAX_VALUE);
        }
    }

    @Override
    public void onNext(List<ByteBuffer> items) {
        if (result.isDone()) {
            return;
        }
        for (ByteBuffer b : items) {
            if (size + b.remaining() > limit) {
                chunks.clear();
                direct = null;
                subscription.cancel();
                result.completeExceptionally(new TooLarge());
                return;
            }
            if (direct != null && size + b.remaining() <= direct.length) {
                int n = b.remaining();
                b.get(direct, (int) size, n);
                size += n;
                continue;
            }
            if (direct != null) {
                // more than announced: go on in chunks, what came so far first
                chunks.add(Arrays.copyOf(direct, (int) size));
                direct = null;
            }
            byte[] chunk = new byte[b.remaining()];
            b.get(chunk);
            chunks.add(chunk);
            size += chunk.length;
        }
    }

    @Override
    public void onError(Throwable t) {
        result.completeExceptionally(t);
    }

    @Override
    public void onComplete() {
        if (result.isDone()) {
            return;
        }
        if (direct != null) {
            // fewer bytes than announced: the answer as it came
            result.complete(size == direct.length ? direct : Arrays.copyOf(direct, (int) size));
            direct = null;
            return;
        }
        byte[] all = new byte[(int) size];
        int at = 0;
        for (byte[] c : chunks) {
            System.arraycopy(c, 0, all, at, c.length);
            at += c.length;
        }
        chunks.clear();
        result.complete(all);
    }
}
