package io.assetdesk.ui.order;

import io.assetdesk.api.AssetverifyCredentials;
import io.assetdesk.api.BanklinkCredentials;
import io.assetdesk.api.IntegrationClient;
import io.assetdesk.api.Order;
import io.assetdesk.app.Composition;
import io.assetdesk.app.Parts;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.loan.LoanTerms;
import io.assetdesk.loan.Program;
import io.assetdesk.sandbox.SandboxServer;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.session.ReportWaits;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.EnrollmentKeys;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.Styles;
import io.assetdesk.ui.Themes;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.ViewLoader;
import io.assetdesk.workflow.OrderState;
import java.math.BigDecimal;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import javafx.animation.PauseTransition;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.stage.Stage;

/**
 * Shows the order screen for a closed sandbox order, for looking at it under a display (CONTRIBUTING.md, "Look at
 * screens"). A main class, not a test: {@code java -cp <test classpath> io.assetdesk.ui.order.OrderScreenPreview
 * [dark] [spec] [figures] [loan] [scroll=0.5] [size=1280x800] [ref=100001] [state=awaiting|confirming|notEnrolled|
 * closedEarly|preparing|desk]}: the dark theme, the sandbox in the spec's dialect (every status closed, no currency),
 * sample loan figures typed in, the page scrolled that far down with the first account's transactions open, the order
 * whose reference ends so (the sandbox's showcases), an order in that state instead of a closed one. Its data folder
 * is under {@code target/}.
 */
public final class OrderScreenPreview {
    private OrderScreenPreview() {
    }

    public static void main(String[] args) throws Exception {
        boolean spec = Arrays.asList(args).contains("spec");
        SandboxServer sandbox = SandboxServer.start(SandboxServer.Options.defaults()
                .withReportDelay(Duration.ofSeconds(1))
                .withDialect(spec ? SandboxServer.Dialect.SPEC : SandboxServer.Dialect.RICH));
        ConnectionProfile profile = new ConnectionProfile("Sandbox", sandbox.baseUrl(), sandbox.baseUrl(),
                SandboxServer.ACCESS_TOKEN,
                new BanklinkCredentials(SandboxServer.BANKLINK_CLIENT_ID, SandboxServer.BANKLINK_SECRET),
                new AssetverifyCredentials(SandboxServer.ASSETVERIFY_USERNAME, SandboxServer.ASSETVERIFY_PASSWORD),
                        true);
        String id;
        try (IntegrationClient c = new IntegrationClient(profile.toServiceConfig())) {
            String ref = Arrays.stream(args).filter(x -> x.startsWith("ref=")).map(x -> x.substring(4))
                    .findFirst().orElse("");
            String state = Arrays.stream(args).filter(x -> x.startsWith("state=")).map(x -> x.substring(6))
                    .findFirst().orElse("");
            String status = switch (state) {
                case "" -> "closed";
                case "preparing" -> "inprogress";
                default -> "opened";
            };
            if (spec) {
                // every status reads closed: the report, or an order still waiting (no accounts, days remaining)
                boolean report = state.isEmpty();
                id = c.listOrders().stream().filter(Order::isOrderType)
                        .filter(o -> o.referenceNumber() != null && o.referenceNumber().endsWith(ref))
                        .filter(o -> report ? c.getOrder(o.id()).order().hasReport()
                                : o.daysRemaining() != null && o.daysRemaining() > 0
                                && !c.getOrder(o.id()).order().hasReport())
                        .map(Order::id).findFirst().orElseThrow();
            } else {
                id = c.listOrders().stream().filter(o -> status.equals(o.status()) && o.isOrderType())
                        .filter(o -> o.referenceNumber() != null && o.referenceNumber().endsWith(ref))
                        .filter(o -> !status.equals("closed") || c.getOrder(o.id()).order().hasReport())
                        .map(Order::id).findFirst().orElseThrow();
            }
        }
        Path data = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "order-preview");
        if (Arrays.asList(args).contains("loan")) { // the order in an FHA loan file
            try (LoanStore store = LoanStore.open(data, Clock.systemUTC(), "preview")) {
                store.create("LN-PREVIEW");
                store.addOrder("LN-PREVIEW", id, "preview");
                store.saveTerms("LN-PREVIEW", LoanTerms.NEW.withProgram(Program.FHA).withValues(
                        new BigDecimal("240000"), new BigDecimal("250000")).withFigures(new BigDecimal("12000"),
                        new BigDecimal("1900"), new BigDecimal("7000")));
            }
        }
        Platform.startup(() -> {
            List<String> a = List.of(args);
            Application.setUserAgentStylesheet(Themes.userAgentStylesheet(a.contains("dark")));
            Parts context = Composition.parts(data, Messages.load(), UiExecutor.fx(),
                    new ActiveConnection(profile, IntegrationClient::new), new EnrollmentKeys(),
                    Clock.systemDefaultZone(), () -> profile, ReportWaits.inMemory());
            ViewLoader.View<OrderController> view = Composition.views(context).load("order/Order.fxml");
            String state = a.stream().filter(x -> x.startsWith("state=")).map(x -> x.substring(6)).findFirst()
                    .orElse("");
            Instant now = Instant.now();
            switch (state) {
                case "confirming" -> {
                    context.deskSessions().ended(id, OrderState.Desk.FINISHED_BY_OFFICER, now);
                    context.reportWaits().watch(id);
                }
                case "notEnrolled" -> {
                    context.deskSessions().ended(id, OrderState.Desk.FINISHED_BY_OFFICER,
                            now.minusSeconds(120));
                    context.reportWaits().watch(id);
                }
                case "closedEarly" -> context.deskSessions().ended(id,
                        OrderState.Desk.CLOSED_EARLY, now);
                case "preparing" -> context.reportWaits().watch(id);
                default -> {
                }
            }
            Stage stage = new Stage();
            String size = a.stream().filter(x -> x.startsWith("size=")).map(x -> x.substring(5)).findFirst()
                    .orElse("1280x860");
            String[] wh = size.split("x");
            Scene scene = new Scene(view.root(), Double.parseDouble(wh[0]), Double.parseDouble(wh[1]));
            scene.getStylesheets().add(OrderScreenPreview.class.getResource(Styles.STYLESHEET)
                    .toExternalForm()); // as the shell's scene
            stage.setScene(scene);
            stage.show();
            view.controller().showOrder(id);
            double scroll = a.stream().filter(x -> x.startsWith("scroll=")).map(x -> Double.parseDouble(x.substring(7)))
                    .findFirst().orElse(0.0);
            PauseTransition later = new PauseTransition(javafx.util.Duration.seconds(3));
            later.setOnFinished(e -> {
                if (state.equals("desk")) { // the borrower window over the order, on its login URL
                    Order o = view.controller().model().order();
                    Composition.enrollmentLauncher(context).start(id,
                            URI.create(o.loginUrl()), stage);
                }
                if (a.contains("figures")) {
                    ((TextField) view.root().lookup("#cashToCloseField")).setText("25,000");
                    ((TextField) view.root().lookup("#paymentField")).setText("2,150");
                    ((TextField) view.root().lookup("#incomeField")).setText("9,500");
                }
                if (scroll > 0) {
                    Node pane = view.root().lookup("#transactions-0");
                    if (pane instanceof TitledPane t) {
                        t.setExpanded(true);
                    }
                    ((ScrollPane) view.root().lookup("#content")).setVvalue(scroll);
                }
            });
            later.play();
        });
    }
}
