package io.assetdesk.sandbox;

/**
 * One order as the sandbox keeps it in memory. Kept compact on purpose (100,000 of them must fit the memory budget):
 * the report is not stored but generated on demand from {@link #seed}, the chosen bank and accounts (or, for the few
 * scripted training orders, from their {@link #showcase}).
 * Mutable fields are volatile: a list is serialised from a snapshot without holding the store's lock.
 */
final class SandboxOrder {
    static final String BUILDING = "building";
    static final String OPENED = "opened";
    static final String IN_PROGRESS = "inprogress";
    static final String CLOSED = "closed";
    static final String CANCELED = "canceled";

    final String id;
    final long createdMillis;
    final String email;
    final String firstName;
    final String lastName;
    final String last4SSN;
    final String referenceNumber;
    final String notificationUrl;
    final String returnUrl;
    final String phoneNumber;
    final String employerName;
    final boolean full;
    /** The monitoring window in days (from accountMonitoring; 30 when not a number). */
    final short monitoringDays;
    /** Days of history the report covers. */
    final short daysRequested;
    final long seed;
    /** The one list entry that carries {@code type} = {@code account} (spec 2.4). */
    final boolean legacy;
    /** A scripted training order whose report is fixed ({@link Showcase}); null for every other order. */
    final Showcase showcase;

    volatile boolean archived;
    volatile String status;
    /** The enrollment key until the borrower completes enrollment; null for seeded orders and after completion. */
    volatile String ssoKey;
    /** The bank the borrower linked (index into {@link Banks#ALL}), -1 before. */
    volatile int bank = -1;
    /** Bit i set: the borrower shared account i of that bank. */
    volatile int accountMask;
    /** When the report became ready (0 before): the end of the transaction window. */
    volatile long reportMillis;
    /** When the borrower completed enrollment (0 before). */
    volatile long completedMillis;
    /** Place in the list, oldest first (the row's position in the sandbox's data file). */
    int position;
    /** Counts changes of the fields above; a cached list entry is good only for the count it was made from. */
    volatile int changes;
    /** This order's serialised list entry, cached (see {@link ListEntry}). */
    volatile ListEntry listEntry;

    /** A serialised list entry, made at {@code changes} on UTC day {@code day}. */
    record ListEntry(byte[] json, int changes, long day) {
    }

    SandboxOrder(String id, long createdMillis, String email, String firstName, String lastName, String last4SSN,
                 String referenceNumber, String notificationUrl, String returnUrl, String phoneNumber,
                 String employerName, boolean full, int monitoringDays, int daysRequested, long seed, boolean legacy,
                 String status) {
        this(id, createdMillis, email, firstName, lastName, last4SSN, referenceNumber, notificationUrl, returnUrl,
                phoneNumber, employerName, full, monitoringDays, daysRequested, seed, legacy, status, null);
    }

    SandboxOrder(String id, long createdMillis, String email, String firstName, String lastName, String last4SSN,
                 String referenceNumber, String notificationUrl, String returnUrl, String phoneNumber,
                 String employerName, boolean full, int monitoringDays, int daysRequested, long seed, boolean legacy,
                 String status, Showcase showcase) {
        this.id = id;
        this.createdMillis = createdMillis;
        this.email = email;
        this.firstName = firstName;
        this.lastName = lastName;
        this.last4SSN = last4SSN;
        this.referenceNumber = referenceNumber;
        this.notificationUrl = notificationUrl;
        this.returnUrl = returnUrl;
        this.phoneNumber = phoneNumber;
        this.employerName = employerName;
        this.full = full;
        this.monitoringDays = (short) monitoringDays;
        this.daysRequested = (short) daysRequested;
        this.seed = seed;
        this.legacy = legacy;
        this.status = status;
        this.showcase = showcase;
    }

    boolean reportReady() {
        return reportMillis != 0 && bank >= 0 && accountMask != 0;
    }

    /** Counts down, by calendar day (UTC), to the automatic close; 0 once closed or canceled. */
    int daysRemaining(long nowMillis) {
        String s = status;
        if (CLOSED.equals(s) || CANCELED.equals(s)) {
            return 0;
        }
        return calendarDaysLeft(nowMillis);
    }

    /**
     * What the spec's dialect sends, where every status is {@code closed} and only the days and the accounts tell
     * where an order stands: the days of the monitoring window left by the calendar (UTC) while the order waits for
     * its borrower or its report, or has its report; 0 once it closed without one or was canceled.
     */
    int daysLeft(long nowMillis) {
        String s = status;
        if (CANCELED.equals(s) || CLOSED.equals(s) && !reportReady()) {
            return 0;
        }
        return calendarDaysLeft(nowMillis);
    }

    /** A one-time order (monitoring 0) waits this many days for its borrower before it closes. */
    static final int ONE_TIME_ENROLLMENT_DAYS = 30;

    private int calendarDaysLeft(long nowMillis) {
        long days = Math.max(0, Math.floorDiv(nowMillis, 86_400_000L) - Math.floorDiv(createdMillis, 86_400_000L));
        int window = monitoringDays == 0 && !reportReady() ? ONE_TIME_ENROLLMENT_DAYS : monitoringDays;
        return (int) Math.max(0, window - days);
    }

    @Override
    public String toString() {
        return "SandboxOrder[" + id + ", " + status + "]";
    }
}
