package io.assetdesk.ui;

import java.net.URI;

/** Moves the main window between screens. Implemented by the shell; screens are given it by the composition root. */
public interface Navigator {
    void showOrders();

    void showNewOrder();

    /** New order with {@code loanNumber} as its reference number (a co-borrower's order for that loan). */
    void showNewOrderFor(String loanNumber);

    /** The Loans screen, with the file of {@code loanNumber} open (null: the list as it was). */
    void showLoan(String loanNumber);

    void showOrder(String orderId);

    /** The order, headed by {@code borrowerName} (as a list row showed it) until it has been read. */
    default void showOrder(String orderId, String borrowerName) {
        showOrder(orderId);
    }

    void showBankAccounts();

    void showConnection();

    /**
     * Hands the desk to the borrower for this order's enrollment: on the provider's frame with the order's SSO key when
     * this
     * workstation holds it, else on {@code loginUrl} (null when the order has none it can open).
     */
    void startEnrollment(String orderId, URI loginUrl);
}
