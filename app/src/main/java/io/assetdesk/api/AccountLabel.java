package io.assetdesk.api;

/**
 * What a person recognises a verified account by, found in the report's {@code Summary} (its shape is not
 * published: see {@link ReportReader}). Every part may be null. {@code currency} is an ISO code;
 * {@code unofficialCurrency} (crypto, points) applies when the report names one instead.
 */
public record AccountLabel(String institution, String name, String type, String subtype, String mask,
                           String currency, String unofficialCurrency) {

    public static final AccountLabel UNKNOWN = new AccountLabel(null, null, null, null, null, null, null);

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
