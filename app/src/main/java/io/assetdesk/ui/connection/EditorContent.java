package io.assetdesk.ui.connection;

import io.assetdesk.settings.ConnectionDraft;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.ConnectionService;
import io.assetdesk.settings.SavedProfile;
import io.assetdesk.settings.SecretKind;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.connection.ConnectionViewModel.Field;
import io.assetdesk.ui.connection.ConnectionViewModel.Item;
import io.assetdesk.ui.connection.ConnectionViewModel.Kind;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

/**
 * What the editor shows for one listed profile: its fields (never a secret: a stored one shows as "stored"), which
 * secrets are stored, "remember the secrets", and whether the officer may edit it (their own profiles only).
 */
record EditorContent(Map<Field, String> values, Set<SecretKind> stored, boolean remember, boolean editable) {

    /**
     * @param runningSandbox the built-in sandbox's connection when it is the one in use (its address is shown), else
     *                       null
     */
    static EditorContent of(Item item, ConnectionProfile runningSandbox, ConnectionService service,
                            Messages messages) {
        Map<Field, String> values = new EnumMap<>(Field.class);
        Set<SecretKind> stored = EnumSet.noneOf(SecretKind.class);
        if (item == null) {
            return new EditorContent(values, stored, false, false);
        }
        boolean remember = false;
        switch (item.kind()) {
            case SANDBOX -> {
                values.put(Field.NAME, item.name());
                String url = runningSandbox != null ? String.valueOf(runningSandbox.baseUrl())
                        : messages.get("connection.sandbox.url");
                values.put(Field.BASE_URL, url);
                values.put(Field.PORTAL_URL,
                        runningSandbox != null ? String.valueOf(runningSandbox.portalUrl()) : url);
                stored.addAll(EnumSet.allOf(SecretKind.class));
                values.put(Field.BANKLINK_CLIENT_ID, messages.get("connection.sandbox.training"));
                values.put(Field.ASSETVERIFY_USERNAME, messages.get("connection.sandbox.training"));
            }
            case MANAGED -> {
                ConnectionDraft d = ConnectionDraft.of(item.fixed());
                values.put(Field.NAME, d.name());
                values.put(Field.BASE_URL, d.baseUrl());
                values.put(Field.PORTAL_URL, d.portalUrl());
                values.put(Field.BANKLINK_CLIENT_ID, d.banklinkClientId());
                values.put(Field.ASSETVERIFY_USERNAME, d.assetverifyUsername());
                storedWhen(stored, SecretKind.ACCESS_TOKEN, d.accessToken() != null);
                storedWhen(stored, SecretKind.BANKLINK_SECRET, d.banklinkSecret() != null);
                storedWhen(stored, SecretKind.ASSETVERIFY_PASSWORD, d.assetverifyPassword() != null);
            }
            case SAVED -> {
                SavedProfile p = item.saved();
                values.put(Field.NAME, p.name());
                values.put(Field.BASE_URL, p.baseUrl());
                values.put(Field.PORTAL_URL, p.portalUrl());
                values.put(Field.BANKLINK_CLIENT_ID, p.banklinkClientId());
                values.put(Field.ASSETVERIFY_USERNAME, p.assetverifyUsername());
                remember = p.rememberSecrets();
                for (SecretKind k : SecretKind.values()) {
                    storedWhen(stored, k, service.inSession(p.name(), k) || p.rememberSecrets());
                }
                // a secret of an integration the profile does not use is not "stored"
                if (p.banklinkClientId() == null) {
                    stored.remove(SecretKind.BANKLINK_SECRET);
                }
                if (p.assetverifyUsername() == null) {
                    stored.remove(SecretKind.ASSETVERIFY_PASSWORD);
                }
            }
            case NEW -> {
            }
        }
        boolean editable = item.kind() == Kind.SAVED || item.kind() == Kind.NEW;
        return new EditorContent(values, stored, remember, editable);
    }

    private static void storedWhen(Set<SecretKind> stored, SecretKind kind, boolean on) {
        if (on) {
            stored.add(kind);
        }
    }
}
