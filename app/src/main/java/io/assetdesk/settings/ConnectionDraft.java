package io.assetdesk.settings;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A connection as a form: the one editable shape of a connection, every field a string as typed or as a file holds it
 * (an import may be incomplete, for example exported without secrets: the editor's validation then says what is
 * missing). Any field may be null. {@link ConnectionProfile} is the connection once complete.
 */
public record ConnectionDraft(String name, String baseUrl, String portalUrl, String accessToken,
                              String banklinkClientId, String banklinkSecret, String assetverifyUsername,
                              String assetverifyPassword) {
    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    public static ConnectionDraft of(ConnectionProfile p) {
        return new ConnectionDraft(p.name(), str(p.baseUrl()), str(p.portalUrl()), p.accessToken(),
                p.banklink() == null ? null : p.banklink().clientId(),
                p.banklink() == null ? null : p.banklink().secret(),
                p.assetverify() == null ? null : p.assetverify().username(),
                p.assetverify() == null ? null : p.assetverify().password());
    }

    /** The same form with its secrets left out (for showing: a stored secret is said, never shown). */
    public ConnectionDraft withoutSecrets() {
        return new ConnectionDraft(name, baseUrl, portalUrl, null, banklinkClientId, null, assetverifyUsername, null);
    }

    /**
     * Reads whatever string fields the file has; throws {@link ConnectionFileException} when it is not a JSON object.
     */
    public static ConnectionDraft readLenient(Path file) {
        JsonNode root;
        try {
            root = MAPPER.readTree(Files.readAllBytes(file));
        } catch (IOException e) {
            throw new ConnectionFileException("the connection file " + file + " cannot be read");
        } catch (JacksonException e) {
            throw new ConnectionFileException("the file is not valid JSON");
        }
        if (root == null || !root.isObject()) {
            throw new ConnectionFileException("the file must hold one JSON object");
        }
        JsonNode bl = root.path("banklink");
        JsonNode av = root.path("assetverify");
        return new ConnectionDraft(text(root, "name"), text(root, "baseUrl"), text(root, "portalUrl"),
                text(root, "accessToken"), text(bl, "clientId"), text(bl, "secret"), text(av, "username"),
                text(av, "password"));
    }

    private static String text(JsonNode parent, String member) {
        JsonNode n = parent == null ? null : parent.get(member);
        return n != null && n.isString() ? n.asString() : null;
    }

    private static String str(Object o) {
        return o == null ? null : o.toString();
    }

    @Override
    public String toString() {
        return "ConnectionDraft[name=" + name + ", baseUrl=" + baseUrl + "]";
    }
}
