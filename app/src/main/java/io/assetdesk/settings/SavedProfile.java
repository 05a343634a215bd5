package io.assetdesk.settings;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import io.assetdesk.api.AssetverifyCredentials;
import io.assetdesk.api.BanklinkCredentials;
import java.net.URI;

/**
 * A connection profile as stored in the data folder: everything but the secrets (access token, bank-link secret,
 * asset-verification password), which live in a {@link SecretStore}. {@code rememberSecrets}: the secrets are in the
 * workstation's credential store. A null client id or user name: that integration is not configured.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record SavedProfile(String name, String baseUrl, String portalUrl, String banklinkClientId,
                           String assetverifyUsername, boolean rememberSecrets) {

    /** The full profile with these secrets (null when missing). */
    public ConnectionProfile withSecrets(String accessToken, String banklinkSecret, String assetverifyPassword) {
        BanklinkCredentials banklink = banklinkClientId == null ? null
                : new BanklinkCredentials(banklinkClientId, banklinkSecret);
        AssetverifyCredentials assetverify = assetverifyUsername == null ? null
                : new AssetverifyCredentials(assetverifyUsername, assetverifyPassword);
        return new ConnectionProfile(name, URI.create(baseUrl), URI.create(portalUrl), accessToken, banklink,
                assetverify, false);
    }
}
