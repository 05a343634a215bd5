package io.assetdesk.ui.order;

import io.assetdesk.api.AssetverifyCredentials;
import io.assetdesk.api.BanklinkCredentials;
import io.assetdesk.api.IntegrationClient;
import io.assetdesk.api.Order;
import io.assetdesk.sandbox.SandboxServer;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.ui.ActiveConnection;
import io.assetdesk.ui.AppContext;
import io.assetdesk.ui.EnrollmentKeys;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.ReportWaits;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.ViewLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;

/**
 * Shows the order screen for a closed sandbox order, for looking at it under a display (CONTRIBUTING.md, "Look at
 * screens"). A main class, not a test: {@code java -cp <test classpath> io.assetdesk.ui.order.OrderScreenPreview}.
 */
public final class OrderScreenPreview {
    private OrderScreenPreview() {
    }

    public static void main(String[] args) throws Exception {
        SandboxServer sandbox = SandboxServer.start(0, 30, Duration.ofSeconds(1));
        ConnectionProfile profile = new ConnectionProfile("Sandbox", sandbox.baseUrl(), sandbox.baseUrl(),
                SandboxServer.ACCESS_TOKEN,
                new BanklinkCredentials(SandboxServer.BANKLINK_CLIENT_ID, SandboxServer.BANKLINK_SECRET),
                new AssetverifyCredentials(SandboxServer.ASSETVERIFY_USERNAME, SandboxServer.ASSETVERIFY_PASSWORD), true);
        String id;
        try (IntegrationClient c = new IntegrationClient(profile.toServiceConfig())) {
            id = c.listOrders().stream().filter(o -> "closed".equals(o.status()) && o.isOrderType())
                    .filter(o -> c.getOrder(o.id()).order().hasReport()).map(Order::id).findFirst().orElseThrow();
        }
        Path data = Files.createTempDirectory("order-preview");
        Platform.startup(() -> {
            Application.setUserAgentStylesheet(io.assetdesk.ui.Themes.userAgentStylesheet(false));
            AppContext context = new AppContext(data, Messages.load(), UiExecutor.fx(),
                    new ActiveConnection(profile, IntegrationClient::new), new EnrollmentKeys(),
                    Clock.systemDefaultZone(), () -> profile, new ReportWaits());
            ViewLoader.View<OrderController> view = new ViewLoader(context).load("order/Order.fxml");
            Stage stage = new Stage();
            stage.setScene(new Scene(view.root(), 1280, 860));
            stage.show();
            view.controller().showOrder(id);
        });
    }
}
