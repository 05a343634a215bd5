package io.assetdesk.ui.connection;

import io.assetdesk.session.ActiveConnection;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.ConnectionService;
import io.assetdesk.settings.SavedProfile;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.Problem;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
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
 * <p>A thin screen model over its sections: the editor's fields and their problems ({@link ConnectionEditor}) and the
 * test of a profile ({@link ConnectionTests}); the logic lives in {@code settings.ConnectionService} (profiles,
 * secrets, resolution, files, the test) and {@code settings.ConnectionRules} (the fields' rules), the list in
 * {@link ProfileList} and what the editor shows for a profile in {@link EditorContent}. What stays here is the list,
 * the entry chosen and the active one, and the long actions (save, delete, use, import/export), each with its progress
 * and its failure.
 */
public final class ConnectionViewModel {
    private final Messages messages;
    private final UiExecutor ui;
    private final ActiveConnection connection;
    private final ConnectionService service;
    private final Executor background;
    private final Optional<Path> managedConfig;
    private final Supplier<ConnectionProfile> sandboxProfile;

    private final ProfileList list;
    private final ObjectProperty<ProfileItem> selected = new SimpleObjectProperty<>(this, "selected");
    private final ObjectProperty<ProfileItem> active = new SimpleObjectProperty<>(this, "active");
    private final BooleanProperty busy = new SimpleBooleanProperty(this, "busy");
    private final StringProperty notice = new SimpleStringProperty(this, "notice", "");
    private final BooleanProperty noticeIsError = new SimpleBooleanProperty(this, "noticeIsError");
    private final ConnectionEditor editor;
    private final ConnectionTests tests;
    private final LoanPlaceSection loanPlace;

    /**
     * @param service        saved profiles, secrets, resolution, import/export and the test
     * @param background     where the service's blocking work runs
     * @param managedConfig  the {@code --config} file the starting connection came from, if any
     * @param sandboxProfile the built-in sandbox's connection (starts it at first use; blocks)
     */
    public ConnectionViewModel(Messages messages, UiExecutor ui, ActiveConnection connection,
                               ConnectionService service, Executor background, Optional<Path> managedConfig,
                               Supplier<ConnectionProfile> sandboxProfile) {
        this(messages, ui, connection, service, background, managedConfig, sandboxProfile, null);
    }

    /** @param dataDir the data folder, for the "Loan files" card (null: no card) */
    public ConnectionViewModel(Messages messages, UiExecutor ui, ActiveConnection connection,
                               ConnectionService service, Executor background, Optional<Path> managedConfig,
                               Supplier<ConnectionProfile> sandboxProfile, Path dataDir) {
        this.loanPlace = dataDir == null ? null : new LoanPlaceSection(messages, ui, service, background,
                managedConfig, dataDir);
        this.messages = messages;
        this.ui = ui;
        this.connection = connection;
        this.service = service;
        this.background = background;
        this.managedConfig = managedConfig;
        this.sandboxProfile = sandboxProfile;
        this.list = new ProfileList(messages, service, managedConfig);
        this.editor = new ConnectionEditor(messages, () -> list.namesBesides(selected.get()), selected);
        this.tests = new ConnectionTests(messages, ui, connection, service);
        selected.addListener((o, was, now) -> load(now));
        list.reload(connection.profile());
        connection.profileProperty().addListener((o, a, b) -> active.set(list.itemFor(b)));
        active.set(list.itemFor(connection.profile()));
        select(active.get() != null ? active.get() : list.items().get(0));
        editor.rememberAvailable(false, messages.get("connection.remember.probing"));
        ui.deliver(CompletableFuture.supplyAsync(service::workstation, background), ws -> editor.rememberAvailable(
                ws.available(), ws.available() ? "" : messages.get("connection.remember.unavailable",
                        ws.unavailableReason())),
                err -> editor.rememberAvailable(false, messages.get("connection.remember.unavailable",
                        Problem.describe(err, messages))));
    }

    // ---- properties ----

    /** The "Loan files" card; empty when the screen has none (tests without a data folder). */
    public Optional<LoanPlaceSection> loanPlace() {
        return Optional.ofNullable(loanPlace);
    }

    public ObservableList<ProfileItem> items() {
        return list.items();
    }

    public ObjectProperty<ProfileItem> selectedProperty() {
        return selected;
    }

    public ObjectProperty<ProfileItem> activeProperty() {
        return active;
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

    /** The editor's fields, their problems and the secrets kept for the profile shown. */
    public ConnectionEditor editor() {
        return editor;
    }

    /** The test of the profile shown. */
    public ConnectionTests tests() {
        return tests;
    }

    public void select(ProfileItem item) {
        selected.set(item);
    }

    // ---- editor ----

    private void load(ProfileItem item) {
        tests.clear();
        notice.set("");
        editor.load(EditorContent.of(item, connection.isSandbox() ? connection.profile() : null, service, messages));
    }

    /** Starts a new, empty profile in the editor. */
    public void newProfile() {
        select(list.addNew());
    }

    // ---- save, delete ----

    /** Saves the profile in the editor (secrets to the session, and to the workstation store when asked). */
    public void save() {
        ProfileItem item = selected.get();
        if (item == null || !editor.editableProperty().get() || !editor.validProperty().get()) {
            return;
        }
        SavedProfile previous = item.kind() == ProfileItem.Kind.SAVED ? item.saved() : null;
        ConnectionService.Edit edit = editor.edit();
        ConnectionService.Secrets typed = editor.typedSecrets();
        boolean rememberIt = editor.rememberProperty().get() && editor.rememberAvailableProperty().get();
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

    /** Deletes the selected saved profile and its secrets. */
    public void delete() {
        ProfileItem item = selected.get();
        if (item == null || item.kind() == ProfileItem.Kind.NEW) {
            list.items().remove(item);
            select(list.items().get(0));
            return;
        }
        if (item.kind() != ProfileItem.Kind.SAVED) {
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

    // ---- the full profile of an entry ----

    /**
     * The complete profile of the selected entry as edited now (typed secrets, else stored ones). Blocking parts run
     * in the background. Fails with a readable message when something needed is missing.
     */
    private CompletableFuture<ConnectionProfile> resolve(ProfileItem item, boolean fromEditor) {
        return switch (item.kind()) {
            case SANDBOX -> CompletableFuture.supplyAsync(sandboxProfile, background);
            case MANAGED -> CompletableFuture.completedFuture(item.fixed());
            case SAVED, NEW -> {
                if (fromEditor && !editor.validProperty().get()) {
                    yield CompletableFuture.failedFuture(
                            new IllegalStateException(messages.get("connection.notice.fixFirst")));
                }
                SavedProfile base = fromEditor || item.saved() == null ? editor.asSaved() : item.saved();
                ConnectionService.Secrets typed = fromEditor ? editor.typedSecrets() : ConnectionService.Secrets.NONE;
                SavedProfile storedAs = item.kind() == ProfileItem.Kind.SAVED ? item.saved() : null;
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
        ProfileItem item = selected.get();
        if (item == null || item.kind() == ProfileItem.Kind.NEW) {
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
        ProfileItem item = selected.get();
        if (item != null) {
            tests.run(resolve(item, true), busy::set);
        }
    }

    // ---- import, export ----

    /** Reads a connection file into a new, unsaved profile in the editor. */
    public void importFrom(Path file) {
        busy.set(true);
        ui.deliver(CompletableFuture.supplyAsync(() -> service.importFile(file), background), result -> {
            busy.set(false);
            newProfile();
            editor.show(result.draft());
            if (loanPlace != null) {
                loanPlace.imported(file);
            }
            String problem = result.problem();
            editor.revealErrors();
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
        ProfileItem item = selected.get();
        if (item == null) {
            return;
        }
        busy.set(true);
        CompletableFuture<ConnectionProfile> profile;
        if (includeSecrets) {
            profile = resolve(item, true);
        } else if (item.kind() == ProfileItem.Kind.SANDBOX) {
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

    private ConnectionProfile withoutSecrets(ProfileItem item) {
        if (item.kind() == ProfileItem.Kind.MANAGED) {
            return ConnectionService.withoutSecrets(item.fixed());
        }
        return editor.asSaved().withSecrets(null, null, null);
    }

    private void showNotice(String text, boolean error) {
        noticeIsError.set(error);
        notice.set(text);
    }
}
