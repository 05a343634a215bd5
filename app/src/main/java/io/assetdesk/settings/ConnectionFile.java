package io.assetdesk.settings;

import io.assetdesk.api.AssetverifyCredentials;
import io.assetdesk.api.BanklinkCredentials;
import io.assetdesk.api.UrlPolicy;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import tools.jackson.core.JacksonException;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The JSON connection file: read by {@code --config}, imported and exported by the Connection screen.
 * <pre>{"name": "...", "baseUrl": "https://...", "portalUrl": "https://...", "accessToken": "...",
 *  "banklink": {"clientId": "...", "secret": "..."}, "assetverify": {"username": "...", "password": "..."}}</pre>
 * Required: {@code name}, {@code baseUrl}, {@code portalUrl}, {@code accessToken}. Each integration block may be left
 * out (or null); when present it must be complete. Unknown top-level members are ignored. URLs must be https, except
 * loopback hosts, which may use http ({@link UrlPolicy}). Strict: at most {@link #MAX_BYTES} bytes are read, a member
 * named twice is refused, and no field may hold a control character. Errors name the field and never hold a value
 * from the file.
 */
public final class ConnectionFile {
    /** A connection file is a few hundred bytes: anything above this is not one (and is never read whole). */
    public static final int MAX_BYTES = 1024 * 1024;
    private static final JsonMapper MAPPER = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();
    private static final Pattern DUPLICATE = Pattern.compile(
            "Duplicate (?:Object property|field) \"([^\"]{1,64})\"");
    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rw-------");

    private ConnectionFile() {
    }

    /**
     * Reads and validates FILE; a malformed file, missing field or bad URL throws {@link ConnectionFileException}
     * naming the field.
     */
    public static ConnectionProfile read(Path file) {
        return parse(bytes(file));
    }

    /**
     * The team's loan database FILE names ({@code "loanDatabase": {"url", "user", "password"}}); empty when it names
     * none (the loan files are then this workstation's). A member that is there but wrong throws, naming the field.
     */
    public static Optional<TeamDatabase> readLoanDatabase(Path file) {
        return loanDatabase(tree(bytes(file)));
    }

    /** As {@link #readLoanDatabase}, from the content of a connection file. */
    public static Optional<TeamDatabase> parseLoanDatabase(byte[] content) {
        return loanDatabase(tree(content));
    }

    private static Optional<TeamDatabase> loanDatabase(JsonNode root) {
        JsonNode db = root.get("loanDatabase");
        if (db == null || db.isNull()) {
            return Optional.empty();
        }
        if (!db.isObject()) {
            throw new ConnectionFileException("loanDatabase must be an object {\"url\": ..., \"user\": ..., "
                    + "\"password\": ...}");
        }
        JsonNode password = db.get("password");
        if (password != null && !password.isNull() && !password.isString()) {
            throw new ConnectionFileException("loanDatabase.password must be a string");
        }
        try {
            return Optional.of(new TeamDatabase(required(db, "url", "loanDatabase.url"),
                    required(db, "user", "loanDatabase.user"), password == null || password.isNull() ? ""
                    : password.asString()));
        } catch (IllegalArgumentException e) {
            throw new ConnectionFileException(e.getMessage());
        }
    }

    private static byte[] bytes(Path file) {
        if (file == null) {
            throw new ConnectionFileException("no connection file was given");
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            // at most one byte more than allowed: an endless or huge file (/dev/zero) is refused at once
            bytes = in.readNBytes(MAX_BYTES + 1);
            if (bytes.length > MAX_BYTES) {
                throw new ConnectionFileException("the connection file " + file + " is larger than "
                        + MAX_BYTES / 1024 + " KB: it is not a connection file");
            }
        } catch (NoSuchFileException e) {
            throw new ConnectionFileException("the connection file " + file + " does not exist");
        } catch (AccessDeniedException e) {
            throw new ConnectionFileException("the connection file " + file + " cannot be read (permission denied)");
        } catch (IOException e) {
            throw new ConnectionFileException("the connection file " + file + " cannot be read ("
                    + (Files.isDirectory(file) ? "it is a folder" : e.getClass().getSimpleName()) + ")");
        }
        return bytes;
    }

    /** Validates the content of a connection file (as {@link #read}, for an import from memory). */
    public static ConnectionProfile parse(byte[] content) {
        JsonNode root = tree(content);
        String name = required(root, "name", "name");
        URI baseUrl = url(root, "baseUrl");
        URI portalUrl = url(root, "portalUrl");
        String token = required(root, "accessToken", "accessToken");
        BanklinkCredentials banklink = null;
        JsonNode bl = root.get("banklink");
        if (bl != null && !bl.isNull()) {
            if (!bl.isObject()) {
                throw new ConnectionFileException("banklink must be an object {\"clientId\": ..., \"secret\": ...}");
            }
            banklink = new BanklinkCredentials(required(bl, "clientId", "banklink.clientId"),
                    required(bl, "secret", "banklink.secret"));
        }
        AssetverifyCredentials assetverify = null;
        JsonNode av = root.get("assetverify");
        if (av != null && !av.isNull()) {
            if (!av.isObject()) {
                throw new ConnectionFileException(
                        "assetverify must be an object {\"username\": ..., \"password\": ...}");
            }
            assetverify = new AssetverifyCredentials(required(av, "username", "assetverify.username"),
                    required(av, "password", "assetverify.password"));
        }
        return new ConnectionProfile(name.strip(), baseUrl, portalUrl, token, banklink, assetverify, false);
    }

    /** The file's one JSON object; a file that is not one throws, saying where. */
    private static JsonNode tree(byte[] content) {
        JsonNode root;
        try {
            root = MAPPER.readTree(content);
        } catch (JacksonException e) {
            var dup = DUPLICATE.matcher(String.valueOf(e.getOriginalMessage()));
            if (dup.find()) {
                throw new ConnectionFileException("the file names \"" + dup.group(1)
                        + "\" twice: keep one (which one is meant cannot be guessed)");
            }
            var loc = e.getLocation();
            throw new ConnectionFileException("the file is not valid JSON"
                    + (loc == null || loc.getLineNr() < 1 ? "" : " (line " + loc.getLineNr() + ", column "
                    + loc.getColumnNr() + ")"));
        }
        if (root == null || root.isMissingNode() || !root.isObject()) {
            throw new ConnectionFileException("the file must hold one JSON object {\"name\": ..., \"baseUrl\": ...}");
        }
        return root;
    }

    private static String required(JsonNode parent, String member, String field) {
        JsonNode n = parent.get(member);
        if (n == null || n.isNull() || n.isMissingNode()) {
            throw new ConnectionFileException(field + " is missing");
        }
        if (!n.isString()) {
            throw new ConnectionFileException(field + " must be a string");
        }
        String s = n.asString();
        if (s.isBlank()) {
            throw new ConnectionFileException(field + " is empty");
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0)) {
                // never the value itself: it may be a secret
                throw new ConnectionFileException(field + " contains a control character (such as a line break)");
            }
        }
        return s;
    }

    private static URI url(JsonNode root, String field) {
        String s = required(root, field, field).strip();
        URI uri;
        try {
            uri = new URI(s);
        } catch (URISyntaxException e) {
            throw new ConnectionFileException(field + " is not a valid URL");
        }
        String problem = UrlPolicy.problem(uri);
        if (problem != null) {
            throw new ConnectionFileException(field + " " + problem);
        }
        return uri;
    }

    /**
     * Writes {@code profile} to FILE; secrets (access token, secret, password) only when {@code includeSecrets}. The
     * file is created owner-only (rw-------) where the file system has POSIX permissions, and replaced atomically.
     */
    public static void write(ConnectionProfile profile, Path file, boolean includeSecrets) {
        ObjectNode root = MAPPER.createObjectNode();
        putIfPresent(root, "name", profile.name());
        putIfPresent(root, "baseUrl", profile.baseUrl() == null ? null : profile.baseUrl().toString());
        putIfPresent(root, "portalUrl", profile.portalUrl() == null ? null : profile.portalUrl().toString());
        if (includeSecrets) {
            putIfPresent(root, "accessToken", profile.accessToken());
        }
        if (profile.banklink() != null) {
            ObjectNode bl = root.putObject("banklink");
            putIfPresent(bl, "clientId", profile.banklink().clientId());
            if (includeSecrets) {
                putIfPresent(bl, "secret", profile.banklink().secret());
            }
        }
        if (profile.assetverify() != null) {
            ObjectNode av = root.putObject("assetverify");
            putIfPresent(av, "username", profile.assetverify().username());
            if (includeSecrets) {
                putIfPresent(av, "password", profile.assetverify().password());
            }
        }
        byte[] bytes = MAPPER.writerWithDefaultPrettyPrinter().writeValueAsBytes(root);
        Path target = file.toAbsolutePath();
        Path dir = target.getParent();
        Path tmp = null;
        try {
            if (dir != null) {
                Files.createDirectories(dir);
            }
            boolean posix = Files.getFileStore(dir == null ? target.getRoot() : dir)
                    .supportsFileAttributeView("posix");
            tmp = posix
                    ? Files.createTempFile(dir, ".connection-", ".tmp",
                            PosixFilePermissions.asFileAttribute(OWNER_ONLY))
                    : Files.createTempFile(dir, ".connection-", ".tmp");
            Files.write(tmp, bytes);
            try {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
            tmp = null;
            if (posix) {
                Files.setPosixFilePermissions(target, OWNER_ONLY);
            }
        } catch (IOException e) {
            String reason = e instanceof AccessDeniedException ? "permission denied"
                    : e instanceof FileSystemException fse && fse.getReason() != null ? fse.getReason()
                    : e.getClass().getSimpleName();
            throw new ConnectionFileException("the connection file " + file + " cannot be written (" + reason + ")");
        } finally {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException ignored) {
                    // best effort
                }
            }
        }
    }

    private static void putIfPresent(ObjectNode node, String name, String value) {
        if (value != null) {
            node.put(name, value);
        }
    }
}
