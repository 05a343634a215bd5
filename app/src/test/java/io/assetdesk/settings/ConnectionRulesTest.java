package io.assetdesk.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The connection form's rules, without a screen. */
class ConnectionRulesTest {

    private static String key(ConnectionRules.Problem p) {
        return p == null ? null : p.key();
    }

    @Test
    void aNameIsRequiredWithoutSlashAndNotTakenInAnyCase() {
        assertThat(key(ConnectionRules.name("  ", List.of()))).isEqualTo("connection.error.required");
        assertThat(key(ConnectionRules.name("a/b", List.of()))).isEqualTo("connection.error.nameSlash");
        assertThat(key(ConnectionRules.name("prod", List.of("Sandbox",
                "PROD")))).isEqualTo("connection.error.nameTaken");
        assertThat(ConnectionRules.name("Prod 2", List.of("Sandbox", "PROD"))).isNull();
    }

    @Test
    void urlsMustBeHttpsOrLoopbackHttp() {
        assertThat(key(ConnectionRules.url(""))).isEqualTo("connection.error.required");
        assertThat(key(ConnectionRules.url("http://exa mple"))).isEqualTo("connection.error.url");
        ConnectionRules.Problem plain = ConnectionRules.url("http://svc.example.com");
        assertThat(plain.key()).isEqualTo("connection.error.urlPolicy");
        assertThat(plain.argument()).isNotBlank();
        assertThat(ConnectionRules.url("https://svc.example.com")).isNull();
        assertThat(ConnectionRules.url("http://127.0.0.1:8080")).isNull();
    }

    @Test
    void aBlockOnceStartedMustBeCompleteAndAStoredSecretCountsOnlyWithAnId() {
        assertThat(ConnectionRules.block("", "", false, true)).isNull();
        assertThat(key(ConnectionRules.block("", "s", false, true))).isEqualTo("connection.error.blockIncomplete");
        assertThat(key(ConnectionRules.block("id", "", false, false))).isEqualTo("connection.error.blockIncomplete");
        assertThat(ConnectionRules.block("id", "", true, false)).isNull();
        assertThat(ConnectionRules.block("", "", true, true)).isNull();
        assertThat(key(ConnectionRules.requiredSecret(" ", false))).isEqualTo("connection.error.required");
        assertThat(ConnectionRules.requiredSecret("", true)).isNull();
    }
}
