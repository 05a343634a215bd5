package io.assetdesk.app;

import io.assetdesk.api.ApiException;
import io.assetdesk.api.IntegrationClient;
import io.assetdesk.api.ResourceList;
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
 * borrower's single-use public token. Beside assetverify (which proves the service and its access token) it is
 * reported as configured but not checked; alone, the service is asked with a token that is surely not a borrower's
 * and must refuse it with a 4xx (see {@link #checkBanklinkAlone}). No line holds a secret: messages come from {@link
 * ApiException}, which is scrubbed.
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
                    int unreadable = ResourceList.unreadableIn(orders);
                    out.println("assetverify: ok (" + orders.size() + (orders.size() == 1 ? " order" : " orders")
                            + (unreadable == 0 ? "" : "; " + unreadable + (unreadable == 1 ? " entry" : " entries")
                            + " could not be read") + ")");
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
            if (profile.banklink() != null && profile.assetverify() != null) {
                out.println("banklink: configured, not checked (needs a borrower's public token)");
            } else if (profile.banklink() != null) {
                ok = checkBanklinkAlone(client, out);
            }
        }
        out.flush();
        return ok ? 0 : 1;
    }

    /**
     * With bank link alone there is no harmless call, but the service itself can be reached: the accounts call with a
     * token that is surely not a borrower's ({@value #PROBE_TOKEN}) must be refused by the service with a 4xx. No
     * answer, 401/403 (the access token or credentials refused), 429 or a 5xx is a failure.
     */
    private static boolean checkBanklinkAlone(IntegrationClient client, PrintStream out) {
        try {
            client.listAccounts(PROBE_TOKEN);
            out.println("banklink: reachable (the service accepted a test token; accounts need a borrower's public "
                    + "token)");
            return true;
        } catch (ApiException e) {
            int status = e.status().orElse(0);
            boolean refusedTheToken = status >= 400 && status < 500 && status != 401 && status != 403 && status != 429;
            if (refusedTheToken) {
                out.println("banklink: reachable (the service refused a test token with HTTP " + status
                        + ", as expected; accounts need a borrower's public token)");
                return true;
            }
            String id = e.requestId().map(r -> " [request id " + r + "]").orElse("");
            String advice = e.noConnectionMade() ? "; check the network and the base URL" : "";
            out.println("banklink: failed: " + e.getMessage() + advice + id);
            return false;
        } catch (RuntimeException e) {
            out.println("banklink: failed: unexpected error (" + e.getClass().getSimpleName() + ")");
            return false;
        }
    }

    /** The bank-link check's token: never a borrower's, so the service can only refuse it. */
    static final String PROBE_TOKEN = "public-connection-check-not-a-borrower-token";
}
