package io.assetdesk.api;

/** Bank-link provider credentials, sent at the top level of every banklink request body. */
public record BanklinkCredentials(String clientId, String secret) {
    @Override
    public String toString() {
        return "BanklinkCredentials[clientId=" + clientId + ", secret=" + Redact.secret(secret) + "]";
    }
}
