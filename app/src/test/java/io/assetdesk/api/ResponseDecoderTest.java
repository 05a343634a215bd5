package io.assetdesk.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The decoder's tolerance, value by value. */
@org.junit.jupiter.api.Timeout(10)
class ResponseDecoderTest {

    private final ResponseDecoder decoder = new ResponseDecoder();

    private static byte[] b(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void amountsInsideTheKeptTreesStayExactDecimalsAsWritten() {
        Order o = decoder.order(b("{\"data\":{\"id\":\"o1\",\"type\":\"order\",\"attributes\":{\"accounts\":[{"
                + "\"TaggedTransactions\":[{\"amount\":2500.00},{\"amount\":0.1}],"
                + "\"Summary\":{\"totals\":{\"deposits\":12345678901234567.89}}}]}}}"));
        OrderAccountReport r = o.accounts().get(0);
        assertThat(r.transactions().get(0).amount()).isEqualTo(new BigDecimal("2500.00"));
        assertThat(r.transactions().get(0).amount().toPlainString()).isEqualTo("2500.00");
        assertThat(r.transactions().get(1).amount()).isEqualTo(new BigDecimal("0.1"));
        ReportValue totals = ((ReportValue.Obj) r.summary()).get("totals");
        assertThat(((ReportValue.Num) ((ReportValue.Obj) totals).get("deposits")).value())
                .isEqualTo(new BigDecimal("12345678901234567.89"));
    }

    @Test
    void valuesOfUnexpectedTypesBecomeNullOrAreReadLeniently() {
        Order o = decoder.order(b("{\"data\":{\"id\":42,\"type\":\"order\",\"attributes\":{"
                + "\"daysRemaining\":\"12\",\"isArchived\":\"true\",\"email\":{\"nested\":1},\"status\":[\"x\"],"
                + "\"created\":\"2024-05-01T10:20:30+02:00\",\"accounts\":[{\"CurrentBalance\":\"12.50\","
                + "\"AvailableBalance\":\"n/a\",\"DaysRequested\":90.5,\"TaggedTransactions\":{\"odd\":true}}, 7]}}}"));
        assertThat(o.id()).isEqualTo("42");
        assertThat(o.daysRemaining()).isEqualTo(12);
        assertThat(o.archived()).isTrue();
        assertThat(o.email()).isNull();
        assertThat(o.status()).isNull();
        assertThat(o.created()).isEqualTo(Instant.parse("2024-05-01T08:20:30Z"));
        assertThat(o.accounts()).hasSize(1);
        OrderAccountReport r = o.accounts().get(0);
        assertThat(r.currentBalance()).isEqualTo(new BigDecimal("12.50"));
        assertThat(r.availableBalance()).isNull();
        assertThat(r.daysRequested()).isNull();
        assertThat(r.transactions()).hasSize(1);
        assertThat(((ReportValue.Obj) r.transactions().get(0).raw()).get("odd"))
                .as("kept whole, whatever its shape").isEqualTo(new ReportValue.Bool(true));
    }

    @Test
    void moneyIsExactFromTheNumberText() {
        Account a = decoder.accounts(b("{\"data\":[{\"id\":\"a\",\"type\":\"account\",\"attributes\":{\"balances\":"
                + "{\"available\":0.1,\"current\":1e2,\"limit\":12345678901234567890.123456789}}}]}")).get(0);
        assertThat(a.balances().available()).isEqualTo(new BigDecimal("0.1"));
        assertThat(a.balances().current()).isEqualByComparingTo("100");
        assertThat(a.balances().limit()).isEqualTo(new BigDecimal("12345678901234567890.123456789"));
    }

    @Test
    void datesWithOrWithoutFractionsAndUnreadableOnes() {
        assertThat(ServiceTimes.localDateTime("2024-01-02T03:04:05")).isEqualTo(LocalDateTime.of(2024, 1, 2, 3, 4, 5));
        assertThat(ServiceTimes.localDateTime("2024-01-02T03:04:05.123456"))
                .isEqualTo(LocalDateTime.of(2024, 1, 2, 3, 4, 5, 123_456_000));
        assertThat(ServiceTimes.localDateTime("02/01/2024")).isNull();
        assertThat(ServiceTimes.instant("2024-05-01T10:20:30.123Z"))
                .isEqualTo(Instant.parse("2024-05-01T10:20:30.123Z"));
        assertThat(ServiceTimes.instant("2024-05-01T10:20:30.123"))
                .isEqualTo(Instant.parse("2024-05-01T10:20:30.123Z"));
        assertThat(ServiceTimes.instant("soon")).isNull();
    }

    @Test
    void jsonNestedDeeperThanTheConsoleReadsIsSaidSoNotCalledInvalid() {
        String deep = "{\"data\":" + "[".repeat(5000) + "]".repeat(5000) + "}";
        assertThatThrownBy(() -> decoder.orders(b(deep))).isInstanceOf(ResponseDecoder.Malformed.class)
                .hasMessageContaining("nested deeper").hasMessageNotContaining("not valid JSON");
    }

    @Test
    void envelopeProblemsAreMalformed() {
        assertThatThrownBy(() -> decoder.orders(b("[]"))).isInstanceOf(ResponseDecoder.Malformed.class);
        assertThatThrownBy(()
                -> decoder.orders(b("{\"data\":[]} trailing"))).isInstanceOf(ResponseDecoder.Malformed.class);
        assertThatThrownBy(() -> decoder.orders(b("{\"data\":\"[]\"}"))).isInstanceOf(ResponseDecoder.Malformed.class);
        assertThatThrownBy(()
                -> decoder.order(b("{\"data\":{\"id\":\"x\"}"))).isInstanceOf(ResponseDecoder.Malformed.class);
        assertThatThrownBy(() -> decoder.order(new byte[0])).isInstanceOf(ResponseDecoder.Malformed.class);
        assertThat(decoder.orders(b("\uFEFF{\"data\":[null, 3, {\"id\":\"a\"}], \"meta\":{\"total\":1}}")))
                .extracting(Order::id).containsExactly("a");
    }

    @Test
    void listEntriesThatAreNotResourceObjectsAreCountedNotDroppedSilently() {
        List<Order> orders = decoder.orders(b("{\"data\":[null,5,\"x\",{\"id\":1}]}"));
        assertThat(orders).extracting(Order::id).containsExactly("1");
        assertThat(ResourceList.unreadableIn(orders)).isEqualTo(3);
        assertThat(ResourceList.unreadableIn(decoder.accounts(b("{\"data\":[[],{\"id\":\"a\"}]}")))).isEqualTo(1);
        assertThat(ResourceList.unreadableIn(List.of())).isZero();
    }
}
