package io.assetdesk.settings;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * What this workstation keeps about its desk ({@code desk.json} in the data folder, never a secret): the person's
 * name, set once, that every loan history entry made here carries (else the operating system's user), and the team
 * database a connection file brought in on the Connection screen (its URL and user; its password is in the
 * credential store, under {@code team-database/<user>@<host:port/db>}).
 */
public final class DeskSettings {
    /** The file's content; each member may be null. */
    public record Desk(String person, String teamUrl, String teamUser) {
        static final Desk NONE = new Desk(null, null, null);
    }

    private final JsonFileStore<Desk> file;

    public DeskSettings(Path dataDir) {
        this.file = new JsonFileStore<>(dataDir.resolve("desk.json"), Desk.class);
    }

    public Desk read() {
        return file.read(Desk.NONE);
    }

    /** The person named in the loan histories written on this workstation: the name set here, else the OS user. */
    public String person() {
        String p = read().person();
        return p == null || p.isBlank() ? osUser() : p.strip();
    }

    /** The person of the workstation whose data folder is {@code dataDir} (reads its file). */
    public static String person(Path dataDir) {
        return new DeskSettings(dataDir).person();
    }

    /** The operating system's user, the name used until one is set. */
    public static String osUser() {
        return System.getProperty("user.name", "unknown");
    }

    /** Sets the person's name (blank: back to the operating system's user); at most 80 characters, one line. */
    public void setPerson(String name) {
        String n = name == null ? null : name.strip();
        if (n != null && (n.length() > 80 || n.chars().anyMatch(Character::isISOControl))) {
            throw new IllegalArgumentException("A name is one line of at most 80 characters");
        }
        Desk d = read();
        write(new Desk(n == null || n.isEmpty() ? null : n, d.teamUrl(), d.teamUser()));
    }

    /**
     * The team database brought in on this workstation, its password from {@code store} (empty when the store has
     * none: the database then refuses, and says so); empty when none was.
     */
    public Optional<TeamDatabase> team(SecretStore store) {
        Desk d = read();
        if (d.teamUrl() == null || d.teamUser() == null) {
            return Optional.empty();
        }
        TeamDatabase named = new TeamDatabase(d.teamUrl(), d.teamUser(), null);
        String password = store == null || !store.available() ? "" : store.getEntry(entry(named)).orElse("");
        return Optional.of(new TeamDatabase(named.url(), named.user(), password));
    }

    /**
     * The team database this workstation's loan files are in: the one a connection file {@code named} (its password,
     * or the credential store's when the file leaves it empty), else the one brought in here; empty: the workstation's
     * own. {@code store} is asked only when a password must come from it.
     */
    public Optional<TeamDatabase> teamFor(Optional<TeamDatabase> named, Supplier<SecretStore> store) {
        if (named.isPresent() && !named.get().password().isEmpty()) {
            return named;
        }
        Desk d = read();
        if (named.isEmpty() && (d.teamUrl() == null || d.teamUser() == null)) {
            return Optional.empty();
        }
        Optional<TeamDatabase> kept = team(store.get());
        return named.isPresent() ? Optional.of(kept.filter(k -> k.url().equals(named.get().url())
                && k.user().equals(named.get().user())).orElse(named.get())) : kept;
    }

    /** Uses {@code db} for this workstation's loan files from the next start; its password goes to {@code store}. */
    public void useTeam(TeamDatabase db, SecretStore store) {
        if (store != null && store.available() && !db.password().isEmpty()) {
            store.putEntry(entry(db), db.password());
        }
        Desk d = read();
        write(new Desk(d.person(), db.url(), db.user()));
    }

    /** Uses this workstation's own loan files from the next start (the team's password is forgotten). */
    public void useWorkstation(SecretStore store) {
        Desk d = read();
        if (d.teamUrl() != null && d.teamUser() != null && store != null && store.available()) {
            store.putEntry(entry(new TeamDatabase(d.teamUrl(), d.teamUser(), null)), null);
        }
        write(new Desk(d.person(), null, null));
    }

    /** The credential store's entry for {@code db}'s password. */
    static String entry(TeamDatabase db) {
        return "team-database/" + db.user() + "@" + db.where();
    }

    private void write(Desk d) {
        try {
            file.write(d);
        } catch (IOException e) {
            throw new UncheckedIOException("The desk's settings could not be written (" + e.getMessage() + ")", e);
        }
    }
}
