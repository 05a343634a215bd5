package io.assetdesk.sandbox;

import java.security.SecureRandom;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The sandbox's orders, in memory, oldest first, and written through to an {@link OrderDb} when it has one (a data
 * folder). Thread-safe: structural changes under the store's lock; a list is served from a snapshot without holding it.
 */
final class OrderStore {
    private static final Logger LOG = LoggerFactory.getLogger(OrderStore.class);
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();
    private SandboxOrder[] orders;
    private int size;
    private Map<String, SandboxOrder> byId;
    private final Map<String, SandboxOrder> byKey = new HashMap<>();
    private final OrderDb db;
    /** Counts changes visible in the list (new orders, status changes). */
    private long version;

    OrderStore(SandboxOrder[] seeded, Clock clock) {
        this(seeded, clock, null);
    }

    /** {@code initial}: the orders, oldest first; {@code db}: where changes are written (null: memory only). */
    OrderStore(SandboxOrder[] initial, Clock clock, OrderDb db) {
        this.clock = clock;
        this.db = db;
        load(initial);
    }

    private void load(SandboxOrder[] initial) {
        this.orders = Arrays.copyOf(initial, Math.max(16, initial.length + 64));
        this.size = initial.length;
        this.byId = new HashMap<>(initial.length * 2 + 16);
        byKey.clear();
        for (int i = 0; i < initial.length; i++) {
            SandboxOrder o = initial[i];
            o.position = i;
            byId.put(o.id, o);
            if (o.ssoKey != null) {
                byKey.put(o.ssoKey, o);
            }
        }
    }

    /** Puts {@code fresh} in place of every order (the seeded data again), in memory and on disk. */
    synchronized void replaceAll(SandboxOrder[] fresh, String seededWith) {
        load(fresh);
        version++;
        if (db != null) {
            db.replaceAll(Arrays.asList(fresh), seededWith);
        }
    }

    /**
     * Writes {@code o} through, unless a reset has put other orders in its place (it is then forgotten). Throws
     * {@link IllegalStateException} when the data folder could not keep it: nothing may be confirmed then.
     */
    private void saved(SandboxOrder o) {
        if (db != null && byId.get(o.id) == o) {
            db.save(o, o.position);
        }
    }

    /** New order data, validated by the caller. */
    record NewOrder(String email, String firstName, String lastName, String last4SSN, String referenceNumber,
                    boolean full, String returnUrl, String notificationUrl, String phoneNumber, String employerName,
                    String accountMonitoring) {
    }

    synchronized SandboxOrder create(NewOrder n) {
        int monitoring = 30;
        if (n.accountMonitoring() != null && n.accountMonitoring().strip().matches("\\d{1,3}")) {
            monitoring = Integer.parseInt(n.accountMonitoring().strip());
        }
        long seed = random.nextLong();
        SandboxOrder o = new SandboxOrder(UUID.randomUUID().toString(), clock.millis(), n.email(), n.firstName(),
                n.lastName(), n.last4SSN(), n.referenceNumber(), n.notificationUrl(), n.returnUrl(), n.phoneNumber(),
                n.employerName(), n.full(), monitoring, n.full() ? 60 : 30, seed, false, SandboxOrder.OPENED);
        o.ssoKey = newKey();
        if (size == orders.length) {
            orders = Arrays.copyOf(orders, orders.length + orders.length / 2 + 16);
        }
        o.position = size;
        orders[size++] = o;
        byId.put(o.id, o);
        byKey.put(o.ssoKey, o);
        try {
            saved(o); // kept before the client is told (201)
        } catch (IllegalStateException e) {
            orders[--size] = null;
            byId.remove(o.id);
            byKey.remove(o.ssoKey);
            throw e;
        }
        version++;
        return o;
    }

    private String newKey() {
        byte[] b = new byte[32];
        random.nextBytes(b);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }

    synchronized SandboxOrder find(String id) {
        return byId.get(id);
    }

    /** The order waiting for enrollment with this key, or null (unknown or already used). */
    synchronized SandboxOrder byKey(String ssoKey) {
        return ssoKey == null ? null : byKey.get(ssoKey);
    }

    /**
     * The enrollment key the order's login page uses: the order's own while it waits for its borrower (one is made for
     * an order that has none, such as a seeded one); null when the order does not wait for enrollment.
     */
    synchronized String keyForLogin(SandboxOrder o) {
        if (!SandboxOrder.OPENED.equals(o.status)) {
            return null;
        }
        if (o.ssoKey == null) {
            o.ssoKey = newKey();
            try {
                saved(o);
            } catch (IllegalStateException e) {
                o.ssoKey = null;
                throw e;
            }
            byKey.put(o.ssoKey, o);
        }
        return o.ssoKey;
    }

    /**
     * The borrower finished enrollment: the key is used up, the order moves to {@code inprogress}. Returns the order,
     * or null when the key is unknown or already used.
     */
    synchronized SandboxOrder complete(String ssoKey, int bank, int accountMask) {
        SandboxOrder o = ssoKey == null ? null : byKey.remove(ssoKey);
        if (o == null) {
            return null;
        }
        String key = o.ssoKey;
        String status = o.status;
        o.ssoKey = null;
        o.bank = bank;
        o.accountMask = accountMask;
        o.status = SandboxOrder.IN_PROGRESS;
        o.completedMillis = clock.millis();
        try {
            saved(o); // kept before the borrower is told it went through
        } catch (IllegalStateException e) {
            o.ssoKey = key;
            o.bank = -1;
            o.accountMask = 0;
            o.status = status;
            o.completedMillis = 0;
            byKey.put(key, o);
            throw e;
        }
        o.changes++;
        version++;
        return o;
    }

    /**
     * The report is ready: status {@code closed}, {@code accounts} populated. False, and nothing changes, when a reset
     * has forgotten the order meanwhile (its report was still being prepared).
     */
    boolean reportReady(SandboxOrder o) {
        synchronized (this) {
            if (byId.get(o.id) != o) {
                return false;
            }
            o.reportMillis = Math.max(clock.millis(), o.createdMillis + 1);
            o.status = SandboxOrder.CLOSED;
            o.changes++;
            version++;
            try {
                saved(o);
            } catch (IllegalStateException e) {
                // the report is shown now; after a restart it is prepared again from the enrollment kept before
                LOG.warn("Sandbox data: the report of order {} was not kept: {}", o.id, e.getMessage());
            }
            return true;
        }
    }

    /** Newest first. */
    synchronized List<SandboxOrder> newestFirst() {
        List<SandboxOrder> out = new ArrayList<>(size);
        for (int i = size - 1; i >= 0; i--) {
            out.add(orders[i]);
        }
        return out;
    }

    synchronized long version() {
        return version;
    }

    synchronized int size() {
        return size;
    }

    long now() {
        return clock.millis();
    }
}
