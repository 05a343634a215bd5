package io.assetdesk.api;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads the order list's answer ({@code {"data": [Order, ...]}}, spec 4.3, which has no paging) from its stream as it
 * comes: each entry becomes an {@link OrderLine} and the entries are handed on in batches while the rest is still
 * being read, so the answer is never held whole, neither as bytes nor as orders. The first batch is a screenful
 * ({@value #FIRST_BATCH} entries, or what came within {@link #PAUSE_NANOS}), the next ones come every
 * {@link #PAUSE_NANOS} or {@value #MAX_BATCH} entries, whichever is first.
 *
 * <p>What does not fit is said, not suffered: while reading, the memory left is checked every
 * {@value #CHECK_EVERY} entries ({@link #memoryFull}); when it is nearly gone, or the JVM runs out of it, reading
 * stops with {@link TooMany}, and the entries read so far are let go.
 */
public final class OrderListReader {
    static final int FIRST_BATCH = 100;
    static final int MAX_BATCH = 10_000;
    static final long PAUSE_NANOS = 200_000_000L;
    static final int CHECK_EVERY = 4_096;
    /** The first size of the window of the answer that {@link ListBytes} reads in. */
    static final int WINDOW = 1 << 16;
    private static final byte[] ENTRY_BEFORE = ListBytes.Resume.FIRST.prefix;
    private static final byte[] ENTRY_AFTER = "]}".getBytes(StandardCharsets.US_ASCII);

    /** The list has more entries than this workstation's memory holds; {@code read} were read when it stopped. */
    public static final class TooMany extends RuntimeException {
        private final int read;

        public TooMany(int read) {
            super("the order list is larger than the memory of this workstation holds", null, false, false);
            this.read = read;
        }

        /** The entries read before reading stopped. */
        public int read() {
            return read;
        }
    }

    private final ResponseDecoder decoder;
    private final JsonMapper mapper;
    private final BooleanSupplier memoryFull;
    private int window = WINDOW;

    /** @param memoryFull true when the memory is nearly gone (checked between entries) */
    OrderListReader(ResponseDecoder decoder, JsonMapper mapper, BooleanSupplier memoryFull) {
        this.decoder = decoder;
        this.mapper = mapper;
        this.memoryFull = memoryFull;
    }

    /** Tests: a window of another first size (a small one puts its edges in every place of an entry). */
    OrderListReader window(int bytes) {
        this.window = bytes;
        return this;
    }

    /**
     * Reads the whole answer from {@code in}, handing {@code batches} each batch of entries (on this thread, in the
     * answer's order) as soon as it is read; answers every entry, with the count of those that were not objects.
     *
     * @throws ResponseDecoder.Malformed when the answer is not the list's envelope (batches may have been handed on)
     * @throws java.io.UncheckedIOException when the stream fails
     * @throws TooMany when the memory is nearly gone
     */
    ResourceList<OrderLine> read(InputStream in, Consumer<List<OrderLine>> batches) {
        try {
            Lines lines = new Lines(batches);
            ListBytes.Handover rest = new ListBytes(in, lines.shared, lines, window).read();
            return decoder.envelope(() -> mapper.createParser(rest.stream()), true, p -> {
                if (rest.skipFirst()) {
                    p.nextToken();
                    p.skipChildren();
                }
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    lines.entry(p);
                }
                return lines.finish();
            }, rest.shift());
        } catch (OutOfMemoryError e) {
            throw new TooMany(-1);
        }
    }

    /**
     * The list as it is read, by {@link ListBytes} and then, or instead, by the parser: its entries, the count of those
     * that are not objects, and the batch being gathered.
     */
    private final class Lines implements ListBytes.Entries {
        final SharedStrings shared = new SharedStrings();
        private final Consumer<List<OrderLine>> batches;
        private final List<OrderLine> all = new ArrayList<>();
        private List<OrderLine> batch = new ArrayList<>(FIRST_BATCH);
        private int wanted = FIRST_BATCH;
        private long last = System.nanoTime();
        private int unreadable;

        Lines(Consumer<List<OrderLine>> batches) {
            this.batches = batches;
        }

        @Override
        public void line(OrderLine line) {
            all.add(line);
            batch.add(line);
            counted();
        }

        @Override
        public void unreadable() {
            unreadable++;
            counted();
        }

        /**
         * The entry read by the parser where it stands in the answer: inside {@code {"data":[...]}}, so that its depth
         * is counted as in the whole answer and its bytes are read as UTF-8 (alone, a first byte of 0 or a byte-order
         * mark would make the parser guess another encoding).
         */
        @Override
        public boolean parse(byte[] bytes, int offset, int length) {
            byte[] inEnvelope = new byte[ENTRY_BEFORE.length + length + ENTRY_AFTER.length];
            System.arraycopy(ENTRY_BEFORE, 0, inEnvelope, 0, ENTRY_BEFORE.length);
            System.arraycopy(bytes, offset, inEnvelope, ENTRY_BEFORE.length, length);
            System.arraycopy(ENTRY_AFTER, 0, inEnvelope, ENTRY_BEFORE.length + length, ENTRY_AFTER.length);
            try (JsonParser p = mapper.createParser(inEnvelope)) {
                p.nextToken();
                p.nextName();
                p.nextToken();
                p.nextToken();
                ResponseDecoder.ListFields f = fields(p);
                if (p.nextToken() != JsonToken.END_ARRAY || p.nextToken() != JsonToken.END_OBJECT
                        || p.nextToken() != null) {
                    return false;
                }
                take(f);
                return true;
            } catch (JacksonException e) {
                return false;
            }
        }

        /** The entry at the parser's current token. */
        void entry(JsonParser p) {
            take(fields(p));
        }

        /** The entry at the parser's current token read, or null when it is not an object. */
        private ResponseDecoder.ListFields fields(JsonParser p) {
            ResponseDecoder.ListFields f = new ResponseDecoder.ListFields(shared);
            return ResponseDecoder.resource(p, f) ? f : null;
        }

        private void take(ResponseDecoder.ListFields f) {
            if (f != null) {
                line(f.line());
            } else {
                unreadable();
            }
        }

        private void counted() {
            int read = all.size() + unreadable;
            if (read % CHECK_EVERY == 0 && memoryFull.getAsBoolean()) {
                throw new TooMany(all.size());
            }
            if (batch.size() >= wanted || (!batch.isEmpty() && read % 256 == 0
                    && System.nanoTime() - last >= PAUSE_NANOS)) {
                // a full batch goes as it is (a new list follows: it is never changed); one cut short by the pause
                // is copied, so that a slow answer's many small batches do not each keep room for a full one
                batches.accept(batch.size() >= wanted ? Collections.unmodifiableList(batch) : List.copyOf(batch));
                batch = new ArrayList<>(MAX_BATCH);
                wanted = MAX_BATCH;
                last = System.nanoTime();
            }
        }

        ResourceList<OrderLine> finish() {
            if (!batch.isEmpty()) {
                batches.accept(List.copyOf(batch));
            }
            return new ResourceList<>(all, unreadable);
        }
    }
}
