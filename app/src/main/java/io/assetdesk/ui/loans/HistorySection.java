package io.assetdesk.ui.loans;

import io.assetdesk.loan.HistoryEntry;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.Formats;
import java.util.List;
import java.util.regex.Pattern;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/** The open loan's history, newest last, and whether its chain holds together. */
public final class HistorySection {
    private final Messages messages;
    private final UiExecutor ui;
    private final LoansParts parts;
    private final Formats formats;
    private final LoanHost host;
    private final ObservableList<String> lines = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper chainText = new ReadOnlyStringWrapper(this, "chainText", "");
    private HistoryEntry.ChainCheck proof;
    private final ReadOnlyBooleanWrapper chainIntact = new ReadOnlyBooleanWrapper(this, "chainIntact", true);
    private List<HistoryEntry> entries = List.of();

    /** An order id as the service makes them: shown by its first part, as the borrowers' rows name it. */
    private static final Pattern ORDER_ID = Pattern.compile(
            "\\b([0-9a-fA-F]{8})-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\\b");

    HistorySection(Messages messages, UiExecutor ui, LoansParts parts, Formats formats, LoanHost host) {
        this.messages = messages;
        this.ui = ui;
        this.parts = parts;
        this.formats = formats;
        this.host = host;
    }

    /** One line per entry: when, who, what. */
    public ObservableList<String> lines() {
        return lines;
    }

    public ReadOnlyStringProperty chainTextProperty() {
        return chainText.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty chainIntactProperty() {
        return chainIntact.getReadOnlyProperty();
    }

    /** Whether the history last read proves itself (for the documents); null before the first read. */
    HistoryEntry.ChainCheck proof() {
        return proof;
    }

    /** The entries last read (for the documents). */
    List<HistoryEntry> entries() {
        return entries;
    }

    /** Reads the history of loan {@code number} again. */
    void read(String number) {
        ui.deliver(parts.loanFiles().call(store -> {
            List<HistoryEntry> read = store.history(number);
            // the tables and the history read together: a change behind the console's back is found and named
            return new Read(read, store.check(number));
        }), got -> {
            if (host.loan() == null || !host.loan().loanNumber().equals(number)) {
                return; // another loan was opened meanwhile: its own history is being read
            }
            List<HistoryEntry> list = got.entries();
            entries = list;
            lines.setAll(list.stream().map(e -> messages.get("loans.history.row", formats.dateTime(e.at()),
                    e.who(), ORDER_ID.matcher(e.detail()).replaceAll("$1"))).toList());
            HistoryEntry.ChainCheck check = got.check();
            proof = check;
            chainIntact.set(check.intact());
            chainText.set(check.intact() ? messages.get("loans.history.intact")
                    : messages.get("loans.history.broken", check.why()));
        }, host::failed);
    }

    /** A history as read, with what its check found. */
    private record Read(List<HistoryEntry> entries, HistoryEntry.ChainCheck check) {
    }
}
