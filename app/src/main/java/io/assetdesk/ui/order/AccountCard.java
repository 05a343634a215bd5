package io.assetdesk.ui.order;

import io.assetdesk.api.AccountLabel;
import io.assetdesk.api.OrderAccountReport;
import io.assetdesk.api.ReportEntry;
import io.assetdesk.api.ReportReader;
import io.assetdesk.api.ReportValue;
import io.assetdesk.report.AccountFunds;
import io.assetdesk.report.AssetSummary;
import io.assetdesk.report.Check;
import io.assetdesk.report.ValueKind;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.common.Formats;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;
import java.util.function.Supplier;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * One verified account as a card: headed by what a person recognises (institution, account name, type, mask,
 * currency; else "Account" and the short id), its balances, the period covered and the days of history, what the
 * checks say of it, and, one click away each, its transactions, its large deposits and every field of the report
 * as it came.
 */
final class AccountCard {
    private final Messages messages;
    private final Formats formats;

    AccountCard(Messages messages, Formats formats) {
        this.messages = messages;
        this.formats = formats;
    }

    /** The title: the account's name, else "Account •••• 1234", else "Account 3f2c1a9e". */
    String title(OrderAccountReport a) {
        AccountLabel l = a.label();
        if (l.name() != null) {
            return l.name();
        }
        if (l.mask() != null) {
            return messages.get("report.account.masked", Formats.mask(l.mask()));
        }
        return messages.get("report.account.unnamed", a.shortId() == null ? Formats.DASH : a.shortId());
    }

    /**
     * The account as a row of a table names it: its title and, to tell two accounts at one bank apart, its mask (or,
     * without one, its short id) when the title does not already show it.
     */
    String rowTitle(OrderAccountReport a) {
        AccountLabel l = a.label();
        String title = title(a);
        if (l.name() == null) {
            return title;
        }
        if (l.mask() != null) {
            return title + " " + Formats.mask(l.mask());
        }
        return a.shortId() == null ? title : title + " (" + messages.get("report.account.id", a.shortId()) + ")";
    }

    /** @param toExplain the deposits still to explain (their entries): marked in the account's transactions */
    Node build(int index, AccountFunds funds, AssetSummary.AccountHistory history, AssetSummary.Ownership owners,
               String loanCurrency, BiPredicate<OrderAccountReport, ReportEntry> toExplain) {
        OrderAccountReport a = funds.account();
        AccountLabel l = a.label();
        VBox card = new VBox(10);
        card.getStyleClass().addAll("card", "account-card");
        card.setId("account-" + index);

        Label title = new Label(title(a));
        title.getStyleClass().add("account-title");
        title.setWrapText(true);
        StringBuilder sub = new StringBuilder();
        append(sub, l.institution());
        append(sub, l.kind());
        append(sub, l.mask() == null ? null : Formats.mask(l.mask()));
        append(sub, l.currencyOrUnofficial() == null ? messages.get("report.account.currencyAssumed", funds.currency())
                : l.currencyOrUnofficial());
        append(sub, a.shortId() == null ? null : messages.get("report.account.id", a.shortId()));
        Label subtitle = new Label(sub.toString());
        subtitle.getStyleClass().addAll("text-muted", "account-subtitle");
        subtitle.setWrapText(true);
        FlowPane chips = new FlowPane(6, 6);
        chips.getStyleClass().add("account-chips");
        switch (funds.category()) {
            case LIABILITY -> chips.getChildren().add(chip("report.chip.liability", "chip-warning"));
            case UNOFFICIAL_CURRENCY -> chips.getChildren().add(chip("report.chip.unofficial", "chip-warning"));
            case NO_BALANCE -> chips.getChildren().add(chip("report.chip.noBalance", "chip-warning"));
            case ASSET -> chips.getChildren().add(loanCurrency.equals(funds.currency())
                    ? chip("report.chip.counted", "chip-success")
                    : chipText(messages.get("report.chip.convert", loanCurrency), "chip-warning"));
        }
        if (funds.currencyAssumed() && funds.category() == AccountFunds.Category.ASSET) {
            chips.getChildren().add(chipText(messages.get("report.chip.currencyAssumed", funds.currency()),
                    "chip-warning"));
        }
        if (owners != null && owners.status() == Check.FLAG) {
            chips.getChildren().add(chip("report.chip.notBorrowers", "chip-danger"));
        }
        if (history != null && history.status() == Check.FLAG) {
            chips.getChildren().add(chipText(messages.get("report.chip.shortHistory", history.coveredDays()),
                    "chip-danger"));
        }
        VBox head = new VBox(2, title, subtitle);
        if (owners != null && !owners.owners().isEmpty()) {
            Label held = new Label(messages.get("report.account.owners", String.join(", ", owners.owners())));
            held.getStyleClass().addAll("text-muted", "account-owners");
            held.setId("owners-" + index);
            held.setWrapText(true);
            head.getChildren().add(held);
        }
        card.getChildren().addAll(head, chips, figures(a, funds));

        card.getChildren().add(lazyPane(messages.get("report.account.transactions", a.transactions().size()),
                a.transactions().isEmpty(), () -> EntryGrid.of(a.transactions(), formats, e -> toExplain.test(a, e),
                        messages.get("report.entry.check"), messages.get("report.entry.toExplain")),
                "transactions-" + index));
        card.getChildren().add(lazyPane(messages.get("report.account.largeDeposits", a.largeDeposits().size()),
                a.largeDeposits().isEmpty(), () -> EntryGrid.of(a.largeDeposits(), formats, e -> toExplain.test(a, e),
                        messages.get("report.entry.check"), messages.get("report.entry.toExplain")),
                "deposits-" + index));
        card.getChildren().add(lazyPane(messages.get("report.account.fields"), false,
                () -> fields(a, funds.currency()), "fields-" + index));
        return card;
    }

    private GridPane figures(OrderAccountReport a, AccountFunds funds) {
        // a report that states no currency: its figures are shown in the currency the funds take for it
        String currency = funds.currency();
        GridPane g = new GridPane();
        g.getStyleClass().add("account-figures");
        g.setHgap(24);
        g.setVgap(4);
        for (int i = 0; i < 3; i++) {
            ColumnConstraints c = new ColumnConstraints();
            c.setPercentWidth(100.0 / 3);
            g.getColumnConstraints().add(c);
        }
        figure(g, 0, 0, "report.figure.current", formats.money(a.currentBalance(), currency));
        figure(g, 1, 0, "report.figure.available", formats.money(a.availableBalance(), currency));
        figure(g, 2, 0, "report.figure.starting", formats.money(a.startingBalance(), currency));
        String period = a.transactionStartDate() == null && a.transactionEndDate() == null ? Formats.DASH
                : formats.date(a.transactionStartDate()) + " \u2013 " + formats.date(a.transactionEndDate());
        Long days = a.coveredDays();
        figure(g, 0, 2, "report.figure.period", days == null ? period
                : period + "  " + messages.get("report.figure.days", days));
        figure(g, 1, 2, "report.figure.daysRequested",
                a.daysRequested() == null ? Formats.DASH : messages.get("report.figure.days", a.daysRequested()));
        figure(g, 2, 2, "report.figure.daysInExistence",
                a.daysInExistence() == null ? Formats.DASH : messages.get("report.figure.days", a.daysInExistence()));
        return g;
    }

    private void figure(GridPane g, int col, int row, String key, String value) {
        Label k = new Label(messages.get(key));
        k.getStyleClass().add("field-label");
        Label v = new Label(value);
        v.getStyleClass().addAll("field-value", "account-figure");
        v.setWrapText(true);
        g.add(k, col, row);
        g.add(v, col, row + 1);
    }

    /** A collapsed section whose content is built the first time it is opened. */
    private TitledPane lazyPane(String title, boolean empty, Supplier<Node> content, String id) {
        TitledPane p = new TitledPane();
        p.setText(title);
        p.setId(id);
        p.setExpanded(false);
        p.setAnimated(false);
        p.getStyleClass().add("account-section");
        if (empty) {
            p.setContent(new Label(messages.get("order.report.none")));
            p.setDisable(true);
            return p;
        }
        p.expandedProperty().addListener((o, was, open) -> {
            if (open && p.getContent() == null) {
                p.setContent(content.get());
            }
        });
        return p;
    }

    /** Every field the report carries for the account beyond the figures above: Summary and unnamed members. */
    private Node fields(OrderAccountReport a, String currency) {
        GridPane g = new GridPane();
        g.getStyleClass().add("report-fields");
        g.setHgap(16);
        g.setVgap(2);
        ColumnConstraints k = new ColumnConstraints();
        k.setPercentWidth(35);
        ColumnConstraints v = new ColumnConstraints();
        v.setPercentWidth(65);
        v.setHgrow(Priority.ALWAYS);
        g.getColumnConstraints().addAll(k, v);
        int[] row = {0};
        addFields(g, row, "Summary", a.summary(), 0, currency);
        if (a.extra().size() > 0) {
            addFields(g, row, messages.get("report.account.otherFields"), a.extra(), 0, currency);
        }
        return g;
    }

    /** A value of the report by what it is: money (two decimals), a date, yes or no, a count; else as it came. */
    private String shown(String key, ReportValue value, String currency) {
        return switch (ValueKind.of(key, value)) {
            case MONEY -> formats.money(ReportReader.amount(value), currency);
            case DATE -> formats.date(ReportReader.date(value));
            case YES_NO -> messages.get(((ReportValue.Bool) value).value() ? "report.value.yes" : "report.value.no");
            case COUNT -> formats.number(((ReportValue.Num) value).value());
            case TEXT -> value.text();
        };
    }

    private void addFields(GridPane g, int[] row, String key, ReportValue value, int depth, String currency) {
        Label k = new Label(key);
        k.setPadding(new Insets(0, 0, 0, depth * 16));
        k.getStyleClass().add(value.isContainer() ? "field-group" : "field-key");
        k.setWrapText(true);
        Label v = new Label(value.isContainer() ? "" : shown(key, value, currency));
        v.setWrapText(true);
        v.getStyleClass().add("field-value");
        g.add(k, 0, row[0]);
        g.add(v, 1, row[0]++);
        if (value instanceof ReportValue.Obj o) {
            for (Map.Entry<String, ReportValue> e : o.fields().entrySet()) {
                addFields(g, row, e.getKey(), e.getValue(), depth + 1, currency);
            }
        } else if (value instanceof ReportValue.Arr arr) {
            List<ReportValue> items = arr.items();
            for (int i = 0; i < items.size(); i++) {
                addFields(g, row, "[" + (i + 1) + "]", items.get(i), depth + 1, currency);
            }
        }
    }

    private Label chip(String key, String style) {
        return chipText(messages.get(key), style);
    }

    private static Label chipText(String text, String style) {
        Label c = new Label(text);
        c.getStyleClass().addAll("chip", style);
        return c;
    }

    private static void append(StringBuilder b, String part) {
        if (part != null && !part.isBlank()) {
            b.append(b.length() == 0 ? "" : "  \u00b7  ").append(part.strip());
        }
    }

}
