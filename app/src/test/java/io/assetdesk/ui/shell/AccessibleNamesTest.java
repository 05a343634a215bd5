package io.assetdesk.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.ui.testing.AccessibleNames;
import io.assetdesk.ui.testing.ScreenTest;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;

/**
 * Every control the keyboard reaches, on every screen, has a name a screen reader can say: its own text, or an
 * accessible text (icon buttons, fields whose label is beside them, the sidebar's items, the status pills). The walk
 * fails naming each control without one.
 */
@ScreenTest
class AccessibleNamesTest {
    private final FxRobot robot = new FxRobot();



    @Test
    void everyFocusableControlOnEveryScreenHasAName() throws Exception {
        List<String> unnamed = new ArrayList<>();
        List<String> checked = new ArrayList<>();
        ScreenTour.visit(1200, 780, (id, root) -> walk(root, id, unnamed, checked));
        assertThat(unnamed).as("focusable controls without a name a screen reader can say").isEmpty();
        // the walk saw the screens' controls (a walk that finds nothing proves nothing)
        for (ScreenId id : ScreenId.values()) {
            assertThat(checked.stream().filter(c -> c.startsWith(id + ":")).count()).as(id.name()).isGreaterThan(3);
        }
        assertThat(checked).anyMatch(c -> c.contains("#search")).anyMatch(c -> c.contains("#navOrders"))
                .anyMatch(c -> c.contains("#themeButton")).anyMatch(c -> c.contains("#firstName"));
    }

    @Test
    void theWalkFindsAnIconButtonWithoutAName() throws Exception {
        List<String> unnamed = new ArrayList<>();
        FxToolkit.setupFixture(() -> {
            Button icon = new Button();
            icon.setGraphic(new Label("\u2630"));
            Button named = new Button();
            named.setAccessibleText("Menu");
            walk(new VBox(icon, named, new Button("Save")), ScreenId.ORDERS, unnamed, new ArrayList<>());
        });
        assertThat(unnamed).singleElement().asString().startsWith("ORDERS: Button");
    }

    private static void walk(Node n, ScreenId screen, List<String> unnamed, List<String> checked) {
        AccessibleNames.walk(n, screen.name(), unnamed, checked);
    }
}
