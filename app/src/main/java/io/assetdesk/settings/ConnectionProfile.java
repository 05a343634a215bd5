package io.assetdesk.settings;

import io.assetdesk.api.AssetverifyCredentials;
import io.assetdesk.api.BanklinkCredentials;
import io.assetdesk.api.Redact;
import io.assetdesk.api.ServiceConfig;
import java.net.URI;

/**
 * A named connection to an integration service. {@code sandbox} marks the built-in training service. Either
 * credentials block may be null.
 */
public record ConnectionProfile(String name, URI baseUrl, URI portalUrl, String accessToken,
                                BanklinkCredentials banklink, AssetverifyCredentials assetverify, boolean sandbox) {

    public ServiceConfig toServiceConfig() {
        return ServiceConfig.of(baseUrl, portalUrl, accessToken, banklink, assetverify);
    }

    @Override
    public String toString() {
        return "ConnectionProfile[name=" + name + ", baseUrl=" + baseUrl + ", portalUrl=" + portalUrl
                + ", accessToken=" + Redact.secret(accessToken) + ", banklink=" + banklink + ", assetverify="
                + assetverify + ", sandbox=" + sandbox + "]";
    }
}
