package io.assetdesk.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** A connection file's {@code loanDatabase}: read as written, refused naming the member when it is wrong. */
class TeamDatabaseTest {

    private static byte[] file(String loanDatabase) {
        return ("{\"name\":\"Office\",\"baseUrl\":\"https://svc.example.com\",\"loanDatabase\":" + loanDatabase + "}")
                .getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void aTeamDatabaseIsReadWithItsPasswordKeptOutOfEveryWord() {
        TeamDatabase db = ConnectionFile.parseLoanDatabase(file("{\"url\":\"jdbc:postgresql://db.example.com:5432/"
                + "assetdesk?sslmode=verify-full\",\"user\":\"assetdesk_console\",\"password\":\"s3cret\"}"))
                .orElseThrow();

        assertThat(db.where()).isEqualTo("db.example.com:5432/assetdesk");
        assertThat(db.password()).isEqualTo("s3cret");
        assertThat(db.toString()).doesNotContain("s3cret");
        assertThat(ConnectionFile.parseLoanDatabase(file("null"))).isEmpty();
    }

    @Test
    void aPasswordInTheUrlANonPostgresUrlOrAMissingUserIsRefusedNamingTheMember() {
        assertThatThrownBy(() -> ConnectionFile.parseLoanDatabase(file("{\"url\":\"jdbc:postgresql://db:5432/ad?user=x"
                + "&password=s3cret\",\"user\":\"x\"}"))).isInstanceOf(ConnectionFileException.class)
                .hasMessageContaining("loanDatabase.url must not carry the password").hasMessageNotContaining("s3cret");
        assertThatThrownBy(() -> ConnectionFile.parseLoanDatabase(file("{\"url\":\"jdbc:h2:file:/tmp/x\",\"user\":"
                + "\"x\"}"))).isInstanceOf(ConnectionFileException.class)
                .hasMessageContaining("loanDatabase.url must be a PostgreSQL JDBC URL");
        assertThatThrownBy(() -> ConnectionFile.parseLoanDatabase(file("{\"url\":\"jdbc:postgresql://db:5432/ad\"}")))
                .isInstanceOf(ConnectionFileException.class).hasMessageContaining("loanDatabase.user");
        assertThatThrownBy(() -> ConnectionFile.parseLoanDatabase(file("\"postgres\"")))
                .isInstanceOf(ConnectionFileException.class).hasMessageContaining("loanDatabase must be an object");
    }
}
