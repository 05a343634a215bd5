package io.assetdesk.ui.order;

import io.assetdesk.api.Order;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.common.Formats;
import io.assetdesk.ui.common.OrderStatus;

/**
 * What the order screen shows of the order itself, every text decided here (the controller only puts it on the
 * labels): the header, the details grid, the last four digits as revealed or masked, the report's heading.
 *
 * @param pane             which of the screen's three panes is shown
 * @param exportsEnabled   Export PDF, CSV, JSON and Print have a report to write
 * @param title            the borrower's name (before the order is read: the list's name for it, else its id)
 * @param statusLabel      the status pill's word
 * @param pillLook         the status whose look the pill takes; null for the neutral look
 * @param unexpectedType   the banner for a resource that is not an order (null: no banner)
 * @param last4            the digits, masked unless revealed, or a dash
 * @param last4Revealable  the order has digits to reveal
 * @param accountsCount    "3 accounts" above the report; empty without a report
 */
public record OrderDetails(Pane pane, boolean exportsEnabled, String title, String statusLabel, String pillLook,
                           String unexpectedType, String created, String daysRemaining, String archived,
                           String reference, String email, String phone, String employer, String last4,
                           boolean last4Revealable, String loginUrl, String returnUrl, String notificationUrl,
                           String orderId, boolean reportShown, String accountsCount) {

    /** The order screen's panes: one at a time. */
    public enum Pane { LOADING, PROBLEM, CONTENT, NONE }

    static final String MASK = "\u2022\u2022\u2022\u2022";

    /**
     * @param orderId   the shown order's id (null before one is shown)
     * @param knownName the borrower's name as the list showed it (heading the order until it is read), or null
     * @param order     the loaded order, null before it came
     * @param loading   a read is under way
     * @param failed    the last read failed
     * @param neutral   the state says the status word cannot be taken at face value (neutral pill)
     * @param revealed  the officer asked to see the last four digits
     */
    static OrderDetails of(String orderId, String knownName, Order order, boolean loading, boolean failed,
                           boolean neutral, boolean revealed, Messages messages, Formats formats) {
        Pane pane = order != null ? Pane.CONTENT : failed ? Pane.PROBLEM : loading ? Pane.LOADING : Pane.NONE;
        String dash = messages.get("order.none");
        if (order == null) {
            String title = knownName != null && !knownName.isBlank() ? knownName : orderId == null ? "" : orderId;
            return new OrderDetails(pane, false, title, "", null, null, dash, dash, dash,
                    dash, dash, dash, dash, dash, false, dash, dash, dash, orderId == null ? dash : orderId, false, "");
        }
        String digits = order.last4SSN();
        boolean hasDigits = digits != null && !digits.isBlank();
        boolean report = order.hasReport();
        return new OrderDetails(pane, report,
                order.borrowerName().isEmpty() ? messages.get("orders.name.missing") : order.borrowerName(),
                OrderStatus.label(messages, order.status()), neutral ? null : order.status(),
                order.isOrderType() ? null : messages.get("order.unexpectedType", String.valueOf(order.resourceType())),
                order.created() == null ? dash : formats.dateTime(order.created()),
                order.daysRemaining() == null ? dash : String.valueOf(order.daysRemaining()),
                messages.get(order.archived() ? "orders.archived.yes" : "orders.archived.no"),
                or(order.referenceNumber(), dash), or(order.email(), dash), or(order.phoneNumber(), dash),
                or(order.employerName(), dash), !hasDigits ? dash : revealed ? digits : MASK, hasDigits,
                or(order.loginUrl(), dash), or(order.returnUrl(), dash), or(order.notificationUrl(), dash),
                or(order.id(), dash), report,
                report ? messages.get("order.report.accountsCount", order.accounts().size()) : "");
    }

    private static String or(String s, String dash) {
        return s == null || s.isBlank() ? dash : s;
    }
}
