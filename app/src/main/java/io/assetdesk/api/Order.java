package io.assetdesk.api;

import java.time.Instant;
import java.util.List;

/**
 * An asset-verification order (spec 2.4). {@code resourceType} is the envelope's {@code type}: "order", but the list
 * may carry other types (spec 2.4 shows one "account" entry), which are kept as they come. Nullable: everything but
 * {@code id}, {@code archived} and {@code accounts}. {@code accounts} is empty when absent (list entries, report not
 * ready). {@code enrollmentWidgetScript} and {@code enrollmentSSOKey} come only in the create response.
 */
public record Order(String id, String resourceType, Instant created, boolean archived, String status,
                    String loginUrl, Integer daysRemaining, String email, String last4SSN, String referenceNumber,
                    String firstName, String lastName, String notificationUrl, String returnUrl,
                    String phoneNumber, String employerName, List<OrderAccountReport> accounts,
                    String enrollmentWidgetScript, String enrollmentSSOKey) {

    public static final String ORDER_TYPE = "order";

    public Order {
        accounts = accounts == null ? List.of() : List.copyOf(accounts);
    }

    /** False for list entries whose envelope type is not "order". */
    public boolean isOrderType() {
        return ORDER_TYPE.equals(resourceType);
    }

    public boolean hasReport() {
        return !accounts.isEmpty();
    }

    /** "First Last", skipping missing parts; empty when both are missing. */
    public String borrowerName() {
        return OrderLine.nameOf(firstName, lastName);
    }

    @Override
    public String toString() {
        return "Order[id=" + id + ", type=" + resourceType + ", status=" + status + ", created=" + created
                + ", accounts=" + accounts.size() + "]";
    }
}
