package io.assetdesk.ui.testing;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;

/**
 * Walks a scene graph for the controls the keyboard reaches and the ones among them without a name a screen reader
 * can say (their own text, an accessible text, or a label that names it with {@code labelFor}; a list or a table is
 * read by its rows and headers). FX thread.
 */
public final class AccessibleNames {
    private AccessibleNames() {
    }

    /**
     * Adds each shown, enabled, focusable node under {@code n} to {@code checked}, and those without a name to
     * {@code unnamed}, each as "{@code where}: Type#id styleClass=[...] in #parentId".
     */
    public static void walk(Node n, String where, List<String> unnamed, List<String> checked) {
        if (!n.isVisible()) {
            return;
        }
        if (n.isFocusTraversable() && !n.isDisabled()) {
            checked.add(where + ": " + describe(n));
            if (!named(n)) {
                unnamed.add(where + ": " + describe(n));
            }
        }
        if (n instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                walk(child, where, unnamed, checked);
            }
        }
    }

    static boolean named(Node n) {
        if (n.getAccessibleText() != null && !n.getAccessibleText().isBlank()) {
            return true;
        }
        if (n instanceof Labeled l && l.getText() != null && !l.getText().isBlank()) {
            return true;
        }
        return n instanceof ListView<?> || n instanceof TableView<?> || labelled(n.getScene() == null ? null
                : n.getScene().getRoot(), n);
    }

    /** Whether a label under {@code root} names {@code n} ({@code labelFor}: a screen reader says it with it). */
    private static boolean labelled(Node root, Node n) {
        if (root == null) {
            return false;
        }
        if (root instanceof Label l && l.getLabelFor() == n && l.getText() != null && !l.getText().isBlank()) {
            return true;
        }
        if (root instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                if (labelled(child, n)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static String describe(Node n) {
        StringBuilder s = new StringBuilder(n.getClass().getSimpleName());
        if (n.getId() != null) {
            s.append('#').append(n.getId());
        }
        s.append(" styleClass=").append(n.getStyleClass());
        for (Node p = n.getParent(); p != null; p = p.getParent()) {
            if (p.getId() != null) {
                s.append(" in #").append(p.getId());
                break;
            }
        }
        return s.toString();
    }
}
