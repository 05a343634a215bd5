package io.assetdesk.export;

import io.assetdesk.api.AccountLabel;
import io.assetdesk.api.Order;
import io.assetdesk.api.OrderAccountReport;
import io.assetdesk.api.ReportEntry;
import io.assetdesk.api.ReportReader;
import io.assetdesk.api.ReportValue;
import io.assetdesk.export.PdfCanvas.Style;
import io.assetdesk.export.PdfTable.Column;
import io.assetdesk.report.AssetSummary;
import io.assetdesk.report.Check;
import io.assetdesk.report.ValueKind;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One section per account in the loan-file PDF: what the account is (institution, name, type, masked number,
 * currency), its balances and period, then its transactions and the large deposits the provider lists, and the
 * provider's summary of it. The tables' columns come from the keys that arrive (field notes: the element shapes are
 * not published): the date, description and amount that were recognised, the other keys after them (balances and
 * other amounts as money, right-aligned), and, past {@value #MAX_EXTRA} other keys, one "Other details" column, so
 * that nothing is dropped but identifiers (which the CSV and JSON exports keep).
 */
final class PdfAccounts {
    static final int MAX_EXTRA = 4;
    // Keys that the report reader recognises as an entry's id, date, amount and description (ReportReader).
    private static final Set<String> ID = Set.of("transactionid", "id", "txnid", "transid");
    private static final Set<String> DATE = Set.of("date", "posteddate", "postingdate", "transactiondate", "txndate",
            "dateposted", "posted", "transdate", "postdate", "effectivedate", "valuedate", "bookingdate");
    private static final Set<String> AMOUNT = Set.of("amount", "amt", "value", "transactionamount", "txnamount",
            "transamount");
    private static final Set<String> DESCRIPTION = Set.of("description", "desc", "memo", "name", "payee", "merchant",
            "merchantname", "narrative", "details", "originaldescription");

    private PdfAccounts() {
    }

    static void draw(PdfCanvas c, DocText t, Order order, AssetSummary s) {
        List<OrderAccountReport> accounts = order.accounts();
        if (accounts.isEmpty()) {
            c.heading(t.get("accounts.title"), Style.H1, 20f);
            c.paragraph(t.get("accounts.none"), Style.BODY);
            return;
        }
        c.newPage();
        for (int i = 0; i < accounts.size(); i++) {
            if (i > 0) {
                c.down(10f);
            }
            account(c, t, accounts.get(i), i + 1, accounts.size(), s);
        }
    }

    private static void account(PdfCanvas c, DocText t, OrderAccountReport a, int n, int of, AssetSummary s) {
        AccountLabel l = a.label();
        // a report that states no currency: its figures in the currency the summary takes for it, said beside them
        boolean assumed = l.currencyOrUnofficial() == null;
        String currency = s.currencyOf(a);
        String title = t.get("account.title", n, of, t.account(a));
        c.heading(title, Style.H1, 215f);
        c.paragraph(t.get("account.idLine", t.orNotGiven(a.accountId())), c.left(), c.width(), Style.SMALL);
        c.down(4f);
        List<String[]> items = new ArrayList<>();
        items.add(new String[] {t.get("account.institution"), t.orNotGiven(l.institution())});
        items.add(new String[] {t.get("account.name"), t.orNotGiven(l.name())});
        items.add(new String[] {t.get("account.type"), t.orNotGiven(l.kind())});
        items.add(new String[] {t.get("account.mask"), l.mask() == null ? t.get("value.notGiven")
                : DocText.mask(l.mask())});
        items.add(new String[] {t.get("account.currency"), assumed ? t.get("account.currencyAssumed", currency)
                : l.isUnofficialCurrency() ? t.get("account.unofficial", currency) : currency});
        AssetSummary.Ownership own = s.owners().of(a);
        if (own != null && !own.owners().isEmpty()) {
            items.add(new String[] {t.get("account.owners"), String.join(", ", own.owners())
                    + (own.status() == Check.FLAG ? " (" + t.get("owners.notBorrower") + ")" : "")});
        }
        items.add(new String[] {t.get("account.period"), t.period(a.transactionStartDate(), a.transactionEndDate())
                + (a.coveredDays() == null ? "" : " (" + t.get("history.days", a.coveredDays()) + ")")});
        items.add(new String[] {t.get("account.current"), t.money(a.currentBalance(), currency)});
        items.add(new String[] {t.get("account.available"), t.money(a.availableBalance(), currency)});
        items.add(new String[] {t.get("account.starting"), t.money(a.startingBalance(), currency)});
        items.add(new String[] {t.get("account.existence"), a.daysInExistence() == null ? t.get("value.notGiven")
                : t.get("history.days", a.daysInExistence())});
        items.add(new String[] {t.get("account.requested"), a.daysRequested() == null ? t.get("value.notGiven")
                : t.get("history.days", a.daysRequested())});
        ReportPdf.grid(c, items, 3);
        c.down(8f);

        String txTitle = t.get("account.transactions", a.transactions().size());
        entries(c, t, txTitle, a.transactions(), currency, t.get("account.transactions.none"), title);
        String ldTitle = t.get("account.largeDeposits", a.largeDeposits().size());
        entries(c, t, ldTitle, a.largeDeposits(), currency, t.get("account.largeDeposits.none"), title);
        List<String[]> summary = new ArrayList<>();
        flatten("", "", a.summary(), summary, t, currency);
        if (!summary.isEmpty()) {
            c.heading(t.get("account.summary"), Style.H2, 40f);
            // two items a row: the provider's summary is long and each value short
            PdfTable table = new PdfTable(Column.left(t.get("account.summary.item")),
                    Column.left(t.get("account.summary.value")), Column.left(t.get("account.summary.item")),
                    Column.left(t.get("account.summary.value")));
            int half = (summary.size() + 1) / 2;
            for (int i = 0; i < half; i++) {
                String[] right = i + half < summary.size() ? summary.get(i + half) : new String[] {"", ""};
                table.row(summary.get(i)[0], summary.get(i)[1], right[0], right[1]);
            }
            table.draw(c, t.get("table.continued", title + " \u00b7 " + t.get("account.summary")));
            c.down(8f);
        }
    }

    private static void entries(PdfCanvas c, DocText t, String title, List<ReportEntry> list, String currency,
                                String none, String accountTitle) {
        c.heading(title, Style.H2, 40f);
        if (list.isEmpty()) {
            c.paragraph(none, Style.SMALL);
            c.down(8f);
            return;
        }
        // the other keys, in the order they first arrive
        Set<String> keys = new LinkedHashSet<>();
        for (ReportEntry e : list) {
            if (e.raw() instanceof ReportValue.Obj o) {
                for (String k : o.fields().keySet()) {
                    String nk = normal(k);
                    if (!ID.contains(nk) && !DATE.contains(nk) && !AMOUNT.contains(nk) && !DESCRIPTION.contains(nk)) {
                        keys.add(k);
                    }
                }
            }
        }
        // money columns (balances) keep their own columns first when there are too many keys
        List<String> extra = new ArrayList<>(keys.size());
        keys.stream().filter(k -> isMoney(list, k)).forEach(extra::add);
        keys.stream().filter(k -> !isMoney(list, k)).forEach(extra::add);
        List<String> shown = extra.size() > MAX_EXTRA ? extra.subList(0, MAX_EXTRA - 1) : extra;
        List<String> rest = extra.size() > MAX_EXTRA ? extra.subList(MAX_EXTRA - 1, extra.size()) : List.of();
        List<String> ordered = new ArrayList<>(keys);
        ordered.retainAll(shown);

        String amountHead = currency == null ? t.get("col.amount") : t.get("col.amountIn", currency);
        List<Column> cols = new ArrayList<>();
        cols.add(Column.left(t.get("col.date")).oneLine());
        cols.add(Column.left(t.get("col.description")).weight(2f));
        List<String> textKeys = new ArrayList<>();
        List<String> moneyKeys = new ArrayList<>();
        for (String k : ordered) {
            (isMoney(list, k) || isNumber(list, k) ? moneyKeys : textKeys).add(k);
        }
        for (String k : textKeys) {
            cols.add(Column.left(ValueTable.header(k)));
        }
        if (!rest.isEmpty()) {
            cols.add(Column.left(t.get("col.other")));
        }
        cols.add(Column.right(amountHead));
        for (String k : moneyKeys) {
            cols.add(Column.right(isMoney(list, k) && currency != null
                    ? t.get("col.keyIn", ValueTable.header(k), currency) : ValueTable.header(k)));
        }
        PdfTable table = new PdfTable(cols).counting();
        for (ReportEntry e : list) {
            ReportValue.Obj o = e.raw() instanceof ReportValue.Obj obj ? obj : null;
            List<String> row = new ArrayList<>(cols.size());
            row.add(e.date() != null ? t.date(e.date()) : raw(o, DATE));
            row.add(e.description() != null ? e.description() : o == null ? e.raw().text() : raw(o, DESCRIPTION));
            for (String k : textKeys) {
                row.add(o == null ? "" : ValueTable.text(o.get(k)));
            }
            if (!rest.isEmpty()) {
                List<String> parts = new ArrayList<>();
                for (String k : rest) {
                    if (o != null && o.get(k) != null) {
                        parts.add(ValueTable.header(k) + ": " + ValueTable.text(o.get(k)));
                    }
                }
                row.add(String.join("; ", parts));
            }
            row.add(e.amount() != null ? t.amount(e.amount(), currency) : raw(o, AMOUNT));
            for (String k : moneyKeys) {
                ReportValue v = o == null ? null : o.get(k);
                row.add(v instanceof ReportValue.Num num ? (isMoney(list, k) ? t.amount(num.value(), currency)
                        : t.decimal(num.value())) : ValueTable.text(v));
            }
            table.row(row.toArray(String[]::new));
        }
        table.draw(c, t.get("table.continued", accountTitle + " \u00b7 " + title));
        c.down(10f);
    }

    /** The text of the first member of {@code o} whose key is one of {@code keys}; empty when none. */
    private static String raw(ReportValue.Obj o, Set<String> keys) {
        if (o == null) {
            return "";
        }
        for (Map.Entry<String, ReportValue> e : o.fields().entrySet()) {
            if (keys.contains(normal(e.getKey())) && !(e.getValue() instanceof ReportValue.Null)) {
                return e.getValue().text();
            }
        }
        return "";
    }

    /** Every value under {@code key} is a number, and the key names a balance or an amount. */
    private static boolean isMoney(List<ReportEntry> list, String key) {
        String n = normal(key);
        return (n.contains("balance") || n.contains("amount") || n.contains("total")) && isNumber(list, key);
    }

    private static boolean isNumber(List<ReportEntry> list, String key) {
        boolean any = false;
        for (ReportEntry e : list) {
            if (e.raw() instanceof ReportValue.Obj o) {
                ReportValue v = o.get(key);
                if (v != null && !(v instanceof ReportValue.Null)) {
                    if (!(v instanceof ReportValue.Num)) {
                        return false;
                    }
                    any = true;
                }
            }
        }
        return any;
    }

    /**
     * The provider's summary as "Path › Key" and value rows, each value shown as what it is ({@link ValueKind}):
     * money in the account's currency with its decimals, dates in the officer's locale, yes or no, counts.
     */
    private static void flatten(String path, String key, ReportValue v, List<String[]> out, DocText t,
                                String currency) {
        if (out.size() > 500) {
            return;
        }
        if (v instanceof ReportValue.Obj o) {
            for (Map.Entry<String, ReportValue> e : o.fields().entrySet()) {
                String p = path.isEmpty() ? ValueTable.header(e.getKey()) : path + " \u203a "
                        + ValueTable.header(e.getKey());
                flatten(p, e.getKey(), e.getValue(), out, t, currency);
            }
        } else if (v instanceof ReportValue.Arr a && a.items().stream().anyMatch(ReportValue::isContainer)) {
            for (int i = 0; i < a.size(); i++) {
                flatten(path + " \u203a " + (i + 1), key, a.items().get(i), out, t, currency);
            }
        } else if (v != null && !path.isEmpty()) {
            out.add(new String[] {path, shown(key, v, t, currency)});
        }
    }

    static String shown(String key, ReportValue v, DocText t, String currency) {
        return switch (ValueKind.of(key, v)) {
            case MONEY -> t.money(ReportReader.amount(v), currency);
            case DATE -> t.date(ReportReader.date(v));
            case YES_NO -> t.get(((ReportValue.Bool) v).value() ? "value.yes" : "value.no");
            case COUNT -> t.decimal(((ReportValue.Num) v).value());
            case TEXT -> v.text();
        };
    }

    /** A report key lower case, letters and digits only ("Transaction_ID" is "transactionid"). */
    static String normal(String key) {
        return ReportReader.normal(key);
    }
}
