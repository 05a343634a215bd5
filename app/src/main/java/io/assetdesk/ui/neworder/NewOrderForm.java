package io.assetdesk.ui.neworder;

import io.assetdesk.api.FieldError;
import io.assetdesk.api.NewOrderRequest;
import io.assetdesk.settings.DraftStore;
import io.assetdesk.ui.Messages;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The New order form's fields, a section of its screen: for each field its value, its own error ({@link
 * NewOrderRules}), the service's error for it, and whether the officer has edited it; the form as a request and as a
 * draft. A change the officer makes (not one the form makes itself: a reset, a restored draft) is passed on.
 */
final class NewOrderForm {
    static final String MONITORING_CHOICE_KEY = "accountMonitoringChoice";

    private final Messages messages;
    private final Map<NewOrderField, StringProperty> values = new EnumMap<>(NewOrderField.class);
    private final Map<NewOrderField, ReadOnlyStringWrapper> localErrors = new EnumMap<>(NewOrderField.class);
    private final Map<NewOrderField, ReadOnlyStringWrapper> serverErrors = new EnumMap<>(NewOrderField.class);
    private final Map<NewOrderField, ReadOnlyStringWrapper> shownErrors = new EnumMap<>(NewOrderField.class);
    private final Map<NewOrderField, BooleanProperty> touched = new EnumMap<>(NewOrderField.class);
    private final ObjectProperty<Monitoring> monitoring = new SimpleObjectProperty<>(this, "monitoring",
            Monitoring.COMPANY_DEFAULT);
    private final BooleanBinding valid;
    private boolean quiet;

    /** @param changed the officer changed the form (a field or the monitoring choice) */
    NewOrderForm(Messages messages, Runnable changed) {
        this.messages = messages;
        for (NewOrderField f : NewOrderField.values()) {
            StringProperty value = new SimpleStringProperty(this, f.requestName(), "");
            ReadOnlyStringWrapper local = new ReadOnlyStringWrapper(this, f.requestName() + "Error");
            ReadOnlyStringWrapper server = new ReadOnlyStringWrapper(this, f.requestName() + "ServerError");
            ReadOnlyStringWrapper shown = new ReadOnlyStringWrapper(this, f.requestName() + "ShownError");
            BooleanProperty isTouched = new SimpleBooleanProperty(this, f.requestName() + "Touched");
            values.put(f, value);
            localErrors.put(f, local);
            serverErrors.put(f, server);
            shownErrors.put(f, shown);
            touched.put(f, isTouched);
            local.bind(Bindings.createStringBinding(() -> validate(f), value, monitoring));
            shown.bind(Bindings.createStringBinding(() -> server.get() != null ? server.get()
                    : isTouched.get() ? local.get() : null, server, local, isTouched));
            value.addListener((o, a, b) -> {
                if (!quiet) {
                    isTouched.set(true);
                    changed.run();
                }
            });
        }
        monitoring.addListener((o, a, b) -> {
            if (!quiet) {
                changed.run();
            }
        });
        List<Observable> errors = new ArrayList<>();
        for (NewOrderField f : NewOrderField.values()) {
            errors.add(localErrors.get(f));
            errors.add(serverErrors.get(f));
        }
        valid = Bindings.createBooleanBinding(() -> {
            for (NewOrderField f : NewOrderField.values()) {
                if (localErrors.get(f).get() != null || serverErrors.get(f).get() != null) {
                    return false;
                }
            }
            return true;
        }, errors.toArray(Observable[]::new));
    }

    StringProperty value(NewOrderField field) {
        return values.get(field);
    }

    ReadOnlyStringProperty shownError(NewOrderField field) {
        return shownErrors.get(field).getReadOnlyProperty();
    }

    ReadOnlyStringProperty localError(NewOrderField field) {
        return localErrors.get(field).getReadOnlyProperty();
    }

    ObjectProperty<Monitoring> monitoringProperty() {
        return monitoring;
    }

    /** No field has an error of its own or of the service's. */
    BooleanBinding validProperty() {
        return valid;
    }

    private String validate(NewOrderField f) {
        NewOrderRules.Problem p = NewOrderRules.check(f, values.get(f).get(), monitoring.get());
        if (p == null) {
            return null;
        }
        return p.argument() == null ? messages.get(p.key()) : messages.get(p.key(), p.argument());
    }

    /** Marks every field as edited, so that all messages show (Submit pressed on an incomplete form). */
    void touchAll() {
        touched.values().forEach(t -> t.set(true));
    }

    /** The field's text, stripped; null when blank. */
    String text(NewOrderField f) {
        String v = values.get(f).get();
        return v == null || v.isBlank() ? null : v.strip();
    }

    NewOrderRequest toRequest() {
        return new NewOrderRequest(text(NewOrderField.EMAIL), text(NewOrderField.FIRST_NAME),
                text(NewOrderField.LAST_NAME), text(NewOrderField.LAST4), text(NewOrderField.REFERENCE),
                text(NewOrderField.REQUEST_TYPE), text(NewOrderField.RETURN_URL), text(NewOrderField.NOTIFICATION_URL),
                text(NewOrderField.PHONE), text(NewOrderField.EMPLOYER), null, accountMonitoring(),
                text(NewOrderField.EXPECTED_ACCOUNTS));
    }

    /** What {@code accountMonitoring} carries (see {@link Monitoring}); null leaves it out (company default). */
    String accountMonitoring() {
        Monitoring m = monitoring.get() == null ? Monitoring.COMPANY_DEFAULT : monitoring.get();
        return m == Monitoring.CUSTOM ? text(NewOrderField.MONITORING) : m.sent();
    }

    /**
     * Puts the service's field errors by their fields (marked edited, so that they show); answers the messages that
     * name no field of the form.
     */
    List<String> refusedFields(List<FieldError> errors) {
        List<String> general = new ArrayList<>();
        for (FieldError fe : errors) {
            NewOrderField f = NewOrderField.fromServerName(fe.field());
            String msg = fe.message() == null || fe.message().isBlank()
                    ? messages.get("neworder.error.serverRejected") : fe.message();
            if (f != null) {
                String previous = serverErrors.get(f).get();
                serverErrors.get(f).set(previous == null ? msg : previous + " " + msg);
                touched.get(f).set(true);
            } else {
                general.add(fe.field() == null ? msg : fe.field() + ": " + msg);
            }
        }
        return general;
    }

    /** The service's field errors no longer hold (the form changed). */
    void clearServerErrors() {
        serverErrors.values().forEach(e -> e.set(null));
    }

    /** The form as a draft: every field but the identifier digits (DraftStore drops them too). */
    Map<String, String> snapshot() {
        Map<String, String> m = new LinkedHashMap<>();
        for (NewOrderField f : NewOrderField.values()) {
            if (f != NewOrderField.LAST4) {
                m.put(f.requestName(), values.get(f).get());
            }
        }
        Monitoring choice = monitoring.get();
        if (choice != null && choice != Monitoring.COMPANY_DEFAULT) {
            m.put(MONITORING_CHOICE_KEY, choice.name());
        }
        return m;
    }

    /** Empties the form (nothing edited, no service error). */
    void reset() {
        quiet = true;
        try {
            values.values().forEach(v -> v.set(""));
            monitoring.set(Monitoring.COMPANY_DEFAULT);
            serverErrors.values().forEach(e -> e.set(null));
            touched.values().forEach(t -> t.set(false));
        } finally {
            quiet = false;
        }
    }

    /** Puts {@code saved} in the form, unless the officer has typed meanwhile; true when it did. */
    boolean apply(DraftStore.Draft saved) {
        if (touched.values().stream().anyMatch(BooleanProperty::get)) {
            return false;
        }
        quiet = true;
        try {
            Map<String, String> fields = saved.fields();
            for (NewOrderField f : NewOrderField.values()) {
                String v = fields.get(f.requestName());
                if (v != null && f != NewOrderField.LAST4) {
                    values.get(f).set(v);
                    touched.get(f).set(true);
                }
            }
            String choice = fields.get(MONITORING_CHOICE_KEY);
            if (choice != null) {
                try {
                    monitoring.set(Monitoring.valueOf(choice));
                } catch (IllegalArgumentException ignored) {
                    monitoring.set(Monitoring.COMPANY_DEFAULT);
                }
            }
        } finally {
            quiet = false;
        }
        return true;
    }
}
