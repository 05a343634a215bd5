package io.assetdesk.ui.neworder;

/**
 * The account-monitoring choice and what it sends as {@code accountMonitoring} (field notes: the refresh period in
 * days, as a string; empty means the company default). Company default sends nothing; one-time sends "0" (no
 * refresh period: a single pull); 30/60/90 send the number of days; custom sends the whole number of days typed.
 */
public enum Monitoring {
    COMPANY_DEFAULT(null),
    ONE_TIME("0"),
    DAYS_30("30"),
    DAYS_60("60"),
    DAYS_90("90"),
    CUSTOM(null);

    private final String sent;

    Monitoring(String sent) {
        this.sent = sent;
    }

    /** The value sent for a fixed choice (null for company default and custom). */
    public String sent() {
        return sent;
    }

    public String messageKey() {
        return "neworder.monitoring." + name();
    }
}
