package io.assetdesk.app;

import io.assetdesk.api.PortalCheck;
import io.assetdesk.loan.RuleBook;
import io.assetdesk.ui.ViewLoader;
import io.assetdesk.ui.banklink.BankAccountsController;
import io.assetdesk.ui.banklink.BankAccountsViewModel;
import io.assetdesk.ui.common.Formats;
import io.assetdesk.ui.connection.ConnectionController;
import io.assetdesk.ui.connection.ConnectionViewModel;
import io.assetdesk.ui.enrollment.EnrollmentLauncher;
import io.assetdesk.ui.enrollment.EnrollmentSession;
import io.assetdesk.ui.enrollment.EnrollmentWindowController;
import io.assetdesk.ui.loans.LoansController;
import io.assetdesk.ui.loans.LoansParts;
import io.assetdesk.ui.loans.LoansViewModel;
import io.assetdesk.ui.neworder.NewOrderController;
import io.assetdesk.ui.neworder.NewOrderViewModel;
import io.assetdesk.ui.order.OrderController;
import io.assetdesk.ui.order.OrderViewModel;
import io.assetdesk.ui.order.ReportController;
import io.assetdesk.ui.order.ReportViewModel;
import io.assetdesk.ui.orders.OrdersController;
import io.assetdesk.ui.orders.OrdersViewModel;
import io.assetdesk.ui.shell.ShellController;
import io.assetdesk.ui.shell.ShellViewModel;
import java.lang.reflect.Constructor;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import javafx.util.Callback;

/**
 * The {@code FXMLLoader}'s controller factory: builds each screen's controller and view model with exactly the parts
 * it needs, taken from what {@link Composition} made. A controller with nothing to be given (a shared part such as the
 * problem pane) is made with its no-argument constructor; any other is a mistake, reported at once.
 */
final class Screens implements Callback<Class<?>, Object> {
    private final Parts p;
    private final ViewLoader views;
    private final Map<Class<?>, Supplier<Object>> recipes;
    private EnrollmentLauncher enrollments;

    Screens(Parts parts) {
        this.p = parts;
        this.views = new ViewLoader(parts.messages().bundle(), this);
        this.recipes = Map.of(
                ShellController.class, this::shell,
                OrdersController.class, this::orders,
                NewOrderController.class, this::newOrder,
                BankAccountsController.class, this::bankAccounts,
                ConnectionController.class, this::connection,
                OrderController.class, this::order,
                ReportController.class, this::report,
                LoansController.class, this::loans,
                EnrollmentWindowController.class, () -> new EnrollmentWindowController(p.messages()));
    }

    /** Loads FXML with this factory. */
    ViewLoader views() {
        return views;
    }

    @Override
    public Object call(Class<?> type) {
        Supplier<Object> recipe = recipes.get(type);
        if (recipe != null) {
            return recipe.get();
        }
        try {
            Constructor<?> plain = type.getConstructor();
            return plain.newInstance();
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("The composition root has no recipe for " + type.getName(), e);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Cannot create controller " + type.getName(), e);
        }
    }

    /** The borrower's desk sessions, made at the first one (the WebView's classes load then, not at start). */
    EnrollmentLauncher enrollments() {
        if (enrollments == null) {
            enrollments = new EnrollmentLauncher(new EnrollmentSession.Desk(p.messages(), p.ui(), p.clock(), views,
                    p.deskSessions(), p.reportWaits(), p.navigator(), p.dialogs()), p.connection(), p.enrollmentKeys(),
                    p.background(), p.dataDir(), PortalCheck.http());
        }
        return enrollments;
    }

    private ShellController shell() {
        ShellViewModel model = new ShellViewModel(p.messages(), p.ui(), p.connection(),
                p.reportWaits().waitingOrderIds(), p.sandboxReset(), p.background());
        return new ShellController(model, views, p.messages(), p.shellPreferences(),
                p.navigator(), this::enrollments, p.dialogs());
    }

    private OrdersController orders() {
        return new OrdersController(new OrdersViewModel(p.messages(), p.ui(), p.connection()), p.messages(), p.zone(),
                p.navigator(), p.reportWaits());
    }

    private NewOrderController newOrder() {
        return new NewOrderController(new NewOrderViewModel(p.messages(), p.ui(), p.clock(), p.connection(),
                p.newOrderDrafts(), p.enrollmentKeys(), p.navigator(), p.background(), p.loanFiles()), p.messages(),
                p.zone());
    }

    private LoansController loans() {
        return new LoansController(new LoansViewModel(p.messages(), p.ui(), new LoansParts(p.clock(),
                p.connection(), p.loanFiles(), p.navigator(), p.background(), RuleBook.standard())), p.messages(),
                p.dialogs());
    }

    private BankAccountsController bankAccounts() {
        return new BankAccountsController(new BankAccountsViewModel(p.messages(), p.ui(), p.clock(), p.connection(),
                p.background()), p.messages(), p.dialogs());
    }

    private ConnectionController connection() {
        return new ConnectionController(new ConnectionViewModel(p.messages(), p.ui(), p.connection(),
                p.connections(), p.background(), p.managedConfig(), p.sandboxProfile(), p.dataDir()), p.messages(),
                p.dialogs());
    }

    private OrderController order() {
        return new OrderController(new OrderViewModel(p.messages(), p.ui(), new OrderViewModel.Parts(p.clock(),
                p.connection(), p.reportWaits(), p.deskSessions(), p.enrollmentKeys(), p.navigator(),
                p.background(), p.loanFiles())), p.messages(), p.navigator(), p.ui(), p.dialogs());
    }

    private ReportController report() {
        Locale locale = Locale.getDefault();
        return new ReportController(new ReportViewModel(p.loanFiles(), p.messages(), p.clock(), locale,
                p.ui()), p.messages(), new Formats(locale, p.zone()), p.dialogs());
    }
}
