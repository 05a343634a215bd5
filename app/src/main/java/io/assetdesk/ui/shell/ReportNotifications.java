package io.assetdesk.ui.shell;

import io.assetdesk.api.Order;
import io.assetdesk.session.ReportWaits;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.common.Problem;
import java.time.Duration;
import java.util.Objects;
import javafx.event.Event;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.controlsfx.control.Notifications;
import org.controlsfx.control.action.Action;
import org.kordamp.ikonli.javafx.FontIcon;

/** The ControlsFX pop-ups for the end of a wait for a report, at the bottom right of the main window. */
public final class ReportNotifications implements ReportWaits.Notifier {
    /** Style class on every pop-up of this kind (tests look them up by it). */
    static final String STYLE_CLASS = "report-notification";
    private static final javafx.util.Duration READY_SHOWN_FOR = javafx.util.Duration.seconds(20);

    private final Messages messages;

    public ReportNotifications(Messages messages) {
        this.messages = Objects.requireNonNull(messages);
    }

    @Override
    public void reportReady(String orderId, Order order, Runnable open) {
        Messages m = messages;
        Notifications.create()
                .owner(owner())
                .position(Pos.BOTTOM_RIGHT)
                .styleClass(STYLE_CLASS)
                .title(m.get("enrollment.report.ready.title"))
                .text(m.get("enrollment.report.ready.text", borrower(orderId, order)))
                .hideAfter(READY_SHOWN_FOR)
                .onAction(e -> {
                    open.run();
                    dismiss(e);
                })
                .action(new Action(m.get("enrollment.report.ready.open"), e -> {
                    open.run();
                    dismiss(e);
                }))
                .graphic(icon("mdal-check_circle_outline", "ready"))
                .show();
    }

    @Override
    public void gaveUp(String orderId, Order order, Duration waited, Runnable checkAgain) {
        Messages m = messages;
        Notifications.create()
                .owner(owner())
                .position(Pos.BOTTOM_RIGHT)
                .styleClass(STYLE_CLASS)
                .title(m.get("enrollment.report.gaveUp.title"))
                .text(m.get("enrollment.report.gaveUp.text", borrower(orderId, order), Math.max(1, waited.toMinutes())))
                .hideAfter(javafx.util.Duration.INDEFINITE)
                .action(new Action(m.get("enrollment.report.checkAgain"), e -> checkAgain.run()))
                .graphic(icon("mdmz-schedule", "warning"))
                .show();
    }

    @Override
    public void failed(String orderId, Throwable cause, Runnable checkAgain) {
        Messages m = messages;
        String reason = Problem.describe(cause, m);
        Notifications.create()
                .owner(owner())
                .position(Pos.BOTTOM_RIGHT)
                .styleClass(STYLE_CLASS)
                .title(m.get("enrollment.report.failed.title"))
                .text(m.get("enrollment.report.failed.text", orderId, reason))
                .hideAfter(javafx.util.Duration.INDEFINITE)
                .action(new Action(m.get("enrollment.report.checkAgain"), e -> checkAgain.run()))
                .graphic(icon("mdal-error_outline", "error"))
                .show();
    }

    /** A flat icon in the theme's colours (ControlsFX's own are glossy bitmaps that match no theme). */
    private static FontIcon icon(String literal, String kind) {
        FontIcon icon = new FontIcon(literal);
        icon.getStyleClass().addAll("report-notification-icon", kind);
        return icon;
    }

    private String borrower(String orderId, Order order) {
        if (order != null && !order.borrowerName().isEmpty()) {
            return order.borrowerName();
        }
        return messages.get("enrollment.report.orderFallback", orderId);
    }

    /** Closes the pop-up a click came from: it has done its job (the order is open). */
    private static void dismiss(Event e) {
        if (e.getSource() instanceof Node n && n.getScene() != null && n.getScene().getWindow() != null) {
            n.getScene().getWindow().hide();
        }
    }

    /** The main window: the first showing window that is not owned by another (a dialog or the borrower window). */
    private static Window owner() {
        for (Window w : Window.getWindows()) {
            if (w.isShowing() && w instanceof Stage s && s.getOwner() == null) {
                return w;
            }
        }
        return null;
    }
}
