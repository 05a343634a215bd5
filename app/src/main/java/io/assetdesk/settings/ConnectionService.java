package io.assetdesk.settings;

import io.assetdesk.api.AssetverifyCredentials;
import io.assetdesk.api.BanklinkCredentials;
import io.assetdesk.api.IntegrationService;
import io.assetdesk.api.ServiceConfig;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The officer's connection profiles and their secrets, without a screen: the saved profiles (stored without secrets),
 * the secrets of this session (memory) and, when the officer asks to remember them, the workstation's credential
 * store; the resolution of a profile into a complete connection; import and export of connection files; the
 * connection test. Methods block (file, keyring): call them off the FX thread. No secret in any message.
 */
public final class ConnectionService {

    /** The fields of a profile as the officer typed them (blank = none). */
    public record Edit(String name, String baseUrl, String portalUrl, String banklinkClientId,
                       String assetverifyUsername) {
        public Edit {
            name = strip(name);
            baseUrl = strip(baseUrl);
            portalUrl = strip(portalUrl);
            banklinkClientId = blankToNull(banklinkClientId);
            assetverifyUsername = blankToNull(assetverifyUsername);
        }

        /** The one place a saved profile is made from what the officer typed. */
        public SavedProfile toSaved(boolean rememberSecrets) {
            return new SavedProfile(name, baseUrl, portalUrl, banklinkClientId, assetverifyUsername, rememberSecrets);
        }
    }

    /** Secrets as typed (null: not typed, keep the stored one). */
    public record Secrets(String accessToken, String banklinkSecret, String assetverifyPassword) {
        public static final Secrets NONE = new Secrets(null, null, null);

        public Secrets {
            accessToken = blankToNull(accessToken);
            banklinkSecret = blankToNull(banklinkSecret);
            assetverifyPassword = blankToNull(assetverifyPassword);
        }

        String of(SecretKind kind) {
            return switch (kind) {
                case ACCESS_TOKEN -> accessToken;
                case BANKLINK_SECRET -> banklinkSecret;
                case ASSETVERIFY_PASSWORD -> assetverifyPassword;
            };
        }
    }

    /** A profile cannot be completed: this secret is neither typed nor stored. */
    public static final class MissingSecretException extends IllegalStateException {
        private final SecretKind kind;

        MissingSecretException(SecretKind kind) {
            super("The " + kind + " is missing");
            this.kind = kind;
        }

        public SecretKind kind() {
            return kind;
        }
    }

    /** What an import found: the fields, and why the file is not a complete connection (null when it is). */
    public record Imported(ConnectionDraft draft, String problem) {
    }

    /** The outcome of a test: the orders listed ({@code -1} when not configured), or the failure. */
    public record TestResult(boolean assetverifyConfigured, int orders, Throwable failure, boolean banklinkConfigured) {
        public boolean ok() {
            return assetverifyConfigured && failure == null;
        }
    }

    private final ProfileStore store;
    private final SecretStore session = new MemorySecretStore();
    private final Supplier<SecretStore> workstationProbe;
    private volatile SecretStore workstation;

    /**
     * @param store            where profiles are kept (without secrets)
     * @param workstationProbe the workstation's credential store, probed once at first use (may block)
     */
    public ConnectionService(ProfileStore store, Supplier<SecretStore> workstationProbe) {
        this.store = Objects.requireNonNull(store);
        this.workstationProbe = Objects.requireNonNull(workstationProbe);
    }

    /** The workstation's credential store (probed at the first call; may block). */
    public SecretStore workstation() {
        SecretStore ws = workstation;
        if (ws == null) {
            synchronized (this) {
                ws = workstation;
                if (ws == null) {
                    ws = workstationProbe.get();
                    workstation = ws;
                }
            }
        }
        return ws;
    }

    private SecretStore workstationIfAvailable() {
        SecretStore ws = workstation();
        return ws != null && ws.available() ? ws : null;
    }

    /** The saved profiles, sorted by name. */
    public List<SavedProfile> savedProfiles() {
        return store.load();
    }

    /** True when this session holds {@code kind} for {@code profile} (no credential store read). */
    public boolean inSession(String profile, SecretKind kind) {
        return session.get(profile, kind).isPresent();
    }

    /**
     * Saves {@code edit} in place of {@code previous} (null for a new profile), among {@code others}: the typed
     * secrets,
     * else the ones stored for the previous profile, go to the session and, when {@code remember} (and the workstation
     * has a credential store), to the credential store. Returns the saved profile.
     */
    public SavedProfile save(SavedProfile previous, Edit edit, Secrets typed, boolean remember,
                             List<SavedProfile> others) {
        boolean rememberHere = remember && workstationIfAvailable() != null;
        SavedProfile profile = edit.toSaved(rememberHere);
        Map<SecretKind, String> values = new EnumMap<>(SecretKind.class);
        for (SecretKind k : SecretKind.values()) {
            String value = typed.of(k);
            if (value == null && previous != null) {
                value = stored(previous, k);
            }
            values.put(k, value);
        }
        if (profile.banklinkClientId() == null) {
            values.remove(SecretKind.BANKLINK_SECRET);
        }
        if (profile.assetverifyUsername() == null) {
            values.remove(SecretKind.ASSETVERIFY_PASSWORD);
        }
        SecretStore ws = workstationIfAvailable();
        if (previous != null && !previous.name().equals(profile.name())) {
            session.deleteAll(previous.name());
            if (ws != null) {
                ws.deleteAll(previous.name());
            }
        }
        for (SecretKind k : SecretKind.values()) {
            session.put(profile.name(), k, values.get(k));
        }
        if (ws != null) {
            if (profile.rememberSecrets()) {
                for (SecretKind k : SecretKind.values()) {
                    ws.put(profile.name(), k, values.get(k));
                }
            } else if (previous == null || previous.rememberSecrets()) {
                ws.deleteAll(profile.name());
            }
        }
        List<SavedProfile> all = new ArrayList<>(others);
        all.add(profile);
        all.sort(Comparator.comparing(p -> p.name().toLowerCase(Locale.ROOT)));
        store.save(all);
        return profile;
    }

    /** Deletes {@code profile} (keeping {@code remaining}) and its secrets. */
    public void delete(SavedProfile profile, List<SavedProfile> remaining) {
        store.save(remaining);
        session.deleteAll(profile.name());
        SecretStore ws = profile.rememberSecrets() ? workstationIfAvailable() : null;
        if (ws != null) {
            ws.deleteAll(profile.name());
        }
    }

    /**
     * The complete connection of {@code base}: typed secrets, else the ones stored for {@code storedAs} (null: none
     * stored). Fails with {@link MissingSecretException} when one is needed and neither typed nor stored.
     */
    public ConnectionProfile resolve(SavedProfile base, Secrets typed, SavedProfile storedAs) {
        String[] s = new String[SecretKind.values().length];
        for (SecretKind k : SecretKind.values()) {
            String value = typed.of(k);
            if (value == null && storedAs != null) {
                value = stored(storedAs, k);
            }
            s[k.ordinal()] = value;
        }
        ConnectionProfile p = base.withSecrets(s[0], s[1], s[2]);
        if (p.accessToken() == null) {
            throw new MissingSecretException(SecretKind.ACCESS_TOKEN);
        }
        if (p.banklink() != null && p.banklink().secret() == null) {
            throw new MissingSecretException(SecretKind.BANKLINK_SECRET);
        }
        if (p.assetverify() != null && p.assetverify().password() == null) {
            throw new MissingSecretException(SecretKind.ASSETVERIFY_PASSWORD);
        }
        return p;
    }

    /** The session's value, else the credential store's when the profile remembers its secrets. */
    private String stored(SavedProfile profile, SecretKind kind) {
        return session.get(profile.name(), kind).orElseGet(() -> {
            SecretStore ws = profile.rememberSecrets() ? workstationIfAvailable() : null;
            return ws == null ? null : ws.get(profile.name(), kind).orElse(null);
        });
    }

    /** Reads a connection file; an incomplete one (exported without secrets) gives what is there and why. */
    public Imported importFile(Path file) {
        try {
            return new Imported(ConnectionDraft.of(ConnectionFile.read(file)), null);
        } catch (ConnectionFileException e) {
            return new Imported(ConnectionDraft.readLenient(file), e.getMessage());
        }
    }

    /** Writes {@code profile} to {@code file}; its secrets only when {@code includeSecrets}. */
    public void export(ConnectionProfile profile, Path file, boolean includeSecrets) {
        ConnectionFile.write(includeSecrets ? profile : withoutSecrets(profile), file, includeSecrets);
    }

    /** The same connection without any secret. */
    public static ConnectionProfile withoutSecrets(ConnectionProfile p) {
        return new ConnectionProfile(p.name(), p.baseUrl(), p.portalUrl(), null,
                p.banklink() == null ? null : new BanklinkCredentials(p.banklink().clientId(), null),
                p.assetverify() == null ? null : new AssetverifyCredentials(p.assetverify().username(), null), false);
    }

    /**
     * Tests {@code profile}: asset verification lists the orders through a service {@code open} makes (closed after);
     * bank link cannot be checked without a borrower's token, so it is only reported as configured or not.
     */
    public CompletableFuture<TestResult> test(ConnectionProfile profile,
                                              Function<ServiceConfig, IntegrationService> open) {
        boolean banklink = profile.banklink() != null;
        if (profile.assetverify() == null) {
            return CompletableFuture.completedFuture(new TestResult(false, -1, null, banklink));
        }
        IntegrationService service = open.apply(profile.toServiceConfig());
        CompletableFuture<TestResult> listed;
        try {
            // the list as the Orders screen reads it: its entries only, never the whole answer held
            listed = service.listOrderLinesAsync(batch -> { }).handle((orders, error) -> error == null
                    ? new TestResult(true, orders.size(), null, banklink)
                    : new TestResult(true, -1, error, banklink));
        } catch (RuntimeException e) {
            listed = CompletableFuture.completedFuture(new TestResult(true, -1, e, banklink));
        }
        return listed.whenComplete((r, e) -> closeQuietly(service));
    }

    private static void closeQuietly(IntegrationService s) {
        if (s instanceof AutoCloseable c) {
            try {
                c.close();
            } catch (Exception ignored) {
                // releases the client's threads only
            }
        }
    }

    private static String strip(String s) {
        return s == null ? "" : s.strip();
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }
}
