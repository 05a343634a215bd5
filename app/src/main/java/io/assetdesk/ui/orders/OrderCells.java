package io.assetdesk.ui.orders;

import io.assetdesk.ui.Messages;
import io.assetdesk.ui.common.OrderStatus;
import java.util.function.Predicate;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.util.Duration;
import org.kordamp.ikonli.javafx.FontIcon;

/** The order list's two drawn cells: the borrower's name (with a warning on odd entries) and the status pill. */
final class OrderCells {
    private OrderCells() {
    }

    /** The borrower's name; an entry of an unexpected record type gets a warning icon and an explanation. */
    static final class NameCell extends TableCell<OrderRow, String> {
        private final Messages messages;
        // made for the first unexpected entry the cell shows: a tooltip is a popup window with a scene of its own,
        // and most cells never need one
        private FontIcon warning;
        private Tooltip tooltip;

        NameCell(Messages messages) {
            this.messages = messages;
        }

        @Override
        protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            OrderRow row = empty ? null : getTableRow().getItem();
            if (row == null) {
                setText(null);
                setGraphic(null);
                setTooltip(null);
                getStyleClass().remove("unexpected-type");
                return;
            }
            setText(item == null || item.isEmpty() ? messages.get("orders.name.missing") : item);
            if (row.isOrderType()) {
                setGraphic(null);
                setTooltip(null);
                getStyleClass().remove("unexpected-type");
            } else {
                if (tooltip == null) {
                    warning = new FontIcon("mdmz-warning");
                    warning.getStyleClass().add("unexpected-type-icon");
                    tooltip = new Tooltip();
                    tooltip.setShowDelay(Duration.millis(300));
                    tooltip.setWrapText(true);
                    tooltip.setMaxWidth(360);
                }
                setGraphic(warning);
                tooltip.setText(messages.get("orders.unexpectedType", String.valueOf(row.order().resourceType())));
                setTooltip(tooltip);
                if (!getStyleClass().contains("unexpected-type")) {
                    getStyleClass().add("unexpected-type");
                }
            }
        }
    }

    /**
     * The status as a pill, its meaning as a tooltip, and a marker while the report is awaited. The table restyles a
     * row's nodes whenever it shows another order in it (on most search keystrokes), so the cell keeps that cheap: the
     * pill is the cell's graphic itself, its look is a pseudo-class, an empty cell hides the pill rather than dropping
     * it (putting a node back costs a full restyle), and the marker with the box that holds it is made and put in only
     * while a report is awaited.
     */
    static final class StatusCell extends TableCell<OrderRow, String> {
        private final Messages messages;
        private final Predicate<String> isAwaited;
        private final Label pill = new Label();
        private final Tooltip tooltip = new Tooltip();
        private HBox withMarker;
        private Label waiting;

        /** @param isAwaited whether an order's report is waited for (by its id) */
        StatusCell(Messages messages, Predicate<String> isAwaited) {
            this.messages = messages;
            this.isAwaited = isAwaited;
            pill.getStyleClass().add(OrderStatus.PILL);
            tooltip.setShowDelay(Duration.millis(300));
            tooltip.setWrapText(true);
            tooltip.setMaxWidth(380);
            setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
            setGraphic(pill);
        }

        /** The pill alone, or the pill and the marker. */
        private Node graphic(boolean isWaiting) {
            if (!isWaiting) {
                return pill;
            }
            if (withMarker == null) {
                waiting = new Label();
                waiting.setGraphic(new FontIcon("mdal-hourglass_empty"));
                waiting.setAccessibleText(messages.get("orders.waitingReport"));
                waiting.getStyleClass().add("waiting-marker");
                waiting.setContentDisplay(ContentDisplay.LEFT);
                withMarker = new HBox(6);
                withMarker.setAlignment(Pos.CENTER_LEFT);
            }
            if (pill.getParent() != withMarker) {
                withMarker.getChildren().setAll(pill, waiting);
            }
            return withMarker;
        }

        @Override
        protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            OrderRow row = empty ? null : getTableRow().getItem();
            if (row == null) {
                setGraphic(graphic(false)); // an emptied row keeps no marker
                pill.setVisible(false);
                setTooltip(null);
                setText(null);
                return;
            }
            pill.setText(OrderStatus.label(messages, item));
            OrderStatus.showOn(pill, OrderStatus.wordInDoubt(item, row.order().daysRemaining()) ? null : item);
            pill.setVisible(true);
            boolean isWaiting = row.id() != null && isAwaited.test(row.id());
            String tip = OrderStatus.tooltip(messages, item, row.order().daysRemaining());
            if (isWaiting) {
                tip = tip + "\n" + messages.get("orders.waitingReport.tooltip");
            }
            tooltip.setText(tip);
            setTooltip(tooltip);
            setText(pill.getText());
            setGraphic(graphic(isWaiting));
        }
    }
}
