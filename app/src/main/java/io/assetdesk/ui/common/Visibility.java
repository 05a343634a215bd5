package io.assetdesk.ui.common;

import javafx.beans.value.ObservableValue;
import javafx.scene.Node;

/** Shows or hides a node and gives its space back to the layout when hidden: the one place that pairs the two. */
public final class Visibility {
    private Visibility() {
    }

    /** Shows {@code n} (taking its space) or hides it (giving the space back). */
    public static void show(Node n, boolean visible) {
        n.setVisible(visible);
        n.setManaged(visible);
    }

    /** Keeps {@code n} shown exactly while {@code condition} holds; hidden, it takes no space. */
    public static void showWhen(Node n, ObservableValue<Boolean> condition) {
        n.visibleProperty().bind(condition);
        n.managedProperty().bind(n.visibleProperty());
    }
}
