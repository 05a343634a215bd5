package io.assetdesk.ui.enrollment;

import java.io.IOException;
import java.net.CookieHandler;
import java.net.CookieManager;
import java.net.CookiePolicy;
import java.net.CookieStore;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The JVM-wide cookie handler while borrower sessions run. JavaFX's WebView keeps its cookies in whatever
 * {@link CookieHandler#getDefault()} is, and its HTTP loader captures that handler once, at its first request; so this
 * one handler is installed before any WebView loads anything and hands every call to the jar of the session that is
 * open: a fresh in-memory {@link CookieManager} per session, emptied when the session ends. Outside a session it keeps
 * and sends nothing.
 */
public final class SessionCookieHandler extends CookieHandler {

    /** A session's cookies; {@link #close()} empties them and stops using them. */
    public final class SessionJar implements AutoCloseable {
        private final CookieManager manager;

        private SessionJar(CookieManager manager) {
            this.manager = manager;
        }

        public CookieStore store() {
            return manager.getCookieStore();
        }

        @Override
        public void close() {
            manager.getCookieStore().removeAll();
            synchronized (SessionCookieHandler.this) {
                if (current == manager) {
                    current = refusing();
                }
            }
        }
    }

    private CookieManager current = refusing();

    SessionCookieHandler() {
    }

    /**
     * The JVM's handler when it is one of these, else a new one installed as the JVM default. Call it before the first
     * WebView loads a page (the app does so at start).
     */
    public static SessionCookieHandler install() {
        synchronized (CookieHandler.class) {
            CookieHandler existing = CookieHandler.getDefault();
            if (existing instanceof SessionCookieHandler handler) {
                return handler;
            }
            SessionCookieHandler handler = new SessionCookieHandler();
            CookieHandler.setDefault(handler);
            return handler;
        }
    }

    /** Starts a new, empty jar for a session (ending any jar still open, which is emptied). */
    public synchronized SessionJar begin() {
        current.getCookieStore().removeAll();
        current = new CookieManager(null, CookiePolicy.ACCEPT_ORIGINAL_SERVER);
        return new SessionJar(current);
    }

    private synchronized CookieManager current() {
        return current;
    }

    @Override
    public Map<String, List<String>> get(URI uri, Map<String, List<String>> requestHeaders) throws IOException {
        return current().get(Objects.requireNonNull(uri), requestHeaders);
    }

    @Override
    public void put(URI uri, Map<String, List<String>> responseHeaders) throws IOException {
        current().put(Objects.requireNonNull(uri), responseHeaders);
    }

    private static CookieManager refusing() {
        return new CookieManager(null, CookiePolicy.ACCEPT_NONE);
    }
}
