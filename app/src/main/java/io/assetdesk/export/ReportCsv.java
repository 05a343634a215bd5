package io.assetdesk.export;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderAccountReport;
import io.assetdesk.api.ReportEntry;
import io.assetdesk.api.ReportValue;
import io.assetdesk.report.AccountFunds;
import io.assetdesk.report.AssetSummary;
import io.assetdesk.report.Check;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The order's report as CSV: with a summary, first the asset summary block (its figures, flags, deposits to
 * explain, history and age), then one block of the order, one of its accounts, one of the accounts' tagged
 * transactions and large deposits (columns from the keys that arrive). The identifier digits are left out. Text
 * cells that a spreadsheet would run as a formula are prefixed with an apostrophe.
 */
public final class ReportCsv {
    /** Characters of CSV made before they are handed to the writer (when there is one). */
    private static final int FLUSH_AT = 1 << 15;

    private ReportCsv() {
    }

    /** The order, its accounts and their entries (no asset summary). */
    public static String of(Order order) {
        StringBuilder b = new StringBuilder();
        blocks(b, order, null);
        return b.toString();
    }

    /**
     * The asset summary block first (section, figure, value, currency, outcome, detail: plain decimals and ISO
     * dates, words from the export bundle), then the blocks of {@link #of(Order)}.
     */
    public static String of(Order order, AssetSummary summary, Instant madeAt, ZoneId zone, Locale locale) {
        return of(order, summary, madeAt, zone, locale, null);
    }

    /** As the other; {@code warning} (null: none) is the first row under the header ({@code document,warning}). */
    public static String of(Order order, AssetSummary summary, Instant madeAt, ZoneId zone, Locale locale,
                            String warning) {
        StringBuilder b = new StringBuilder();
        document(b, order, summary, madeAt, zone, locale, warning, null);
        return b.toString();
    }

    /**
     * As {@link #of(Order, AssetSummary, Instant, ZoneId, Locale, String)}, written to {@code out} (UTF-8; not
     * closed) as it is made, a few dozen kilobytes at a time.
     */
    public static void write(Order order, AssetSummary summary, Instant madeAt, ZoneId zone, Locale locale,
                             String warning, OutputStream out) throws IOException {
        Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8); // flushed, never closed: out is the caller's
        StringBuilder b = new StringBuilder(FLUSH_AT + 1024);
        try {
            document(b, order, summary, madeAt, zone, locale, warning, w);
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        w.append(b);
        w.flush();
    }

    private static void document(StringBuilder b, Order order, AssetSummary summary, Instant madeAt, ZoneId zone,
                                 Locale locale, String warning, Writer w) {
        DocText t = new DocText(locale, zone);
        ExportProgress.expect(order);
        line(b, List.of(t.get("csv.title")));
        line(b, List.of(t.get("csv.section"), t.get("csv.figure"), t.get("csv.value"), t.get("csv.currency"),
                t.get("csv.outcome"), t.get("csv.detail")));
        if (warning != null) {
            row(b, "document", "warning", warning, "", "", "");
        }
        summary(b, t, order, summary, madeAt);
        b.append("\r\n");
        blocks(b, order, w);
    }

    private static void summary(StringBuilder b, DocText t, Order order, AssetSummary s, Instant madeAt) {
        String loan = s.thresholds().loanCurrency();
        String doc = t.get("doc.title");
        row(b, doc, t.get("header.made"), madeAt.atZone(t.zone()).toOffsetDateTime().toString(), null, null, null);
        row(b, doc, t.get("header.orderId"), order.id(), null, null, null);
        row(b, doc, t.get("header.identifier"), order.last4SSN() == null ? "" : "****", null, null, null);
        String checks = t.get("glance.title");
        row(b, checks, t.get("check.funds"), null, null, t.check(s.funds().status()), null);
        row(b, checks, t.get("check.reserves"), null, null, t.check(s.funds().reservesStatus()), null);
        row(b, checks, t.get("check.deposits"), null, null, t.check(s.deposits().status()), null);
        row(b, checks, t.get("check.history"), null, null, t.check(s.history().status()), null);
        row(b, checks, t.get("check.age"), null, null, t.check(s.age().status()), null);
        row(b, checks, t.get("check.owners"), null, null, t.check(s.owners().status()), null);
        row(b, checks, t.get("csv.flags"), String.valueOf(s.flags()), null, null, null);

        String funds = t.get("funds.title");
        for (AssetSummary.CurrencyTotal ct : s.assets()) {
            row(b, funds, t.get("funds.total"), d(ct.total()), ct.currency(), null,
                    loan.equals(ct.currency()) ? t.get("funds.counted.yes") : t.get("funds.counted.convert"));
        }
        for (AccountFunds a : s.accounts()) {
            if (a.currencyAssumed() && a.counted()) {
                row(b, funds, t.account(a.account()), d(a.balance()), a.currency(), null,
                        t.get("funds.counted.assumed", a.currency()));
            }
        }
        for (AccountFunds a : s.notCounted()) {
            row(b, t.get("funds.notCounted"), t.account(a.account()), d(a.balance()), a.currency(), null,
                    t.get("category." + a.category().name()));
        }
        for (AssetSummary.CurrencyTotal ct : s.liabilities()) {
            row(b, t.get("funds.liabilities"), t.get("funds.owed"), d(ct.total()), ct.currency(), null,
                    t.get("category.LIABILITY"));
        }
        AssetSummary.Funds f = s.funds();
        String close = t.get("close.title");
        String outcome = t.check(f.status());
        row(b, close, t.get("close.verified", f.currency()), d(f.verified()), f.currency(), null, null);
        row(b, close, t.get("close.cash"), d(f.cashToClose()), f.currency(), null,
                f.cashToClose() == null ? t.get("value.notEntered") : null);
        row(b, close, t.get("close.surplus"), d(f.surplus()), f.currency(), null, null);
        row(b, close, t.get("close.shortfall"), d(f.shortfall()), f.currency(),
                f.shortfall() != null && f.shortfall().signum() > 0 ? outcome : null, null);
        row(b, close, t.get("close.payment"), d(f.monthlyPayment()), f.currency(), null,
                f.monthlyPayment() == null ? t.get("value.notEntered") : null);
        row(b, close, t.get("close.reserves"), d(f.reservesMonths()), null, null,
                f.reservesMonths() == null ? t.get("value.notEntered") : t.get("close.months", f.reservesMonths()));
        row(b, close, t.get("close.outcome"), null, null, outcome, null);
        row(b, close, t.get("close.required"), d(f.requiredMonths()), null, null,
                f.requiredMonths() == null ? t.get("close.required.none") : null);
        row(b, close, t.get("close.reservesShort"), d(f.reservesShortMonths()), null, null,
                f.reservesShortMoney() == null ? null : t.money(f.reservesShortMoney(), f.currency()));
        row(b, close, t.get("close.reservesOutcome"), null, null, t.check(f.reservesStatus()), null);

        // a loan's rules, each with its citation
        for (String rule : s.thresholds().rules()) {
            row(b, t.get("loan.rules.title"), t.get("loan.rules.rule"), null, null, null, rule);
        }

        AssetSummary.Deposits dep = s.deposits();
        String deposits = t.get("deposits.title");
        row(b, deposits, t.get("csv.income"), d(dep.income()), loan, null,
                dep.income() == null ? t.get("value.notEntered") : null);
        row(b, deposits, t.get("csv.share"), d(dep.share()), null, null, t.percent(dep.share()));
        row(b, deposits, t.get("csv.threshold"), d(dep.threshold()), loan, t.check(dep.status()),
                t.get("deposits.outcome", t.check(dep.status()), dep.checked()));
        entries(b, t, s, t.get("deposits.toExplain"), dep.toExplain(), t.check(Check.FLAG));
        for (AssetSummary.Transfer tr : dep.transfers()) {
            ReportEntry e = tr.in().entry();
            row(b, t.get("deposits.transfers"), t.account(tr.in().account()), d(e.size()),
                    s.currencyOf(tr.in().account()), null, (e.date() == null ? "" : e.date().toLocalDate() + " ")
                            + t.get("deposits.from") + ": " + t.account(tr.from()));
        }
        entries(b, t, s, t.get("deposits.payroll"), dep.payroll(), null);
        entries(b, t, s, t.get("deposits.identified"), dep.identified().stream()
                .map(AssetSummary.Identified::deposit).toList(), null);
        entries(b, t, s, t.get("deposits.otherCurrency", loan), dep.otherCurrency(), t.check(Check.NOT_CHECKED));
        if (dep.threshold() == null) {
            entries(b, t, s, t.get("deposits.reported"), dep.reportedLarge(), null);
        }
        for (AssetSummary.Deposit u : dep.unreadable()) {
            row(b, t.get("deposits.unreadable"), t.account(u.account()), null, null, t.check(Check.NOT_CHECKED),
                    u.entry().raw().text() + " \u2014 " + t.get("deposits.unreadable.why"));
        }

        AssetSummary.History h = s.history();
        String history = t.get("history.title");
        row(b, history, t.get("history.requiredCol"), String.valueOf(h.requiredDays()), null, t.check(h.status()),
                null);
        for (AssetSummary.AccountHistory a : h.accounts()) {
            row(b, history, t.account(a.account()), a.coveredDays() == null ? "" : a.coveredDays().toString(), null,
                    t.check(a.status()), isoPeriod(a.account()));
        }
        AssetSummary.Age age = s.age();
        row(b, t.get("age.title"), t.get("age.reportDate"), age.reportDate() == null ? "" : age.reportDate().toString(),
                null, t.check(age.status()), age.days() == null ? t.get("glance.age.unknown")
                        : t.get("glance.age.days", age.days(), age.limit()));
        for (AssetSummary.Ownership o : s.owners().accounts()) {
            row(b, t.get("owners.title"), t.account(o.account()), String.join("; ", o.owners()), null,
                    t.check(o.status()), o.owners().isEmpty() ? t.get("owners.none") : null);
        }
    }

    /** The account's period as an ISO 8601 interval of dates: "2026-08-01/2026-10-31". */
    private static String isoPeriod(OrderAccountReport a) {
        if (a.transactionStartDate() == null && a.transactionEndDate() == null) {
            return "";
        }
        return (a.transactionStartDate() == null ? ".." : a.transactionStartDate().toLocalDate().toString()) + "/"
                + (a.transactionEndDate() == null ? ".." : a.transactionEndDate().toLocalDate().toString());
    }

    private static void entries(StringBuilder b, DocText t, AssetSummary s, String section,
                                List<AssetSummary.Deposit> list, String outcome) {
        for (AssetSummary.Deposit dep : list) {
            ReportEntry e = dep.entry();
            row(b, section, e.date() == null ? "" : e.date().toLocalDate().toString(), d(e.amount()),
                    s.currencyOf(dep.account()), outcome,
                    t.account(dep.account()) + (e.description() == null ? "" : ": " + e.description()));
        }
    }

    private static void row(StringBuilder b, String section, String figure, String value, String currency,
                            String outcome, String detail) {
        line(b, List.of(s(section), s(figure), s(value), s(currency), s(outcome), s(detail)));
    }

    /** {@code w} (null: none): where the text made so far goes whenever it reaches {@link #FLUSH_AT} characters. */
    private static void blocks(StringBuilder b, Order order, Writer w) {
        line(b, List.of("orderId", "referenceNumber", "firstName", "lastName", "email", "status", "created",
                "daysRemaining", "isArchived"));
        line(b, List.of(s(order.id()), s(order.referenceNumber()), s(order.firstName()), s(order.lastName()),
                s(order.email()), s(order.status()), order.created() == null ? "" : order.created().toString(),
                order.daysRemaining() == null ? "" : order.daysRemaining().toString(),
                        String.valueOf(order.archived())));
        b.append("\r\n");
        line(b, List.of("accountID", "CurrentBalance", "AvailableBalance", "StartingBalance", "DaysInExistence",
                "DaysRequested", "TransactionStartDate", "TransactionEndDate"));
        for (OrderAccountReport a : order.accounts()) {
            line(b, List.of(s(a.accountId()), d(a.currentBalance()), d(a.availableBalance()), d(a.startingBalance()),
                    a.daysInExistence() == null ? "" : a.daysInExistence().toString(),
                    a.daysRequested() == null ? "" : a.daysRequested().toString(),
                    a.transactionStartDate() == null ? "" : a.transactionStartDate().toString(),
                    a.transactionEndDate() == null ? "" : a.transactionEndDate().toString()));
        }
        b.append("\r\n");
        // transactions of all accounts: one header over the union of keys
        Set<String> keys = new LinkedHashSet<>();
        boolean scalars = false;
        for (OrderAccountReport a : order.accounts()) {
            for (List<ReportEntry> list : List.of(a.transactions(), a.largeDeposits())) {
                for (ReportEntry entry : list) {
                    if (entry.raw() instanceof ReportValue.Obj o) {
                        keys.addAll(o.fields().keySet());
                    } else {
                        scalars = true;
                    }
                }
            }
        }
        List<String> header = new ArrayList<>(List.of("accountID", "list"));
        header.addAll(keys);
        if (scalars) {
            header.add(ValueTable.VALUE_COLUMN);
        }
        line(b, header);
        for (OrderAccountReport a : order.accounts()) {
            rows(b, a.accountId(), "TaggedTransactions", a.transactions(), keys, scalars, w);
            rows(b, a.accountId(), "LargeDeposits", a.largeDeposits(), keys, scalars, w);
        }
    }

    private static void rows(StringBuilder b, String accountId, String list, List<ReportEntry> entries,
                             Set<String> keys, boolean scalars, Writer w) {
        for (ReportEntry entry : entries) {
            if (w != null && b.length() >= FLUSH_AT) {
                try {
                    w.append(b);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                b.setLength(0);
            }
            ExportProgress.step();
            ReportValue e = entry.raw();
            List<String> row = new ArrayList<>();
            row.add(s(accountId));
            row.add(list);
            for (String k : keys) {
                row.add(e instanceof ReportValue.Obj o ? ValueTable.text(o.get(k)) : "");
            }
            if (scalars) {
                row.add(e instanceof ReportValue.Obj ? "" : e.text());
            }
            line(b, row);
        }
    }

    private static String s(String v) {
        return v == null ? "" : v;
    }

    private static String d(BigDecimal v) {
        return v == null ? "" : v.toPlainString();
    }

    private static void line(StringBuilder b, List<String> cells) {
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                b.append(',');
            }
            b.append(cell(cells.get(i)));
        }
        b.append("\r\n");
    }

    static String cell(String v) {
        return CsvCell.of(v);
    }
}
