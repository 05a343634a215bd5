package io.assetdesk.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The order list decoder keeps values that repeat across orders once, and every value still reads as sent. */
class ResponseDecoderSharingTest {

    private static String order(String id, String status, String first, String last, String phone, String employer,
                                String last4) {
        return "{\"id\":\"" + id + "\",\"type\":\"order\",\"attributes\":{\"created\":\"2026-11-20T09:00:00Z\","
                + "\"isArchived\":false,\"status\":\"" + status + "\",\"email\":\"" + id + "@example.com\","
                + "\"referenceNumber\":\"R-" + id + "\",\"firstName\":\"" + first + "\",\"lastName\":\"" + last
                + "\",\"phoneNumber\":" + (phone == null ? "null" : "\"" + phone + "\"") + ",\"employerName\":\""
                + employer + "\",\"last4SSN\":\"" + last4 + "\"}}";
    }

    @Test
    void repeatedValuesAreOneObjectAndAllValuesReadAsSent() {
        String body = "{\"data\":[" + order("a1", "opened", "Marie-Claire", "Dubois-Lefèvre", "+1 617-555-0177",
                "Northwind Traders", "1111") + "," + order("a2", "opened", "Marie-Claire", "李", null,
                "Northwind Traders", "1111") + "," + order("a3", "closed", "伟", "李", "+1 617-555-0177",
                "Acme Logistics Inc.", "2222") + "]}";
        List<Order> orders = new ResponseDecoder().orders(body.getBytes(StandardCharsets.UTF_8));

        assertThat(orders).extracting(Order::id).containsExactly("a1", "a2", "a3");
        assertThat(orders).extracting(Order::status).containsExactly("opened", "opened", "closed");
        assertThat(orders).extracting(Order::firstName).containsExactly("Marie-Claire", "Marie-Claire", "伟");
        assertThat(orders).extracting(Order::lastName).containsExactly("Dubois-Lefèvre", "李", "李");
        assertThat(orders).extracting(Order::phoneNumber).containsExactly("+1 617-555-0177", null, "+1 617-555-0177");
        assertThat(orders).extracting(Order::last4SSN).containsExactly("1111", "1111", "2222");
        assertThat(orders).extracting(Order::email)
                .containsExactly("a1@example.com", "a2@example.com", "a3@example.com");
        assertThat(orders).allMatch(Order::isOrderType);

        assertThat(orders.get(1).status()).isSameAs(orders.get(0).status());
        assertThat(orders.get(1).resourceType()).isSameAs(orders.get(0).resourceType());
        assertThat(orders.get(1).firstName()).isSameAs(orders.get(0).firstName());
        assertThat(orders.get(2).lastName()).isSameAs(orders.get(1).lastName());
        assertThat(orders.get(2).phoneNumber()).isSameAs(orders.get(0).phoneNumber());
        assertThat(orders.get(1).employerName()).isSameAs(orders.get(0).employerName());
    }

    @Test
    void manyDistinctValuesStayCorrectAcrossTheTablesGrowthAndLimit() {
        StringBuilder body = new StringBuilder("{\"data\":[");
        int n = SharedStrings.MAX_ENTRIES / 3 + 500; // last4, first and last names all distinct: past the limit
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                body.append(',');
            }
            body.append(order("o" + i, "s" + (i % 7), "F" + i, "L" + i, "+1 " + (i % 50), "E" + (i % 3),
                    String.format("%04d", i % 10_000)));
        }
        body.append("]}");
        List<Order> orders = new ResponseDecoder().orders(body.toString().getBytes(StandardCharsets.UTF_8));
        assertThat(orders).hasSize(n);
        for (int i = 0; i < n; i += 97) {
            Order o = orders.get(i);
            assertThat(o.firstName()).isEqualTo("F" + i);
            assertThat(o.lastName()).isEqualTo("L" + i);
            assertThat(o.status()).isEqualTo("s" + (i % 7));
            assertThat(o.phoneNumber()).isEqualTo("+1 " + (i % 50));
            assertThat(o.last4SSN()).isEqualTo(String.format("%04d", i % 10_000));
        }
    }

    @Test
    void namesOfEqualHashAreKeptApartAndEveryCreatedShapeReadsAsTheWholeOrdersDecoderReadsIt() {
        // "Aa" and "BB", "AaAa" and "BBBB" have equal hashes: the table compares their characters too
        List<String> created = List.of("2026-11-20T09:00:00Z", "2026-11-20T09:00:00.5Z",
                "2026-11-20T09:00:00.123456789Z", "2026-11-20T10:00:00+01:00", "2026-11-20T09:00:00",
                " 2026-11-20T09:00:00Z ", "", "   ", "2026-02-30T09:00:00Z", "2026-11-20t09:00:00z", "soon",
                "2026-11-20T09:00:00.Z");
        StringBuilder body = new StringBuilder("{\"data\":[");
        List<String> names = List.of("Aa", "BB", "AaAa", "BBBB", "AaBB", "BBAa");
        for (int i = 0; i < created.size(); i++) {
            body.append(i == 0 ? "" : ",").append(order("o" + i, "opened", names.get(i % names.size()),
                    names.get((i + 1) % names.size()), null, "E", "0000").replace("2026-11-20T09:00:00Z",
                    created.get(i)));
        }
        body.append(",{\"id\":\"n\",\"type\":\"order\",\"attributes\":{\"created\":12345}}]}");
        byte[] bytes = body.toString().getBytes(StandardCharsets.UTF_8);
        List<Order> orders = new ResponseDecoder().orders(bytes);
        List<OrderLine> lines = new ArrayList<>();
        new OrderListReader(new ResponseDecoder(), ResponseDecoder.defaultMapper(), () -> false)
                .read(new ByteArrayInputStream(bytes), lines::addAll);

        assertThat(lines).hasSize(created.size() + 1);
        for (int i = 0; i < created.size(); i++) {
            assertThat(lines.get(i).created()).as(created.get(i)).isEqualTo(ServiceTimes.instant(created.get(i)))
                    .isEqualTo(orders.get(i).created());
            assertThat(lines.get(i).firstName()).isEqualTo(names.get(i % names.size()));
            assertThat(lines.get(i).lastName()).isEqualTo(names.get((i + 1) % names.size()));
        }
        assertThat(lines.get(0).created()).isEqualTo(Instant.parse("2026-11-20T09:00:00Z"));
        assertThat(lines.get(2).created()).isEqualTo(Instant.parse("2026-11-20T09:00:00.123456789Z"));
        assertThat(lines.get(3).created()).isEqualTo(Instant.parse("2026-11-20T09:00:00Z"));
        assertThat(lines.get(5).created()).isEqualTo(Instant.parse("2026-11-20T09:00:00Z"));
        assertThat(lines.get(6).created()).isNull();
        assertThat(lines.get(8).created()).isNull(); // February 30th is no date
        assertThat(lines.get(created.size()).created()).isEqualTo(orders.get(created.size()).created());
        assertThat(orders).extracting(Order::firstName).containsExactly(lines.stream().map(OrderLine::firstName)
                .toArray(String[]::new));
    }
}
