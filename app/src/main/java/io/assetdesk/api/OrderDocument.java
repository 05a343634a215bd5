package io.assetdesk.api;

/** A single-order read: the decoded order and the response body exactly as received (for export). */
public record OrderDocument(Order order, String rawJson) {
    @Override
    public String toString() {
        return "OrderDocument[" + order + "]";
    }
}
