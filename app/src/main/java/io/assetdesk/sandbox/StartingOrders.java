package io.assetdesk.sandbox;

import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The orders a sandbox starts with: those kept in its data folder, or a fresh seeding. */
final class StartingOrders {
    private static final Logger LOG = LoggerFactory.getLogger(StartingOrders.class);

    private StartingOrders() {
    }

    /**
     * The kept orders; else (memory only, a new or reset data folder, or kept data seeded with another number of
     * orders or seed) the seeded ones, written at once.
     */
    static SandboxOrder[] of(SandboxServer.Options options, OrderDb db) {
        String wanted = seededWith(options);
        if (db != null) {
            String kept = db.seededWith();
            if (wanted.equals(kept)) {
                return db.load().toArray(new SandboxOrder[0]);
            }
            if (kept != null) {
                List<SandboxOrder> orders = db.load();
                if (!options.ordersGiven()) {
                    LOG.info("Sandbox data seeded with {} (orders/seed) kept as it is", kept);
                    return orders.toArray(new SandboxOrder[0]);
                }
                int created = orders.size() - seededCount(kept);
                if (created > 0) {
                    throw new IllegalStateException("The sandbox data in " + options.dataDir() + " was seeded with "
                            + seededCount(kept) + " orders and keeps " + created + " created since; start without "
                            + "--orders (or with --orders " + seededCount(kept) + ") to keep them, or add --reset to "
                            + "seed " + options.orders() + " orders again and delete them");
                }
                LOG.info("Sandbox data seeded with {} (orders/seed), {} asked for: seeded again", kept, wanted);
            }
        }
        SandboxOrder[] seeded = Seeder.seed(options.orders(), options.seed(), options.clock().millis());
        if (db != null) {
            db.replaceAll(List.of(seeded), wanted);
        }
        return seeded;
    }

    /** The number of orders of a {@code "<orders>/<seed>"} seeding. */
    private static int seededCount(String seededWith) {
        try {
            return Integer.parseInt(seededWith.substring(0, seededWith.indexOf('/')));
        } catch (RuntimeException e) {
            return 0;
        }
    }

    /** What a seeding is recorded as: {@code "<orders>/<seed>"}. */
    static String seededWith(SandboxServer.Options options) {
        return options.orders() + "/" + options.seed();
    }
}
