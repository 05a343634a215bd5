package io.assetdesk.ui.shell;

import static io.assetdesk.ui.testing.ScreenHarness.waitFor;

import io.assetdesk.api.OrderDocument;
import io.assetdesk.app.Composition;
import io.assetdesk.loan.LoanTerms;
import io.assetdesk.ui.ViewLoader;
import io.assetdesk.ui.loans.LoansController;
import io.assetdesk.ui.testing.FakeIntegrationService;
import io.assetdesk.ui.testing.TestApp;
import java.math.BigDecimal;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import javafx.geometry.Rectangle2D;
import javafx.scene.Parent;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The officer's window on fakes (three orders), at a given size, shown on every screen in turn: each screen's laid-out
 * root is handed to a check. The Loans screen is shown filled, once per tab: a loan file with two borrowers, its
 * terms saved (a history), its checks. For the walks over every screen (names, cut text).
 */
final class ScreenTour {
    /** Every screen, in the sidebar's order, then an order. */
    static final List<ScreenId> SCREENS = List.of(ScreenId.ORDERS, ScreenId.LOANS, ScreenId.NEW_ORDER,
            ScreenId.BANK_ACCOUNTS, ScreenId.CONNECTION, ScreenId.ORDER);

    /** The loan file the tour opens on the Loans screen (its reference number is ord-0's). */
    static final String LOAN = "REF-0";

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
        FakeIntegrationService fake = app.activeFake();
        fake.onGet = id -> fake.listOrdersAsync().thenApply(list -> list.stream().filter(o -> o.id().equals(id))
                .findFirst().map(o -> new OrderDocument(o, "{}")).orElseThrow());
        // a loan file as an officer has it: two borrowers (one by its reference number, one added), terms saved
        app.context.loanFiles().call(s -> {
            s.create(LOAN);
            s.addOrder(LOAN, "ord-1", "added by the officer");
            return s.saveTerms(LOAN, LoanTerms.NEW.withValues(new BigDecimal("385000"), new BigDecimal("390000"))
                    .withFigures(new BigDecimal("18500"), new BigDecimal("2150"), new BigDecimal("9500")));
        }).get(20, TimeUnit.SECONDS);
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
                    case LOANS -> shell[0].showLoan(LOAN);
                    case NEW_ORDER -> shell[0].showNewOrder();
                    case BANK_ACCOUNTS -> shell[0].showBankAccounts();
                    case CONNECTION -> shell[0].showConnection();
                    case ORDER -> shell[0].showOrder("ord-0");
                }
            });
            waitFor(() -> shell[0].currentScreen() == id);
            WaitForAsyncUtils.waitForFxEvents();
            if (id != ScreenId.LOANS) {
                check.check(id, stage[0]);
                continue;
            }
            LoansController loans = (LoansController) shell[0].currentController();
            waitFor(() -> loans.model().summaryProperty().get() != null
                    && loans.model().orders().rows().size() == 2);
            TabPane tabs = (TabPane) stage[0].getScene().lookup("#tabs");
            for (int tab = 0; tab < tabs.getTabs().size(); tab++) {
                int t = tab;
                FxToolkit.setupFixture(() -> tabs.getSelectionModel().select(t));
                WaitForAsyncUtils.waitForFxEvents();
                check.check(id, stage[0]);
            }
        }
    }
}
