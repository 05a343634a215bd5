package io.assetdesk.ui.loans;

import java.util.function.Function;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.layout.Region;
import javafx.util.StringConverter;

/** How the Loans screen's lists and choices show their rows: whole, wrapped to the list's width, never cut. */
final class LoanCells {
    private LoanCells() {
    }

    /** A list cell whose text (the row's {@code toString}, on as many lines as it needs) wraps to the list's width. */
    static <T> ListCell<T> wrapping() {
        return new ListCell<>() {
            private final Label text = new Label();

            {
                text.setWrapText(true);
                text.setMinHeight(Region.USE_PREF_SIZE);
                listViewProperty().addListener((o, a, list) -> {
                    text.maxWidthProperty().unbind();
                    if (list != null) {
                        text.maxWidthProperty().bind(list.widthProperty().subtract(32));
                    }
                });
            }

            @Override
            protected void updateItem(T row, boolean empty) {
                super.updateItem(row, empty);
                text.setText(empty || row == null ? null : row.toString());
                setGraphic(empty || row == null ? null : text);
                setText(null);
                setAccessibleText(empty || row == null ? null : row.toString());
            }
        };
    }

    /** A choice box's words for its values. */
    static <T> StringConverter<T> converter(Function<T, String> text) {
        return new StringConverter<>() {
            @Override
            public String toString(T value) {
                return value == null ? "" : text.apply(value);
            }

            @Override
            public T fromString(String s) {
                return null;
            }
        };
    }

    /** A list's empty-state text, wrapped to the list's width rather than cut. */
    static Label placeholder(String text) {
        Label l = new Label(text);
        l.setWrapText(true);
        l.setPadding(new Insets(8));
        return l;
    }
}
