package io.assetdesk.ui.shell;

/** The screens the shell can show, with their FXML and title key. */
public enum ScreenId {
    ORDERS("orders/Orders.fxml", "shell.nav.orders", true),
    LOANS("loans/Loans.fxml", "shell.nav.loans", true),
    NEW_ORDER("neworder/NewOrder.fxml", "shell.nav.newOrder", true),
    ORDER("order/Order.fxml", "shell.title.order", false),
    BANK_ACCOUNTS("banklink/BankAccounts.fxml", "shell.nav.bankAccounts", true),
    CONNECTION("connection/Connection.fxml", "shell.nav.connection", true);

    private final String fxml;
    private final String titleKey;
    private final boolean cached;

    ScreenId(String fxml, String titleKey, boolean cached) {
        this.fxml = fxml;
        this.titleKey = titleKey;
        this.cached = cached;
    }

    public String fxml() {
        return fxml;
    }

    public String titleKey() {
        return titleKey;
    }

    /** Kept for the session once loaded (its state survives leaving it); the order screen is loaded per order. */
    public boolean cached() {
        return cached;
    }

    /** The screen to reopen at the next start for {@code name} (from the preferences); orders when unknown. */
    public static ScreenId restore(String name) {
        if (name != null) {
            for (ScreenId id : values()) {
                if (id.name().equals(name) && id != ORDER) {
                    return id;
                }
            }
        }
        return ORDERS;
    }
}
