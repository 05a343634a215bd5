package io.assetdesk.session;

import io.assetdesk.api.IntegrationService;
import io.assetdesk.api.ServiceConfig;
import io.assetdesk.api.SharedListService;
import io.assetdesk.settings.ConnectionProfile;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The connection the console works on now, and the service built from it. Changing the profile closes the previous
 * service. Touch it from the FX thread.
 */
public final class ActiveConnection implements AutoCloseable {
    private final Function<ServiceConfig, IntegrationService> serviceFactory;
    private final ObjectProperty<ConnectionProfile> profile = new SimpleObjectProperty<>(this, "profile");
    private final ReadOnlyIntegerWrapper orderCount =
            new ReadOnlyIntegerWrapper(this, "orderCount", -1);
    private IntegrationService service;
    private final List<Consumer<Heard>> callListeners = new CopyOnWriteArrayList<>();

    /** How a call on {@code profile}'s service ended at {@code at}: {@code failure} null when it answered. */
    public record Heard(ConnectionProfile profile, Instant at, Throwable failure) {
    }

    public ActiveConnection(ConnectionProfile initial, Function<ServiceConfig, IntegrationService> serviceFactory) {
        this.serviceFactory = Objects.requireNonNull(serviceFactory);
        use(initial);
    }

    public ReadOnlyObjectProperty<ConnectionProfile> profileProperty() {
        return profile;
    }

    public ConnectionProfile profile() {
        return profile.get();
    }

    public IntegrationService service() {
        return service;
    }

    /**
     * A separate service for {@code config}, built like the active one (for "Test connection" on a profile being
     * edited). The caller closes it when done.
     */
    public IntegrationService open(ServiceConfig config) {
        return serviceFactory.apply(config);
    }

    /**
     * The number of orders the service listed last on the active connection, whoever asked (the status bar's check,
     * the order list, Test connection); -1 before any answer. Use on the FX thread.
     */
    public ReadOnlyIntegerProperty orderCountProperty() {
        return orderCount.getReadOnlyProperty();
    }

    /** A list answer of {@code count} orders came for {@code asked}; ignored when another profile is active now. */
    public void reportOrderCount(ConnectionProfile asked, int count) {
        if (asked != null && asked.equals(profile.get())) {
            orderCount.set(count);
        }
    }

    /**
     * Follows how every call on the active service ends, whichever screen made it (the status bar follows the last
     * one); told on the thread that ended the call.
     */
    public void addCallListener(Consumer<Heard> listener) {
        callListeners.add(Objects.requireNonNull(listener));
    }

    public boolean isSandbox() {
        return profile.get() != null && profile.get().sandbox();
    }

    /**
     * Switches to {@code next}: builds its service, then publishes the profile. Its order-list calls share one request
     * while it runs (the order list and the health check both list the orders when a connection opens).
     */
    public void use(ConnectionProfile next) {
        IntegrationService previous = service;
        service = new SharedListService(serviceFactory.apply(next.toServiceConfig()), failure -> {
            Heard h = new Heard(next, Instant.now(), failure);
            callListeners.forEach(l -> l.accept(h));
        });
        orderCount.set(-1);
        profile.set(next);
        closeQuietly(previous);
    }

    @Override
    public void close() {
        closeQuietly(service);
    }

    private static void closeQuietly(IntegrationService s) {
        if (s instanceof AutoCloseable c) {
            try {
                c.close();
            } catch (Exception ignored) {
                // closing a client releases threads only; nothing to report
            }
        }
    }
}
