package io.assetdesk.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A list entry keeps its id, e-mail and reference number packed in one array and its time as two numbers: each reads
 * back, is searched and is sorted exactly as the strings and the instant it was given.
 */
class OrderLineTest {
    /** Texts of every kind the array holds: ASCII, Latin-1, wider, a pair of surrogates, empty and missing. */
    private static final List<String> TEXTS = Arrays.asList("ord-7F3A", "MC.Dubois@Example.com", "LN-2026-0042",
            "josé@exämple.com", "SØREN", "Łódź", "王小明@例子.cn", "😀 Smile", "straße", "İstanbul", "ΣΊΣΥΦΟΣ",
            "𐐀𐐨-7", "", null);

    private static OrderLine line(String id, String email, String reference) {
        return new OrderLine(id, "order", null, false, "opened", null, email, reference, "Ana", "Lima");
    }

    @Test
    void eachTextReadsBackAsGivenWhateverTheOthersHold() {
        for (String a : TEXTS) {
            for (String b : TEXTS) {
                OrderLine l = line(a, b, a);
                assertThat(l.id()).isEqualTo(a);
                assertThat(l.email()).isEqualTo(b);
                assertThat(l.referenceNumber()).isEqualTo(a);
                assertThat(l.text(OrderLine.Text.EMAIL)).isEqualTo(b);
            }
        }
    }

    @Test
    void theSearchFindsWhatStringsIgnoringCaseFind() {
        List<String> needles = List.of("7f3a", "ord-", "dubois@example", "josé", "exämple", "søren", "łódź", "例子",
                "😀", "smile", "strasse", "straße", "istanbul", "i̇stanbul", "σίσυφος", "σ", "0042", "ln-2026-0043", "a",
                "é@ex", "ß", "𐐨", "𐐀", "𐐨𐐨-");
        for (String id : TEXTS) {
            for (String other : List.of("LN-2026-0042", "Łódź")) {
                OrderLine l = line(id, other, null);
                for (String needle : needles) {
                    boolean expected = contains(id, needle) || contains(other, needle);
                    assertThat(l.textContains(needle)).as("'%s' in %s / %s", needle, id, other).isEqualTo(expected);
                }
            }
        }
        OrderLine l = line("ord-1", "a@example.com", "LN-9");
        assertThat(l.textContains("ord-1a")).as("never across two texts").isFalse();
        assertThat(l.textContains("ln-9")).isTrue();
        assertThat(line("ord-𐐀", null, null).textContains("d-𐐨")).as("a letter of two chars has a case").isTrue();
    }

    /** As the search read the strings before: the lowercase needle anywhere in the text, ignoring case. */
    private static boolean contains(String text, String needle) {
        if (text == null) {
            return false;
        }
        char first = needle.charAt(0);
        for (int i = 0; i <= text.length() - needle.length(); i++) {
            char c = text.charAt(i);
            if ((c == first || Character.toLowerCase(c) == first)
                    && text.regionMatches(true, i, needle, 0, needle.length())) {
                return true;
            }
        }
        return false;
    }

    @Test
    void textsSortAsTheirStringsSortMissingOnesFirst() {
        List<OrderLine> lines = new ArrayList<>();
        for (String t : TEXTS) {
            lines.add(line("id", t, t));
            lines.add(line("王", t, t)); // the same text in a wide array
        }
        Comparator<String> strings = Comparator.nullsFirst(Comparator.naturalOrder());
        for (OrderLine a : lines) {
            for (OrderLine b : lines) {
                assertThat(Integer.signum(OrderLine.compareText(a, b, OrderLine.Text.EMAIL)))
                        .as("%s vs %s", a.email(), b.email())
                        .isEqualTo(Integer.signum(strings.compare(a.email(), b.email())));
            }
        }
    }

    @Test
    void createdTimesReadBackAndCompareAsInstantsMissingOnesFirst() {
        List<Instant> times = Arrays.asList(Instant.parse("2024-05-01T10:20:30.123456789Z"),
                Instant.parse("2024-05-01T10:20:30Z"), Instant.parse("1969-12-31T23:59:59.5Z"), Instant.EPOCH, null);
        Comparator<Instant> instants = Comparator.nullsFirst(Comparator.naturalOrder());
        for (Instant x : times) {
            OrderLine a = new OrderLine("a", "order", x, true, null, 3, null, null, null, null);
            assertThat(a.created()).isEqualTo(x);
            assertThat(a.archived()).isTrue();
            assertThat(a.daysRemaining()).isEqualTo(3);
            for (Instant y : times) {
                OrderLine b = new OrderLine("b", "order", y, false, null, null, null, null, null, null);
                assertThat(Integer.signum(OrderLine.compareCreated(a, b))).as("%s vs %s", x, y)
                        .isEqualTo(Integer.signum(instants.compare(x, y)));
            }
        }
    }
}
