package io.assetdesk.api;

import java.security.SecureRandom;
import javax.net.ssl.KeyManager;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLContextSpi;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLServerSocketFactory;
import javax.net.ssl.SSLSessionContext;
import javax.net.ssl.SSLSocketFactory;
import javax.net.ssl.TrustManager;

/**
 * The TLS context of an HTTP client that only ever speaks plain HTTP: a service on this workstation's loopback, the
 * one place {@link UrlPolicy} allows without TLS. An {@code HttpClient} made without a context of its own sets up the
 * JDK's default one at once, reading and parsing every trust anchor the JDK ships (about 140 certificates, 0.2 s of
 * one core under the launcher's compiler), while the console's first frame is being built. This context holds
 * nothing and refuses any TLS use, so that a plain-HTTP client never pays for TLS it cannot use.
 */
final class PlainHttpOnly extends SSLContextSpi {
    private static final String NO_TLS = "this connection is plain HTTP to this workstation: it has no TLS";

    private PlainHttpOnly() {
    }

    /** A context whose every TLS use fails. */
    static SSLContext context() {
        return new SSLContext(new PlainHttpOnly(), null, "none") {
        };
    }

    @Override
    protected void engineInit(KeyManager[] km, TrustManager[] tm, SecureRandom sr) {
        // nothing to set up: no TLS is ever done
    }

    @Override
    protected SSLSocketFactory engineGetSocketFactory() {
        throw new IllegalStateException(NO_TLS);
    }

    @Override
    protected SSLServerSocketFactory engineGetServerSocketFactory() {
        throw new IllegalStateException(NO_TLS);
    }

    @Override
    protected SSLEngine engineCreateSSLEngine() {
        throw new IllegalStateException(NO_TLS);
    }

    @Override
    protected SSLEngine engineCreateSSLEngine(String host, int port) {
        throw new IllegalStateException(NO_TLS);
    }

    @Override
    protected SSLSessionContext engineGetServerSessionContext() {
        throw new IllegalStateException(NO_TLS);
    }

    @Override
    protected SSLSessionContext engineGetClientSessionContext() {
        throw new IllegalStateException(NO_TLS);
    }

    @Override
    protected SSLParameters engineGetDefaultSSLParameters() {
        return new SSLParameters();
    }

    @Override
    protected SSLParameters engineGetSupportedSSLParameters() {
        return new SSLParameters();
    }
}
