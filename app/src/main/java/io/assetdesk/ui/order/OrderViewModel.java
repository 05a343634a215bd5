package io.assetdesk.ui.order;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderAccountReport;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.ui.AppContext;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.orders.Problem;
import java.math.BigDecimal;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.SetChangeListener;

/**
 * One order and its report: loads it, keeps the report's accounts and totals, follows the report wait, and exports
 * (JSON exactly as received, CSV) off the FX thread.
 */
public final class OrderViewModel {

    /** Totals over the report's accounts (null parts are skipped). */
    public record Totals(BigDecimal current, BigDecimal available, BigDecimal starting) {
        static Totals of(Iterable<OrderAccountReport> accounts) {
            BigDecimal c = BigDecimal.ZERO;
            BigDecimal a = BigDecimal.ZERO;
            BigDecimal s = BigDecimal.ZERO;
            for (OrderAccountReport r : accounts) {
                c = r.currentBalance() == null ? c : c.add(r.currentBalance());
                a = r.availableBalance() == null ? a : a.add(r.availableBalance());
                s = r.startingBalance() == null ? s : s.add(r.startingBalance());
            }
            return new Totals(c, a, s);
        }
    }

    private final AppContext context;
    private final Messages messages;
    private final ReadOnlyStringWrapper orderId = new ReadOnlyStringWrapper(this, "orderId");
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper(this, "loading");
    private final ReadOnlyObjectWrapper<Problem> problem = new ReadOnlyObjectWrapper<>(this, "problem");
    private final ReadOnlyObjectWrapper<OrderDocument> document = new ReadOnlyObjectWrapper<>(this, "document");
    private final ReadOnlyObjectWrapper<Totals> totals = new ReadOnlyObjectWrapper<>(this, "totals");
    private final ObservableList<OrderAccountReport> accounts = FXCollections.observableArrayList();
    private final ObjectProperty<OrderAccountReport> selectedAccount = new SimpleObjectProperty<>(this, "selectedAccount");
    private final BooleanProperty last4Revealed = new SimpleBooleanProperty(this, "last4Revealed");
    private final ReadOnlyBooleanWrapper waiting = new ReadOnlyBooleanWrapper(this, "waiting");
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper(this, "notice");
    private final SetChangeListener<String> waitListener = this::waitsChanged;
    private boolean watching;
    private long generation;

    public OrderViewModel(AppContext context) {
        this.context = context;
        this.messages = context.messages();
    }

    // ---- state ----

    public ReadOnlyStringProperty orderIdProperty() {
        return orderId.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty loadingProperty() {
        return loading.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Problem> problemProperty() {
        return problem.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<OrderDocument> documentProperty() {
        return document.getReadOnlyProperty();
    }

    public Order order() {
        return document.get() == null ? null : document.get().order();
    }

    public ReadOnlyObjectProperty<Totals> totalsProperty() {
        return totals.getReadOnlyProperty();
    }

    public ObservableList<OrderAccountReport> accounts() {
        return accounts;
    }

    public ObjectProperty<OrderAccountReport> selectedAccountProperty() {
        return selectedAccount;
    }

    public BooleanProperty last4RevealedProperty() {
        return last4Revealed;
    }

    public ReadOnlyBooleanProperty waitingProperty() {
        return waiting.getReadOnlyProperty();
    }

    /** A short line about the last action (copied, saved, printed, or why not). */
    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    public void setNotice(String text) {
        notice.set(text);
    }

    /** True when this desk holds the SSO key from the create call, so enrollment can start here. */
    public boolean canEnrollHere() {
        return orderId.get() != null && context.enrollmentKeys().has(orderId.get());
    }

    // ---- actions ----

    /** Shows {@code id}: loads it and follows its report wait. */
    public void show(String id) {
        orderId.set(id);
        document.set(null);
        accounts.clear();
        selectedAccount.set(null);
        totals.set(null);
        last4Revealed.set(false);
        watchWaits(true);
        load();
    }

    /** Loads the order again ("Check now", Retry, F5). */
    public void load() {
        String id = orderId.get();
        if (id == null) {
            return;
        }
        long mine = ++generation;
        loading.set(true);
        problem.set(null);
        waiting.set(context.reportWaits().isWaiting(id));
        CompletableFuture<OrderDocument> call;
        try {
            call = context.connection().service().getOrderAsync(id);
        } catch (RuntimeException e) {
            call = CompletableFuture.failedFuture(e);
        }
        context.ui().deliver(call, doc -> {
            if (mine != generation) {
                return;
            }
            loading.set(false);
            setDocument(doc);
        }, error -> {
            if (mine != generation) {
                return;
            }
            loading.set(false);
            problem.set(Problem.of(error, messages));
        });
    }

    private void setDocument(OrderDocument doc) {
        String previouslySelected = selectedAccount.get() == null ? null : selectedAccount.get().accountId();
        accounts.setAll(doc.order().accounts());
        totals.set(accounts.isEmpty() ? null : Totals.of(accounts));
        OrderAccountReport select = accounts.isEmpty() ? null : accounts.get(0);
        for (OrderAccountReport a : accounts) {
            if (previouslySelected != null && previouslySelected.equals(a.accountId())) {
                select = a;
            }
        }
        selectedAccount.set(select);
        document.set(doc);
    }

    /** Starts the borrower's enrollment at this desk (the shell hands over to the enrollment window). */
    public void startEnrollment() {
        if (canEnrollHere()) {
            context.navigator().startEnrollment(orderId.get());
        }
    }

    /** The login URL, when it is an http(s) address (anything else is never opened). */
    public URI safeLoginUrl() {
        Order o = order();
        if (o == null || o.loginUrl() == null) {
            return null;
        }
        try {
            URI u = new URI(o.loginUrl().strip());
            String scheme = u.getScheme() == null ? "" : u.getScheme().toLowerCase(Locale.ROOT);
            return (scheme.equals("https") || scheme.equals("http")) && u.getHost() != null ? u : null;
        } catch (java.net.URISyntaxException e) {
            return null;
        }
    }

    /**
     * Opens the login URL in the system browser (off the FX thread); completes with false when this workstation has
     * no browser integration (the caller then copies the link instead).
     */
    public CompletableFuture<Boolean> openLoginUrl(Function<URI, Boolean> browser) {
        URI u = safeLoginUrl();
        if (u == null) {
            return CompletableFuture.completedFuture(false);
        }
        return CompletableFuture.supplyAsync(() -> browser.apply(u));
    }

    /** Writes the order document as received, but for the identifier digits, which are masked. */
    public CompletableFuture<Path> exportJson(Path file) {
        OrderDocument doc = document.get();
        if (doc == null) {
            return CompletableFuture.failedFuture(new IllegalStateException("no order loaded"));
        }
        return write(file, () -> io.assetdesk.api.Redact.identifierDigitsInJson(doc.rawJson()));
    }

    /** Writes the order, its accounts and their transactions as CSV. */
    public CompletableFuture<Path> exportCsv(Path file) {
        Order o = order();
        if (o == null) {
            return CompletableFuture.failedFuture(new IllegalStateException("no order loaded"));
        }
        return write(file, () -> io.assetdesk.export.ReportCsv.of(o));
    }

    private static CompletableFuture<Path> write(Path file, java.util.function.Supplier<String> content) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                Files.writeString(file, content.get(), StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                        StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE);
                return file;
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }

    // ---- the report wait ----

    private void waitsChanged(SetChangeListener.Change<? extends String> change) {
        String id = orderId.get();
        if (id == null) {
            return;
        }
        if (change.wasAdded() && id.equals(change.getElementAdded())) {
            waiting.set(true);
        }
        if (change.wasRemoved() && id.equals(change.getElementRemoved())) {
            // the report arrived (or the wait ended): show what the service has now
            waiting.set(false);
            load();
        }
    }

    /** Follows (or stops following) the report wait of the shown order. */
    public void watchWaits(boolean on) {
        if (on == watching) {
            return;
        }
        watching = on;
        if (on) {
            context.reportWaits().waitingOrderIds().addListener(waitListener);
            if (orderId.get() != null) {
                waiting.set(context.reportWaits().isWaiting(orderId.get()));
            }
        } else {
            context.reportWaits().waitingOrderIds().removeListener(waitListener);
        }
    }
}
