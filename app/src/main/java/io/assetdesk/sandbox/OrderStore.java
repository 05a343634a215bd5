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

/**
 * The sandbox's orders, in memory, oldest first. Thread-safe: structural changes under the store's lock; a list is
 * served from a snapshot without holding it.
 */
final class OrderStore {
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();
    private SandboxOrder[] orders;
    private int size;
    private final Map<String, SandboxOrder> byId;
    private final Map<String, SandboxOrder> byKey = new HashMap<>();
    /** Counts changes visible in the list (new orders, status changes). */
    private long version;

    OrderStore(SandboxOrder[] seeded, Clock clock) {
        this.clock = clock;
        this.orders = Arrays.copyOf(seeded, Math.max(16, seeded.length + 64));
        this.size = seeded.length;
        this.byId = new HashMap<>(seeded.length * 2 + 16);
        for (SandboxOrder o : seeded) {
            byId.put(o.id, o);
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
        orders[size++] = o;
        byId.put(o.id, o);
        byKey.put(o.ssoKey, o);
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
        o.ssoKey = null;
        o.bank = bank;
        o.accountMask = accountMask;
        o.status = SandboxOrder.IN_PROGRESS;
        o.changes++;
        version++;
        return o;
    }

    /** The report is ready: status {@code closed}, {@code accounts} populated. */
    void reportReady(SandboxOrder o) {
        synchronized (this) {
            o.reportMillis = Math.max(clock.millis(), o.createdMillis + 1);
            o.status = SandboxOrder.CLOSED;
            o.changes++;
            version++;
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
