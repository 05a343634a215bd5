package io.assetdesk.ui;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.Objects;
import java.util.ResourceBundle;
import javafx.fxml.FXMLLoader;
import javafx.scene.Parent;
import javafx.util.Callback;

/**
 * Loads an FXML screen with the messages bundle and the composition root's controller factory, which builds each
 * controller (and its view model) with exactly the parts it needs.
 */
public final class ViewLoader {
    private final ResourceBundle bundle;
    private final Callback<Class<?>, Object> controllers;

    public ViewLoader(ResourceBundle bundle, Callback<Class<?>, Object> controllers) {
        this.bundle = Objects.requireNonNull(bundle);
        this.controllers = Objects.requireNonNull(controllers);
    }

    public record View<C>(Parent root, C controller) {
    }

    /** {@code resource} is relative to {@code /io/assetdesk/ui/}, e.g. "orders/Orders.fxml". */
    public <C> View<C> load(String resource) {
        URL url = ViewLoader.class.getResource(resource);
        if (url == null) {
            throw new IllegalArgumentException("No FXML at io/assetdesk/ui/" + resource);
        }
        FXMLLoader loader = new FXMLLoader(url, bundle);
        loader.setControllerFactory(controllers);
        try {
            Parent root = loader.load();
            return new View<>(root, loader.getController());
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot load " + resource, e);
        }
    }
}
