package io.assetdesk.ui.shell;

import static io.assetdesk.ui.testing.ScreenHarness.waitFor;

import io.assetdesk.app.Composition;
import io.assetdesk.ui.ViewLoader;
import io.assetdesk.ui.testing.FakeIntegrationService;
import io.assetdesk.ui.testing.TestApp;
import java.util.List;
import java.util.function.BiConsumer;
import javafx.geometry.Rectangle2D;
import javafx.scene.Parent;
import javafx.stage.Stage;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The officer's window on fakes (three orders), at a given size, shown on every screen in turn: each screen's laid-out
 * root is handed to a check. For the walks over every screen (names, cut text).
 */
final class ScreenTour {
    /** Every screen, in the sidebar's order, then an order. */
    static final List<ScreenId> SCREENS = List.of(ScreenId.ORDERS, ScreenId.LOANS, ScreenId.NEW_ORDER,
            ScreenId.BANK_ACCOUNTS, ScreenId.CONNECTION, ScreenId.ORDER);

    private ScreenTour() {
    }

    /** Opens the window at {@code width} x {@code height} and hands each screen's root, laid out, to {@code check}. */
    static void visit(int width, int height, BiConsumer<ScreenId, Parent> check) throws Exception {
        tour(width, height, (id, stage) -> FxToolkit.setupFixture(() -> {
            Parent root = stage.getScene().getRoot();
            root.applyCss();
            root.layout();
            check.accept(id, root);
        }));
    }

    /** A check of one screen, run off the FX thread (it may press keys). */
    interface OffFx {
        void check(ScreenId id, Stage stage) throws Exception;
    }

    /** Opens the window and shows each screen in turn; {@code check} runs on the test's thread, the screen laid out. */
    static void tour(int width, int height, OffFx check) throws Exception {
        TestApp app = TestApp.withFakes(c -> new FakeIntegrationService(c).orders(3));
        ShellController[] shell = new ShellController[1];
        Stage[] stage = new Stage[1];
        FxToolkit.setupFixture(() -> {
            ViewLoader.View<ShellController> view = Composition.views(app.context).load("shell/Shell.fxml");
            shell[0] = view.controller();
            stage[0] = new Stage();
            shell[0].install(stage[0], List.of(new Rectangle2D(0, 0, width, height)));
            stage[0].setMaximized(false);
            stage[0].setWidth(width);
            stage[0].setHeight(height);
            stage[0].show();
        });
        for (ScreenId id : SCREENS) {
            FxToolkit.setupFixture(() -> {
                switch (id) {
                    case ORDERS -> shell[0].showOrders();
                    case LOANS -> shell[0].showLoan(null);
                    case NEW_ORDER -> shell[0].showNewOrder();
                    case BANK_ACCOUNTS -> shell[0].showBankAccounts();
                    case CONNECTION -> shell[0].showConnection();
                    case ORDER -> shell[0].showOrder("ord-0");
                }
            });
            waitFor(() -> shell[0].currentScreen() == id);
            WaitForAsyncUtils.waitForFxEvents();
            check.check(id, stage[0]);
        }
    }
}
