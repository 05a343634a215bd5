package io.assetdesk;

import io.assetdesk.api.ApiException;
import io.assetdesk.api.IntegrationClient;
import io.assetdesk.api.RetryPolicy;
import io.assetdesk.api.ServiceConfig;
import io.assetdesk.settings.ConnectionProfile;
import java.io.PrintStream;
import java.util.List;
import java.util.function.Function;

/**
 * {@code --check-connection}: calls the service for each configured integration without opening a window and prints
 * one line each, e.g. {@code assetverify: ok (42 orders)} or {@code assetverify: failed: 401 Unauthorized: ...}.
 *
 * <p>assetverify is checked by listing the orders. banklink has no harmless call: its only endpoint needs a
 * borrower's single-use public token, so it is reported as configured but not checked, and does not count as a
 * failure. No line holds a secret: messages come from {@link ApiException}, which is scrubbed.
 */
public final class CheckConnection {
    private CheckConnection() {
    }

    /** Returns the process exit code: 0 when every checked integration is ok, 1 otherwise. */
    public static int run(ConnectionProfile profile, PrintStream out) {
        return run(profile, out, config -> new IntegrationClient(config, RetryPolicy.defaults()));
    }

    static int run(ConnectionProfile profile, PrintStream out, Function<ServiceConfig, IntegrationClient> clients) {
        if (profile.banklink() == null && profile.assetverify() == null) {
            out.println("no integration is configured: add a \"banklink\" or \"assetverify\" block to the connection");
            return 1;
        }
        ServiceConfig config;
        try {
            config = profile.toServiceConfig();
        } catch (IllegalArgumentException e) {
            out.println("connection: failed: " + e.getMessage());
            return 1;
        }
        boolean ok = true;
        try (IntegrationClient client = clients.apply(config)) {
            if (profile.assetverify() != null) {
                try {
                    List<?> orders = client.listOrders();
                    out.println("assetverify: ok (" + orders.size() + (orders.size() == 1 ? " order)" : " orders)"));
                } catch (ApiException e) {
                    ok = false;
                    String id = e.requestId().map(r -> " [request id " + r + "]").orElse("");
                    // The client's messages say what happened; the console's error panes add what to do, and so
                    // does this line when no connection could be made.
                    String advice = e.noConnectionMade() ? "; check the network and the base URL" : "";
                    out.println("assetverify: failed: " + e.getMessage() + advice + id);
                } catch (RuntimeException e) {
                    ok = false;
                    out.println("assetverify: failed: unexpected error (" + e.getClass().getSimpleName() + ")");
                }
            }
            if (profile.banklink() != null) {
                out.println("banklink: configured, not checked (needs a borrower's public token)");
            }
        }
        out.flush();
        return ok ? 0 : 1;
    }
}
