package io.assetdesk.ui.testing;

import io.assetdesk.api.AssetverifyCredentials;
import io.assetdesk.api.BanklinkCredentials;
import io.assetdesk.api.IntegrationClient;
import io.assetdesk.api.Order;
import io.assetdesk.app.Composition;
import io.assetdesk.app.DesktopApp;
import io.assetdesk.app.Parts;
import io.assetdesk.sandbox.SandboxServer;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.session.ReportWaits;
import io.assetdesk.settings.AppDataDir;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.EnrollmentKeys;
import io.assetdesk.settings.ShellPreferences;
import io.assetdesk.settings.ShellPreferencesStore;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.Themes;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.ViewLoader;
import io.assetdesk.ui.shell.ShellController;
import io.assetdesk.ui.shell.ShellViewModel;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Comparator;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeTableView;
import javafx.stage.Stage;
import javafx.util.Duration;

/**
 * Opens the real console window on the built-in training sandbox at a given screen and saves the window's picture as
 * a PNG, for the README's screenshots (packaging/screenshots.sh runs it under a virtual display). A main class in the
 * test sources, not a test:
 *
 * <pre>java -Dassetdesk.home=DIR -cp &lt;test classpath&gt; io.assetdesk.ui.testing.ScreenshotApp
 *     orders|report OUT.png [--dark] [--size WIDTHxHEIGHT]</pre>
 *
 * {@code orders} is the Orders screen; {@code report} is the order screen of the newest closed order with a report,
 * scrolled to its report. Once the screen has settled (its data shown, no spinning progress indicator, the status
 * bar's connection check done, all for a second) it renders the scene into {@code OUT.png} and exits: 0 written,
 * 1 failed, 2 usage, 3 written but the screen never settled within two minutes. It waits on what the scene graph shows
 * rather than on a screen's own model, so that a rebuilt screen needs no change here. The picture is the scene's own
 * rendering ({@code Scene.snapshot}), not a grab of the display, which can lag behind the scene by seconds.
 */
public final class ScreenshotApp {
    /** Checks per second while waiting for the screen to settle. */
    private static final double CHECKS_PER_SECOND = 5;
    /** Consecutive settled checks before the picture may be taken (a second). */
    private static final int SETTLED_CHECKS = 5;
    /** Give up waiting after two minutes and take the picture anyway (it then shows what there is). */
    private static final int MAX_CHECKS = (int) (120 * CHECKS_PER_SECOND);

    private ScreenshotApp() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 2 || !List.of("orders", "report").contains(args[0])) {
            System.err.println("usage: ScreenshotApp orders|report OUT.png [--dark] [--size WIDTHxHEIGHT]");
            System.exit(2);
        }
        String screen = args[0];
        Path out = Path.of(args[1]).toAbsolutePath();
        boolean dark = false;
        double width = 1366;
        double height = 900;
        for (int i = 2; i < args.length; i++) {
            if (args[i].equals("--dark")) {
                dark = true;
            } else if (args[i].equals("--size") && i + 1 < args.length && args[i + 1].matches("\\d+x\\d+")) {
                String[] wh = args[++i].split("x");
                width = Double.parseDouble(wh[0]);
                height = Double.parseDouble(wh[1]);
            } else {
                System.err.println("ScreenshotApp: unknown argument " + args[i]);
                System.exit(2);
            }
        }

        // The data folder the console would use (-Dassetdesk.home), with the theme asked for and the window's bounds.
        Path dataDir = AppDataDir.ensure();
        new ShellPreferencesStore(dataDir).update(ShellPreferences.empty()
                .withTheme(dark ? ShellPreferences.THEME_DARK : ShellPreferences.THEME_LIGHT)
                .withBounds(0, 0, width, height, false));

        SandboxServer sandbox = SandboxServer.start(0, SandboxServer.DEFAULT_ORDERS,
                SandboxServer.DEFAULT_REPORT_DELAY);
        ConnectionProfile profile = new ConnectionProfile("Sandbox", sandbox.baseUrl(), sandbox.baseUrl(),
                SandboxServer.ACCESS_TOKEN,
                new BanklinkCredentials(SandboxServer.BANKLINK_CLIENT_ID, SandboxServer.BANKLINK_SECRET),
                new AssetverifyCredentials(SandboxServer.ASSETVERIFY_USERNAME, SandboxServer.ASSETVERIFY_PASSWORD),
                true);
        String orderId = screen.equals("report") ? newestClosedOrderWithReport(profile) : null;

        double w = width;
        double h = height;
        Platform.startup(() -> {
            try {
                ShellPreferences preferences = new ShellPreferencesStore(dataDir).load();
                Application.setUserAgentStylesheet(Themes.userAgentStylesheet(preferences.darkTheme()));
                Parts context = Composition.parts(dataDir, Messages.load(), UiExecutor.fx(),
                        new ActiveConnection(profile, IntegrationClient::new), new EnrollmentKeys(),
                        Clock.systemDefaultZone(), () -> profile, ReportWaits.inMemory(),
                        Composition.backgroundExecutor(),
                        new Composition.Extras(null, null, preferences));
                ViewLoader.View<ShellController> view = Composition.views(context).load("shell/Shell.fxml");
                ShellController shell = view.controller();
                Stage stage = new Stage();
                shell.install(stage, DesktopApp.screens());
                stage.setX(0);
                stage.setY(0);
                stage.setWidth(w);
                stage.setHeight(h);
                stage.show();
                if (orderId != null) {
                    shell.showOrder(orderId);
                } else {
                    shell.showOrders();
                }
                BooleanSupplier arrange = orderId == null ? () -> true
                        : () -> fillFigures(stage.getScene().getRoot()) && scrollToReport(stage.getScene().getRoot());
                whenSettled(shell, stage, orderId == null, arrange, settled -> {
                    try {
                        PngFile.write(stage.getScene().snapshot(null), out);
                        System.out.println("screenshot " + out + " (" + screen
                                + (orderId != null ? " of order " + orderId : "") + ")");
                        exit(settled ? 0 : 3);
                    } catch (IOException | RuntimeException e) {
                        System.err.println("ScreenshotApp: cannot write " + out + ": " + e);
                        exit(1);
                    }
                });
            } catch (RuntimeException | Error e) {
                e.printStackTrace();
                exit(1);
            }
        });
    }

    /** Ends the process from a thread of its own (the sandbox and the toolkit would keep it alive). */
    private static void exit(int code) {
        new Thread(() -> System.exit(code), "screenshot-exit").start();
    }

    /**
     * The order the report picture shows: the sandbox's first showcase (several currencies, crypto, a card, a wire
     * to explain), else the newest closed, not archived order whose report has arrived.
     */
    private static String newestClosedOrderWithReport(ConnectionProfile profile) {
        try (IntegrationClient client = new IntegrationClient(profile.toServiceConfig())) {
            return client.listOrders().stream()
                    .filter(o -> o.isOrderType() && "closed".equals(o.status()) && !o.archived())
                    .sorted(Comparator.comparing((Order o) -> o.referenceNumber() == null
                                    || !o.referenceNumber().endsWith("-100001"))
                            .thenComparing(Order::created, Comparator.nullsLast(Comparator.reverseOrder())))
                    .filter(o -> client.getOrder(o.id()).order().hasReport())
                    .map(Order::id)
                    .findFirst()
                    .orElseThrow(() -> new IllegalStateException("the sandbox has no closed order with a report"));
        }
    }

    /**
     * Once the window has shown its data for a second, asks {@code arrange} whether the view is in place (it scrolls
     * when not, and the wait starts again); then runs {@code then} with true, or with false after two minutes in all.
     * On the Orders screen that includes the order table's rows; a
     * report screen may have empty tables.
     */
    private static void whenSettled(ShellController shell, Stage stage, boolean ordersScreen, BooleanSupplier arrange,
                                    Consumer<Boolean> then) {
        int[] settled = {0};
        int[] checks = {0};
        Timeline poll = new Timeline();
        String reading = Messages.load().get("shell.health.okReading"); // the list still arriving
        poll.getKeyFrames().add(new KeyFrame(Duration.seconds(1 / CHECKS_PER_SECOND), e -> {
            checks[0]++;
            // The scene as it is now: pulses that would lay it out are skipped while the renderer catches up (under a
            // virtual display, software rendering can trail the scene graph by seconds), and the snapshot lays it out.
            if (stage.getScene() != null) {
                stage.getScene().getRoot().applyCss();
                stage.getScene().getRoot().layout();
            }
            boolean calm = stage.isShowing() && stage.getScene() != null
                    && shell.model().healthProperty().get() != ShellViewModel.Health.CHECKING
                    && !shell.model().healthTextProperty().get().equals(reading)
                    && !anyVisibleProgress(stage.getScene().getRoot())
                    && (!ordersScreen || tablesFilled(stage.getScene().getRoot()));
            settled[0] = calm ? settled[0] + 1 : 0;
            if (settled[0] >= SETTLED_CHECKS && !arrange.getAsBoolean()) {
                // the data is on screen: it scrolled to what the picture is about, and waits to settle again there
                settled[0] = 0;
                return;
            }
            if (settled[0] >= SETTLED_CHECKS || checks[0] >= MAX_CHECKS) {
                poll.stop();
                boolean calmed = settled[0] >= SETTLED_CHECKS;
                if (!calmed) {
                    System.err.println("ScreenshotApp: the screen did not settle; taking it as it is");
                }
                then.accept(calmed);
            }
        }));
        poll.setCycleCount(Timeline.INDEFINITE);
        poll.play();
    }

    /** Types sample loan figures into the asset summary once; true when they are there. */
    private static boolean fillFigures(Node root) {
        if (root.lookup("#cashToCloseField") instanceof TextField cash
                && cash.getText().isEmpty()) {
            cash.setText("25,000");
            ((TextField) root.lookup("#paymentField")).setText("2,150");
            ((TextField) root.lookup("#incomeField")).setText("9,500");
            return false;
        }
        return true;
    }

    /**
     * Scrolls the order screen so that its report is at the top: the node with id {@code report} when the screen has
     * one, else the first section of the scrolled content that holds a table (the report's). Returns true when it is
     * there already (or cannot get closer, or there is nothing to scroll), false when it had to scroll.
     */
    private static boolean scrollToReport(Node root) {
        ScrollPane pane = firstVisible(root, ScrollPane.class);
        if (pane == null || !(pane.getContent() instanceof Parent content)) {
            return true;
        }
        Node anchor = root.lookup("#report");
        if (anchor == null) {
            for (Node section : content.getChildrenUnmodifiable()) {
                if (section.isVisible() && section.isManaged() && (firstVisible(section, TableView.class) != null
                        || firstVisible(section, TreeTableView.class) != null)) {
                    anchor = section;
                    break;
                }
            }
        }
        if (anchor == null) {
            return true;
        }
        double top = Math.max(0, content.sceneToLocal(anchor.localToScene(anchor.getBoundsInLocal())).getMinY() - 8);
        double scrollable = content.getLayoutBounds().getHeight() - pane.getViewportBounds().getHeight();
        if (scrollable <= 0) {
            return true;
        }
        double span = pane.getVmax() - pane.getVmin();
        double wanted = pane.getVmin() + Math.min(1, top / scrollable) * span;
        if (Math.abs(pane.getVvalue() - wanted) * scrollable / span < 2) {
            return true;
        }
        pane.setVvalue(wanted);
        return false;
    }

    /** The first node of {@code type} in {@code node}'s subtree that is visible (with its parents), or null. */
    private static <T extends Node> T firstVisible(Node node, Class<T> type) {
        if (!node.isVisible()) {
            return null;
        }
        if (type.isInstance(node)) {
            return type.cast(node);
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                T found = firstVisible(child, type);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** True when a spinning (indeterminate) progress indicator is on screen (it and all its parents visible). */
    private static boolean anyVisibleProgress(Node node) {
        if (!node.isVisible()) {
            return false;
        }
        if (node instanceof ProgressIndicator progress && progress.isIndeterminate()) {
            return true;
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                if (anyVisibleProgress(child)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** True when the first visible table on screen (if any) shows rows. */
    private static boolean tablesFilled(Node root) {
        TableView<?> first = firstVisible(root, TableView.class);
        return first == null || !first.getItems().isEmpty();
    }
}
