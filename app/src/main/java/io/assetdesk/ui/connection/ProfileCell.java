package io.assetdesk.ui.connection;

import io.assetdesk.ui.Messages;
import io.assetdesk.ui.Styles;
import io.assetdesk.ui.connection.ProfileItem.Kind;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;

/** One profile in the list: its name, its kind, and a badge when it is the one in use. */
final class ProfileCell extends ListCell<ProfileItem> {
    private final Messages messages;
    private final ObservableValue<ProfileItem> active;
    private final Tooltip tip = new Tooltip();

    /** @param active the profile in use now, which gets a badge */
    ProfileCell(Messages messages, ObservableValue<ProfileItem> active) {
        this.messages = messages;
        this.active = active;
    }

    @Override
    protected void updateItem(ProfileItem item, boolean empty) {
        super.updateItem(item, empty);
        if (empty || item == null) {
            setText(null);
            setGraphic(null);
            setTooltip(null);
            return;
        }
        Label name = new Label(item.name());
        Label kind = new Label(switch (item.kind()) {
            case SANDBOX -> messages.get("connection.kind.sandbox");
            case MANAGED -> messages.get("connection.kind.managed");
            case SAVED -> messages.get("connection.kind.saved");
            case NEW -> messages.get("connection.kind.new");
        });
        kind.getStyleClass().add(Styles.HINT);
        VBox text = new VBox(1, name, kind);
        text.setMinWidth(0);
        HBox.setHgrow(text, Priority.SOMETIMES);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox row = new HBox(8, new FontIcon(item.kind() == Kind.SANDBOX ? "mdomz-science"
                : item.kind() == Kind.MANAGED ? "mdomz-verified_user" : "mdomz-settings_ethernet"), text, spacer);
        row.setAlignment(Pos.CENTER_LEFT);
        if (item == active.getValue()) {
            Label active = new Label(messages.get("connection.active.badge"));
            active.getStyleClass().add(Styles.ACTIVE_BADGE);
            active.setMinWidth(Region.USE_PREF_SIZE);
            row.getChildren().add(active);
        }
        setText(null);
        setGraphic(row);
        // a narrow list (a small window) cuts the name or the kind: whole on hover
        tip.setText(item.name() + "\n" + kind.getText());
        setTooltip(tip);
        setAccessibleText(item.name() + ", " + kind.getText()
                + (item == active.getValue() ? ", " + messages.get("connection.active.badge") : ""));
    }
}
