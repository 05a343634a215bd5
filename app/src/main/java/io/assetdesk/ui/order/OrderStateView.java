package io.assetdesk.ui.order;

import io.assetdesk.ui.Messages;
import io.assetdesk.ui.common.Formats;
import io.assetdesk.workflow.OrderState;
import java.time.ZoneId;

/**
 * What the order screen shows of where the order stands, in words and switches: the meaning and next-step lines, the
 * waiting banner, the enrollment card and its buttons, the report-not-ready card, and the pill's look. Made by the
 * view model from the one {@link OrderState}; the controller only puts it on screen, so a plain test of the view
 * model reads what the officer would.
 *
 * @param pillNeutral the status pill keeps the service's word but not its "done" look (a word the evidence overrode)
 */
public record OrderStateView(String meaning, String next, boolean bannerShown, String bannerText,
                             boolean enrollmentCardShown, String enrollmentText, boolean startEnrollmentShown,
                             String startEnrollmentText, boolean waitForReportShown, boolean copyLinkShown,
                             boolean openLinkShown, boolean reportNotReadyShown, boolean checkNowShown,
                             boolean markFinishedShown, boolean unmarkFinishedShown, boolean pillNeutral) {

    /** The view of {@code st}; {@code openableLink}: the login URL may be opened in a browser. */
    static OrderStateView of(OrderState st, Messages messages, ZoneId zone, boolean openableLink) {
        boolean loaded = st.phase() != OrderState.Phase.LOADING;
        String status = st.status() == null ? "" : st.status();
        String until = st.confirmUntil() == null ? "" : Formats.forOfficer(zone).time(st.confirmUntil());
        Object days = st.daysRemaining() == null ? "" : st.daysRemaining();
        boolean desk = st.offers(OrderState.Action.ENROLL_AT_DESK);
        boolean link = st.offers(OrderState.Action.SEND_LOGIN_URL);
        boolean waitFor = st.offers(OrderState.Action.WAIT_FOR_REPORT);
        // the not-ready card only while a report can still come
        boolean reportCanCome = loaded && switch (st.phase()) {
            case REPORT_READY, CANCELED, CLOSED_WITHOUT_REPORT -> false;
            default -> true;
        };
        return new OrderStateView(
                loaded ? messages.get(st.meaningKey(), status, until, days) : "",
                loaded ? messages.get("status.next.prefix") + " " + messages.get(st.nextKey(), status, until, days)
                        : "",
                st.phase() == OrderState.Phase.CONFIRMING || st.phase() == OrderState.Phase.PREPARING_REPORT,
                messages.get(st.phase() == OrderState.Phase.CONFIRMING ? "state.banner.confirming"
                        : "state.banner.preparing"),
                desk || link || waitFor,
                messages.get(desk ? "order.enrollment.here.text" : "order.enrollment.linkOnly"),
                desk,
                messages.get(st.enrollAgain() ? "state.enroll.again"
                        : st.phase() == OrderState.Phase.IN_PROGRESS ? "state.enroll.continue" : "state.enroll"),
                waitFor, link, link && openableLink, reportCanCome,
                st.offers(OrderState.Action.CHECK_NOW), st.offers(OrderState.Action.MARK_FINISHED),
                st.offers(OrderState.Action.UNMARK_FINISHED), st.closedWordOnly());
    }
}
