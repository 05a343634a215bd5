package io.assetdesk.ui.connection;

import io.assetdesk.ui.AppContext;
import io.assetdesk.ui.Screen;

/** Placeholder until this screen lands. */
public final class ConnectionController implements Screen {
    private final AppContext context;

    public ConnectionController(AppContext context) {
        this.context = context;
    }
}
