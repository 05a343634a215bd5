package io.assetdesk.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.management.ThreadMXBean;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Flow;
import org.junit.jupiter.api.Test;

/** An answer's bytes: memory follows what arrives, never what the server announces. */
class LimitedBytesTest {
    private static final Flow.Subscription NOTHING = new Flow.Subscription() {
        @Override
        public void request(long n) {
        }

        @Override
        public void cancel() {
        }
    };

    private static long allocatedHere() {
        return ((ThreadMXBean) ManagementFactory.getThreadMXBean()).getCurrentThreadAllocatedBytes();
    }

    @Test
    void aServerThatAnnounces600MegabytesAndSendsTenBytesCostsAFewMegabytesAtMost() throws Exception {
        long before = allocatedHere();

        LimitedBytes body = new LimitedBytes(LimitedBytes.MAX_LIST_BYTES, 600L << 20);
        body.onSubscribe(NOTHING);
        body.onNext(List.of(ByteBuffer.wrap("[{\"id\":1}]".getBytes(StandardCharsets.UTF_8))));
        body.onComplete();

        long allocated = allocatedHere() - before;
        assertThat(new String(body.getBody().toCompletableFuture().get(), StandardCharsets.UTF_8))
                .isEqualTo("[{\"id\":1}]");
        assertThat(allocated).as("bytes set aside").isLessThan(LimitedBytes.HINT_MAX + (2L << 20));
    }

    @Test
    void anAnswerLongerThanItSaidOrWithoutALengthIsReadWholeAsItGrows() throws Exception {
        byte[] chunk = new byte[100_000];
        for (long announced : new long[] {-1, 10, 250_000}) {
            LimitedBytes body = new LimitedBytes(LimitedBytes.MAX_LIST_BYTES, announced);
            body.onSubscribe(NOTHING);
            for (int i = 0; i < 5; i++) {
                body.onNext(List.of(ByteBuffer.wrap(chunk)));
            }
            body.onComplete();
            assertThat(body.getBody().toCompletableFuture().get()).as("announced " + announced).hasSize(500_000);
        }
    }
}
