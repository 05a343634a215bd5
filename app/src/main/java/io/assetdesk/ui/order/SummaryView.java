package io.assetdesk.ui.order;

import io.assetdesk.api.ReportEntry;
import io.assetdesk.report.AccountFunds;
import io.assetdesk.report.AssetSummary;
import io.assetdesk.report.Check;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.common.Cut;
import io.assetdesk.ui.common.Formats;
import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;
import javafx.geometry.HPos;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

/**
 * Fills the asset summary's parts: each check's tile (a headline a person reads in a second, and the figures behind
 * it), the verified funds per currency, and the deposits to explain. Every figure comes from {@link AssetSummary}.
 */
final class SummaryView {
    private final Messages messages;
    private final Formats formats;
    private final AccountCard cards;

    SummaryView(Messages messages, Formats formats, AccountCard cards) {
        this.messages = messages;
        this.formats = formats;
        this.cards = cards;
    }

    void fundsTile(VBox tile, AssetSummary s) {
        AssetSummary.Funds f = s.funds();
        String c = f.currency();
        String value;
        String detail;
        if (f.status() == Check.NOT_CHECKED && s.figures().checkedInLoan() != null) {
            value = messages.get("report.funds.inLoan", s.figures().checkedInLoan());
            detail = messages.get("report.funds.verifiedOnly", formats.money(f.verified(), c));
        } else if (f.status() == Check.NOT_CHECKED) {
            value = messages.get("report.funds.enter");
            detail = messages.get("report.funds.verifiedOnly", formats.money(f.verified(), c));
        } else {
            value = f.status() == Check.OK ? messages.get("report.funds.covered")
                    : messages.get("report.funds.short", formats.money(f.shortfall(), c));
            detail = messages.get("report.funds.detail", formats.money(f.verified(), c),
                    formats.money(f.cashToClose(), c));
        }
        if (f.assumedAccounts() > 0) {
            detail += " " + messages.get("report.funds.assumed", f.assumedAccounts(), c);
        }
        int apart = s.notCounted().size();
        if (apart > 0) {
            detail += " " + messages.get("report.funds.apartCount", apart);
        }
        fill(tile, s.funds().status(), value, detail);
    }

    /** A check this order's screen does not make: its loan file makes it across the loan's borrowers. */
    void onLoanFile(VBox tile, String value, String detail) {
        fill(tile, Check.NOT_CHECKED, value, detail);
    }

    void reservesTile(VBox tile, AssetSummary s) {
        AssetSummary.Funds f = s.funds();
        if (f.reservesMonths() == null) {
            String why = f.cashToClose() == null ? messages.get("report.reserves.needCash")
                    : messages.get("report.reserves.needPayment");
            fill(tile, Check.NOT_CHECKED, Formats.DASH, why);
            return;
        }
        String c = f.currency();
        String detail = messages.get("report.reserves.detail", formats.money(f.surplus(), c),
                formats.money(f.monthlyPayment(), c));
        String months = months(f.reservesMonths());
        String value;
        if (f.requiredMonths() == null) {
            value = messages.get("report.reserves.months", months);
            detail = messages.get("report.reserves.noRequirement") + " " + detail;
        } else if (f.reservesStatus() == Check.OK) {
            value = messages.get("report.reserves.met", months, required(f.requiredMonths()));
        } else {
            value = messages.get("report.reserves.short", months(f.reservesShortMonths()),
                    formats.money(f.reservesShortMoney(), c));
            detail = messages.get("report.reserves.shortDetail", months, required(f.requiredMonths())) + " " + detail;
        }
        fill(tile, f.reservesStatus(), value, detail);
    }

    /** Months as the officer set them ("2", "1.5"). */
    private static String required(BigDecimal m) {
        return m.stripTrailingZeros().toPlainString();
    }

    /** Months as computed (one decimal: "2.0"). */
    private static String months(BigDecimal m) {
        return m == null ? Formats.DASH : m.toPlainString();
    }

    void depositsTile(VBox tile, AssetSummary s) {
        AssetSummary.Deposits d = s.deposits();
        String share = percent(s);
        if (d.notCheckedWhy() == AssetSummary.NotChecked.NO_TRANSACTIONS) {
            // not checked is never OK: nothing of the borrower's accounts could be looked at
            fill(tile, Check.NOT_CHECKED, messages.get("report.deposits.noTransactions"),
                    messages.get("report.deposits.noTransactionsDetail"));
            return;
        }
        if (s.thresholds().largeDepositLimit() != null) {
            // a loan's fixed limit (FHA: 1% of the adjusted value), not a share of the income
            if (d.threshold() == null) {
                fill(tile, Check.NOT_CHECKED, messages.get("report.deposits.enterValue"),
                        messages.get("report.deposits.valueRule"));
                return;
            }
            String limit = formats.money(d.threshold(), s.funds().currency());
            fill(tile, d.status(), d.toExplain().isEmpty() ? messages.get("report.deposits.none")
                    : messages.get("report.deposits.count", d.toExplain().size()),
                    messages.get("report.deposits.limitDetail", limit));
            return;
        }
        if (!s.thresholds().depositSourceNeeded() && d.status() != Check.NOT_CHECKED) {
            fill(tile, Check.OK, messages.get("report.deposits.noSourceNeeded"),
                    messages.get("report.deposits.noSourceDetail", d.toExplain().size()));
            return;
        }
        if (d.status() == Check.NOT_CHECKED) {
            fill(tile, Check.NOT_CHECKED, messages.get("report.deposits.enterIncome"),
                    messages.get("report.deposits.reported", d.reportedLarge().size(), share));
            return;
        }
        String money = formats.money(d.threshold(), s.funds().currency());
        String value = d.toExplain().isEmpty() ? messages.get("report.deposits.none")
                : messages.get("report.deposits.count", d.toExplain().size());
        fill(tile, d.status(), value, messages.get("report.deposits.detail", share, money));
    }

    void historyTile(VBox tile, AssetSummary s) {
        AssetSummary.History h = s.history();
        long shortOnes = h.accounts().stream().filter(a -> a.status() == Check.FLAG).count();
        String value = h.status() == Check.NOT_CHECKED ? messages.get("report.history.unknown")
                : shortOnes == 0 ? messages.get("report.history.ok")
                : messages.get("report.history.short", shortOnes);
        fill(tile, h.status(), value, messages.get("report.history.detail", h.requiredDays()));
    }

    void ageTile(VBox tile, AssetSummary s) {
        AssetSummary.Age a = s.age();
        String value = a.days() == null ? messages.get("report.age.unknown")
                : messages.get("report.age.days", a.days());
        String detail = a.reportDate() == null ? messages.get("report.age.limit", a.limit())
                : messages.get("report.age.detail", formats.date(a.reportDate()), a.limit());
        fill(tile, a.status(), value, detail);
    }

    private static void fill(VBox tile, Check c, String value, String detail) {
        look(tile, c);
        ((Label) tile.getChildren().get(1)).setText(value);
        Label d = (Label) tile.getChildren().get(2);
        d.setText(detail);
        d.setTooltip(new Tooltip(detail));
    }

    private String percent(AssetSummary s) {
        return s.thresholds().largeDepositShare().movePointRight(2).stripTrailingZeros().toPlainString() + "%";
    }

    /** Verified funds: one line per currency, then what is listed apart, then what is owed. */
    void fundsList(VBox box, AssetSummary s) {
        GridPane g = grid(3);
        int row = 0;
        String loan = s.thresholds().loanCurrency();
        for (AssetSummary.CurrencyTotal t : s.assets()) {
            boolean counts = loan.equals(t.currency());
            long assumed = s.accounts().stream().filter(f -> f.counted() && f.currencyAssumed()
                    && Objects.equals(f.currency(), t.currency())).count();
            String what = messages.get(counts ? "report.funds.counts" : "report.funds.convert", t.accounts(), loan);
            if (assumed > 0) {
                what += " " + messages.get("report.funds.assumed", assumed, t.currency());
            }
            row = line(g, row, t.currency(), formats.money(t.total(), t.currency()), what,
                    counts ? "funds-counted" : "funds-apart");
        }
        for (AccountFunds f : s.notCounted()) {
            String why = switch (f.category()) {
                case UNOFFICIAL_CURRENCY -> "report.funds.unofficial";
                case RETIREMENT -> "report.funds.retirement";
                case NOT_HELD -> "report.funds.notHeld";
                default -> "report.funds.noBalance";
            };
            row = line(g, row, f.currency() == null ? Formats.DASH : f.currency(),
                    formats.money(f.balance(), f.currency()),
                    messages.get(why, cards.rowTitle(f.account())), "funds-apart");
        }
        for (AssetSummary.CurrencyTotal t : s.liabilities()) {
            row = line(g, row, messages.get("report.funds.owedCurrency", t.currency() == null ? Formats.DASH
                    : t.currency()), formats.money(t.total(), t.currency()), messages.get("report.funds.owed",
                            t.accounts()),
                    "funds-owed");
        }
        if (row == 0) {
            row = line(g, row, Formats.DASH, Formats.DASH, messages.get("report.funds.noneVerified"), "funds-apart");
        }
        box.getChildren().setAll(g);
    }

    /** The deposits to explain, then payroll above the threshold, then the entries the check could not read. */
    void depositsList(VBox box, AssetSummary s) {
        AssetSummary.Deposits d = s.deposits();
        box.getChildren().clear();
        if (d.status() == Check.NOT_CHECKED) {
            if (!d.reportedLarge().isEmpty()) {
                box.getChildren().add(heading(messages.get("report.deposits.reportedTitle")));
                box.getChildren().add(deposits(s, d.reportedLarge(), "deposit-reported"));
            }
        } else if (!d.toExplain().isEmpty()) {
            box.getChildren().add(heading(messages.get("report.deposits.toExplainTitle")));
            box.getChildren().add(deposits(s, d.toExplain(), "deposit-flagged"));
        }
        if (d.status() != Check.NOT_CHECKED && !d.otherCurrency().isEmpty()) {
            box.getChildren().add(heading(messages.get("report.deposits.otherCurrencyTitle", s.funds().currency())));
            box.getChildren().add(deposits(s, d.otherCurrency(), "deposit-reported"));
        }
        if (d.status() != Check.NOT_CHECKED && !d.transfers().isEmpty()) {
            box.getChildren().add(heading(messages.get("report.deposits.transfersTitle")));
            GridPane g = grid(4);
            int row = 0;
            for (AssetSummary.Transfer t : d.transfers()) {
                ReportEntry e = t.in().entry();
                g.addRow(row++, cell(formats.date(e.date()), "deposit-transfer"),
                        cell(cards.rowTitle(t.in().account()), "deposit-transfer"),
                        right(cell(formats.money(e.size(), s.currencyOf(t.in().account())), "deposit-transfer")),
                        cell(messages.get("report.deposits.transferFrom", cards.rowTitle(t.from())),
                                "deposit-transfer"));
            }
            box.getChildren().add(g);
        }
        if (d.status() != Check.NOT_CHECKED && !d.payroll().isEmpty()) {
            box.getChildren().add(heading(messages.get("report.deposits.payrollTitle")));
            box.getChildren().add(deposits(s, d.payroll(), "deposit-payroll"));
        }
        if (d.status() != Check.NOT_CHECKED && !d.identified().isEmpty()) {
            box.getChildren().add(heading(messages.get("report.deposits.identifiedTitle")));
            box.getChildren().add(deposits(s, d.identified().stream().map(AssetSummary.Identified::deposit).toList(),
                    "deposit-payroll"));
        }
        if (!d.unreadable().isEmpty()) {
            box.getChildren().add(heading(messages.get("report.deposits.unreadableTitle", d.unreadable().size())));
            GridPane g = grid(2);
            int row = 0;
            for (AssetSummary.Deposit dep : d.unreadable()) {
                row = line(g, row, cards.rowTitle(dep.account()), dep.entry().raw().text(), null, "deposit-unreadable");
            }
            box.getChildren().add(g);
        }
    }

    private static Label right(Label l) {
        l.setAlignment(Pos.CENTER_RIGHT);
        GridPane.setHalignment(l, HPos.RIGHT);
        return l;
    }

    private GridPane deposits(AssetSummary s, List<AssetSummary.Deposit> list, String style) {
        GridPane g = grid(4);
        int row = 0;
        for (AssetSummary.Deposit dep : list) {
            ReportEntry e = dep.entry();
            String currency = s.currencyOf(dep.account());
            Label date = cell(formats.date(e.date()), style);
            Label account = cell(cards.rowTitle(dep.account()), style);
            Label amount = right(cell(formats.money(e.size(), currency), style));
            Label what = cell(e.description() == null ? Formats.DASH : e.description(), style);
            g.addRow(row++, date, account, amount, what);
        }
        return g;
    }

    private static Label heading(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("summary-heading");
        l.setWrapText(true);
        return l;
    }

    private static GridPane grid(int columns) {
        GridPane g = new GridPane();
        g.setHgap(16);
        g.setVgap(4);
        g.getStyleClass().add("summary-grid");
        double[] widths = columns == 4 ? new double[] {16, 26, 18, 40} : columns == 3 ? new double[] {10, 24, 66}
                : new double[] {30, 70};
        for (double w : widths) {
            ColumnConstraints c = new ColumnConstraints();
            c.setPercentWidth(w);
            g.getColumnConstraints().add(c);
        }
        return g;
    }

    private static int line(GridPane g, int row, String a, String b, String c, String style) {
        Label first = cell(a, style);
        Label second = cell(b, style);
        if (c == null) {
            second.setWrapText(true);
            g.addRow(row, first, second);
        } else {
            second.setAlignment(Pos.CENTER_RIGHT);
            GridPane.setHalignment(second, HPos.RIGHT);
            Label third = cell(c, style);
            third.setWrapText(true);
            g.addRow(row, first, second, third);
        }
        return row + 1;
    }

    private static Label cell(String text, String style) {
        Label l = new Label(text);
        l.getStyleClass().add(style);
        l.setMaxWidth(Double.MAX_VALUE);
        l.setMinWidth(0);
        Cut.tooltipWhenCut(l);
        return l;
    }

    /** A tile's look for its check's outcome (its style class). */
    static void look(Node n, Check c) {
        n.getStyleClass().removeAll("check-ok", "check-flag", "check-none");
        n.getStyleClass().add(switch (c) {
            case OK -> "check-ok";
            case FLAG -> "check-flag";
            case NOT_CHECKED -> "check-none";
        });
    }
}
