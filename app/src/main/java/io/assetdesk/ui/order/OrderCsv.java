package io.assetdesk.ui.order;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderAccountReport;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;

/**
 * The order's report as CSV: one block of the order, one of its accounts, one of the accounts' tagged transactions
 * and large deposits (columns from the keys that arrive). The identifier digits are left out. Text cells that a
 * spreadsheet would run as a formula are prefixed with an apostrophe.
 */
public final class OrderCsv {
    private static final Pattern NUMBER = Pattern.compile("^-?\\d+(\\.\\d+)?([eE][-+]?\\d+)?$");

    private OrderCsv() {
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
            for (JsonNode list : List.of(a.taggedTransactions(), a.largeDeposits())) {
                for (JsonNode e : elements(list)) {
                    if (e.isObject()) {
                        keys.addAll(e.propertyNames());
                    } else {
                        scalars = true;
                    }
                }
            }
        }
        List<String> header = new ArrayList<>(List.of("accountID", "list"));
        header.addAll(keys);
        if (scalars) {
            header.add(JsonText.VALUE_COLUMN);
        }
        line(b, header);
        for (OrderAccountReport a : order.accounts()) {
            rows(b, a.accountId(), "TaggedTransactions", a.taggedTransactions(), keys, scalars);
            rows(b, a.accountId(), "LargeDeposits", a.largeDeposits(), keys, scalars);
        }
        return b.toString();
    }

    private static void rows(StringBuilder b, String accountId, String list, JsonNode node, Set<String> keys,
                             boolean scalars) {
        for (JsonNode e : elements(node)) {
            List<String> row = new ArrayList<>();
            row.add(s(accountId));
            row.add(list);
            for (String k : keys) {
                row.add(e.isObject() && e.has(k) ? JsonText.text(e.get(k)) : "");
            }
            if (scalars) {
                row.add(e.isObject() ? "" : JsonText.text(e));
            }
            line(b, row);
        }
    }

    private static List<JsonNode> elements(JsonNode node) {
        List<JsonNode> out = new ArrayList<>();
        if (node == null || node.isNull() || node.isMissingNode()) {
            return out;
        }
        if (node.isArray()) {
            node.values().forEach(out::add);
        } else {
            out.add(node);
        }
        return out;
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
