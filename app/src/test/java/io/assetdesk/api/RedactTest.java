package io.assetdesk.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RedactTest {

    @Test
    void aValueForOneLineShowsItsControlCharactersEscapedAndIsCutWithItsLengthSaid() {
        assertThat(Redact.printable("abc\ndef\t\u0007", 80)).isEqualTo("abc\\ndef\\t\\u0007");
        String longId = "a".repeat(100_000);
        String shown = Redact.printable(longId, 80);
        assertThat(shown).isEqualTo("a".repeat(40) + "\u2026" + "a".repeat(40) + " (100000 characters)");
        assertThat(shown).doesNotContain("\n");
        assertThat(Redact.printable("ord-1", 80)).isEqualTo("ord-1");
    }

    @Test
    void secretsNeverShowTheirValueNorTheirLength() {
        assertThat(Redact.secret("hunter2")).isEqualTo("****");
        assertThat(Redact.secret("a-much-longer-secret-value")).isEqualTo("****");
        assertThat(Redact.secret(null)).isEqualTo("(none)");
        assertThat(Redact.secret("")).isEqualTo("(none)");
    }

    @Test
    void identifierDigitsAreMaskedInJsonAndNothingElseChanges() {
        String json = "{\"data\":{\"id\":\"o-1\",\"attributes\":{\"last4SSN\": \"1234\",\"referenceNumber\":\"1234\","
                + "\"nested\":[{\"last4SSN\":\"5678\"}],\"note\":\"last4SSN\"}}}";
        String masked = Redact.identifierDigitsInJson(json);
        assertThat(masked).doesNotContain("5678")
                .isEqualTo(json.replace("\"last4SSN\": \"1234\"", "\"last4SSN\": \"****\"")
                        .replace("\"last4SSN\":\"5678\"", "\"last4SSN\":\"****\""));
        assertThat(masked).contains("\"referenceNumber\":\"1234\"").contains("\"note\":\"last4SSN\"");
    }

    @Test
    void aNullOrAbsentIdentifierIsLeftAlone() {
        String json = "{\"last4SSN\":null,\"x\":1}";
        assertThat(Redact.identifierDigitsInJson(json)).isEqualTo(json);
        assertThat(Redact.identifierDigitsInJson(null)).isNull();
    }
}
