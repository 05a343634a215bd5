package io.assetdesk.ui.order;

import io.assetdesk.report.ReportThresholds;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.common.Dialogs;
import java.math.BigDecimal;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

/**
 * The asset summary's thresholds for this workstation (they differ by loan program): the large-deposit share of
 * income, the days of history needed, the report age limit and the loan currency. OK stays disabled, with the reason
 * shown, while a value is not acceptable.
 */
final class ThresholdsForm {
    private ThresholdsForm() {
    }

    /** The form, filled with {@code current}; the dialog service shows it. */
    static Dialogs.Form<ReportThresholds> of(Messages messages, ReportThresholds current) {
        TextField share = field(current.largeDepositShare().movePointRight(2).stripTrailingZeros().toPlainString(),
                "thresholdShare");
        TextField history = field(String.valueOf(current.minHistoryDays()), "thresholdHistory");
        TextField age = field(String.valueOf(current.maxReportAgeDays()), "thresholdAge");
        TextField currency = field(current.loanCurrency(), "thresholdCurrency");
        TextField reserves = field(current.requiredReserveMonths() == null ? ""
                : current.requiredReserveMonths().stripTrailingZeros().toPlainString(), "thresholdReserves");
        reserves.setPromptText(messages.get("report.thresholds.reserves.none"));
        GridPane g = new GridPane();
        g.setHgap(12);
        g.setVgap(8);
        g.addRow(0, new Label(messages.get("report.thresholds.share")), share);
        g.addRow(1, new Label(messages.get("report.thresholds.history")), history);
        g.addRow(2, new Label(messages.get("report.thresholds.age")), age);
        g.addRow(3, new Label(messages.get("report.thresholds.currency")), currency);
        g.addRow(4, new Label(messages.get("report.thresholds.reserves")), reserves);
        Label problem = new Label();
        problem.getStyleClass().add("danger-text");
        problem.setWrapText(true);
        Label note = new Label(messages.get("report.thresholds.note"));
        note.setWrapText(true);
        note.getStyleClass().add("text-muted");
        VBox content = new VBox(10, note, g, problem);
        content.setPrefWidth(460);
        BooleanProperty invalid = new SimpleBooleanProperty();
        Runnable check = () -> {
            String why = null;
            try {
                read(share, history, age, currency, reserves);
            } catch (IllegalArgumentException e) {
                why = e.getMessage();
            }
            problem.setText(why == null ? "" : why);
            invalid.set(why != null);
        };
        for (TextField f : new TextField[] {share, history, age, currency, reserves}) {
            f.textProperty().addListener((o, a, b) -> check.run());
        }
        check.run();
        return new Dialogs.Form<>("thresholds-dialog", messages.get("report.thresholds.title"), null, content,
                invalid,
                () -> read(share, history, age, currency, reserves));
    }

    /** The thresholds typed; the exception says which value is not acceptable. */
    static ReportThresholds read(TextField share, TextField history, TextField age, TextField currency,
                                 TextField reserves) {
        BigDecimal percent;
        try {
            percent = new BigDecimal(share.getText().strip().replace("%", "").replace(',', '.'));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("The large-deposit share must be a number of percent, such as 50");
        }
        BigDecimal months = null;
        String m = reserves.getText() == null ? "" : reserves.getText().strip();
        if (!m.isEmpty()) {
            try {
                months = new BigDecimal(m.replace(',', '.'));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("The reserves required must be a number of months, such as 2, or "
                        + "empty for none");
            }
        }
        if (percent.stripTrailingZeros().scale() > 4) {
            throw new IllegalArgumentException("The large-deposit share can have at most 4 decimals, such as 12.3456");
        }
        if (months != null && months.stripTrailingZeros().scale() > 2) {
            throw new IllegalArgumentException("The reserves required can have at most 2 decimals, such as 2.25");
        }
        return new ReportThresholds(percent.movePointLeft(2), days(history.getText(), "history"),
                days(age.getText(), "report age"), currency.getText(), months);
    }

    private static int days(String text, String what) {
        try {
            return Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("The " + what + " must be a whole number of days");
        }
    }

    private static TextField field(String text, String id) {
        TextField f = new TextField(text);
        f.setId(id);
        f.setPrefColumnCount(8);
        return f;
    }
}
