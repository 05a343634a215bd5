package io.assetdesk.ui.shell;

import io.assetdesk.ui.Navigator;
import java.net.URI;
import java.util.Objects;

/**
 * The app's navigator as screens see it: it passes each request to the shell once the shell has taken the window
 * ({@link #attach}). It breaks the cycle between the shell, which is built from the app's parts, and the parts that
 * navigate (report notifications, the order screen...).
 */
public final class NavigatorRelay implements Navigator {
    private Navigator target;

    /** The shell that navigates from now on (a later shell replaces an earlier one). */
    public void attach(Navigator shell) {
        this.target = Objects.requireNonNull(shell);
    }

    private Navigator target() {
        if (target == null) {
            throw new IllegalStateException("The shell has not taken the window yet");
        }
        return target;
    }

    @Override
    public void showOrders() {
        target().showOrders();
    }

    @Override
    public void showNewOrder() {
        target().showNewOrder();
    }

    @Override
    public void showNewOrderFor(String loanNumber) {
        target().showNewOrderFor(loanNumber);
    }

    @Override
    public void showLoan(String loanNumber) {
        target().showLoan(loanNumber);
    }

    @Override
    public void showOrder(String orderId) {
        target().showOrder(orderId);
    }

    @Override
    public void showOrder(String orderId, String borrowerName) {
        target().showOrder(orderId, borrowerName);
    }

    @Override
    public void showBankAccounts() {
        target().showBankAccounts();
    }

    @Override
    public void showConnection() {
        target().showConnection();
    }

    @Override
    public void startEnrollment(String orderId, URI loginUrl) {
        target().startEnrollment(orderId, loginUrl);
    }
}
