package io.assetdesk.api;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
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
    /**
     * The largest order list read as it arrives (4 GiB): its bytes are never held, so what bounds it is the memory
     * its entries take ({@link MemoryGuard}); this only ends an answer that never would.
     */
    static final long MAX_STREAMED_BYTES = 4L << 30;

    /** The answer was larger than the limit; reading stopped there. */
    static final class TooLarge extends IOException {
        TooLarge() {
            super("the answer is larger than the console reads");
        }
    }

    /** How much of an announced length is set aside before any byte came: a hint, never a promise (4 MiB). */
    static final int HINT_MAX = 4 << 20;
    private static final int FIRST = 64 << 10;

    private final long limit;
    private final long announced;
    private final CompletableFuture<byte[]> result = new CompletableFuture<>();
    /**
     * The answer as it came, in one array that grows with the bytes (doubling, never past what was announced while
     * the answer keeps to it, nor past the limit): memory follows what arrives, not what a server says will.
     */
    private byte[] bytes;
    private long size;
    private Flow.Subscription subscription;

    LimitedBytes(long limit, long announced) {
        this.limit = limit;
        this.announced = announced;
        if (announced > limit) {
            result.completeExceptionally(new TooLarge());
        } else {
            bytes = new byte[(int) Math.min(announced > 0 ? announced : FIRST, HINT_MAX)];
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
            int n = b.remaining();
            if (size + n > limit) {
                bytes = null;
                subscription.cancel();
                result.completeExceptionally(new TooLarge());
                return;
            }
            if (size + n > bytes.length) {
                long grown = Math.max((long) bytes.length * 2, size + n);
                if (announced > 0 && size + n <= announced) {
                    grown = Math.min(grown, announced); // keeping to what it said: no more than that
                }
                bytes = Arrays.copyOf(bytes, (int) Math.min(grown, limit));
            }
            b.get(bytes, (int) size, n);
            size += n;
        }
    }

    @Override
    public void onError(Throwable t) {
        bytes = null;
        result.completeExceptionally(t);
    }

    @Override
    public void onComplete() {
        if (result.isDone()) {
            return;
        }
        byte[] all = size == bytes.length ? bytes : Arrays.copyOf(bytes, (int) size);
        bytes = null;
        result.complete(all);
    }
}
