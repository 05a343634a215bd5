package io.assetdesk.ui.enrollment;

import io.assetdesk.ui.AppContext;
import javafx.stage.Window;

/** Opens the borrower's enrollment session for an order whose SSO key this app holds. Placeholder until it lands. */
public final class EnrollmentLauncher {
    private final AppContext context;

    public EnrollmentLauncher(AppContext context) {
        this.context = context;
    }

    /** Opens the borrower window for {@code orderId} over {@code owner}. */
    public void start(String orderId, Window owner) {
        throw new UnsupportedOperationException("Enrollment is not available yet");
    }
}
