package io.assetdesk.api;

/**
 * The {@code data} of a create-order call (spec 4.2). Null fields are left out of the request body.
 * {@code phoneNumber} and {@code employerName} are order attributes (spec 2.4) sent along when given.
 */
public record NewOrderRequest(String email, String firstName, String lastName, String last4SSN,
                              String referenceNumber, String requestType, String returnUrl, String notificationUrl,
                              String phoneNumber, String employerName, String status, String accountMonitoring,
                              String expectedAccounts) {
    @Override
    public String toString() {
        return "NewOrderRequest[referenceNumber=" + referenceNumber + ", requestType=" + requestType
                + ", last4SSN=" + Redact.secret(last4SSN) + "]";
    }
}
