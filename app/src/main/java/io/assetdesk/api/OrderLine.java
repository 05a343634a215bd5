package io.assetdesk.api;

import java.time.Instant;

/**
 * One entry of the order list as the list keeps it: only what the list shows and searches (id, type, created, the
 * archived flag, status, days remaining, e-mail, reference number, the borrower's names), so that a million of them
 * fit a workstation. The rest of an order (its login link, phone, report) is read with the order itself. Repeated
 * values (type, status, names) are one shared string per list. Immutable.
 */
public final class OrderLine {
    /** {@link #daysRemaining} when the entry has none. */
    private static final int NO_DAYS = Integer.MIN_VALUE;

    private final String id;
    private final String resourceType;
    private final Instant created;
    private final String status;
    private final String email;
    private final String referenceNumber;
    private final String firstName;
    private final String lastName;
    private final int daysRemaining;
    private final boolean archived;

    public OrderLine(String id, String resourceType, Instant created, boolean archived, String status,
                     Integer daysRemaining, String email, String referenceNumber, String firstName, String lastName) {
        this.id = id;
        this.resourceType = resourceType;
        this.created = created;
        this.archived = archived;
        this.status = status;
        this.daysRemaining = daysRemaining == null ? NO_DAYS : daysRemaining;
        this.email = email;
        this.referenceNumber = referenceNumber;
        this.firstName = firstName;
        this.lastName = lastName;
    }

    /** The list's part of a whole order. */
    public static OrderLine of(Order o) {
        return new OrderLine(o.id(), o.resourceType(), o.created(), o.archived(), o.status(), o.daysRemaining(),
                o.email(), o.referenceNumber(), o.firstName(), o.lastName());
    }

    public String id() {
        return id;
    }

    public String resourceType() {
        return resourceType;
    }

    public Instant created() {
        return created;
    }

    public boolean archived() {
        return archived;
    }

    public String status() {
        return status;
    }

    /** Null when the entry has none. */
    public Integer daysRemaining() {
        return daysRemaining == NO_DAYS ? null : daysRemaining;
    }

    public String email() {
        return email;
    }

    public String referenceNumber() {
        return referenceNumber;
    }

    public String firstName() {
        return firstName;
    }

    public String lastName() {
        return lastName;
    }

    /** False for list entries whose envelope type is not "order". */
    public boolean isOrderType() {
        return Order.ORDER_TYPE.equals(resourceType);
    }

    /** "First Last", skipping missing parts; empty when both are missing. */
    public String borrowerName() {
        return nameOf(firstName, lastName);
    }

    /** "First Last" of an order's names, skipping missing parts; empty when both are missing. */
    static String nameOf(String firstName, String lastName) {
        String first = firstName == null ? "" : firstName.strip();
        String last = lastName == null ? "" : lastName.strip();
        return (first + " " + last).strip();
    }

    @Override
    public String toString() {
        return "OrderLine[id=" + id + ", type=" + resourceType + ", status=" + status + ", created=" + created + "]";
    }
}
