package io.assetdesk.ui.order;

import static io.assetdesk.testing.ReportValues.parse;
import static io.assetdesk.ui.testing.ScreenHarness.fx;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.ReportReader;
import io.assetdesk.ui.common.Formats;
import io.assetdesk.ui.testing.ScreenTest;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The transactions grid in the room an order screen has at 1024x700: its headers wrap between words rather than cut
 * ("Running / balance"), never inside a word, and its dates and amounts are shown whole; long text gives way.
 */
@ScreenTest
class EntryGridTest {
    private static final String TRANSACTIONS = """
            [{"transactionId": "txn_6f1880913c2a4e2b9d0f", "date": "2026-09-21T00:00:00", "description":
              "RIVERSIDE MEDICAL CENTER PAYROLL DIRECT DEPOSIT", "amount": 4012.40, "category": "Income",
              "tags": ["Payroll", "Income"], "runningBalance": 8762.31, "employer": "Riverside Medical Center"},
             {"transactionId": "txn_6f1880913c2a4e2b9d11", "date": "2026-09-26T00:00:00", "description":
              "RENT PAYMENT ONLINE TRANSFER", "amount": -1816.25, "category": "Housing", "tags": ["Rent"],
              "runningBalance": 6946.06}]
            """;



    @Test
    void headersWrapBetweenWordsAndDatesAndAmountsAreWholeInTheRoomOfASmallWindow() throws Exception {
        GridPane[] grid = new GridPane[1];
        FxToolkit.setupFixture(() -> {
            grid[0] = EntryGrid.of(ReportReader.entries(parse(TRANSACTIONS)), new Formats(Locale.US, ZoneId.of("UTC")));
            Stage stage = new Stage();
            // about what the order screen leaves the grid at 1024x700
            stage.setScene(new Scene(new StackPane(grid[0]), 640, 300));
            stage.getScene().getStylesheets().add(EntryGrid.class.getResource("/io/assetdesk/ui/app.css")
                    .toExternalForm());
            stage.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        List<String> problems = fx(() -> {
            List<String> found = new ArrayList<>();
            for (Node n : grid[0].lookupAll(".entry-header")) {
                Label h = (Label) n;
                Text drawn = (Text) h.lookup(".text");
                if (drawn.getText().endsWith(h.getEllipsisString())) {
                    found.add("header cut: " + drawn.getText());
                }
                for (String word : h.getText().split(" ")) {
                    Text probe = new Text(word);
                    probe.setFont(h.getFont());
                    double room = h.getWidth() - h.snappedLeftInset() - h.snappedRightInset();
                    if (probe.getLayoutBounds().getWidth() > room + 0.5) {
                        found.add("'" + word + "' broken inside: " + room + " px for it");
                    }
                }
            }
            for (Node n : grid[0].lookupAll(".entry-cell")) {
                Label cell = (Label) n;
                Text drawn = (Text) cell.lookup(".text");
                boolean wholeNeeded = cell.getText().matches("[-0-9.,]+|[A-Z][a-z]{2} \\d{1,2}, \\d{4}");
                if (wholeNeeded && drawn != null && !drawn.getText().equals(cell.getText())) {
                    found.add("value cut: " + drawn.getText() + " of " + cell.getText());
                }
            }
            return found;
        });
        assertThat(problems).isEmpty();
        assertThat(fx(() -> grid[0].lookupAll(".entry-header").stream().map(n -> ((Label) n).getText()).toList()))
                .contains("Transaction id", "Running balance", "Employer", "Category");
        // the page has room for it: the grid is no wider than the window
        assertThat(fx(() -> grid[0].getWidth())).isLessThanOrEqualTo(640.0);
    }
}
