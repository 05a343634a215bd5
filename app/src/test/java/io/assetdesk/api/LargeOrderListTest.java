package io.assetdesk.api;

import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(value = 30, unit = TimeUnit.SECONDS)
class LargeOrderListTest extends WireMockSupport {

    /** {"data": [...]} with n orders; every 1000th entry is of type "account"; every 7th has null optional fields. */
    static String orders(int n) {
        StringBuilder b = new StringBuilder(n * 600).append("{\"data\":[");
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                b.append(',');
            }
            boolean nulls = i % 7 == 0;
            b.append("{\"id\":\"ord-").append(i).append("\",\"type\":\"").append(i % 1000 == 999 ? "account" : "order")
                    .append("\",\"attributes\":{\"created\":\"2024-05-01T10:20:")
                    .append(String.format("%02d", i % 60)).append(".123Z\",\"isArchived\":").append(i % 2 == 0)
                    .append(",\"status\":\"closed\",\"loginUrl\":\"https://provider.example.com/login/").append(i)
                    .append("\",\"daysRemaining\":").append(i % 90)
                    .append(",\"email\":\"borrower").append(i).append("@example.com\",\"last4SSN\":\"")
                    .append(String.format("%04d", i % 10000)).append("\",\"referenceNumber\":\"LN-").append(i)
                    .append("\",\"firstName\":\"Ana").append(i).append("\",\"lastName\":\"Lima\",")
                    .append("\"notificationUrl\":").append(nulls ? "null" : "\"https://lender.example.com/h\"")
                    .append(",\"returnUrl\":").append(nulls ? "null" : "\"https://lender.example.com/r\"")
                    .append(",\"phoneNumber\":").append(nulls ? "null" : "\"+1 555 0100\"")
                    .append(",\"employerName\":").append(nulls ? "null" : "\"Acme\"")
                    .append(",\"futureField\":{\"x\":[1,2,3]}}}");
        }
        return b.append("]}").toString();
    }

    @Test
    void tenThousandOrdersDecodeCorrectly() {
        server.stubFor(get(urlPathEqualTo("/api/v1/integrations/assetverify/orders"))
                .willReturn(okJson(orders(10_000))));

        List<Order> orders;
        try (IntegrationClient client = client()) {
            orders = client.listOrders();
        }

        assertThat(orders).hasSize(10_000);
        for (int i = 0; i < orders.size(); i++) {
            Order o = orders.get(i);
            assertThat(o.id()).isEqualTo("ord-" + i);
            assertThat(o.referenceNumber()).isEqualTo("LN-" + i);
            assertThat(o.daysRemaining()).isEqualTo(i % 90);
            assertThat(o.archived()).isEqualTo(i % 2 == 0);
            assertThat(o.isOrderType()).isEqualTo(i % 1000 != 999);
            assertThat(o.employerName()).isEqualTo(i % 7 == 0 ? null : "Acme");
        }
        assertThat(orders.get(1234).created()).isEqualTo(Instant.parse("2024-05-01T10:20:34.123Z"));
        assertThat(orders.get(1234).last4SSN()).isEqualTo("1234");
        assertThat(orders).filteredOn(o -> !o.isOrderType()).hasSize(10)
                .allSatisfy(o -> assertThat(o.resourceType()).isEqualTo("account"));
    }
}
