package io.assetdesk.bench;

import io.assetdesk.api.AssetverifyCredentials;
import io.assetdesk.api.BanklinkCredentials;
import io.assetdesk.api.IntegrationClient;
import io.assetdesk.api.Order;
import io.assetdesk.api.ServiceConfig;
import io.assetdesk.sandbox.SandboxServer;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Orders at scale: fetch and decode the whole order list through the client ({@code listOrders}: one HTTP call, the
 * streaming decoder) from a sandbox process started with {@code --orders N}, for 10,000 and 100,000 orders. The first
 * call is what the console sees on opening (cold JIT); the median of the next ones is the steady state. Target: the
 * 10,000 case under 1 s.
 */
public final class OrdersScaleBenchmark {
    private OrdersScaleBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path jar = Path.of(System.getProperty("bench.jar", "target/asset-desk.jar")).toAbsolutePath();
        int warmRuns = Integer.getInteger("bench.runs", 7);
        System.out.println("orders at scale (fetch + decode through IntegrationClient.listOrders, sandbox process)");
        for (int n : new int[] {10_000, 100_000}) {
            try (SandboxProcess sandbox = SandboxProcess.start(jar, n);
                 IntegrationClient client = new IntegrationClient(config(sandbox))) {
                long t0 = System.nanoTime();
                List<Order> first = client.listOrders();
                long cold = (System.nanoTime() - t0) / 1_000_000;
                if (first.size() != n) {
                    throw new IllegalStateException("fetched " + first.size() + " orders of " + n);
                }
                List<Long> warm = new ArrayList<>();
                for (int i = 0; i < warmRuns; i++) {
                    long t = System.nanoTime();
                    client.listOrders();
                    warm.add((System.nanoTime() - t) / 1_000_000);
                }
                List<Long> sorted = warm.stream().sorted().toList();
                System.out.printf("  %,7d orders: first call %5d ms, then median %5d ms  (runs %s)%s%n", n, cold,
                        sorted.get(sorted.size() / 2), warm,
                        n == 10_000 ? (cold < 1000 ? "  target <1 s: met" : "  target <1 s: MISSED") : "");
            }
        }
    }

    static ServiceConfig config(SandboxProcess sandbox) {
        return ServiceConfig.of(sandbox.baseUrl, sandbox.baseUrl, SandboxServer.ACCESS_TOKEN,
                new BanklinkCredentials(SandboxServer.BANKLINK_CLIENT_ID, SandboxServer.BANKLINK_SECRET),
                new AssetverifyCredentials(SandboxServer.ASSETVERIFY_USERNAME, SandboxServer.ASSETVERIFY_PASSWORD))
                .withTimeouts(Duration.ofSeconds(10), Duration.ofSeconds(120));
    }
}
