package io.assetdesk.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.assetdesk.api.AssetverifyCredentials;
import io.assetdesk.api.BanklinkCredentials;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

@Timeout(value = 10, unit = TimeUnit.SECONDS)
class ConnectionFileTest {

    static final String FULL = """
            {
              "name": "Production",
              "baseUrl": "https://integrations.example.com/prefix",
              "portalUrl": "https://portal.example.com",
              "accessToken": "tok-file-secret",
              "banklink": {"clientId": "bl-id", "secret": "bl-file-secret"},
              "assetverify": {"username": "officer", "password": "av-file-secret"},
              "comment": "unknown members are ignored"
            }
            """;

    Path dir;

    @BeforeEach
    void makeDir() throws IOException {
        Files.createDirectories(Path.of("target"));
        dir = Files.createTempDirectory(Path.of("target"), "connection-file-");
    }

    private Path file(String content) throws IOException {
        Path f = Files.createTempFile(dir, "conn-", ".json");
        Files.writeString(f, content, StandardCharsets.UTF_8);
        return f;
    }

    @Test
    void readsACompleteFile() throws IOException {
        ConnectionProfile p = ConnectionFile.read(file(FULL));
        assertThat(p.name()).isEqualTo("Production");
        assertThat(p.baseUrl()).isEqualTo(URI.create("https://integrations.example.com/prefix"));
        assertThat(p.portalUrl()).isEqualTo(URI.create("https://portal.example.com"));
        assertThat(p.accessToken()).isEqualTo("tok-file-secret");
        assertThat(p.banklink()).isEqualTo(new BanklinkCredentials("bl-id", "bl-file-secret"));
        assertThat(p.assetverify()).isEqualTo(new AssetverifyCredentials("officer", "av-file-secret"));
        assertThat(p.sandbox()).isFalse();
    }

    @Test
    void integrationBlocksAreOptionalAndHttpIsFineOnLoopback() throws IOException {
        ConnectionProfile p = ConnectionFile.read(file("""
                {"name": "Local", "baseUrl": "http://127.0.0.1:8080", "portalUrl": "http://localhost:8080",
                 "accessToken": "t", "banklink": null}"""));
        assertThat(p.banklink()).isNull();
        assertThat(p.assetverify()).isNull();
        assertThat(p.baseUrl().getPort()).isEqualTo(8080);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "\"baseUrl\": \"https://integrations.example.com/prefix\"|\"baseUrl\": "
                    + "\"http://integrations.example.com\"|baseUrl must use https (http is allowed only for localhost)",
            "\"portalUrl\": \"https://portal.example.com\"|\"portalUrl\": \"ftp://portal.example.com\"|portalUrl "
                    + "must use https",
            "\"portalUrl\": \"https://portal.example.com\"|\"portalUrl\": \"not a url\"|portalUrl is not a valid URL",
            "\"baseUrl\": \"https://integrations.example.com/prefix\"|\"baseUrl\": \"/relative\"|baseUrl must be an "
                    + "absolute URL",
            "\"name\": \"Production\"|\"name\": \"  \"|name is empty",
            "\"name\": \"Production\"|\"label\": \"x\"|name is missing",
            "\"accessToken\": \"tok-file-secret\"|\"accessToken\": 12|accessToken must be a string",
            "\"accessToken\": \"tok-file-secret\"|\"accessToken\": null|accessToken is missing",
            "\"password\": \"av-file-secret\"|\"pass\": \"av-file-secret\"|assetverify.password is missing",
            "\"secret\": \"bl-file-secret\"|\"secret\": \"\"|banklink.secret is empty",
            "\"clientId\": \"bl-id\", |''|banklink.clientId is missing",
            "\"assetverify\": {\"username\": \"officer\", \"password\": \"av-file-secret\"}|\"assetverify\": "
                    + "\"officer\"|assetverify must be an object"})
    void eachProblemNamesItsField(String from, String to, String expected) throws IOException {
        String content = FULL.replace(from, to.equals("''") ? "" : to);
        assertThat(content).isNotEqualTo(FULL);
        assertThatThrownBy(() -> ConnectionFile.read(file(content)))
                .isInstanceOf(ConnectionFileException.class)
                .hasMessageContaining(expected)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("tok-file-secret", "bl-file-secret",
                        "av-file-secret"));
    }

    @Test
    void invalidJsonGivesLineAndColumn() throws IOException {
        Path f = file("{\n  \"name\": \"x\",\n    \"baseUrl\" \"https://a.example\"\n}");
        assertThatThrownBy(() -> ConnectionFile.read(f)).isInstanceOf(ConnectionFileException.class)
                .hasMessageStartingWith("the file is not valid JSON (line 3, column");
        Path leaky = file("{\"accessToken\": \"tok-file-secret\" \"x\"}");
        assertThatThrownBy(() -> ConnectionFile.read(leaky)).isInstanceOf(ConnectionFileException.class)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("tok-file-secret"));
        assertThatThrownBy(() -> ConnectionFile.read(file("[1,2]"))).hasMessageContaining("one JSON object");
        assertThatThrownBy(() -> ConnectionFile.read(file(""))).isInstanceOf(ConnectionFileException.class);
    }

    @Test
    void missingOrUnreadableFile() {
        Path missing = dir.resolve("nope.json");
        assertThatThrownBy(() -> ConnectionFile.read(missing)).isInstanceOf(ConnectionFileException.class)
                .hasMessageContaining("does not exist").hasMessageContaining("nope.json");
        assertThatThrownBy(() -> ConnectionFile.read(dir)).isInstanceOf(ConnectionFileException.class)
                .hasMessageContaining("cannot be read");
    }

    @Test
    void writeWithSecretsRoundTripsAndIsOwnerOnly() throws IOException {
        ConnectionProfile p = ConnectionFile.read(file(FULL));
        Path out = dir.resolve("sub/export.json");
        ConnectionFile.write(p, out, true);
        assertThat(ConnectionFile.read(out)).isEqualTo(p);
        if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(out))).isEqualTo("rw-------");
        }
        try (var files = Files.list(out.getParent())) {
            assertThat(files).containsExactly(out);
        }
    }

    @Test
    void writeWithoutSecretsLeavesThemOut() throws IOException {
        ConnectionProfile p = ConnectionFile.read(file(FULL));
        Path out = dir.resolve("export.json");
        ConnectionFile.write(p, out, false);
        String text = Files.readString(out);
        assertThat(text).doesNotContain("tok-file-secret", "bl-file-secret", "av-file-secret", "accessToken",
                "\"secret\"", "\"password\"");
        assertThat(text).contains("\"clientId\"", "bl-id", "officer", "https://integrations.example.com/prefix");
        assertThatThrownBy(() -> ConnectionFile.read(out)).hasMessage("accessToken is missing");
    }

    @Test
    void anEndlessOrHugeFileIsRefusedAtOnceWithoutReadingItWhole() throws IOException {
        Path big = dir.resolve("big.json");
        try (var out = Files.newOutputStream(big)) {
            out.write("{\"name\": \"".getBytes(StandardCharsets.UTF_8));
            out.write(new byte[ConnectionFile.MAX_BYTES]);
        }
        assertThatThrownBy(() -> ConnectionFile.read(big)).isInstanceOf(ConnectionFileException.class)
                .hasMessageContaining("larger than 1024 KB");
        Path zero = Path.of("/dev/zero");
        if (Files.isReadable(zero)) {
            assertThatThrownBy(() -> ConnectionFile.read(zero)).isInstanceOf(ConnectionFileException.class)
                    .hasMessageContaining("larger than");
        }
    }

    @Test
    void aMemberNamedTwiceIsRefusedAndNamed() throws IOException {
        String twice = FULL.replace("\"name\": \"Production\",", "\"name\": \"Production\", \"name\": \"Other\",");
        assertThatThrownBy(() -> ConnectionFile.read(file(twice))).isInstanceOf(ConnectionFileException.class)
                .hasMessage("the file names \"name\" twice: keep one (which one is meant cannot be guessed)");
        String nested = FULL.replace("\"secret\": \"bl-file-secret\"", "\"secret\": \"a\", \"secret\": \"b\"");
        assertThatThrownBy(() -> ConnectionFile.read(file(nested))).hasMessageContaining("\"secret\" twice")
                .hasMessageNotContaining("bl-file-secret");
    }

    @ParameterizedTest
    @CsvSource({"accessToken, tok-file-secret", "banklink.secret, bl-file-secret", "name, Production",
            "assetverify.username, officer"})
    void aControlCharacterInAFieldIsRefusedNamingTheFieldNeverTheValue(String field, String value) throws IOException {
        String broken = FULL.replace("\"" + value + "\"", "\"" + value + "\\r\\nX-Injected: 1\"");
        assertThatThrownBy(() -> ConnectionFile.read(file(broken))).isInstanceOf(ConnectionFileException.class)
                .hasMessage(field + " contains a control character (such as a line break)");
    }
}
