package io.assetdesk.ui.order;

import io.assetdesk.ui.AppContext;
import io.assetdesk.ui.Screen;

/** Placeholder until this screen lands. */
public final class OrderController implements Screen {
    private final AppContext context;

    public OrderController(AppContext context) {
        this.context = context;
    }

    /** Shows the order with this id (the shell calls it after loading the screen). */
    public void showOrder(String orderId) {
    }
}
