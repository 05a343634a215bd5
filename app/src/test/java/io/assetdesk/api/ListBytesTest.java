package io.assetdesk.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The order list read from its bytes ({@link ListBytes}) reads every answer as the JSON parser reads it: the same
 * entries with the same values, the same count of entries that are not objects, and the same failure for an answer
 * that is not the list. Each answer is read with windows of several sizes, so that a window's edge falls in every
 * place of an entry (the small windows given a few bytes a read, as a slow connection gives them), and compared with
 * the whole-answer decoder ({@link ResponseDecoder#orders}), which reads with Jackson alone.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class ListBytesTest {
    private static final int[] WINDOWS = {16, 23, 61, 256, OrderListReader.WINDOW};
    private final ResponseDecoder decoder = new ResponseDecoder();

    /** Entries of every shape the fast reader takes, and of those it leaves to the parser. */
    private static final List<String> ODD_ENTRIES = List.of(
            entry("plain", "\"Ana\"", "\"Lima\"", "12", "\"2024-05-01T10:20:30.123Z\"", "false"),
            entry("accents", "\"Søren\"", "\"Dubois-Lefèvre\"", "0", "\"2024-05-01T10:20:30Z\"", "true"),
            entry("wide", "\"王小明\"", "\"😀 Smile\"", "-3", "\"2024-05-01T10:20:30+02:00\"", "true"),
            entry("escapes", "\"Ana \\\"Bia\\\"\"", "\"L\\u00edma\"", "7", "\"2024-05-01T10:20:30.5Z\"", "false"),
            entry("numbers1", "null", "\"X\"", "30.0", "\"\"", "\"true\""),
            entry("numbers2", "\"A\"", "null", "1e2", "\"   \"", "\"TRUE \""),
            entry("numbers3", "\"A\"", "\"B\"", "12345678901", "\"soon\"", "null"),
            entry("numbers4", "\"A\"", "\"B\"", "\"30\"", "null", "1"),
            entry("numbers5", "\"A\"", "\"B\"", "2147483648", "5", "\"no\""),
            entry("numbers6", "\"A\"", "\"B\"", "-0", "\"2024-02-30T10:20:30Z\"", "false"),
            entry("numbers7", "7", "true", "null", "\"2024-05-01 10:20:30\"", "false"),
            entry("numbers8", "{\"a\":1}", "[1]", "999999999", "\"2024-05-01T10:20:30.123456789Z\"", "true"),
            "{\"id\":123,\"type\":45,\"attributes\":{\"status\":\"opened\",\"email\":1.50}}",
            "{\"id\":null,\"type\":\"account\",\"attributes\":null}",
            "{\"id\":\"a\",\"attributes\":[]}",
            "{\"id\":\"a\",\"attributes\":\"x\"}",
            "{\"id\":\"a\",\"attributes\":{}}",
            "{}",
            "{\"id\":\"twice\",\"attributes\":{\"status\":\"opened\"},\"attributes\":{\"status\":\"closed\","
                    + "\"status\":\"canceled\",\"email\":\"x@example.com\"}}",
            "{\"id\":\"dup\",\"id\":\"dup2\",\"type\":\"order\"}",
            // the id, e-mail and reference number are kept in one array: ASCII as it lies in the answer, others as text
            "{\"id\":\"mixed-texts\",\"type\":\"order\",\"attributes\":{\"email\":\"josé@exämple.com\","
                    + "\"referenceNumber\":\"LN-王-1\"}}",
            "{\"id\":\"ascii-last\",\"attributes\":{\"email\":\"x@ü.com\",\"email\":\"plain@example.com\","
                    + "\"referenceNumber\":\"LN-2\",\"referenceNumber\":\"LN-王\"}}",
            "{\"id\":\"Łódź-1\",\"attributes\":{\"email\":null,\"referenceNumber\":\"\"}}",
            "{ \"id\" :\n\"spaced\" ,\t\"attributes\" : {\r\n \"status\" : \"closed\" , \"daysRemaining\" : 4 } }",
            "{\"id\":\"skipped\",\"loginUrl\":\"http:\\/\\/x\",\"attributes\":{\"phoneNumber\":\"+1 \\u0035\","
                    + "\"future\":{\"x\":[1,{\"y\":[true,false,null,-1.5e-3,0.0,2E+7]}],\"z\":{}},\"e\":[]}}",
            "{\"id\":\"long-names\",\"attributes\":{\"referenceNumber\":\"A\",\"referenceNumberOld\":\"B\","
                    + "\"emailAddress\":\"C\",\"statusOfTheOrderAsTheLenderSeesIt\":\"D\"}}",
            "{\"id\":\"only-a-longer-name\",\"attributes\":{\"referenceNumberOld\":\"B\",\"firstNames\":\"E\"}}",
            "{\"id\":\"key-escape\",\"attributes\":{\"first\\u004eame\":\"Zed\",\"prénom\":\"Zoé\"}}",
            "{\"id\":\"deep\",\"attributes\":{\"future\":" + "[".repeat(70) + "]".repeat(70) + ",\"status\":\"x\"}}",
            "{\"id\":\"long\",\"attributes\":{\"employerName\":\"" + "Acme ".repeat(30_000) + "\","
                    + "\"lastName\":\"" + "Long".repeat(100) + "\"}}",
            "null", "42", "\"text\"", "[1,2]", "true", "-1.5");

    private static String entry(String id, String first, String last, String days, String created, String archived) {
        return "{\"id\":\"" + id + "\",\"type\":\"order\",\"attributes\":{\"created\":" + created + ",\"isArchived\":"
                + archived + ",\"status\":\"opened\",\"loginUrl\":\"https://p.example.com/login?o=" + id + "\","
                + "\"daysRemaining\":" + days + ",\"email\":\"" + id + "@example.com\",\"last4SSN\":\"1234\","
                + "\"referenceNumber\":\"LN-" + id + "\",\"firstName\":" + first + ",\"lastName\":" + last + ","
                + "\"notificationUrl\":null,\"returnUrl\":null,\"employerName\":\"Acme\"}}";
    }

    private static String answer(List<String> entries) {
        return "{\"data\":[" + String.join(",", entries) + "]}";
    }

    @Test
    void everyShapeOfEntryReadsAsTheParserReadsIt() {
        String body = answer(ODD_ENTRIES);
        Outcome expected = reference(body);
        assertThat(expected.failure).as("the answer is valid").isNull();
        assertThat(expected.lines).hasSize(ODD_ENTRIES.size() - 6);
        assertThat(line(expected, "long-names").get(7)).as("a longer name is another member").isEqualTo("A");
        assertThat(line(expected, "only-a-longer-name").get(7)).isEqualTo(NONE);
        assertThat(line(expected, "only-a-longer-name").get(8)).isEqualTo(NONE);
        assertThat(expected.unreadable).isEqualTo(6);
        for (int window : WINDOWS) {
            assertThat(fast(body, window)).as("window %d", window).isEqualTo(expected);
        }
        Outcome read = fast(body, OrderListReader.WINDOW);
        assertThat(read.lines.get(1)).contains("Søren", "Dubois-Lefèvre");
        assertThat(read.lines.get(2)).contains("王小明", "😀 Smile");
        assertThat(read.lines.get(3)).as("escaped, through the parser").contains("Ana \"Bia\"", "Líma");
        assertThat(line(read, "mixed-texts")).contains("josé@exämple.com", "LN-王-1");
        assertThat(line(read, "ascii-last")).as("the last of a member given twice").contains("plain@example.com",
                "LN-王");
        assertThat(line(read, "Łódź-1")).containsSequence(NONE, "", NONE, NONE);
    }

    @Test
    void envelopesOfOtherShapesReadAsTheParserReadsThem() {
        String two = ODD_ENTRIES.get(0) + "," + ODD_ENTRIES.get(1);
        for (String body : List.of(
                "{\"meta\":{\"count\":2},\"data\":[" + two + "]}",
                "{\"data\":[" + two + "],\"links\":{\"self\":\"x\"},\"data\":[" + ODD_ENTRIES.get(2) + "]}",
                "{\"data\":[]}", "{\"data\":[ ]}", " \n{ \"data\" :\t[\n" + two + "\n] } \n",
                "\uFEFF{\"data\":[" + two + "]}", "{\"data\":[" + two + "]}\n")) {
            Outcome expected = reference(body);
            for (int window : WINDOWS) {
                assertThat(fast(body, window)).as("%s, window %d", shorten(body), window).isEqualTo(expected);
            }
        }
    }

    @Test
    void entriesTheParserWouldRefuseInTheWholeAnswerAreRefusedAsThere() {
        String start = "{\"data\":[" + ODD_ENTRIES.get(0) + ",";
        List<byte[]> bodies = new ArrayList<>();
        bodies.add(bytes(start, new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, "{\"id\":\"x\"}]}"));
        bodies.add(bytes(start, new byte[] {0, '{', 0, '}'}, "]}"));
        bodies.add(bytes(start, new byte[] {0, 0, 0, '{', 0, 0, 0, '}'}, "]}"));
        bodies.add(bytes(start, new byte[] {0, '1'}, "]}"));
        for (int depth : new int[] {497, 498, 499, 998}) { // deep enough alone, too deep where it stands?
            bodies.add(bytes(start + "{\"id\":\"deep\",\"x\":" + "[".repeat(depth) + "]".repeat(depth) + "}]}"));
        }
        bodies.add(bytes(start + "{\"id\":\"n\",\"x\":" + "7".repeat(1500) + "}]}"));
        bodies.add(bytes(start + "{\"id\":\"n\",\"x\":1." + "7".repeat(1500) + "}]}"));
        bodies.add(bytes(start + "{\"id\":\"n\",\"" + "k".repeat(60_000) + "\":1}]}"));
        bodies.add(bytes(start + "{\"id\":\"n\",\"attributes\":{\"" + "k".repeat(60_000) + "\":1}}]}"));
        bodies.add(bytes(start + "{\"id\":\"n\",\"x\":" + "7".repeat(150) + "," + "\"y\":1." + "7".repeat(150)
                + ",\"" + "k".repeat(2_000) + "\":1}]}"));
        for (byte[] body : bodies) {
            Outcome expected = reference(body);
            for (int window : WINDOWS) {
                assertThat(fast(body, window)).as("%s, window %d", shorten(new String(body, StandardCharsets.UTF_8)),
                        window).isEqualTo(expected);
            }
        }
        assertThat(reference(bodies.get(0)).failure).as("a byte-order mark inside the answer").isNotNull();
        assertThat(reference(bodies.get(8)).failure).contains("longer numbers or names");
        assertThat(reference(bodies.get(12)).failure).as("long, but within the parser's limits").isNull();
    }

    @Test
    void aMalformedEntryIsSaidAsMalformedEvenWhenTheConnectionBreaksAfterIt() {
        byte[] start = ("{\"data\":[" + ODD_ENTRIES.get(0) + ",{\"id\":\"a\u0001bc\",\"attributes\":{\"status\":\"x")
                .getBytes(StandardCharsets.UTF_8);
        InputStream breaks = new InputStream() {
            private int at;

            @Override
            public int read() throws IOException {
                byte[] one = new byte[1];
                return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
            }

            @Override
            public int read(byte[] into, int offset, int length) throws IOException {
                if (at == start.length) {
                    throw new IOException("connection reset");
                }
                int n = Math.min(length, start.length - at);
                System.arraycopy(start, at, into, offset, n);
                at += n;
                return n;
            }
        };
        assertThatThrownBy(() -> new OrderListReader(decoder, ResponseDecoder.defaultMapper(), () -> false)
                .read(breaks, b -> { })).isInstanceOf(ResponseDecoder.Malformed.class)
                .hasMessageStartingWith("the body is not valid JSON");
    }

    private static byte[] bytes(Object... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (Object part : parts) {
            out.writeBytes(part instanceof byte[] b ? b : ((String) part).getBytes(StandardCharsets.UTF_8));
        }
        return out.toByteArray();
    }

    @Test
    void anAnswerCutShortAnywhereFailsAsTheParserSaysIt() {
        String body = answer(List.of(ODD_ENTRIES.get(0), ODD_ENTRIES.get(3), "null", ODD_ENTRIES.get(21)));
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        for (int cut = 0; cut < bytes.length; cut++) {
            String shorter = new String(bytes, 0, cut, StandardCharsets.UTF_8);
            Outcome expected = reference(shorter);
            assertThat(expected.failure).as("cut at %d", cut).isNotNull();
            for (int window : new int[] {16, 61, OrderListReader.WINDOW}) {
                assertThat(fast(shorter, window)).as("cut at %d, window %d", cut, window).isEqualTo(expected);
            }
        }
    }

    @Test
    void aByteChangedAnywhereReadsOrFailsAsTheParserSaysIt() {
        String body = answer(List.of(ODD_ENTRIES.get(1), "42", ODD_ENTRIES.get(12), ODD_ENTRIES.get(0)));
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        byte[] swaps = {'"', ',', '}', ']', '{', '[', ':', 'x', '0', '-', '.', 'e', '\\', ' ', 0x01, (byte) 0xC3,
                (byte) 0xFF};
        int read = 0;
        int failed = 0;
        for (int at = 0; at < bytes.length; at++) {
            for (byte swap : swaps) {
                if (bytes[at] == swap) {
                    continue;
                }
                byte[] changed = bytes.clone();
                changed[at] = swap;
                Outcome expected = reference(changed);
                Outcome actual = fast(changed, at % 2 == 0 ? 61 : OrderListReader.WINDOW);
                assertThat(actual).as("byte %d made %s", at, swap).isEqualTo(expected);
                if (expected.failure == null) {
                    read++;
                } else {
                    failed++;
                }
            }
        }
        assertThat(read).as("changes that still read").isGreaterThan(100);
        assertThat(failed).as("changes that break the answer").isGreaterThan(1000);
    }

    @Test
    void aFailureAfterTheFastReaderStoppedSaysItsPlaceInTheAnswer() {
        String good = answer(List.of(ODD_ENTRIES.get(0), ODD_ENTRIES.get(1)));
        String body = good.substring(0, good.length() - 2) + ",{\"id\":\"x\",\"type\":tru}]}";
        int place = body.getBytes(StandardCharsets.UTF_8).length - 5;
        assertThatThrownBy(() -> new OrderListReader(decoder, ResponseDecoder.defaultMapper(), () -> false)
                .read(new ByteArrayInputStream(body.getBytes(StandardCharsets.UTF_8)), b -> { }))
                .isInstanceOfSatisfying(ResponseDecoder.Malformed.class, e -> {
                    assertThat(e.getMessage()).startsWith("the body is not valid JSON (at byte ")
                            .endsWith(" of the answer)");
                    long said = Long.parseLong(e.getMessage().replaceAll("\\D+", " ").strip());
                    assertThat(said).as("the answer's byte, not the parser's").isBetween(place - 3L, place + 3L);
                });
    }

    // ---- the two readers --------------------------------------------------------------------------------------------

    /** What a reader made of an answer: each line's values, the count of entries that are not objects, or a failure. */
    private record Outcome(List<List<String>> lines, int unreadable, String failure) {
    }

    private Outcome fast(String body, int window) {
        return fast(body.getBytes(StandardCharsets.UTF_8), window);
    }

    private Outcome fast(byte[] body, int window) {
        List<OrderLine> handed = new ArrayList<>();
        try {
            List<OrderLine> lines = new OrderListReader(decoder, ResponseDecoder.defaultMapper(), () -> false)
                    .window(window).read(window < 100 ? trickle(body, window % 7 + 1) : new ByteArrayInputStream(body),
                            handed::addAll);
            assertThat(handed).as("each entry handed on once").containsExactlyElementsOf(lines);
            return new Outcome(lines.stream().map(ListBytesTest::values).toList(), ResourceList.unreadableIn(lines),
                    null);
        } catch (ResponseDecoder.Malformed e) {
            return new Outcome(List.of(), 0, reason(e.getMessage()));
        }
    }

    /** {@code body} given at most {@code most} bytes a read, as a slow connection gives an answer. */
    private static InputStream trickle(byte[] body, int most) {
        return new ByteArrayInputStream(body) {
            @Override
            public synchronized int read(byte[] into, int offset, int length) {
                return super.read(into, offset, Math.min(length, most));
            }
        };
    }

    private Outcome reference(String body) {
        return reference(body.getBytes(StandardCharsets.UTF_8));
    }

    private Outcome reference(byte[] body) {
        try {
            List<Order> orders = decoder.orders(body);
            return new Outcome(orders.stream().map(o -> values(OrderLine.of(o))).toList(),
                    ResourceList.unreadableIn(orders), null);
        } catch (ResponseDecoder.Malformed e) {
            return new Outcome(List.of(), 0, reason(e.getMessage()));
        }
    }

    /** A value a line does not have, as {@link #values} gives it (never the text "null"). */
    private static final String NONE = "<none>";

    private static List<String> values(OrderLine l) {
        return Stream.of(l.id(), l.resourceType(), l.created(), l.archived(), l.status(), l.daysRemaining(), l.email(),
                l.referenceNumber(), l.firstName(), l.lastName()).map(v -> Objects.toString(v, NONE)).toList();
    }

    private static List<String> line(Outcome outcome, String id) {
        return outcome.lines.stream().filter(l -> l.get(0).equals(id)).findFirst().orElseThrow();
    }

    /** A failure's message without its place (the parser says a line and column, the fast reader's handover a byte). */
    private static String reason(String message) {
        int place = message.indexOf(" (");
        return place < 0 ? message : message.substring(0, place);
    }

    private static String shorten(String body) {
        return body.length() > 60 ? body.substring(0, 60) + "..." : Objects.toString(body);
    }
}
