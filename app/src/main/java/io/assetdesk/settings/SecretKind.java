package io.assetdesk.settings;

/** The secrets of a connection profile. */
public enum SecretKind {
    ACCESS_TOKEN("access-token"),
    BANKLINK_SECRET("banklink-secret"),
    ASSETVERIFY_PASSWORD("assetverify-password");

    private final String id;

    SecretKind(String id) {
        this.id = id;
    }

    /** The entry name in a credential store: {@code <profile>/<kind>}. */
    public String account(String profile) {
        return profile + "/" + id;
    }
}
