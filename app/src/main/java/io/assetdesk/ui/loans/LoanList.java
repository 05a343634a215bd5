package io.assetdesk.ui.loans;

import io.assetdesk.loan.LoanStore;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
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

    /** @param open opens a loan file by its number */
    LoanList(Messages messages, UiExecutor ui, LoansParts parts, LoanHost host, Consumer<String> open) {
        this.messages = messages;
        this.ui = ui;
        this.parts = parts;
        this.host = host;
        this.open = open;
        search.addListener((o, a, b) -> filter());
        mineOnly.addListener((o, a, b) -> filter());
    }

    ObservableList<Row> rows() {
        return shown;
    }

    StringProperty searchProperty() {
        return search;
    }

    StringProperty typedProperty() {
        return typed;
    }

    /** Only the loan files with a change of this workstation's person in their history. */
    BooleanProperty mineOnlyProperty() {
        return mineOnly;
    }

    /** Reads the loan files. */
    void refresh() {
        ui.deliver(parts.loanFiles().call(LoanStore::loans), list -> {
            all.setAll(list.stream().map(l -> new Row(l.loanNumber(), messages.get("loans.row",
                    l.loanNumber(), l.program().label(), l.purpose().label(), l.orders()), l.mine())).toList());
            filter();
        }, host::failed);
    }

    private void filter() {
        String needle = search.get() == null ? "" : search.get().strip().toLowerCase(Locale.ROOT);
        shown.setAll(all.stream().filter(r -> (needle.isEmpty() || r.text().toLowerCase(Locale.ROOT).contains(needle))
                && (!mineOnly.get() || r.mine())).toList());
    }

    /** Opens the file of the loan number typed (making it when there is none yet). */
    void openTyped() {
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
