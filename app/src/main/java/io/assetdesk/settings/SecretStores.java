package io.assetdesk.settings;

import java.util.Locale;

/**
 * Picks the workstation's secret store. The system property {@code assetdesk.secretStore} may say {@code keyring}
 * (the default: the OS credential store, probed), {@code memory} (tests, training rooms: kept until the app closes) or
 * {@code none} (remembering disabled by IT).
 */
public final class SecretStores {
    public static final String PROPERTY = "assetdesk.secretStore";

    private SecretStores() {
    }

    /** Blocks while probing the credential store: call it off the FX thread. */
    public static SecretStore forWorkstation() {
        String choice = System.getProperty(PROPERTY, "keyring").strip().toLowerCase(Locale.ROOT);
        return switch (choice) {
            case "memory" -> new MemorySecretStore();
            case "none" -> new UnavailableSecretStore("remembering secrets is turned off on this workstation");
            default -> KeyringSecretStore.probe();
        };
    }
}
