package io.assetdesk.api;

import java.net.URI;
import java.time.Duration;
import java.util.Objects;

/**
 * Where and how the client talks to the integration service. Either credentials block may be null (that integration
 * is then not configured). Base and portal URL must be https, except on loopback hosts (see {@link UrlPolicy}).
 */
public record ServiceConfig(URI baseUrl, URI portalUrl, String accessToken, BanklinkCredentials banklink,
                            AssetverifyCredentials assetverify, Duration connectTimeout, Duration requestTimeout) {

    public static final Duration DEFAULT_CONNECT_TIMEOUT = Duration.ofSeconds(10);
    public static final Duration DEFAULT_REQUEST_TIMEOUT = Duration.ofSeconds(30);

    public ServiceConfig {
        UrlPolicy.requireAllowed(baseUrl, "baseUrl");
        UrlPolicy.requireAllowed(portalUrl, "portalUrl");
        connectTimeout = Objects.requireNonNullElse(connectTimeout, DEFAULT_CONNECT_TIMEOUT);
        requestTimeout = Objects.requireNonNullElse(requestTimeout, DEFAULT_REQUEST_TIMEOUT);
    }

    public static ServiceConfig of(URI baseUrl, URI portalUrl, String accessToken, BanklinkCredentials banklink,
                                   AssetverifyCredentials assetverify) {
        return new ServiceConfig(baseUrl, portalUrl, accessToken, banklink, assetverify, null, null);
    }

    public ServiceConfig withTimeouts(Duration connect, Duration request) {
        return new ServiceConfig(baseUrl, portalUrl, accessToken, banklink, assetverify, connect, request);
    }

    @Override
    public String toString() {
        return "ServiceConfig[baseUrl=" + baseUrl + ", portalUrl=" + portalUrl + ", accessToken="
                + Redact.secret(accessToken) + ", banklink=" + banklink + ", assetverify=" + assetverify + "]";
    }
}
