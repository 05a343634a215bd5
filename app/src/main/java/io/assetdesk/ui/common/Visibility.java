package io.assetdesk.ui.common;

import javafx.scene.Node;

/** Shows or hides a node and gives its space back to the layout when hidden. */
public final class Visibility {
    private Visibility() {
    }

    public static void show(Node n, boolean visible) {
        n.setVisible(visible);
        n.setManaged(visible);
    }
}
