package io.assetdesk.export;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderAccountReport;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import io.assetdesk.api.ReportEntry;
import io.assetdesk.api.ReportValue;

/**
 * The order's report as CSV: one block of the order, one of its accounts, one of the accounts' tagged transactions
 * and large deposits (columns from the keys that arrive). The identifier digits are left out. Text cells that a
 * spreadsheet would run as a formula are prefixed with an apostrophe.
 */
public final class ReportCsv {
    private static final Pattern NUMBER = Pattern.compile("^-?\\d+(\\.\\d+)?([eE][-+]?\\d+)?$");

    private ReportCsv() {
    }

    public static String of(Order order) {
        StringBuilder b = new StringBuilder();
        line(b, List.of("orderId", "referenceNumber", "firstName", "lastName", "email", "status", "created",
                "daysRemaining", "isArchived"));
        line(b, List.of(s(order.id()), s(order.referenceNumber()), s(order.firstName()), s(order.lastName()),
                s(order.email()), s(order.status()), order.created() == null ? "" : order.created().toString(),
                order.daysRemaining() == null ? "" : order.daysRemaining().toString(), String.valueOf(order.archived())));
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
            rows(b, a.accountId(), "TaggedTransactions", a.transactions(), keys, scalars);
            rows(b, a.accountId(), "LargeDeposits", a.largeDeposits(), keys, scalars);
        }
        return b.toString();
    }

    private static void rows(StringBuilder b, String accountId, String list, List<ReportEntry> entries,
                             Set<String> keys, boolean scalars) {
        for (ReportEntry entry : entries) {
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
        String t = v == null ? "" : v;
        if (!t.isEmpty() && "=+-@\t\r".indexOf(t.charAt(0)) >= 0 && !NUMBER.matcher(t).matches()) {
            t = "'" + t;
        }
        if (t.indexOf(',') >= 0 || t.indexOf('"') >= 0 || t.indexOf('\n') >= 0 || t.indexOf('\r') >= 0) {
            t = '"' + t.replace("\"", "\"\"") + '"';
        }
        return t;
    }
}
