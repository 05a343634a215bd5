package io.assetdesk.ui.neworder;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.Order;
import io.assetdesk.ui.orders.TestOrders;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The New order form's rules, without a screen. */
class NewOrderRulesTest {
    private static final Instant NOW = Instant.parse("2026-11-24T12:00:00Z");

    private static String key(NewOrderField f, String v) {
        NewOrderRules.Problem p = NewOrderRules.check(f, v, Monitoring.COMPANY_DEFAULT);
        return p == null ? null : p.key();
    }

    @Test
    void fieldsAreCheckedAsTheOfficerTypes() {
        assertThat(key(NewOrderField.REFERENCE, " ")).isEqualTo("neworder.error.required");
        assertThat(key(NewOrderField.EMAIL, "ann@")).isEqualTo("neworder.error.email");
        assertThat(key(NewOrderField.EMAIL, "ann@example.com")).isNull();
        assertThat(key(NewOrderField.LAST4, "123")).isEqualTo("neworder.error.last4");
        assertThat(key(NewOrderField.PHONE, "12")).isEqualTo("neworder.error.phone");
        assertThat(key(NewOrderField.PHONE, "+1 (555) 010-0100")).isNull();
        assertThat(key(NewOrderField.RETURN_URL, "ftp://x.example")).isEqualTo("neworder.error.url");
        assertThat(key(NewOrderField.RETURN_URL, "https://x.example/back")).isNull();
        assertThat(key(NewOrderField.PHONE, "")).as("optional").isNull();
        NewOrderRules.Problem tooLong = NewOrderRules.check(NewOrderField.REFERENCE, "x".repeat(201),
                Monitoring.COMPANY_DEFAULT);
        assertThat(tooLong.key()).isEqualTo("neworder.error.tooLong");
        assertThat(tooLong.argument()).isEqualTo(200);
    }

    @Test
    void customMonitoringNeedsOneTo3650Days() {
        assertThat(NewOrderRules.check(NewOrderField.MONITORING, "", Monitoring.COMPANY_DEFAULT)).isNull();
        assertThat(NewOrderRules.check(NewOrderField.MONITORING, "0", Monitoring.CUSTOM).key())
                .isEqualTo("neworder.error.days");
        assertThat(NewOrderRules.check(NewOrderField.MONITORING, "3651", Monitoring.CUSTOM).key())
                .isEqualTo("neworder.error.days");
        assertThat(NewOrderRules.check(NewOrderField.MONITORING, "3650", Monitoring.CUSTOM)).isNull();
        assertThat(NewOrderRules.check(NewOrderField.MONITORING, "1", Monitoring.CUSTOM)).isNull();
        assertThat(NewOrderRules.check(NewOrderField.MONITORING, "90", Monitoring.CUSTOM)).isNull();
    }

    @Test
    void theLostOrderIsTheNewestWithTheSameReferenceAndBorrowerSinceTheSend() {
        Order older = TestOrders.order("o-1", "Ann", "Lee", "ann@example.com", "R-7", "opened", NOW.minusSeconds(3600),
                false);
        Order sent = TestOrders.order("o-2", "Ann", "Lee", "ann@example.com", "r-7", "opened", NOW.minusSeconds(30),
                false);
        Order other = TestOrders.order("o-3", "Bob", "Ray", "bob@example.com", "R-7", "opened", NOW, false);
        Instant since = NOW.minusSeconds(900);
        assertThat(NewOrderRules.lostOrder(List.of(older, sent, other), "R-7", "ann@example.com", "Ann Lee", since))
                .map(Order::id).contains("o-2");
        assertThat(NewOrderRules.lostOrder(List.of(older, other), "R-7", "ann@example.com", "Ann Lee", since))
                .isEmpty();
        assertThat(NewOrderRules.lostOrder(List.of(sent), "R-8", "ann@example.com", "Ann Lee", since)).isEmpty();
    }
}
