package io.assetdesk.ui.loans;

import io.assetdesk.api.Order;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The list of loan files, a section of the Loans screen: read from the loan files' thread, narrowed by the search as
 * the officer types, and the loan number typed below it opened (made when there is none yet).
 */
public final class LoanList {
    /** One loan file in the list. */
    public record Row(String loanNumber, String text, boolean mine) {
        @Override
        public String toString() {
            return text;
        }
    }

    private final Messages messages;
    private final UiExecutor ui;
    private final LoansParts parts;
    private final LoanHost host;
    private final Consumer<String> open;
    private final ObservableList<Row> all = FXCollections.observableArrayList();
    private final ObservableList<Row> shown = FXCollections.observableArrayList();
    private final StringProperty search = new SimpleStringProperty(this, "search", "");
    private final StringProperty typed = new SimpleStringProperty(this, "newLoanNumber", "");
    private final BooleanProperty mineOnly = new SimpleBooleanProperty(this, "mineOnly");
    private final ReadOnlyStringWrapper emptyText = new ReadOnlyStringWrapper(this, "emptyText", "");
    /** Each loan's order ids, as last read. */
    private Map<String, List<String>> ordersOf = Map.of();
    /** Each loan's borrowers' names and e-mail addresses, in lower case (read from the service when searched). */
    private Map<String, String> people = Map.of();
    private boolean peopleAsked;

    /** @param open opens a loan file by its number */
    LoanList(Messages messages, UiExecutor ui, LoansParts parts, LoanHost host, Consumer<String> open) {
        this.messages = messages;
        this.ui = ui;
        this.parts = parts;
        this.host = host;
        this.open = open;
        search.addListener((o, a, b) -> {
            filter();
            if (!peopleAsked && b != null && !b.isBlank()) {
                askPeople();
            }
        });
        mineOnly.addListener((o, a, b) -> filter());
        emptyText.set(messages.get("loans.empty"));
    }

    /** What the empty list says: no loan file yet, or none that matches the search (and how to open one). */
    public ReadOnlyStringProperty emptyTextProperty() {
        return emptyText.getReadOnlyProperty();
    }

    public ObservableList<Row> rows() {
        return shown;
    }

    public StringProperty searchProperty() {
        return search;
    }

    public StringProperty typedProperty() {
        return typed;
    }

    /** Only the loan files with a change of this workstation's person in their history. */
    public BooleanProperty mineOnlyProperty() {
        return mineOnly;
    }

    /** Reads the loan files. */
    void refresh() {
        ui.deliver(parts.loanFiles().call(LoanStore::loans), list -> {
            all.setAll(list.stream().map(l -> new Row(l.loanNumber(), messages.get("loans.row",
                    l.loanNumber(), l.program().label(), l.purpose().label(), l.orders()), l.mine())).toList());
            Map<String, List<String>> ids = new HashMap<>();
            list.forEach(l -> ids.put(l.loanNumber(), l.orderIds()));
            ordersOf = ids;
            peopleAsked = false;
            filter();
            if (!needle().isEmpty()) {
                askPeople();
            }
        }, host::failed);
    }

    /**
     * Reads from the service who each loan's borrowers are (its orders, and those that carry its number), so that the
     * search finds a loan by a borrower's name or e-mail address; once per reading of the list, when a search is typed.
     */
    private void askPeople() {
        peopleAsked = true;
        CompletableFuture<List<Order>> listed;
        try {
            listed = parts.connection().service().listOrdersAsync();
        } catch (RuntimeException e) {
            return; // no service: the search finds loan numbers
        }
        Map<String, List<String>> ids = ordersOf;
        ui.deliver(listed.thenApply(orders -> {
            Map<String, String> loanOf = new HashMap<>();
            ids.forEach((loan, orderIds) -> orderIds.forEach(id -> loanOf.put(id, loan)));
            Map<String, StringBuilder> words = new HashMap<>();
            for (Order o : orders) {
                String loan = o == null ? null : loanOf.getOrDefault(o.id(), o.referenceNumber() == null ? null
                        : ids.containsKey(o.referenceNumber().strip()) ? o.referenceNumber().strip() : null);
                if (loan != null) {
                    words.computeIfAbsent(loan, k -> new StringBuilder()).append(' ').append(o.borrowerName())
                            .append(' ').append(o.email() == null ? "" : o.email());
                }
            }
            Map<String, String> out = new HashMap<>();
            words.forEach((loan, w) -> out.put(loan, w.toString().toLowerCase(Locale.ROOT)));
            return out;
        }), found -> {
            people = found;
            filter();
        }, e -> { /* the service could not list its orders: the search finds loan numbers, as before */
            people = Map.of();
        });
    }

    private String needle() {
        return search.get() == null ? "" : search.get().strip().toLowerCase(Locale.ROOT);
    }

    private void filter() {
        String needle = needle();
        shown.setAll(all.stream().filter(r -> (needle.isEmpty() || r.text().toLowerCase(Locale.ROOT).contains(needle)
                || people.getOrDefault(r.loanNumber(), "").contains(needle))
                && (!mineOnly.get() || r.mine())).toList());
        emptyText.set(all.isEmpty() ? messages.get("loans.empty") : needle.isEmpty()
                ? messages.get("loans.noneMine") : messages.get("loans.noMatch", search.get().strip()));
    }

    /**
     * Enter in the search: the one loan file found is opened; when none matches, a loan file numbered as typed is
     * opened (made when there is none yet), as the empty list offers.
     */
    public void openSearched() {
        String typedSearch = search.get() == null ? "" : search.get().strip();
        if (shown.size() == 1) {
            open.accept(shown.get(0).loanNumber());
        } else if (shown.isEmpty() && !typedSearch.isEmpty()) {
            typed.set(typedSearch);
            search.set("");
            openTyped();
        }
    }

    /** Opens the file of the loan number typed (making it when there is none yet). */
    public void openTyped() {
        String number = typed.get() == null ? "" : typed.get().strip();
        if (number.isEmpty()) {
            host.say(messages.get("loans.terms.invalid", messages.get("loans.open.prompt"),
                    messages.get("neworder.error.required")), true);
            return;
        }
        ui.deliver(parts.loanFiles().call(store -> {
            boolean made = store.load(number).isEmpty();
            if (made) {
                store.create(number);
            }
            return made;
        }), made -> {
            typed.set("");
            if (made) {
                host.say(messages.get("loans.open.created", number), false);
            }
            refresh();
            open.accept(number);
        }, host::failed);
    }

    /** The loan numbers shown. */
    Set<String> shownNumbers() {
        Set<String> out = new LinkedHashSet<>();
        shown.forEach(r -> out.add(r.loanNumber()));
        return out;
    }
}
