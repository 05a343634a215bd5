package io.assetdesk.ui.connection;

/** The fields of the Connection screen's editor. */
public enum ConnectionField {
    NAME, BASE_URL, PORTAL_URL, ACCESS_TOKEN, BANKLINK_CLIENT_ID, BANKLINK_SECRET, ASSETVERIFY_USERNAME,
    ASSETVERIFY_PASSWORD
}
