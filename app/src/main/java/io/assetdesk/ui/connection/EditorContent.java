package io.assetdesk.ui.connection;

import io.assetdesk.settings.ConnectionDraft;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.ConnectionService;
import io.assetdesk.settings.SavedProfile;
import io.assetdesk.settings.SecretKind;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.connection.ProfileItem.Kind;
import java.util.EnumSet;
import java.util.Set;

/**
 * What the editor shows for one listed profile: its form (the one editable shape of a connection, as an imported file
 * also gives it; never a secret here: a stored one shows as "stored"), which secrets are stored, "remember the
 * secrets", and whether the officer may edit it (their own profiles only).
 */
record EditorContent(ConnectionDraft form, Set<SecretKind> stored, boolean remember, boolean editable) {

    private static final ConnectionDraft EMPTY = new ConnectionDraft(null, null, null, null, null, null, null, null);

    /**
     * @param runningSandbox the built-in sandbox's connection when it is the one in use (its address is shown), else
     *                       null
     */
    static EditorContent of(ProfileItem item, ConnectionProfile runningSandbox, ConnectionService service,
                            Messages messages) {
        Set<SecretKind> stored = EnumSet.noneOf(SecretKind.class);
        if (item == null) {
            return new EditorContent(EMPTY, stored, false, false);
        }
        ConnectionDraft form = EMPTY;
        boolean remember = false;
        switch (item.kind()) {
            case SANDBOX -> {
                String url = runningSandbox != null ? String.valueOf(runningSandbox.baseUrl())
                        : messages.get("connection.sandbox.url");
                String training = messages.get("connection.sandbox.training");
                form = new ConnectionDraft(item.name(), url,
                        runningSandbox != null ? String.valueOf(runningSandbox.portalUrl()) : url, null, training,
                        null, training, null);
                stored.addAll(EnumSet.allOf(SecretKind.class));
            }
            case MANAGED -> {
                ConnectionDraft d = ConnectionDraft.of(item.fixed());
                form = d.withoutSecrets();
                storedWhen(stored, SecretKind.ACCESS_TOKEN, d.accessToken() != null);
                storedWhen(stored, SecretKind.BANKLINK_SECRET, d.banklinkSecret() != null);
                storedWhen(stored, SecretKind.ASSETVERIFY_PASSWORD, d.assetverifyPassword() != null);
            }
            case SAVED -> {
                SavedProfile p = item.saved();
                form = new ConnectionDraft(p.name(), p.baseUrl(), p.portalUrl(), null, p.banklinkClientId(), null,
                        p.assetverifyUsername(), null);
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
        return new EditorContent(form, stored, remember, editable);
    }

    private static void storedWhen(Set<SecretKind> stored, SecretKind kind, boolean on) {
        if (on) {
            stored.add(kind);
        }
    }
}
