package io.assetdesk.ui.banklink;

import io.assetdesk.api.Account;
import io.assetdesk.api.Balances;
import io.assetdesk.api.IntegrationService;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.Formats;
import io.assetdesk.ui.common.LatestCall;
import io.assetdesk.ui.common.Problem;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Fetches a borrower's bank-link accounts for a public token and keeps every fetch for the session: the token works
 * only once upstream, so nothing is ever re-sent behind the officer's back. Totals per currency, the borrower's funds
 * and the liabilities apart (see {@link AccountKind}: the available credit of a credit or loan account is never
 * counted as funds), exports. Touch it from the FX thread.
 */
public final class BankAccountsViewModel {

    /** One fetch: when, on which connection, and what came back. */
    public record Fetch(int number, Instant at, String connection, List<Account> accounts) {
        public Fetch {
            accounts = List.copyOf(accounts);
        }
    }

    private final Messages messages;
    private final UiExecutor ui;
    private final Clock clock;
    private final ActiveConnection connection;
    private final Executor background;
    private final StringProperty token = new SimpleStringProperty(this, "token", "");
    private final BooleanProperty running = new SimpleBooleanProperty(this, "running");
    private final StringProperty error = new SimpleStringProperty(this, "error", "");
    private final StringProperty status = new SimpleStringProperty(this, "status", "");
    private final ObservableList<Fetch> fetches = FXCollections.observableArrayList();
    private final ObjectProperty<Fetch> shown = new SimpleObjectProperty<>(this, "shown");
    private final ObservableList<Account> accounts = FXCollections.observableArrayList();
    private final ObservableList<CurrencyTotal> totals = FXCollections.observableArrayList();
    private final ObservableList<LiabilityTotal> liabilities = FXCollections.observableArrayList();
    private final BooleanBinding canFetch;
    private final LatestCall calls = new LatestCall();
    private final Formats formats;
    private final Amounts amounts = new Amounts(Locale.getDefault(Locale.Category.FORMAT));

    /** @param background where exports are written */
    public BankAccountsViewModel(Messages messages, UiExecutor ui, Clock clock, ActiveConnection connection,
                                 Executor background) {
        this.messages = messages;
        this.ui = ui;
        this.clock = clock;
        this.connection = connection;
        this.background = background;
        this.formats = Formats.forOfficer(clock.getZone());
        canFetch = Bindings.createBooleanBinding(() -> !running.get() && token.get() != null
                && !token.get().isBlank(), running, token);
        shown.addListener((o, a, f) -> {
            accounts.setAll(f == null ? List.of() : f.accounts());
            totals.setAll(f == null ? List.of() : forDisplay(totalsOf(f.accounts())));
            liabilities.setAll(f == null ? List.of() : liabilitiesOf(f.accounts()));
        });
        token.addListener((o, a, b) -> {
            if (!running.get()) {
                error.set("");
            }
        });
    }

    public StringProperty tokenProperty() {
        return token;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running;
    }

    public BooleanBinding canFetchProperty() {
        return canFetch;
    }

    /** The failure of the last fetch (service message with status and request id), empty when none. */
    public ReadOnlyStringProperty errorProperty() {
        return error;
    }

    public ReadOnlyStringProperty statusProperty() {
        return status;
    }

    /** Every fetch of this session, newest first. */
    public ObservableList<Fetch> fetches() {
        return fetches;
    }

    public ObjectProperty<Fetch> shownProperty() {
        return shown;
    }

    /** The accounts of the shown fetch. */
    public ObservableList<Account> accounts() {
        return accounts;
    }

    /**
     * The borrower's funds of the shown fetch: asset-side accounts (and those of unknown type) per currency, ISO
     * currencies first, then unofficial ones (crypto, points: not cash), then accounts without a currency.
     */
    public ObservableList<CurrencyTotal> totals() {
        return totals;
    }

    /** What the borrower owes on the credit and loan accounts of the shown fetch, per currency. */
    public ObservableList<LiabilityTotal> liabilities() {
        return liabilities;
    }

    /**
     * One line of the totals as the screen shows it.
     *
     * @param tooltip    what the line means beyond its text; null when nothing
     * @param unofficial a crypto or points total: not cash
     * @param liability  what the borrower owes
     * @param muted      no total: a dash, or "no credit or loan accounts"
     */
    public record TotalLine(String text, String tooltip, boolean unofficial, boolean liability, boolean muted) {
    }

    /**
     * The borrower's funds per currency, then what they owe, in words: "USD: available $1,200.50, current ..."; a
     * dash for a side with nothing, and "No credit or loan accounts" when none was linked.
     */
    public List<TotalLine> totalLines() {
        List<TotalLine> lines = new ArrayList<>();
        if (totals.isEmpty()) {
            lines.add(new TotalLine(Amounts.DASH, null, false, false, true));
        }
        for (CurrencyTotal t : totals) {
            lines.add(new TotalLine(messages.get(t.unofficial() ? "banklink.totals.unofficial" : "banklink.totals.line",
                    currencyName(t.currency(), t.unofficial()),
                    amounts.format(t.available(), t.currency(), t.unofficial()),
                    amounts.format(t.current(), t.currency(), t.unofficial()), t.accounts(), t.unknownType()),
                    t.unofficial() ? messages.get("banklink.totals.unofficial.tip") : null, t.unofficial(), false,
                            false));
        }
        return lines;
    }

    /** What the borrower owes per currency, in words; one dash-or-"none" line when nothing. */
    public List<TotalLine> liabilityLines() {
        if (liabilities.isEmpty()) {
            return List.of(new TotalLine(totals.isEmpty() ? Amounts.DASH
                    : messages.get("banklink.totals.noLiabilities"), null, false, true, true));
        }
        List<TotalLine> lines = new ArrayList<>();
        for (LiabilityTotal t : liabilities) {
            String currency = currencyName(t.currency(), t.unofficial());
            String owed = amounts.format(t.owed(), t.currency(), t.unofficial());
            String limit = amounts.format(t.limit(), t.currency(), t.unofficial());
            String text = t.withLimit() == 0
                    ? messages.get("banklink.totals.liability", currency, owed, t.accounts())
                    : t.withLimit() == t.accounts()
                    ? messages.get("banklink.totals.liability.limit", currency, owed, limit, t.accounts())
                    : messages.get("banklink.totals.liability.someLimits", currency, owed, limit, t.withLimit(),
                    t.accounts());
            lines.add(new TotalLine(text, null, false, true, false));
        }
        return lines;
    }

    private String currencyName(String currency, boolean unofficial) {
        return currency == null ? messages.get("banklink.currency.none")
                : unofficial ? messages.get("banklink.currency.unofficial", currency) : currency;
    }

    /** How a fetch is listed among the session's fetches: "Fetch 2 at 3:04:05 PM (3 accounts)". */
    public String describe(Fetch f) {
        return messages.get("banklink.fetch.item", f.number(), formats.time(f.at()), f.accounts().size());
    }

    /** Which side {@code account} is counted on. */
    public AccountKind kindOf(Account account) {
        return AccountKind.of(account);
    }

    /** Sends the token once. A second press while it runs does nothing. */
    public void fetch() {
        if (!canFetch.get()) {
            return;
        }
        IntegrationService service = connection.service();
        String value = token.get().strip();
        String profileName = connection.profile() == null ? "" : connection.profile().name();
        LatestCall.Ticket mine = calls.start();
        running.set(true);
        error.set("");
        status.set(messages.get("banklink.status.fetching"));
        CompletableFuture<List<Account>> call;
        try {
            call = service.listAccountsAsync(value);
        } catch (RuntimeException e) {
            call = CompletableFuture.failedFuture(e);
        }
        ui.deliver(call, list -> {
            // kept even when the officer stopped waiting: the token is spent upstream
            Fetch f = new Fetch(fetches.size() + 1, clock.instant(), profileName, list);
            fetches.add(0, f);
            shown.set(f);
            if (value.equals(token.get() == null ? null : token.get().strip())) {
                token.set("");
            }
            if (mine.current()) {
                running.set(false);
            }
            status.set(messages.get("banklink.status.fetched", list.size(), f.number()));
        }, err -> {
            if (mine.current()) {
                running.set(false);
                status.set("");
                error.set(Problem.describe(err, messages));
            }
        });
    }

    /** Stops waiting. If the answer still comes, its accounts are kept (the token cannot be used again). */
    public void cancel() {
        if (running.get()) {
            calls.cancel();
            running.set(false);
            status.set(messages.get("banklink.status.cancelled"));
        }
    }

    public CompletableFuture<Void> exportCsv(Path file) {
        return export(file, "CSV", f -> AccountsExport.writeCsv(List.copyOf(accounts), f, messages));
    }

    public CompletableFuture<Void> exportJson(Path file) {
        return export(file, "JSON", f -> AccountsExport.writeJson(List.copyOf(accounts), f));
    }

    private interface Writer {
        void write(Path file) throws IOException;
    }

    private CompletableFuture<Void> export(Path file, String format, Writer writer) {
        List<Account> snapshot = List.copyOf(accounts);
        CompletableFuture<Void> work = CompletableFuture.runAsync(() -> {
            try {
                writer.write(file);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, background);
        ui.deliver(work, ok -> status.set(messages.get("banklink.status.exported", snapshot.size(),
                format, file.getFileName())), err -> error.set(messages.get("banklink.error.export",
                Problem.describe(err instanceof UncheckedIOException u ? u.getCause() : err, messages))));
        return work;
    }

    /**
     * The borrower's funds: sums per currency (ISO and unofficial kept apart), in first-seen order, over the
     * asset-side accounts only. Credit and loan accounts ({@link AccountKind#LIABILITY}) are left to
     * {@link #liabilitiesOf}; accounts of unknown type are counted here and tallied in {@code unknownType}.
     */
    public static List<CurrencyTotal> totalsOf(List<Account> list) {
        Map<String, CurrencyTotal> byCurrency = new LinkedHashMap<>();
        for (Account a : list) {
            AccountKind kind = AccountKind.of(a);
            if (!kind.assetSide()) {
                continue;
            }
            Balances b = a.balances();
            String currency = b == null ? null : b.currency();
            boolean unofficial = b != null && b.isUnofficialCurrency();
            String key = key(currency, unofficial);
            CurrencyTotal t = byCurrency.getOrDefault(key, new CurrencyTotal(currency, unofficial, 0, null, null, 0));
            byCurrency.put(key, new CurrencyTotal(currency, unofficial, t.accounts() + 1,
                    add(t.available(), b == null ? null : b.available()),
                    add(t.current(), b == null ? null : b.current()),
                    t.unknownType() + (kind == AccountKind.UNKNOWN ? 1 : 0)));
        }
        return new ArrayList<>(byCurrency.values());
    }

    /**
     * What is owed on the credit and loan accounts: current balances (and limits) per currency, in first-seen order.
     * Their available balance is credit, not funds, and is not summed anywhere.
     */
    public static List<LiabilityTotal> liabilitiesOf(List<Account> list) {
        Map<String, LiabilityTotal> byCurrency = new LinkedHashMap<>();
        for (Account a : list) {
            if (AccountKind.of(a) != AccountKind.LIABILITY) {
                continue;
            }
            Balances b = a.balances();
            String currency = b == null ? null : b.currency();
            boolean unofficial = b != null && b.isUnofficialCurrency();
            String key = key(currency, unofficial);
            LiabilityTotal t = byCurrency.getOrDefault(key, new LiabilityTotal(currency, unofficial, 0, null, null, 0));
            BigDecimal limit = b == null ? null : b.limit();
            byCurrency.put(key, new LiabilityTotal(currency, unofficial, t.accounts() + 1,
                    add(t.owed(), b == null ? null : b.current()), add(t.limit(), limit),
                    t.withLimit() + (limit == null ? 0 : 1)));
        }
        return new ArrayList<>(byCurrency.values());
    }

    /** ISO currencies first, then unofficial ones (listed apart: not cash), then no currency; else as they came. */
    static List<CurrencyTotal> forDisplay(List<CurrencyTotal> totals) {
        List<CurrencyTotal> ordered = new ArrayList<>(totals.size());
        totals.stream().filter(t -> t.currency() != null && !t.unofficial()).forEach(ordered::add);
        totals.stream().filter(t -> t.currency() != null && t.unofficial()).forEach(ordered::add);
        totals.stream().filter(t -> t.currency() == null).forEach(ordered::add);
        return ordered;
    }

    private static String key(String currency, boolean unofficial) {
        return (unofficial ? "u:" : "i:") + currency;
    }

    private static BigDecimal add(BigDecimal sum, BigDecimal value) {
        if (value == null) {
            return sum;
        }
        return sum == null ? value : sum.add(value);
    }
}
