package io.assetdesk.api;

/**
 * A bank-link account (spec 2.3). {@code resourceType} is the envelope's {@code type} ("account");
 * {@code accountType} is the attribute {@code type} (depository, credit, ...). Any field may be null.
 */
public record Account(String id, String resourceType, String name, String officialName, String mask,
                      String subtype, String accountType, Balances balances) {
}
