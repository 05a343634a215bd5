package io.assetdesk.ui.neworder;

import io.assetdesk.ui.AppContext;
import io.assetdesk.ui.Screen;

/** Placeholder until this screen lands. */
public final class NewOrderController implements Screen {
    private final AppContext context;

    public NewOrderController(AppContext context) {
        this.context = context;
    }
}
