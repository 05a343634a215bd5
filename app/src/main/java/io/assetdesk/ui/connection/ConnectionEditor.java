package io.assetdesk.ui.connection;

import io.assetdesk.settings.ConnectionDraft;
import io.assetdesk.settings.ConnectionRules;
import io.assetdesk.settings.ConnectionService;
import io.assetdesk.settings.SavedProfile;
import io.assetdesk.settings.SecretKind;
import io.assetdesk.ui.Messages;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The Connection screen's editor: the eight fields of the profile shown, each with its problem as the officer types
 * ({@code settings.ConnectionRules}), which secrets the workstation keeps for it, whether to remember typed secrets,
 * and whether the profile may be edited at all. What it holds becomes a saved profile ({@link #edit()}) and the
 * secrets typed ({@link #typedSecrets()}).
 */
public final class ConnectionEditor {
    private final Messages messages;
    private final Map<ConnectionField, StringProperty> fields = new EnumMap<>(ConnectionField.class);
    private final Map<ConnectionField, StringBinding> errors = new EnumMap<>(ConnectionField.class);
    private final Map<SecretKind, BooleanProperty> stored = new EnumMap<>(SecretKind.class);
    private final BooleanProperty remember = new SimpleBooleanProperty(this, "remember");
    private final BooleanProperty rememberAvailable = new SimpleBooleanProperty(this, "rememberAvailable");
    private final StringProperty rememberReason = new SimpleStringProperty(this, "rememberReason", "");
    private final BooleanProperty editable = new SimpleBooleanProperty(this, "editable");
    private final IntegerProperty revealErrors = new SimpleIntegerProperty(this, "revealErrors");
    private final BooleanBinding valid;

    /**
     * @param names the names the edited profile may not take (the other profiles'), as they stand when asked
     * @param shown the entry shown: its problems are checked again when another is chosen
     */
    ConnectionEditor(Messages messages, Supplier<List<String>> names, Observable shown) {
        this.messages = messages;
        for (ConnectionField f : ConnectionField.values()) {
            fields.put(f, new SimpleStringProperty(this, f.name(), ""));
        }
        for (SecretKind k : SecretKind.values()) {
            stored.put(k, new SimpleBooleanProperty(this, "stored" + k));
        }
        Object[] deps = new Object[fields.size() + stored.size() + 2];
        int i = 0;
        for (StringProperty p : fields.values()) {
            deps[i++] = p;
        }
        for (BooleanProperty p : stored.values()) {
            deps[i++] = p;
        }
        deps[i++] = shown;
        deps[i] = editable;
        for (ConnectionField f : ConnectionField.values()) {
            errors.put(f, Bindings.createStringBinding(() -> validate(f, names.get()),
                    Arrays.copyOf(deps, deps.length, Observable[].class)));
        }
        BooleanBinding allValid = null;
        for (StringBinding e : errors.values()) {
            BooleanBinding ok = e.isNull();
            allValid = allValid == null ? ok : allValid.and(ok);
        }
        valid = allValid;
    }

    public StringProperty field(ConnectionField f) {
        return fields.get(f);
    }

    public StringBinding error(ConnectionField f) {
        return errors.get(f);
    }

    /** True when a secret is stored for the selected profile and the field may stay empty to keep it. */
    public ReadOnlyBooleanProperty storedProperty(SecretKind kind) {
        return stored.get(kind);
    }

    public BooleanProperty rememberProperty() {
        return remember;
    }

    public ReadOnlyBooleanProperty rememberAvailableProperty() {
        return rememberAvailable;
    }

    public ReadOnlyStringProperty rememberReasonProperty() {
        return rememberReason;
    }

    public ReadOnlyBooleanProperty editableProperty() {
        return editable;
    }

    public BooleanBinding validProperty() {
        return valid;
    }

    /** Changes when every field's problem should be shown at once (after an import), touched or not. */
    public ReadOnlyIntegerProperty revealErrorsProperty() {
        return revealErrors;
    }

    /** Whether the workstation's credential store can remember secrets, and why not. */
    void rememberAvailable(boolean available, String reason) {
        rememberAvailable.set(available);
        rememberReason.set(reason);
    }

    /** Shows {@code shown}: its fields, the secrets kept for it, whether it may be edited. */
    void load(EditorContent shown) {
        show(shown.form());
        for (SecretKind k : SecretKind.values()) {
            stored.get(k).set(shown.stored().contains(k));
        }
        remember.set(shown.remember());
        editable.set(shown.editable());
    }

    /** Puts {@code form} in the editor's fields. */
    void show(ConnectionDraft form) {
        set(ConnectionField.NAME, form.name());
        set(ConnectionField.BASE_URL, form.baseUrl());
        set(ConnectionField.PORTAL_URL, form.portalUrl());
        set(ConnectionField.ACCESS_TOKEN, form.accessToken());
        set(ConnectionField.BANKLINK_CLIENT_ID, form.banklinkClientId());
        set(ConnectionField.BANKLINK_SECRET, form.banklinkSecret());
        set(ConnectionField.ASSETVERIFY_USERNAME, form.assetverifyUsername());
        set(ConnectionField.ASSETVERIFY_PASSWORD, form.assetverifyPassword());
    }

    /** Every field's problem shown at once (after an import). */
    void revealErrors() {
        revealErrors.set(revealErrors.get() + 1);
    }

    /** The profile as edited, without its secrets. */
    ConnectionService.Edit edit() {
        return new ConnectionService.Edit(v(ConnectionField.NAME), v(ConnectionField.BASE_URL),
                v(ConnectionField.PORTAL_URL),
                v(ConnectionField.BANKLINK_CLIENT_ID), v(ConnectionField.ASSETVERIFY_USERNAME));
    }

    /** The secrets typed (empty ones keep what is stored). */
    ConnectionService.Secrets typedSecrets() {
        return new ConnectionService.Secrets(fields.get(ConnectionField.ACCESS_TOKEN).get(),
                fields.get(ConnectionField.BANKLINK_SECRET).get(), fields.get(ConnectionField.ASSETVERIFY_PASSWORD)
                        .get());
    }

    /** The profile as edited, saved form, without secrets. */
    SavedProfile asSaved() {
        return edit().toSaved(false);
    }

    private void set(ConnectionField f, String value) {
        fields.get(f).set(value == null ? "" : value);
    }

    private String v(ConnectionField f) {
        return fields.get(f).get() == null ? "" : fields.get(f).get().strip();
    }

    /** The message for {@code f}, or null when the field is fine (always null for profiles that are not editable). */
    private String validate(ConnectionField f, List<String> otherNames) {
        if (!editable.get()) {
            return null;
        }
        ConnectionRules.Problem p = switch (f) {
            case NAME -> ConnectionRules.name(v(ConnectionField.NAME), otherNames);
            case BASE_URL, PORTAL_URL -> ConnectionRules.url(v(f));
            case ACCESS_TOKEN -> ConnectionRules.requiredSecret(v(f), stored.get(SecretKind.ACCESS_TOKEN).get());
            case BANKLINK_CLIENT_ID, BANKLINK_SECRET -> ConnectionRules.block(v(ConnectionField.BANKLINK_CLIENT_ID),
                    v(ConnectionField.BANKLINK_SECRET), stored.get(SecretKind.BANKLINK_SECRET).get(),
                    f == ConnectionField.BANKLINK_CLIENT_ID);
            case ASSETVERIFY_USERNAME, ASSETVERIFY_PASSWORD
                    -> ConnectionRules.block(v(ConnectionField.ASSETVERIFY_USERNAME),
                    v(ConnectionField.ASSETVERIFY_PASSWORD), stored.get(SecretKind.ASSETVERIFY_PASSWORD).get(),
                    f == ConnectionField.ASSETVERIFY_USERNAME);
        };
        if (p == null) {
            return null;
        }
        return p.argument() == null ? messages.get(p.key()) : messages.get(p.key(), p.argument());
    }
}
