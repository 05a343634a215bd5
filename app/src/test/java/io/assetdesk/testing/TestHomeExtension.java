package io.assetdesk.testing;

import java.nio.file.Path;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Keeps every test's writing under {@code target/}, whoever runs it: the build points {@code user.home} and the data
 * folder at {@code target/test-home} already, but a test class started from an IDE gets the real home (Java takes it
 * from the password file, not from {@code $HOME}). Registered for every test class (META-INF/services, JUnit's
 * auto-detection); it only sets what does not already point under {@code target/}, and keeps secrets in memory.
 */
public final class TestHomeExtension implements BeforeAllCallback {

    @Override
    public void beforeAll(ExtensionContext context) {
        ensure();
    }

    /** Points the home, the data folder and the secret store at the test's own, unless they are already. */
    public static void ensure() {
        Path target = Path.of("target").toAbsolutePath().normalize();
        Path home = target.resolve("test-home");
        if (!under(System.getProperty("user.home"), target)) {
            System.setProperty("user.home", home.toString());
        }
        if (!under(System.getProperty("assetdesk.home"), target)) {
            System.setProperty("assetdesk.home", home.resolve("data").toString());
        }
        if (System.getProperty("assetdesk.secretStore") == null) {
            System.setProperty("assetdesk.secretStore", "memory");
        }
    }

    static boolean under(String path, Path folder) {
        if (path == null || path.isBlank()) {
            return false;
        }
        return Path.of(path).toAbsolutePath().normalize().startsWith(folder);
    }
}
