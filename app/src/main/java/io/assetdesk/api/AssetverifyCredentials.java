package io.assetdesk.api;

/** Asset-verification provider credentials, sent at the top level of every assetverify request body. */
public record AssetverifyCredentials(String username, String password) {
    @Override
    public String toString() {
        return "AssetverifyCredentials[username=" + username + ", password=" + Redact.secret(password) + "]";
    }
}
