package io.assetdesk.ui;

/** Moves the main window between screens. Implemented by the shell; screens receive it through {@link AppContext}. */
public interface Navigator {
    void showOrders();

    void showNewOrder();

    void showOrder(String orderId);

    void showBankAccounts();

    void showConnection();

    /** Hands the desk to the borrower for this order's enrollment (needs the SSO key kept from the create call). */
    void startEnrollment(String orderId);
}
