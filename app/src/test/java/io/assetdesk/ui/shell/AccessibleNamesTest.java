package io.assetdesk.ui.shell;

import static io.assetdesk.ui.orders.ScreenHarness.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.app.Composition;
import io.assetdesk.ui.ViewLoader;
import io.assetdesk.ui.testing.AccessibleNames;
import io.assetdesk.ui.testing.FakeIntegrationService;
import io.assetdesk.ui.testing.TestApp;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Every control the keyboard reaches, on every screen, has a name a screen reader can say: its own text, or an
 * accessible text (icon buttons, fields whose label is beside them, the sidebar's items, the status pills). The walk
 * fails naming each control without one.
 */
class AccessibleNamesTest {
    private static final List<Rectangle2D> SCREENS = List.of(new Rectangle2D(0, 0, 1200, 780));
    private final FxRobot robot = new FxRobot();
    private Stage stage;
    private ShellController shell;

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @AfterEach
    void tearDown() throws Exception {
        FxToolkit.cleanupStages();
    }

    @Test
    void everyFocusableControlOnEveryScreenHasAName() throws Exception {
        TestApp app = TestApp.withFakes(c -> new FakeIntegrationService(c).orders(3));
        FxToolkit.setupFixture(() -> {
            ViewLoader.View<ShellController> view = Composition.views(app.context).load("shell/Shell.fxml");
            shell = view.controller();
            stage = new Stage();
            shell.install(stage, SCREENS);
            stage.show();
        });
        List<String> unnamed = new ArrayList<>();
        List<String> checked = new ArrayList<>();
        for (ScreenId id : List.of(ScreenId.ORDERS, ScreenId.LOANS, ScreenId.NEW_ORDER, ScreenId.BANK_ACCOUNTS,
                ScreenId.CONNECTION, ScreenId.ORDER)) {
            FxToolkit.setupFixture(() -> {
                switch (id) {
                    case ORDERS -> shell.showOrders();
                    case LOANS -> shell.showLoan(null);
                    case NEW_ORDER -> shell.showNewOrder();
                    case BANK_ACCOUNTS -> shell.showBankAccounts();
                    case CONNECTION -> shell.showConnection();
                    case ORDER -> shell.showOrder("ord-0");
                }
            });
            waitFor(() -> shell.currentScreen() == id);
            WaitForAsyncUtils.waitForFxEvents();
            FxToolkit.setupFixture(() -> {
                Parent root = stage.getScene().getRoot();
                root.applyCss();
                root.layout();
                walk(root, id, unnamed, checked);
            });
        }
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
