package io.assetdesk.api;

import java.util.List;

/**
 * What a person recognises a verified account by, found in the report's {@code Summary} (its shape is not
 * published: see {@link ReportReader}). Every part may be null but {@code owners}, empty when the report names
 * nobody. {@code currency} is an ISO code; {@code unofficialCurrency} (crypto, points) applies when the report names
 * one instead. {@code owners}: the account holders' names as the report writes them.
 */
public record AccountLabel(String institution, String name, String type, String subtype, String mask,
                           String currency, String unofficialCurrency, List<String> owners) {

    public static final AccountLabel UNKNOWN = new AccountLabel(null, null, null, null, null, null, null);

    public AccountLabel {
        owners = owners == null ? List.of() : List.copyOf(owners);
    }

    /** A label whose report names no owner. */
    public AccountLabel(String institution, String name, String type, String subtype, String mask, String currency,
                        String unofficialCurrency) {
        this(institution, name, type, subtype, mask, currency, unofficialCurrency, List.of());
    }

    /** The ISO code, else the unofficial one; null when the report names neither. */
    public String currencyOrUnofficial() {
        return currency != null ? currency : unofficialCurrency;
    }

    /** The report names an unofficial currency and no ISO one. */
    public boolean isUnofficialCurrency() {
        return currency == null && unofficialCurrency != null;
    }

    /** "type / subtype", either alone, or null. */
    public String kind() {
        if (type == null) {
            return subtype;
        }
        return subtype == null || subtype.equalsIgnoreCase(type) ? type : type + " / " + subtype;
    }
}
