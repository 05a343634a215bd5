package io.assetdesk.ui.neworder;

import java.util.Locale;

/** The fields of the create-order form, by their request name (spec 4.2). */
public enum NewOrderField {
    FIRST_NAME("firstName", true),
    LAST_NAME("lastName", true),
    EMAIL("email", true),
    LAST4("last4SSN", true),
    REFERENCE("referenceNumber", true),
    REQUEST_TYPE("requestType", true),
    RETURN_URL("returnUrl", false),
    NOTIFICATION_URL("notificationUrl", false),
    PHONE("phoneNumber", false),
    EMPLOYER("employerName", false),
    MONITORING("accountMonitoring", false),
    EXPECTED_ACCOUNTS("expectedAccounts", false);

    private final String requestName;
    private final boolean required;

    NewOrderField(String requestName, boolean required) {
        this.requestName = requestName;
        this.required = required;
    }

    public String requestName() {
        return requestName;
    }

    public boolean required() {
        return required;
    }

    /**
     * The field a server message names: the bare name ("email"), or a JSON pointer or path ending in it
     * ("/data/attributes/email", "data.email"); null when none matches.
     */
    public static NewOrderField fromServerName(String name) {
        if (name == null || name.isBlank()) {
            return null;
        }
        String bare = name.strip();
        int cut = Math.max(bare.lastIndexOf('/'), bare.lastIndexOf('.'));
        if (cut >= 0) {
            bare = bare.substring(cut + 1);
        }
        for (NewOrderField f : values()) {
            if (f.requestName.equalsIgnoreCase(bare)) {
                return f;
            }
        }
        return switch (bare.toLowerCase(Locale.ROOT)) {
            case "phone" -> PHONE;
            case "employer" -> EMPLOYER;
            case "ssn", "last4" -> LAST4;
            default -> null;
        };
    }
}
