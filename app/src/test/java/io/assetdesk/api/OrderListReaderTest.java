package io.assetdesk.api;

import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The order list read as it arrives: entries handed on while the rest is unread, and what does not fit, said. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class OrderListReaderTest extends WireMockSupport {
    private static final int WINDOW = 4 << 20;

    private final ResponseDecoder decoder = new ResponseDecoder();

    private OrderListReader reader(BooleanSupplier full) {
        return new OrderListReader(decoder, ResponseDecoder.defaultMapper(), full);
    }

    /**
     * An answer of {@code n} entries made as it is read, which fails the read that would go more than
     * {@value #WINDOW} bytes past the end of the last entry handed on: a reader that held the answer, or its orders,
     * before handing them on could not get through it.
     */
    private static final class WindowedAnswer extends InputStream {
        private final int n;
        private final AtomicInteger delivered;
        private final List<Long> ends = new ArrayList<>();
        private byte[] chunk = "{\"meta\":{\"count\":0},\"data\":[".getBytes(StandardCharsets.UTF_8);
        private int at;
        private int made;
        private long served;

        WindowedAnswer(int n, AtomicInteger delivered) {
            this.n = n;
            this.delivered = delivered;
        }

        @Override
        public int read() {
            throw new UnsupportedOperationException("read in blocks");
        }

        @Override
        public int read(byte[] into, int offset, int length) {
            if (at == chunk.length) {
                if (made > n) {
                    return -1;
                }
                chunk = made == n ? "],\"links\":{}}".getBytes(StandardCharsets.UTF_8)
                        : ((made > 0 ? "," : "") + entry(made)).getBytes(StandardCharsets.UTF_8);
                made++;
                at = 0;
                ends.add(served + chunk.length);
            }
            int d = delivered.get();
            long allowed = (d == 0 ? 0 : ends.get(Math.min(d, ends.size()) - 1)) + WINDOW;
            int count = Math.min(length, chunk.length - at);
            if (served + count > allowed) {
                throw new AssertionError("read " + (served + count) + " bytes with " + d
                        + " entries handed on: more than " + WINDOW + " bytes past them");
            }
            System.arraycopy(chunk, at, into, offset, count);
            at += count;
            served += count;
            return count;
        }
    }

    private static String entry(int i) {
        return "{\"id\":\"ord-" + i + "\",\"type\":\"" + (i % 1000 == 999 ? "account" : "order")
                + "\",\"attributes\":{\"created\":\"2024-05-01T10:20:" + String.format("%02d", i % 60)
                + ".123Z\",\"isArchived\":" + (i % 2 == 0) + ",\"status\":\"closed\",\"loginUrl\":"
                + "\"https://provider.example.com/login/" + i + "\",\"daysRemaining\":" + (i % 90)
                + ",\"email\":\"borrower" + i + "@example.com\",\"referenceNumber\":\"LN-" + i
                + "\",\"firstName\":\"Ana\",\"lastName\":\"Lima\",\"futureField\":{\"x\":[1,2,3]}}}";
    }

    @Test
    void entriesAreHandedOnWhileTheRestIsUnreadAndTheAnswerIsNeverHeldWhole() {
        AtomicInteger delivered = new AtomicInteger();
        List<Integer> sizes = new ArrayList<>();
        List<OrderLine> seen = new ArrayList<>();
        WindowedAnswer answer = new WindowedAnswer(200_000, delivered);

        List<OrderLine> all = reader(() -> false).read(answer, batch -> {
            sizes.add(batch.size());
            seen.addAll(batch);
            delivered.addAndGet(batch.size());
        });

        assertThat(answer.served).as("the answer is long enough to matter").isGreaterThan(8L * WINDOW);
        assertThat(all).hasSize(200_000);
        assertThat(seen).as("each entry handed on once, in the answer's order").containsExactlyElementsOf(all);
        assertThat(sizes.get(0)).as("a screenful first").isEqualTo(OrderListReader.FIRST_BATCH);
        assertThat(sizes).allSatisfy(s -> assertThat(s).isBetween(1, OrderListReader.MAX_BATCH));
        OrderLine line = all.get(1234);
        assertThat(line.id()).isEqualTo("ord-1234");
        assertThat(line.referenceNumber()).isEqualTo("LN-1234");
        assertThat(line.email()).isEqualTo("borrower1234@example.com");
        assertThat(line.daysRemaining()).isEqualTo(1234 % 90);
        assertThat(line.archived()).isTrue();
        assertThat(line.created()).isEqualTo(Instant.parse("2024-05-01T10:20:34.123Z"));
        assertThat(line.borrowerName()).isEqualTo("Ana Lima");
        assertThat(all.get(999).isOrderType()).isFalse();
        assertThat(all.get(1).firstName()).as("repeated names kept once").isSameAs(all.get(2).firstName());
    }

    @Test
    void entriesThatAreNotObjectsAreCountedAndAnAnswerCutShortIsMalformedAfterItsFirstBatches() {
        String body = "{\"data\":[" + entry(0) + ",null,42," + entry(1) + "]}";
        List<OrderLine> lines = reader(() -> false).read(new ByteArrayInputStream(body.getBytes(
                StandardCharsets.UTF_8)), b -> { });
        assertThat(lines).extracting(OrderLine::id).containsExactly("ord-0", "ord-1");
        assertThat(ResourceList.unreadableIn(lines)).isEqualTo(2);

        StringBuilder cut = new StringBuilder("{\"data\":[");
        for (int i = 0; i < 500; i++) {
            cut.append(i > 0 ? "," : "").append(entry(i));
        }
        List<OrderLine> handed = new ArrayList<>();
        assertThatThrownBy(() -> reader(() -> false).read(new ByteArrayInputStream(
                cut.toString().getBytes(StandardCharsets.UTF_8)), handed::addAll))
                .isInstanceOf(ResponseDecoder.Malformed.class).hasMessageContaining("ended early");
        assertThat(handed).hasSizeGreaterThanOrEqualTo(OrderListReader.FIRST_BATCH);
    }

    @Test
    void aStreamThatFailsIsAnInputFailureNotAMalformedAnswer() {
        InputStream broken = new InputStream() {
            private final byte[] start = ("{\"data\":[" + entry(0) + ",").getBytes(StandardCharsets.UTF_8);
            private int at;

            @Override
            public int read() throws IOException {
                if (at < start.length) {
                    return start[at++];
                }
                throw new IOException("connection reset");
            }
        };
        assertThatThrownBy(() -> reader(() -> false).read(broken, b -> { }))
                .isInstanceOf(UncheckedIOException.class).hasRootCauseMessage("connection reset");
    }

    @Test
    void aListLargerThanTheMemoryIsRefusedInOneSentence() {
        server.stubFor(get(urlPathEqualTo("/api/v1/integrations/assetverify/orders"))
                .willReturn(okJson(LargeOrderListTest.orders(10_000))));
        AtomicInteger checks = new AtomicInteger();
        List<OrderLine> handed = new ArrayList<>();
        try (IntegrationClient client = client().memoryFull(() -> checks.incrementAndGet() > 1)) {
            assertThatThrownBy(() -> client.listOrderLines(handed::addAll))
                    .isInstanceOfSatisfying(ApiException.class, e -> {
                        assertThat(e.kind()).isEqualTo(ApiException.Kind.TOO_LARGE);
                        assertThat(e.getMessage()).startsWith("The order list is larger than this workstation can "
                                + "hold: 8,192 orders filled the ").contains(" MB the console may use")
                                .doesNotContain("\n").doesNotContain("Exception");
                    });
        }
        assertThat(handed).as("what came before is handed on").hasSizeLessThanOrEqualTo(8_192).isNotEmpty();
    }

    @Test
    void theClientReadsTheListAsItArrivesWithTheSameEntriesAsTheWholeRead() {
        server.stubFor(get(urlPathEqualTo("/api/v1/integrations/assetverify/orders"))
                .willReturn(okJson(LargeOrderListTest.orders(20_000))));
        List<OrderLine> handed = new ArrayList<>();
        try (IntegrationClient client = client()) {
            List<OrderLine> lines = client.listOrderLines(handed::addAll);
            List<Order> whole = client.listOrders();
            assertThat(lines).hasSize(20_000).containsExactlyElementsOf(handed);
            for (int i = 0; i < whole.size(); i += 997) {
                Order o = whole.get(i);
                OrderLine l = lines.get(i);
                assertThat(List.of(l.id(), String.valueOf(l.resourceType()), String.valueOf(l.created()),
                        l.archived(), String.valueOf(l.status()), String.valueOf(l.daysRemaining()),
                        String.valueOf(l.email()), String.valueOf(l.referenceNumber()), l.borrowerName()))
                        .isEqualTo(List.of(o.id(), String.valueOf(o.resourceType()), String.valueOf(o.created()),
                                o.archived(), String.valueOf(o.status()), String.valueOf(o.daysRemaining()),
                                String.valueOf(o.email()), String.valueOf(o.referenceNumber()), o.borrowerName()));
            }
        }
    }
}
