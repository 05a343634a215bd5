package io.assetdesk.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A report's transactions are decoded compactly (members as arrays, repeated texts and dates kept once) and still
 * read exactly as sent: every member in its order, a key written twice as a map would keep it, numbers exact.
 */
class ReportValueCompactTest {

    private static OrderAccountReport decode(String transactions) {
        String body = "{\"data\":{\"id\":\"o-1\",\"type\":\"order\",\"attributes\":{\"status\":\"closed\","
                + "\"accounts\":[{\"accountID\":\"a-1\",\"TaggedTransactions\":" + transactions + "}]}}}";
        return new ResponseDecoder().order(body.getBytes(StandardCharsets.UTF_8)).accounts().get(0);
    }

    @Test
    void membersReadAsSentInTheirOrderAndRepeatedTextsAndDatesAreKeptOnce() {
        OrderAccountReport a = decode("[{\"id\":\"t1\",\"date\":\"2026-11-02\",\"amount\":-12.50,"
                + "\"description\":\"CARD PURCHASE\",\"category\":\"Shopping\",\"pending\":false,\"memo\":null},"
                + "{\"id\":\"t2\",\"date\":\"2026-11-02\",\"amount\":1200.0,\"description\":\"PAYROLL ACME\","
                + "\"category\":\"Shopping\",\"pending\":true,\"memo\":null,\"extra\":{\"k\":[1,\"x\"]}}]");
        ReportEntry first = a.transactions().get(0);
        ReportEntry second = a.transactions().get(1);
        ReportValue.Obj o1 = (ReportValue.Obj) first.raw();
        ReportValue.Obj o2 = (ReportValue.Obj) second.raw();

        assertThat(o1.fields().keySet()).containsExactly("id", "date", "amount", "description", "category",
                "pending", "memo");
        assertThat(o2.fields().keySet()).containsExactly("id", "date", "amount", "description", "category",
                "pending", "memo", "extra");
        assertThat(o1.get("amount")).isEqualTo(new ReportValue.Num(new BigDecimal("-12.50")));
        assertThat(((ReportValue.Num) o2.get("amount")).value().toPlainString()).isEqualTo("1200.0");
        assertThat(o1.get("memo")).isEqualTo(ReportValue.Null.NULL);
        assertThat(o2.get("pending")).isEqualTo(new ReportValue.Bool(true));
        assertThat(o2.get("extra").text()).isEqualTo("k: [1, x]");
        assertThat(o1.get("absent")).isNull();
        assertThat(first.date()).isEqualTo(LocalDateTime.of(2026, 11, 2, 0, 0));
        assertThat(first.description()).isEqualTo("CARD PURCHASE");
        assertThat(second.amount()).isEqualByComparingTo("1200");

        // kept once: a 200,000-transaction report repeats its dates and categories on every transaction
        assertThat(o2.get("category")).isSameAs(o1.get("category"));
        assertThat(o2.get("date")).isSameAs(o1.get("date"));
        assertThat(second.date()).isSameAs(first.date());
        assertThat(second.category()).isSameAs(first.category());
    }

    @Test
    void aKeyWrittenTwiceKeepsItsFirstPlaceAndItsLastValueAsAMapWould() {
        ReportValue.Obj o = (ReportValue.Obj) decode("[{\"a\":1,\"b\":2,\"a\":3}]").transactions().get(0).raw();
        Map<String, ReportValue> expected = new LinkedHashMap<>();
        expected.put("a", new ReportValue.Num(new BigDecimal("3")));
        expected.put("b", new ReportValue.Num(new BigDecimal("2")));
        assertThat(o.fields()).isEqualTo(expected).hasSameHashCodeAs(expected);
        assertThat(List.copyOf(o.fields().keySet())).containsExactly("a", "b");
        assertThat(o).isEqualTo(new ReportValue.Obj(expected));
    }

    @Test
    void anObjectOfManyMembersWithRepeatsReadsAsAMapOfThem() {
        StringBuilder json = new StringBuilder("[{");
        Map<String, ReportValue> expected = new LinkedHashMap<>();
        for (int i = 0; i < 300; i++) {
            int key = i % 200; // the last 100 repeat the first 100 keys
            json.append(i == 0 ? "" : ",").append("\"k").append(key).append("\":").append(i);
            expected.put("k" + key, new ReportValue.Num(new BigDecimal(i)));
        }
        json.append("}]");
        ReportValue.Obj o = (ReportValue.Obj) decode(json.toString()).transactions().get(0).raw();
        assertThat(o.size()).isEqualTo(200);
        assertThat(o.fields()).isEqualTo(expected);
        assertThat(List.copyOf(o.fields().keySet())).isEqualTo(List.copyOf(expected.keySet()));
        assertThat(o.get("k150")).isEqualTo(new ReportValue.Num(new BigDecimal(150)));
        assertThat(o.get("k10")).isEqualTo(new ReportValue.Num(new BigDecimal(210)));
    }

    @Test
    void objectsOfOneWideShapeFindEachOfTheirOwnMembers() {
        StringBuilder json = new StringBuilder("[");
        for (int t = 0; t < 3; t++) {
            json.append(t == 0 ? "{" : ",{");
            for (int k = 0; k < 20; k++) {
                json.append(k == 0 ? "" : ",").append("\"key").append(k).append("\":\"v").append(t).append('-')
                        .append(k).append('"');
            }
            json.append('}');
        }
        List<ReportEntry> entries = decode(json.append(']').toString()).transactions();
        for (int t = 0; t < 3; t++) {
            ReportValue.Obj o = (ReportValue.Obj) entries.get(t).raw();
            assertThat(o.size()).isEqualTo(20);
            for (int k = 0; k < 20; k++) {
                assertThat(o.get("key" + k)).isEqualTo(new ReportValue.Str("v" + t + "-" + k));
                assertThat(o.fields().containsKey("key" + k)).isTrue();
            }
            assertThat(o.get("key20")).isNull();
            assertThat(o.fields().containsKey(null)).isFalse();
            assertThat(List.copyOf(o.fields().keySet()).get(19)).isEqualTo("key19");
        }
    }

    @Test
    void anObjectsMembersCannotBeChanged() {
        ReportValue.Obj o = (ReportValue.Obj) decode("[{\"a\":1}]").transactions().get(0).raw();
        assertThatThrownBy(() -> o.fields().put("b", ReportValue.Null.NULL))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> o.fields().remove("a")).isInstanceOf(UnsupportedOperationException.class);
        // as an unmodifiable map: refused even where nothing would change
        assertThatThrownBy(() -> o.fields().remove("absent")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> o.fields().putIfAbsent("a", ReportValue.Null.NULL))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> o.fields().computeIfAbsent("a", k -> ReportValue.Null.NULL))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> o.fields().replace("absent", ReportValue.Null.NULL))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> ReportValue.EMPTY_OBJECT.fields().clear())
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> ReportValue.EMPTY_OBJECT.fields().putAll(Map.of()))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> o.fields().entrySet().iterator().next().setValue(ReportValue.Null.NULL))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThat(o.get("a")).isEqualTo(new ReportValue.Num(BigDecimal.ONE));
        // an object made from a map is a copy: changing the map later changes nothing
        Map<String, ReportValue> m = new LinkedHashMap<>(Map.of("x", ReportValue.Null.NULL));
        ReportValue.Obj copy = new ReportValue.Obj(m);
        m.put("y", ReportValue.Null.NULL);
        assertThat(copy.fields().keySet()).containsExactly("x");
    }
}
