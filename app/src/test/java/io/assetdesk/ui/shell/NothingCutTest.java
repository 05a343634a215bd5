package io.assetdesk.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.ui.testing.ScreenTest;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.Labeled;
import javafx.scene.layout.HBox;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;

/**
 * At the supported 1024x700 and the smallest 900x600, no screen cuts an action's name or a column's header: a cut
 * label is one whose drawn text (its skin's {@code Text}) is shorter than its own, ending with the ellipsis.
 */
@ScreenTest
class NothingCutTest {
    private final FxRobot robot = new FxRobot();



    @ParameterizedTest
    @CsvSource({"1024, 700", "900, 600"})
    void noActionOrColumnHeaderIsCutOnAnyScreen(int width, int height) throws Exception {
        List<String> cut = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        List<String> outside = new ArrayList<>();
        ScreenTour.visit(width, height, (id, root) -> {
            walk(root, id + " at " + width + "x" + height, cut, seen);
            outside.addAll(outsideTheWindow(root, id + " at " + width + "x" + height));
        });
        assertThat(seen).as("the walk saw the actions and headers").hasSizeGreaterThan(30);
        assertThat(cut).as("actions and column headers drawn cut").isEmpty();
        assertThat(outside).as("screens laid out wider than the window").isEmpty();
    }

    @Test
    void theWalkFindsAButtonDrawnCut() throws Exception {
        List<String> cut = new ArrayList<>();
        FxToolkit.setupFixture(() -> {
            Button narrow = new Button("Export the verified assets report as PDF");
            narrow.setMaxWidth(80);
            HBox box = new HBox(narrow, new Button("OK"));
            Stage s = new Stage();
            s.setScene(new Scene(box, 200, 60));
            s.show();
            box.applyCss();
            box.layout();
            walk(box, "check", cut, new ArrayList<>());
        });
        assertThat(cut).singleElement().asString().startsWith("check: \"Export the verified");
    }

    /**
     * The window's parts (the sidebar, the header, the screen) that reach out of the window, and the screen's own
     * parts that reach out of the area it is shown in: a screen whose smallest width is wider than its area is
     * centred in it and cut on both sides.
     */
    private static List<String> outsideTheWindow(Parent root, String where) {
        List<String> found = new ArrayList<>();
        double width = root.getScene().getWidth();
        Node content = root.lookup("#content");
        for (Node n : List.of(root, content)) {
            for (Node child : ((Parent) n).getChildrenUnmodifiable()) {
                Bounds b = child.localToScene(child.getLayoutBounds());
                if (child.isVisible() && (b.getMinX() < -0.5 || b.getMaxX() > width + 0.5)) {
                    found.add(where + ": " + child.getClass().getSimpleName() + child.getStyleClass() + " from x "
                            + b.getMinX() + " to " + b.getMaxX() + " in a window " + width + " wide");
                }
            }
        }
        return found;
    }

    /** Each shown action (a button of any kind) and column header under {@code n}; those drawn cut to {@code cut}. */
    private static void walk(Node n, String where, List<String> cut, List<String> seen) {
        if (!n.isVisible()) {
            return;
        }
        if (n instanceof Labeled l && (l instanceof ButtonBase || inColumnHeader(l)) && l.getText() != null
                && !l.getText().isBlank()) {
            seen.add(l.getText());
            String drawn = drawn(l);
            if (drawn != null && !drawn.equals(l.getText().replace("_", "")) && drawn.endsWith(l.getEllipsisString())) {
                cut.add(where + ": \"" + l.getText() + "\" drawn as \"" + drawn + "\"");
            }
        }
        if (n instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                walk(child, where, cut, seen);
            }
        }
    }

    private static boolean inColumnHeader(Node n) {
        for (Node p = n.getParent(); p != null; p = p.getParent()) {
            if (p.getStyleClass().contains("column-header")) {
                return true;
            }
        }
        return false;
    }

    /** The text the label's skin draws (ellipsized when it does not fit); null before it has a skin. */
    private static String drawn(Labeled l) {
        for (Node child : l.getChildrenUnmodifiable()) {
            if (child instanceof Text t) {
                return t.getText();
            }
        }
        return null;
    }
}
