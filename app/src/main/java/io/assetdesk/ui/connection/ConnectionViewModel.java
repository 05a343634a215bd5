package io.assetdesk.ui.connection;

import io.assetdesk.session.ActiveConnection;
import io.assetdesk.settings.ConnectionDraft;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.ConnectionRules;
import io.assetdesk.settings.ConnectionService;
import io.assetdesk.settings.SavedProfile;
import io.assetdesk.settings.SecretKind;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.LatestCall;
import io.assetdesk.ui.common.Problem;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.ObservableList;

/**
 * Connection profiles: the built-in Sandbox, a managed profile from {@code --config}, and the officer's own (stored
 * without secrets). Edits one profile with validation as the officer types, saves it, makes a profile active, tests
 * it, and imports/exports connection files. Secrets stay in memory for the session unless the officer asks to remember
 * them in the workstation's credential store. Touch it from the FX thread; blocking work runs on {@code background}.
 *
 * <p>Size (over 400 lines, on purpose): the logic lives in {@code settings.ConnectionService} (profiles, secrets,
 * resolution, files, the test) and {@code settings.ConnectionRules} (the fields' rules), the list in
 * {@link ProfileList} and what the editor shows for a profile in {@link EditorContent}; what stays is the screen's
 * state those drive: eight fields with their messages, the list of three kinds of profile, and five long actions
 * (save, delete, use, test, import/export), each with its progress and its failure.
 */
public final class ConnectionViewModel {

    public enum Kind { SANDBOX, MANAGED, SAVED, NEW }

    /** One entry of the profile list. {@code fixed}: the full profile of a managed entry. */
    public record Item(Kind kind, String name, SavedProfile saved, ConnectionProfile fixed, Path file) {
        @Override
        public String toString() {
            return name;
        }
    }

    public enum Outcome { RUNNING, OK, FAILED, NOT_CHECKED, NOT_CONFIGURED }

    public record Check(Outcome outcome, String text) {
    }

    /** The outcome of a test for each integration. */
    private record Checks(Check assetverify, Check banklink) {
    }

    public enum Field { NAME, BASE_URL, PORTAL_URL, ACCESS_TOKEN, BANKLINK_CLIENT_ID, BANKLINK_SECRET,
        ASSETVERIFY_USERNAME, ASSETVERIFY_PASSWORD }

    private final Messages messages;
    private final UiExecutor ui;
    private final ActiveConnection connection;
    private final ConnectionService service;
    private final Executor background;
    private final Optional<Path> managedConfig;
    private final Supplier<ConnectionProfile> sandboxProfile;

    private final ProfileList list;
    private final ObjectProperty<Item> selected = new SimpleObjectProperty<>(this, "selected");
    private final ObjectProperty<Item> active = new SimpleObjectProperty<>(this, "active");
    private final Map<Field, StringProperty> fields = new EnumMap<>(Field.class);
    private final Map<Field, StringBinding> errors = new EnumMap<>(Field.class);
    private final Map<SecretKind, BooleanProperty> stored = new EnumMap<>(SecretKind.class);
    private final BooleanProperty remember = new SimpleBooleanProperty(this, "remember");
    private final BooleanProperty rememberAvailable = new SimpleBooleanProperty(this, "rememberAvailable");
    private final StringProperty rememberReason = new SimpleStringProperty(this, "rememberReason", "");
    private final BooleanProperty editable = new SimpleBooleanProperty(this, "editable");
    private final BooleanProperty busy = new SimpleBooleanProperty(this, "busy");
    private final StringProperty notice = new SimpleStringProperty(this, "notice", "");
    private final BooleanProperty noticeIsError = new SimpleBooleanProperty(this, "noticeIsError");
    private final ObjectProperty<Check> assetverifyCheck = new SimpleObjectProperty<>(this, "assetverifyCheck");
    private final ObjectProperty<Check> banklinkCheck = new SimpleObjectProperty<>(this, "banklinkCheck");
    private final IntegerProperty revealErrors =
            new SimpleIntegerProperty(this, "revealErrors");
    private final BooleanBinding valid;
    private final LatestCall tests = new LatestCall();

    /**
     * @param service        saved profiles, secrets, resolution, import/export and the test
     * @param background     where the service's blocking work runs
     * @param managedConfig  the {@code --config} file the starting connection came from, if any
     * @param sandboxProfile the built-in sandbox's connection (starts it at first use; blocks)
     */
    public ConnectionViewModel(Messages messages, UiExecutor ui, ActiveConnection connection,
                               ConnectionService service, Executor background, Optional<Path> managedConfig,
                               Supplier<ConnectionProfile> sandboxProfile) {
        this.messages = messages;
        this.ui = ui;
        this.connection = connection;
        this.service = service;
        this.background = background;
        this.managedConfig = managedConfig;
        this.sandboxProfile = sandboxProfile;
        this.list = new ProfileList(messages, service, managedConfig);
        for (Field f : Field.values()) {
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
        deps[i++] = selected;
        deps[i] = editable;
        for (Field f : Field.values()) {
            errors.put(f, Bindings.createStringBinding(() -> validate(f),
                    Arrays.copyOf(deps, deps.length, Observable[].class)));
        }
        BooleanBinding allValid = null;
        for (StringBinding e : errors.values()) {
            BooleanBinding ok = e.isNull();
            allValid = allValid == null ? ok : allValid.and(ok);
        }
        valid = allValid;
        selected.addListener((o, was, now) -> load(now));
        list.reload(connection.profile());
        connection.profileProperty().addListener((o, a, b) -> active.set(list.itemFor(b)));
        active.set(list.itemFor(connection.profile()));
        select(active.get() != null ? active.get() : list.items().get(0));
        rememberReason.set(messages.get("connection.remember.probing"));
        ui.deliver(CompletableFuture.supplyAsync(service::workstation, background), ws -> {
            rememberAvailable.set(ws.available());
            rememberReason.set(ws.available() ? "" : messages.get("connection.remember.unavailable",
                    ws.unavailableReason()));
        }, err -> {
            rememberAvailable.set(false);
            rememberReason.set(messages.get("connection.remember.unavailable", Problem.describe(err, messages)));
        });
    }

    // ---- properties ----

    public ObservableList<Item> items() {
        return list.items();
    }

    public ObjectProperty<Item> selectedProperty() {
        return selected;
    }

    public ObjectProperty<Item> activeProperty() {
        return active;
    }

    public StringProperty field(Field f) {
        return fields.get(f);
    }

    public StringBinding error(Field f) {
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

    public ReadOnlyBooleanProperty busyProperty() {
        return busy;
    }

    public ReadOnlyStringProperty noticeProperty() {
        return notice;
    }

    public ReadOnlyBooleanProperty noticeIsErrorProperty() {
        return noticeIsError;
    }

    public ObjectProperty<Check> assetverifyCheckProperty() {
        return assetverifyCheck;
    }

    public ObjectProperty<Check> banklinkCheckProperty() {
        return banklinkCheck;
    }

    /** Changes when every field's problem should be shown at once (after an import), touched or not. */
    public ReadOnlyIntegerProperty revealErrorsProperty() {
        return revealErrors;
    }

    public void select(Item item) {
        selected.set(item);
    }

    // ---- editor ----

    private void load(Item item) {
        tests.cancel();
        assetverifyCheck.set(null);
        banklinkCheck.set(null);
        notice.set("");
        EditorContent shown = EditorContent.of(item, connection.isSandbox() ? connection.profile() : null, service,
                messages);
        show(shown.form());
        for (SecretKind k : SecretKind.values()) {
            stored.get(k).set(shown.stored().contains(k));
        }
        remember.set(shown.remember());
        editable.set(shown.editable());
    }

    /** Puts {@code form} in the editor's fields. */
    private void show(ConnectionDraft form) {
        set(Field.NAME, form.name());
        set(Field.BASE_URL, form.baseUrl());
        set(Field.PORTAL_URL, form.portalUrl());
        set(Field.ACCESS_TOKEN, form.accessToken());
        set(Field.BANKLINK_CLIENT_ID, form.banklinkClientId());
        set(Field.BANKLINK_SECRET, form.banklinkSecret());
        set(Field.ASSETVERIFY_USERNAME, form.assetverifyUsername());
        set(Field.ASSETVERIFY_PASSWORD, form.assetverifyPassword());
    }

    private void set(Field f, String value) {
        fields.get(f).set(value == null ? "" : value);
    }

    private String v(Field f) {
        return fields.get(f).get() == null ? "" : fields.get(f).get().strip();
    }

    /** Starts a new, empty profile in the editor. */
    public void newProfile() {
        select(list.addNew());
    }

    /** The message for {@code f}, or null when the field is fine (always null for profiles that are not editable). */
    private String validate(Field f) {
        if (!editable.get()) {
            return null;
        }
        ConnectionRules.Problem p = switch (f) {
            case NAME -> ConnectionRules.name(v(Field.NAME), list.namesBesides(selected.get()));
            case BASE_URL, PORTAL_URL -> ConnectionRules.url(v(f));
            case ACCESS_TOKEN -> ConnectionRules.requiredSecret(v(f), stored.get(SecretKind.ACCESS_TOKEN).get());
            case BANKLINK_CLIENT_ID, BANKLINK_SECRET -> ConnectionRules.block(v(Field.BANKLINK_CLIENT_ID),
                    v(Field.BANKLINK_SECRET), stored.get(SecretKind.BANKLINK_SECRET).get(),
                    f == Field.BANKLINK_CLIENT_ID);
            case ASSETVERIFY_USERNAME, ASSETVERIFY_PASSWORD -> ConnectionRules.block(v(Field.ASSETVERIFY_USERNAME),
                    v(Field.ASSETVERIFY_PASSWORD), stored.get(SecretKind.ASSETVERIFY_PASSWORD).get(),
                    f == Field.ASSETVERIFY_USERNAME);
        };
        if (p == null) {
            return null;
        }
        return p.argument() == null ? messages.get(p.key()) : messages.get(p.key(), p.argument());
    }

    // ---- save, delete ----

    /** Saves the profile in the editor (secrets to the session, and to the workstation store when asked). */
    public void save() {
        Item item = selected.get();
        if (item == null || !editable.get() || !valid.get()) {
            return;
        }
        SavedProfile previous = item.kind() == Kind.SAVED ? item.saved() : null;
        ConnectionService.Edit edit = edit();
        ConnectionService.Secrets typed = typedSecrets();
        boolean rememberIt = remember.get() && rememberAvailable.get();
        List<SavedProfile> others = list.savedExcept(item);
        busy.set(true);
        ui.deliver(CompletableFuture.supplyAsync(() -> service.save(previous, edit, typed, rememberIt,
                others), background), saved -> {
            busy.set(false);
            list.reload(connection.profile());
            active.set(list.itemFor(connection.profile()));
            select(list.savedNamed(saved.name()));
            showNotice(messages.get("connection.notice.saved", saved.name()), false);
        }, err -> {
            busy.set(false);
            showNotice(messages.get("connection.notice.saveFailed", Problem.describe(err, messages)), true);
        });
    }

    private ConnectionService.Edit edit() {
        return new ConnectionService.Edit(v(Field.NAME), v(Field.BASE_URL), v(Field.PORTAL_URL),
                v(Field.BANKLINK_CLIENT_ID), v(Field.ASSETVERIFY_USERNAME));
    }

    /** Deletes the selected saved profile and its secrets. */
    public void delete() {
        Item item = selected.get();
        if (item == null || item.kind() == Kind.NEW) {
            list.items().remove(item);
            select(list.items().get(0));
            return;
        }
        if (item.kind() != Kind.SAVED) {
            return;
        }
        List<SavedProfile> remaining = list.savedExcept(item);
        String name = item.name();
        busy.set(true);
        ui.deliver(CompletableFuture.runAsync(() -> service.delete(item.saved(), remaining), background),
                ok -> {
                    busy.set(false);
                    list.reload(connection.profile());
                    active.set(list.itemFor(connection.profile()));
                    select(list.items().get(0));
                    showNotice(messages.get("connection.notice.deleted", name), false);
                }, err -> {
                    busy.set(false);
                    showNotice(Problem.describe(err, messages), true);
                });
    }

    private ConnectionService.Secrets typedSecrets() {
        return new ConnectionService.Secrets(fields.get(Field.ACCESS_TOKEN).get(),
                fields.get(Field.BANKLINK_SECRET).get(), fields.get(Field.ASSETVERIFY_PASSWORD).get());
    }

    // ---- the full profile of an entry ----

    /**
     * The complete profile of the selected entry as edited now (typed secrets, else stored ones). Blocking parts run
     * in the background. Fails with a readable message when something needed is missing.
     */
    private CompletableFuture<ConnectionProfile> resolve(Item item, boolean fromEditor) {
        return switch (item.kind()) {
            case SANDBOX -> CompletableFuture.supplyAsync(sandboxProfile, background);
            case MANAGED -> CompletableFuture.completedFuture(item.fixed());
            case SAVED, NEW -> {
                if (fromEditor && !valid.get()) {
                    yield CompletableFuture.failedFuture(
                            new IllegalStateException(messages.get("connection.notice.fixFirst")));
                }
                SavedProfile base = fromEditor || item.saved() == null ? edit().toSaved(false) : item.saved();
                ConnectionService.Secrets typed = fromEditor ? typedSecrets() : ConnectionService.Secrets.NONE;
                SavedProfile storedAs = item.kind() == Kind.SAVED ? item.saved() : null;
                yield CompletableFuture.supplyAsync(() -> {
                    try {
                        return service.resolve(base, typed, storedAs);
                    } catch (ConnectionService.MissingSecretException e) {
                        throw new IllegalStateException(messages.get("connection.notice.secretMissing",
                                messages.get(switch (e.kind()) {
                                    case ACCESS_TOKEN -> "connection.field.accessToken";
                                    case BANKLINK_SECRET -> "connection.field.banklinkSecret";
                                    case ASSETVERIFY_PASSWORD -> "connection.field.assetverifyPassword";
                                })));
                    }
                }, background);
            }
        };
    }

    // ---- use ----

    /** Makes the selected profile the active connection (as saved; the sandbox starts on first use). */
    public void useSelected() {
        Item item = selected.get();
        if (item == null || item.kind() == Kind.NEW) {
            return;
        }
        busy.set(true);
        ui.deliver(resolve(item, false), profile -> {
            try {
                connection.use(profile);
                showNotice(messages.get("connection.notice.active", profile.name()), false);
            } finally {
                busy.set(false); // only once the switch is done: whoever waits on busy sees the new connection
            }
        }, err -> {
            busy.set(false);
            showNotice(Problem.describe(err, messages), true);
        });
    }

    // ---- test ----

    /** Checks the profile in the editor: assetverify lists the orders; banklink cannot be checked without a token. */
    public void testConnection() {
        Item item = selected.get();
        if (item == null) {
            return;
        }
        LatestCall.Ticket mine = tests.start();
        assetverifyCheck.set(new Check(Outcome.RUNNING, messages.get("connection.test.running")));
        banklinkCheck.set(new Check(Outcome.RUNNING, messages.get("connection.test.running")));
        busy.set(true);
        // the count listed for the profile tested: when it is the active one, the status bar shows it too
        AtomicReference<ConnectionProfile> tested =
                new AtomicReference<>();
        AtomicInteger listed = new AtomicInteger(-1);
        CompletableFuture<Checks> work = resolve(item, true).thenCompose(profile -> {
            tested.set(profile);
            return service.test(profile, connection::open);
        }).thenApply(r -> {
            Check bl = r.banklinkConfigured()
                    ? new Check(Outcome.NOT_CHECKED, messages.get("connection.test.banklinkNotChecked"))
                    : new Check(Outcome.NOT_CONFIGURED, messages.get("connection.test.notConfigured"));
            Check av;
            if (!r.assetverifyConfigured()) {
                av = new Check(Outcome.NOT_CONFIGURED, messages.get("connection.test.notConfigured"));
            } else if (r.ok()) {
                listed.set(r.orders());
                av = new Check(Outcome.OK, messages.get("connection.test.ok", r.orders()));
            } else {
                av = new Check(Outcome.FAILED, messages.get("connection.test.failed",
                        Problem.describe(r.failure(), messages)));
            }
            return new Checks(av, bl);
        });
        ui.deliver(work, checks -> {
            if (mine.current()) {
                busy.set(false);
                assetverifyCheck.set(checks.assetverify());
                banklinkCheck.set(checks.banklink());
                if (listed.get() >= 0) {
                    connection.reportOrderCount(tested.get(), listed.get());
                }
            }
        }, err -> {
            if (mine.current()) {
                busy.set(false);
                Check failed = new Check(Outcome.FAILED, messages.get("connection.test.failed",
                        Problem.describe(err, messages)));
                assetverifyCheck.set(failed);
                banklinkCheck.set(null);
            }
        });
    }

    // ---- import, export ----

    /** Reads a connection file into a new, unsaved profile in the editor. */
    public void importFrom(Path file) {
        busy.set(true);
        ui.deliver(CompletableFuture.supplyAsync(() -> service.importFile(file), background), result -> {
            busy.set(false);
            newProfile();
            show(result.draft());
            String problem = result.problem();
            revealErrors.set(revealErrors.get() + 1);
            showNotice(problem == null ? messages.get("connection.notice.imported", file.getFileName())
                    : messages.get("connection.notice.importedIncomplete", file.getFileName(), problem),
                    problem != null);
        }, err -> {
            busy.set(false);
            showNotice(messages.get("connection.notice.importFailed", Problem.describe(err, messages)), true);
        });
    }

    /** Writes the profile in the editor to a connection file; secrets only when {@code includeSecrets}. */
    public void exportTo(Path file, boolean includeSecrets) {
        Item item = selected.get();
        if (item == null) {
            return;
        }
        busy.set(true);
        CompletableFuture<ConnectionProfile> profile;
        if (includeSecrets) {
            profile = resolve(item, true);
        } else if (item.kind() == Kind.SANDBOX) {
            profile = CompletableFuture.supplyAsync(sandboxProfile, background)
                    .thenApply(ConnectionService::withoutSecrets);
        } else {
            profile = CompletableFuture.completedFuture(withoutSecrets(item));
        }
        CompletableFuture<Void> work = profile.thenAcceptAsync(p -> service.export(p, file, includeSecrets),
                background);
        ui.deliver(work, ok -> {
            busy.set(false);
            showNotice(messages.get(includeSecrets ? "connection.notice.exportedSecrets"
                    : "connection.notice.exported", file.getFileName()), false);
        }, err -> {
            busy.set(false);
            showNotice(messages.get("connection.notice.exportFailed", Problem.describe(err, messages)), true);
        });
    }

    private ConnectionProfile withoutSecrets(Item item) {
        if (item.kind() == Kind.MANAGED) {
            return ConnectionService.withoutSecrets(item.fixed());
        }
        return edit().toSaved(false).withSecrets(null, null, null);
    }

    private void showNotice(String text, boolean error) {
        noticeIsError.set(error);
        notice.set(text);
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }
}
