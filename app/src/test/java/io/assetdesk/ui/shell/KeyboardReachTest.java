package io.assetdesk.ui.shell;

import static io.assetdesk.ui.testing.ScreenHarness.fx;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.ui.testing.ScreenTest;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.Control;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Toggle;
import javafx.scene.control.ToolBar;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Every action and field on every screen can be reached with Tab alone: pressing Tab round the window from the
 * screen's first focus reaches each shown, enabled control an officer can use (buttons, fields, lists, tables,
 * choices). With Space or Enter on a reached button, that is a keyboard path for every action.
 */
@ScreenTest
class KeyboardReachTest {
    /** More presses than any screen has controls: a walk that has not come round by then is stuck. */
    private static final int MAX_PRESSES = 250;
    private final FxRobot robot = new FxRobot();



    @Test
    void tabReachesEveryShownControlOnEveryScreen() throws Exception {
        List<String> unreached = new ArrayList<>();
        List<String> walked = new ArrayList<>();
        List<String> arrowed = new ArrayList<>();
        ScreenTour.tour(1024, 700, (id, stage) -> {
            Set<Node> reached = walk(stage);
            if (id == ScreenId.ORDERS) {
                // the sidebar is one stop: the arrow keys go from screen to screen within it
                fx(() -> {
                    stage.getScene().lookup("#navOrders").requestFocus();
                    return null;
                });
                robot.push(KeyCode.DOWN);
                WaitForAsyncUtils.waitForFxEvents();
                arrowed.add(fx(() -> stage.getScene().getFocusOwner().getId()));
            }
            List<Node> expected = fx(() -> usable(stage.getScene().getRoot(), new ArrayList<>()));
            walked.add(id + ": " + reached.size() + " of " + expected.size());
            for (Node n : expected) {
                if (!reached.contains(n) && !groupReached(n, reached)) {
                    unreached.add(id + ": " + describe(n));
                }
            }
        });
        assertThat(walked).as("every screen was walked (the Loans screen once per tab), and had controls")
                .hasSize(ScreenTour.SCREENS.size() + 3).allMatch(w -> !w.contains(": 0 of"));
        assertThat(unreached).as("controls Tab never reaches").isEmpty();
        assertThat(arrowed).containsExactly("navLoans");
    }

    @Test
    void theWalkSaysWhenAControlCannotBeReached() throws Exception {
        Stage[] stage = new Stage[1];
        Button skipped = fx(() -> new Button("Not by keyboard"));
        FxToolkit.setupFixture(() -> {
            skipped.setFocusTraversable(false);
            stage[0] = new Stage();
            stage[0].setScene(new Scene(new VBox(new Button("First"), skipped, new Button("Last")), 300, 200));
            stage[0].show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        Set<Node> reached = walk(stage[0]);
        assertThat(reached).hasSize(2).doesNotContain(skipped);
        // what the tour expects counts it all the same (a control taken out of Tab's way is the usual way to lose it):
        // that is what makes the tour fail
        assertThat(fx(() -> usable(stage[0].getScene().getRoot(), new ArrayList<>()))).contains(skipped);
    }

    /** Presses Tab round the window from where the focus is, and returns every control the focus was on. */
    private Set<Node> walk(Stage stage) {
        robot.targetWindow(stage);
        fx(() -> {
            stage.requestFocus();
            return null;
        });
        Set<Node> reached = new LinkedHashSet<>();
        Node first = null;
        for (int i = 0; i < MAX_PRESSES; i++) {
            robot.push(KeyCode.TAB);
            WaitForAsyncUtils.waitForFxEvents();
            Node owner = fx(() -> control(stage.getScene().getFocusOwner()));
            if (owner == null) {
                continue;
            }
            if (owner == first) {
                break;
            }
            if (first == null) {
                first = owner;
            }
            reached.add(owner);
        }
        return reached;
    }

    /**
     * A toggle of a group (the sidebar's screens) is one Tab stop, as radio buttons are: the arrow keys move within it
     * (and Ctrl+1 to Ctrl+5 go straight to a screen).
     */
    private static boolean groupReached(Node n, Set<Node> reached) {
        return n instanceof Toggle t && t.getToggleGroup() != null
                && reached.stream().anyMatch(r -> r instanceof Toggle o && o.getToggleGroup() == t.getToggleGroup());
    }

    /** The control a focused node belongs to (the date picker of its editor, the combo box of its text). */
    private static Node control(Node focused) {
        Node found = focused;
        for (Node n = focused; n != null; n = n.getParent()) {
            if (n instanceof ComboBoxBase<?> || n instanceof TableView<?> || n instanceof ListView<?>) {
                found = n;
            }
        }
        return found;
    }

    /**
     * The shown, enabled controls under {@code n} that a person uses, whether or not they take part in Tab's
     * traversal: what Tab must reach.
     */
    private static List<Node> usable(Node n, List<Node> found) {
        if (!n.isVisible() || n.isDisabled()) {
            return found;
        }
        boolean kind = n instanceof ButtonBase || n instanceof TextInputControl || n instanceof ComboBoxBase<?>
                || n instanceof ListView<?> || n instanceof TableView<?>;
        if (kind && !insideAControl(n)) {
            found.add(n);
            return found;
        }
        if (n instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                usable(child, found);
            }
        }
        return found;
    }

    /** A part of another control (a table's cell, a spinner's field), reached through that control. */
    private static boolean insideAControl(Node n) {
        for (Node p = n.getParent(); p != null; p = p.getParent()) {
            boolean container = p instanceof ScrollPane || p instanceof TabPane || p instanceof SplitPane
                    || p instanceof TitledPane || p instanceof ToolBar;
            if (p instanceof Control && !container) {
                return true;
            }
        }
        return false;
    }

    private static String describe(Node n) {
        String text = n instanceof Labeled l ? l.getText() : n.getAccessibleText();
        return n.getClass().getSimpleName() + (n.getId() == null ? "" : " #" + n.getId()) + " \"" + text + "\"";
    }
}
