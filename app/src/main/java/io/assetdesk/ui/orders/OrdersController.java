package io.assetdesk.ui.orders;

import io.assetdesk.ui.AppContext;
import io.assetdesk.ui.Screen;

/** Placeholder until this screen lands. */
public final class OrdersController implements Screen {
    private final AppContext context;

    public OrdersController(AppContext context) {
        this.context = context;
    }
}
