package io.assetdesk.ui.loans;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.loan.LoanFile;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.LatestCall;
import io.assetdesk.ui.common.Problem;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The open loan's borrowers, a section of the Loans screen: the service's orders whose reference number is the loan
 * number join the file, then each order of the file is read (one that cannot be read is listed with its cause, and
 * the funds leave it out); an order added by hand, an order opened, a new order for a co-borrower.
 */
public final class LoanOrders {
    /** One borrower of the open loan: their order and how it stands. */
    public record Row(String orderId, String text, boolean readable) {
        @Override
        public String toString() {
            return text;
        }
    }

    /** What follows a read: the file as it now stands, and the orders read for it (to be put together). */
    interface Next {
        void fileNow(LoanFile now);

        void ordersRead(LoanFile l, LatestCall.Ticket mine);
    }

    private final Messages messages;
    private final UiExecutor ui;
    private final LoansParts parts;
    private final LoanHost host;
    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper(this, "borrowersNote", "");
    private final StringProperty typed = new SimpleStringProperty(this, "addOrderId", "");
    /** The orders read for {@link #of}'s loan (never another loan's). */
    private List<Order> orders = List.of();
    private String of;
    private int unreadable;

    LoanOrders(Messages messages, UiExecutor ui, LoansParts parts, LoanHost host) {
        this.messages = messages;
        this.ui = ui;
        this.parts = parts;
        this.host = host;
    }

    public ObservableList<Row> rows() {
        return rows;
    }

    public ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }

    public StringProperty typedProperty() {
        return typed;
    }

    /** The orders read for {@code loanNumber}; empty while they are being read (or for another loan). */
    Optional<List<Order>> readFor(String loanNumber) {
        return loanNumber.equals(of) ? Optional.of(orders) : Optional.empty();
    }

    /** Orders of the open loan that could not be read: the funds leave them out, so no document is written. */
    int unreadable() {
        return unreadable;
    }

    /** Another loan is opened: its orders are to be read. */
    void clear() {
        orders = List.of();
        of = null;
        rows.clear();
        note.set(messages.get("loans.borrowers.loading"));
    }

    /** The orders of {@code l}: those of the service with its number join it first, then all are read. */
    void gather(LoanFile l, LatestCall.Ticket mine, Next next) {
        String number = l.loanNumber();
        CompletableFuture<List<Order>> listed;
        try {
            listed = parts.connection().service().listOrdersAsync();
        } catch (RuntimeException e) {
            listed = CompletableFuture.failedFuture(e);
        }
        ui.deliver(listed, all -> {
            if (!mine.current()) {
                return;
            }
            List<String> matching = all.stream().filter(o -> o != null && o.id() != null
                    && o.referenceNumber() != null && number.equals(o.referenceNumber().strip()))
                    .map(Order::id).filter(id -> !l.orderIds().contains(id)).toList();
            if (matching.isEmpty()) {
                read(l, mine, next);
                return;
            }
            ui.deliver(parts.loanFiles().call(store -> {
                LoanFile now = l;
                for (String id : matching) {
                    now = store.addOrder(number, id, "reference number matches");
                }
                return now;
            }), now -> {
                if (mine.current()) {
                    next.fileNow(now);
                    read(now, mine, next);
                }
            }, host::failed);
        }, e -> {
            if (mine.current()) {
                // the list could not be read: the orders the file holds are still shown
                host.say(messages.get("loans.failed", Problem.describe(e, messages)), true);
                read(l, mine, next);
            }
        });
    }

    private void read(LoanFile l, LatestCall.Ticket mine, Next next) {
        if (l.orderIds().isEmpty()) {
            note.set(messages.get("loans.borrowers.none"));
            orders = List.of();
            of = l.loanNumber();
            next.ordersRead(l, mine);
            return;
        }
        List<CompletableFuture<Optional<Order>>> reads = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        for (String id : l.orderIds()) {
            CompletableFuture<OrderDocument> read;
            try {
                read = parts.connection().service().getOrderAsync(id);
            } catch (RuntimeException e) {
                read = CompletableFuture.failedFuture(e);
            }
            reads.add(read.handle((doc, e) -> {
                if (e != null || doc == null || doc.order() == null) {
                    synchronized (failures) {
                        failures.add(id + "\t" + (e == null ? "?" : Problem.describe(e, messages)));
                    }
                    return Optional.<Order>empty();
                }
                return Optional.of(doc.order());
            }));
        }
        ui.deliver(CompletableFuture.allOf(reads.toArray(CompletableFuture[]::new)), v -> {
            if (!mine.current()) {
                return;
            }
            List<Order> read = reads.stream().map(CompletableFuture::join).flatMap(Optional::stream).toList();
            orders = read;
            of = l.loanNumber();
            unreadable = failures.size();
            List<Row> shown = new ArrayList<>();
            for (Order o : read) {
                String state = o.hasReport() ? messages.get("loans.borrower.report", o.accounts().size())
                        : messages.get("loans.borrower.noReport");
                shown.add(new Row(o.id(), messages.get("loans.borrower.row", name(o), shortId(o.id()), state,
                        o.email() == null || o.email().isBlank() ? "" : " \u00b7 " + o.email()), true));
            }
            for (String f : failures) {
                String[] p = f.split("\t", 2);
                shown.add(new Row(p[0], messages.get("loans.borrower.row", messages.get("loans.borrower.unread"),
                        shortId(p[0]), messages.get("loans.borrower.failed", p[1]), ""), false));
            }
            rows.setAll(shown);
            note.set("");
            next.ordersRead(l, mine);
        }, host::failed);
    }

    /** An order as the officer refers to it: the first part of its id ("61e84190"), the whole id when short. */
    static String shortId(String id) {
        int dash = id.indexOf('-');
        return id.length() > 12 && dash >= 8 ? id.substring(0, dash) : id;
    }

    private static String name(Order o) {
        return o.borrowerName().isEmpty() ? "?" : o.borrowerName();
    }

    /** Adds the order typed to the open loan; {@code reopen} shows the loan again with it. */
    void addTyped(Consumer<String> reopen) {
        LoanFile l = host.loan();
        String id = typed.get() == null ? "" : typed.get().strip();
        if (l == null || id.isEmpty()) {
            return;
        }
        ui.deliver(parts.loanFiles().call(store -> store.addOrder(l.loanNumber(), id, "added by the officer")),
                now -> {
                    typed.set("");
                    host.say(messages.get("loans.addOrder.added", id), false);
                    reopen.accept(now.loanNumber());
                }, host::failed);
    }

    /**
     * Takes {@code row}'s order out of the open loan: only one the service could not read (it no longer knows it, or
     * it was added by mistake); the history says which and why. {@code reopen} shows the loan again without it.
     */
    public void remove(Row row, Consumer<String> reopen) {
        LoanFile l = host.loan();
        if (l == null || row == null || row.readable()) {
            return;
        }
        ui.deliver(parts.loanFiles().call(store -> store.expect(l.loanNumber(), l.version())
                .removeOrder(l.loanNumber(), row.orderId(), "the service could not read it; removed by the officer")),
                saved -> {
                    host.say(messages.get("loans.removeOrder.done", shortId(row.orderId())), false);
                    reopen.accept(saved.loanNumber());
                }, host::failed);
    }

    /** Opens an order of the loan. */
    void open(Row row) {
        if (row != null) {
            parts.navigator().showOrder(row.orderId());
        }
    }

    /** New order, with the loan number as its reference. */
    void newForCoBorrower() {
        LoanFile l = host.loan();
        if (l != null) {
            parts.navigator().showNewOrderFor(l.loanNumber());
        }
    }
}
