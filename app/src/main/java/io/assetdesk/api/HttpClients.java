package io.assetdesk.api;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.http.HttpClient;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Ends an {@link HttpClient}'s own thread at once. A client keeps a selector thread waiting in native code until it
 * is garbage collected, and the JVM's exit waits up to 300 ms for every thread in native code: a console that has
 * made a call would take that long to end after its window closed. Java 21 and later stop it with
 * {@code shutdownNow()}; on Java 17 its selector is shut down directly, which needs {@code java.net.http}'s
 * internals opened to the console ({@code --add-opens java.net.http/jdk.internal.net.http=ALL-UNNAMED}, given by
 * the packaged launcher and by the jar's manifest). Without them the client is left to end on its own, as before.
 */
public final class HttpClients {
    private static final Logger LOG = LoggerFactory.getLogger(HttpClients.class);

    private HttpClients() {
    }

    /**
     * Stops {@code client}'s selector thread: calls still under way end with an error, and the client must not be
     * used again. Never throws.
     */
    public static void stop(HttpClient client) {
        if (client == null) {
            return;
        }
        try {
            // Java 21+: a public method (the console is compiled for 17, so it is looked up by name)
            Method shutdownNow = HttpClient.class.getMethod("shutdownNow");
            shutdownNow.invoke(client);
            return;
        } catch (NoSuchMethodException java17) {
            // below
        } catch (ReflectiveOperationException | RuntimeException e) {
            LOG.debug("HTTP client: shutdownNow failed: {}", e.toString());
            return;
        }
        try {
            Field impl = client.getClass().getDeclaredField("impl");
            impl.setAccessible(true);
            Object inner = impl.get(client);
            Field selector = inner.getClass().getDeclaredField("selmgr");
            selector.setAccessible(true);
            Object manager = selector.get(inner);
            Method shutdown = manager.getClass().getDeclaredMethod("shutdown");
            shutdown.setAccessible(true);
            shutdown.invoke(manager);
        } catch (ReflectiveOperationException | RuntimeException e) {
            // not opened to us (a plain class path run without the option): the thread ends when the client is
            // collected, and an exit meanwhile waits for it
            LOG.debug("HTTP client: its selector could not be stopped ({}); it ends on its own", e.toString());
        }
    }
}
