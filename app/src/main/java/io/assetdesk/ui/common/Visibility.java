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

    /** From now on {@code n} takes its space only while it is visible, however its visibility is set. */
    public static void spaceFollowsVisibility(Node n) {
        n.managedProperty().bind(n.visibleProperty());
    }

    /** Whether {@code n} and every parent of it are visible (it is on screen when its scene is). */
    public static boolean shown(Node n) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (!p.isVisible()) {
                return false;
            }
        }
        return n.getScene() != null;
    }

    /** Keeps {@code n} shown exactly while {@code condition} holds; hidden, it takes no space. */
    public static void showWhen(Node n, ObservableValue<Boolean> condition) {
        n.visibleProperty().bind(condition);
        spaceFollowsVisibility(n);
    }
}
