package io.assetdesk.ui.loans;

import io.assetdesk.api.AssetverifyCredentials;
import io.assetdesk.api.BanklinkCredentials;
import io.assetdesk.api.IntegrationClient;
import io.assetdesk.api.NewOrderRequest;
import io.assetdesk.api.Order;
import io.assetdesk.app.Composition;
import io.assetdesk.app.Parts;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.loan.LoanTerms;
import io.assetdesk.sandbox.SandboxServer;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.session.LoanFiles;
import io.assetdesk.session.ReportWaits;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.EnrollmentKeys;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.Styles;
import io.assetdesk.ui.Themes;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.ViewLoader;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import javafx.animation.PauseTransition;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;

/**
 * Not a test: the Loans screen on the built-in sandbox, for screenshots. A loan file for a closed order's reference
 * number with a co-borrower's order beside it and sample terms. {@code java -cp <test classpath>
 * io.assetdesk.ui.loans.LoansScreenPreview [dark] [move] [offline] [damaged] [tab=0..3] [size=1280x860] [scroll=0..1]}
 * ({@code move}: a team database with workstation loan files to move; {@code offline}: the team database lost;
 * {@code damaged}: the loan database unreadable). Its
 * data folder is under {@code target/}.
 */
public final class LoansScreenPreview {
    private LoansScreenPreview() {
    }

    public static void main(String[] args) throws Exception {
        List<String> a = Arrays.asList(args);
        SandboxServer sandbox = SandboxServer.start(SandboxServer.Options.defaults()
                .withReportDelay(Duration.ofSeconds(1)));
        ConnectionProfile profile = new ConnectionProfile("Sandbox", sandbox.baseUrl(), sandbox.baseUrl(),
                SandboxServer.ACCESS_TOKEN,
                new BanklinkCredentials(SandboxServer.BANKLINK_CLIENT_ID, SandboxServer.BANKLINK_SECRET),
                new AssetverifyCredentials(SandboxServer.ASSETVERIFY_USERNAME, SandboxServer.ASSETVERIFY_PASSWORD),
                        true);
        String loan;
        try (IntegrationClient c = new IntegrationClient(profile.toServiceConfig())) {
            // a report in US dollars with a trust's account beside the borrower's (the showcase's "Smith" file)
            List<Order> ready = c.listOrders().stream().filter(o -> "closed".equals(o.status()) && o.isOrderType())
                    .map(o -> c.getOrder(o.id()).order()).filter(Order::hasReport).toList();
            Order closed = ready.stream().filter(o -> o.accounts().stream().anyMatch(x -> x.label().owners()
                    .stream().anyMatch(n -> n.contains("Trust")))).findFirst().orElse(ready.get(0));
            loan = closed.referenceNumber();
            c.createOrder(new NewOrderRequest("pat@example.com", "Pat", "Reyes", "4321", loan, "full", null, null,
                    null, null, null, null, null));
        }
        Path data = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "loans-preview");
        if (!a.contains("damaged")) {
            try (LoanStore store = LoanStore.open(data, Clock.systemUTC(), System.getProperty("user.name"))) {
                store.create(loan);
                store.saveTerms(loan, LoanTerms.NEW.withValues(new BigDecimal("385000"), new BigDecimal("390000"))
                        .withFigures(new BigDecimal("18500"), new BigDecimal("2150"), new BigDecimal("9500"))
                        .withRequiredReserveMonths(BigDecimal.valueOf(2)));
            }
        } else {
            // as a workstation whose loan database can no longer be read (never opened by this run)
            Files.write(Files.createDirectories(data.resolve("loans")).resolve("loans.mv.db"),
                    "random bytes, not a database".repeat(300).getBytes());
        }
        String finalLoan = loan;
        Platform.startup(() -> {
            Application.setUserAgentStylesheet(Themes.userAgentStylesheet(a.contains("dark")));
            Parts context = Composition.parts(data, Messages.load(), UiExecutor.fx(),
                    new ActiveConnection(profile, IntegrationClient::new), new EnrollmentKeys(),
                    Clock.systemDefaultZone(), () -> profile, ReportWaits.inMemory());
            if (a.contains("move")) {
                // as a desk whose connection file names a team database while it keeps loan files of its own
                context.loanFiles().moveWith(new LoanFiles.Mover() {
                    @Override
                    public boolean pending() {
                        return true;
                    }

                    @Override
                    public LoanFiles.Moved move() {
                        return new LoanFiles.Moved(true, "moved: loan " + finalLoan);
                    }
                });
            }
            ViewLoader.View<LoansController> view = Composition.views(context).load("loans/Loans.fxml");
            String size = a.stream().filter(x -> x.startsWith("size=")).map(x -> x.substring(5)).findFirst()
                    .orElse("1280x860");
            String[] wh = size.split("x");
            Scene scene = new Scene(view.root(), Double.parseDouble(wh[0]), Double.parseDouble(wh[1]));
            scene.getStylesheets().add(LoansScreenPreview.class.getResource(Styles.STYLESHEET).toExternalForm());
            Stage stage = new Stage();
            stage.setScene(scene);
            stage.show();
            view.controller().onShown();
            view.controller().open(finalLoan);
            int tab = a.stream().filter(x -> x.startsWith("tab=")).map(x -> Integer.parseInt(x.substring(4)))
                    .findFirst().orElse(0);
            PauseTransition later = new PauseTransition(javafx.util.Duration.seconds(2));
            double scroll = a.stream().filter(x -> x.startsWith("scroll=")).map(x -> Double.parseDouble(
                    x.substring(7))).findFirst().orElse(0.0);
            later.setOnFinished(e -> {
                if (a.contains("offline")) {
                    context.loanFiles().lost("the team database at db.example.com:5432/assetdesk cannot be reached "
                            + "(Connection refused)");
                }
                ((TabPane) view.root().lookup("TabPane")).getSelectionModel().select(tab);
                PauseTransition scrolled = new PauseTransition(javafx.util.Duration.seconds(1));
                scrolled.setOnFinished(x -> view.root().lookupAll(".scroll-pane").forEach(n -> {
                    if (n.isVisible() && n instanceof ScrollPane p) {
                        p.setVvalue(scroll);
                    }
                }));
                scrolled.play();
            });
            later.play();
        });
    }
}
