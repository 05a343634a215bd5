package io.assetdesk.ui.banklink;

import io.assetdesk.ui.AppContext;
import io.assetdesk.ui.Screen;

/** Placeholder until this screen lands. */
public final class BankAccountsController implements Screen {
    private final AppContext context;

    public BankAccountsController(AppContext context) {
        this.context = context;
    }
}
