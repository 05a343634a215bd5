package io.assetdesk.ui;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.net.URL;
import javafx.fxml.FXMLLoader;
import javafx.scene.Parent;

/**
 * Loads an FXML screen with the messages bundle and a controller factory that hands the {@link AppContext} to any
 * controller with a constructor taking it (else the no-argument constructor).
 */
public final class ViewLoader {
    private final AppContext context;

    public ViewLoader(AppContext context) {
        this.context = context;
    }

    public record View<C>(Parent root, C controller) {
    }

    /** {@code resource} is relative to {@code /io/assetdesk/ui/}, e.g. "orders/Orders.fxml". */
    public <C> View<C> load(String resource) {
        URL url = ViewLoader.class.getResource(resource);
        if (url == null) {
            throw new IllegalArgumentException("No FXML at io/assetdesk/ui/" + resource);
        }
        FXMLLoader loader = new FXMLLoader(url, context.messages().bundle());
        loader.setControllerFactory(this::createController);
        try {
            Parent root = loader.load();
            return new View<>(root, loader.getController());
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot load " + resource, e);
        }
    }

    private Object createController(Class<?> type) {
        try {
            for (Constructor<?> c : type.getConstructors()) {
                if (c.getParameterCount() == 1 && c.getParameterTypes()[0] == AppContext.class) {
                    return c.newInstance(context);
                }
            }
            return type.getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Cannot create controller " + type.getName(), e);
        }
    }
}
