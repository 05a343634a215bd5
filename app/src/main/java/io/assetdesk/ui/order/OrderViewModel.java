package io.assetdesk.ui.order;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.export.ReportExport;
import io.assetdesk.export.ReportPdf;
import io.assetdesk.report.AssetSummary;
import io.assetdesk.ui.AppContext;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.common.Problem;
import java.net.URI;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.SetChangeListener;

/**
 * One order: loads it, follows its report wait, opens its login URL, and writes its loan-file documents (PDF, CSV,
 * JSON) and print pages off the FX thread. The report's summary lives in {@link ReportViewModel}.
 */
public final class OrderViewModel {

    private final AppContext context;
    private final Messages messages;
    private final ReadOnlyStringWrapper orderId = new ReadOnlyStringWrapper(this, "orderId");
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper(this, "loading");
    private final ReadOnlyObjectWrapper<Problem> problem = new ReadOnlyObjectWrapper<>(this, "problem");
    private final ReadOnlyObjectWrapper<OrderDocument> document = new ReadOnlyObjectWrapper<>(this, "document");
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

    /**
     * Writes the loan-file document of the shown order in {@code format} (PDF, CSV or JSON: the same summary figures
     * and flags in each, never the identifier digits), off the FX thread; atomically, so a failure leaves no file.
     */
    public CompletableFuture<Path> export(ReportExport.Format format, Path file, AssetSummary summary) {
        OrderDocument doc = document.get();
        if (doc == null) {
            return CompletableFuture.failedFuture(new IllegalStateException("no order loaded"));
        }
        java.time.Instant now = context.clock().instant();
        return CompletableFuture.supplyAsync(() -> {
            try {
                return ReportExport.write(format, doc, summary, context.zone(), Locale.getDefault(), now, file);
            } catch (ReportExport.ExportException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }, context.background());
    }

    /** The loan-file PDF's pages as images, for printing the same layout; off the FX thread. */
    public CompletableFuture<java.util.List<java.awt.image.BufferedImage>> printPages(AssetSummary summary) {
        OrderDocument doc = document.get();
        if (doc == null) {
            return CompletableFuture.failedFuture(new IllegalStateException("no order loaded"));
        }
        java.time.Instant now = context.clock().instant();
        return CompletableFuture.supplyAsync(() -> ReportPdf.pages(
                ReportPdf.of(doc.order(), summary, context.zone(), Locale.getDefault(), now), 150f),
                context.background());
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
