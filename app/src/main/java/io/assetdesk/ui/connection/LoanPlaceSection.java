package io.assetdesk.ui.connection;

import io.assetdesk.loan.TeamCheck;
import io.assetdesk.settings.ConnectionFile;
import io.assetdesk.settings.ConnectionService;
import io.assetdesk.settings.DeskSettings;
import io.assetdesk.settings.TeamDatabase;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.Problem;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The Connection screen's "Loan files" card: where this workstation's loan files are (its own, or the team database
 * the {@code --config} file or an imported connection file names), a test of the team database, a team database an
 * imported file names taken for this workstation (its password into the credential store), and the person's name the
 * loan histories carry. The files are read and written on {@code background}; the choice takes effect at the next
 * start, which the words say.
 */
public final class LoanPlaceSection {
    private final Messages messages;
    private final UiExecutor ui;
    private final ConnectionService service;
    private final Executor background;
    private final Optional<Path> managedConfig;
    private final DeskSettings desk;
    private final ReadOnlyStringWrapper where = new ReadOnlyStringWrapper(this, "where", "");
    private final ReadOnlyBooleanWrapper team = new ReadOnlyBooleanWrapper(this, "team");
    private final ReadOnlyBooleanWrapper broughtIn = new ReadOnlyBooleanWrapper(this, "broughtIn");
    private final ReadOnlyStringWrapper offer = new ReadOnlyStringWrapper(this, "offer", "");
    private final ReadOnlyStringWrapper result = new ReadOnlyStringWrapper(this, "result", "");
    private final ReadOnlyBooleanWrapper resultIsError = new ReadOnlyBooleanWrapper(this, "resultIsError");
    private final ReadOnlyBooleanWrapper working = new ReadOnlyBooleanWrapper(this, "working");
    private final StringProperty person = new SimpleStringProperty(this, "person", "");
    private volatile TeamDatabase offered;
    private volatile TeamDatabase current;

    /** @param dataDir the data folder ({@code desk.json}) */
    LoanPlaceSection(Messages messages, UiExecutor ui, ConnectionService service, Executor background,
                     Optional<Path> managedConfig, Path dataDir) {
        this.messages = messages;
        this.ui = ui;
        this.service = service;
        this.background = background;
        this.managedConfig = managedConfig;
        this.desk = new DeskSettings(dataDir);
    }

    /** Where the loan files are, in words. */
    public ReadOnlyStringProperty whereProperty() {
        return where.getReadOnlyProperty();
    }

    /** True when they are a team database's (the test can be run). */
    public ReadOnlyBooleanProperty teamProperty() {
        return team.getReadOnlyProperty();
    }

    /** True when the team database was brought in here (not from {@code --config}): it can be given up. */
    public ReadOnlyBooleanProperty broughtInProperty() {
        return broughtIn.getReadOnlyProperty();
    }

    /** An imported file's team database, offered for this workstation (empty: none). */
    public ReadOnlyStringProperty offerProperty() {
        return offer.getReadOnlyProperty();
    }

    /** What the last test or change said. */
    public ReadOnlyStringProperty resultProperty() {
        return result.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty resultIsErrorProperty() {
        return resultIsError.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty workingProperty() {
        return working.getReadOnlyProperty();
    }

    /** The person's name as typed (saved with {@link #savePerson()}). */
    public StringProperty personProperty() {
        return person;
    }

    /** What the card shows, read off the FX thread: the team database the loan files are in (null: none). */
    private record Read(TeamDatabase team, String person, boolean fromConfig) {
    }

    /** Reads where the loan files are, and the person's name (when the screen is shown). */
    void load() {
        run(() -> {
            DeskSettings.Desk d = desk.read();
            Optional<TeamDatabase> named = managedConfig.flatMap(ConnectionFile::readLoanDatabase);
            return new Read(desk.teamFor(named, service::workstation).orElse(null), d.person() == null ? ""
                    : d.person(), named.isPresent());
        }, read -> {
            current = read.team();
            person.set(read.person());
            team.set(current != null);
            broughtIn.set(current != null && !read.fromConfig());
            where.set(current == null ? messages.get("connection.loans.workstation") : messages.get(
                    read.fromConfig() ? "connection.loans.team.config" : "connection.loans.team.here",
                    current.where(), current.user()));
        }, true);
    }

    /** Tests the team database the loan files are in: reached, its server, its loan files. */
    public void test() {
        TeamDatabase db = current;
        if (db == null) {
            return;
        }
        say(messages.get("connection.loans.testing", db.where()), false);
        run(() -> TeamCheck.check(db), found -> say(found.loanFiles() < 0
                ? messages.get("connection.loans.noTables", db.where(), found.server())
                : messages.get("connection.loans.reached", db.where(), found.server(), found.loanFiles()), false),
                true);
    }

    /** A connection file was imported: the team database it names, if any, is offered for this workstation. */
    void imported(Path file) {
        run(() -> ConnectionFile.readLoanDatabase(file), db -> {
            offered = db.orElse(null);
            offer.set(db.map(d -> messages.get("connection.loans.offer", d.where(), d.user())).orElse(""));
        }, true);
    }

    /** Takes the offered team database for this workstation's loan files (from the next start). */
    public void useOffered() {
        TeamDatabase db = offered;
        if (db == null) {
            return;
        }
        run(() -> {
            desk.useTeam(db, service.workstation());
            return service.workstation().keepsAcrossRuns();
        }, kept -> {
            offered = null;
            offer.set("");
            say(messages.get(kept ? "connection.loans.taken" : "connection.loans.takenNoStore", db.where()), !kept);
            load();
        }, true);
    }

    /** Gives up the team database brought in here: this workstation's own loan files from the next start. */
    public void useWorkstation() {
        run(() -> {
            desk.useWorkstation(service.workstation());
            return true;
        }, done -> {
            say(messages.get("connection.loans.givenUp"), false);
            load();
        }, true);
    }

    /** Saves the person's name the loan histories written here carry (blank: the operating system's user). */
    public void savePerson() {
        String name = person.get();
        run(() -> {
            desk.setPerson(name);
            return desk.person();
        }, now -> say(messages.get("connection.loans.personSaved", now), false), true);
    }

    private void say(String text, boolean error) {
        result.set(text);
        resultIsError.set(error);
    }

    private <T> void run(Supplier<T> work, Consumer<T> then, boolean said) {
        working.set(true);
        ui.deliver(CompletableFuture.supplyAsync(work, background), value -> {
            working.set(false);
            then.accept(value);
        }, e -> {
            working.set(false);
            if (said) {
                say(Problem.describe(e, messages), true);
            }
        });
    }
}
