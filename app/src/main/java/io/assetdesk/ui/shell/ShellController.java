package io.assetdesk.ui.shell;

import io.assetdesk.settings.ShellPreferences;
import io.assetdesk.settings.ShellPreferencesStore;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.Navigator;
import io.assetdesk.ui.Screen;
import io.assetdesk.ui.StartupTrace;
import io.assetdesk.ui.Styles;
import io.assetdesk.ui.Themes;
import io.assetdesk.ui.ViewLoader;
import io.assetdesk.ui.WindowTop;
import io.assetdesk.ui.common.Dialogs;
import io.assetdesk.ui.common.Problem;
import io.assetdesk.ui.common.Visibility;
import io.assetdesk.ui.enrollment.EnrollmentLauncher;
import io.assetdesk.ui.loans.LoansController;
import io.assetdesk.ui.neworder.NewOrderController;
import io.assetdesk.ui.order.OrderController;
import java.net.URI;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.application.Application;
import javafx.fxml.FXML;
import javafx.geometry.Rectangle2D;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The main window: navigation rail, header with the screen title, the current screen, and a status bar with the
 * connection, its health, the reports being waited for and the SANDBOX marker. Implements {@link Navigator}.
 */
public final class ShellController implements Navigator {

    private final Messages messages;
    private final Dialogs dialogs;
    private final ViewLoader loader;
    private final NavigatorRelay navigator;
    private final Supplier<EnrollmentLauncher> enrollments;
    private final ShellViewModel model;
    private final ShellPreferencesStore preferencesStore;
    private final Map<ScreenId, ViewLoader.View<Object>> cache = new EnumMap<>(ScreenId.class);
    private ShellPreferences preferences;
    private ScreenId currentId;
    /** The borrower's name the list showed for the order being shown (its heading until it is read). */
    private String shownName;
    private ViewLoader.View<Object> current;
    private EnrollmentLauncher enrollment;

    @FXML private BorderPane root;
    @FXML private ToggleGroup navGroup;
    @FXML private HBox sandboxBanner;
    @FXML private Button resetSandboxButton;
    @FXML private ToggleButton navOrders;
    @FXML private ToggleButton navNewOrder;
    @FXML private ToggleButton navBankAccounts;
    @FXML private ToggleButton navLoans;
    @FXML private ToggleButton navConnection;
    @FXML private Button themeButton;
    @FXML private FontIcon themeIcon;
    @FXML private Label screenTitle;
    @FXML private Label headerSandboxBadge;
    @FXML private StackPane content;
    @FXML private Label statusSandboxBadge;
    @FXML private Label connectionLabel;
    @FXML private Label healthLabel;
    @FXML private FontIcon healthIcon;
    @FXML private Label waitingLabel;

    /**
     * @param loader           loads the screens shown in the window
     * @param preferencesStore the window's preferences, read before the window was built; saved in the background
     * @param navigator        the relay the screens navigate through; this shell takes it
     * @param enrollments      opens the borrower's desk sessions (made at the first one)
     */
    public ShellController(ShellViewModel model, ViewLoader loader, Messages messages,
                           ShellPreferencesStore preferencesStore, NavigatorRelay navigator,
                           Supplier<EnrollmentLauncher> enrollments, Dialogs dialogs) {
        this.model = model;
        this.dialogs = dialogs;
        this.loader = loader;
        this.messages = messages;
        this.preferencesStore = preferencesStore;
        this.preferences = preferencesStore.current();
        this.navigator = navigator;
        this.enrollments = enrollments;
    }

    @FXML
    private void initialize() {
        navigator.attach(this);
        for (var node : List.of(sandboxBanner, headerSandboxBadge, statusSandboxBadge)) {
            Visibility.showWhen(node, model.sandboxProperty());
        }
        boolean canReset = model.canResetSandbox();
        Visibility.show(resetSandboxButton, canReset);
        connectionLabel.textProperty().bind(model.connectionTextProperty());
        healthLabel.textProperty().bind(model.healthTextProperty());
        model.healthProperty().addListener((o, a, b) -> showHealth(b));
        showHealth(model.healthProperty().get());
        Tooltip healthTip = new Tooltip();
        healthTip.textProperty().bind(model.healthTextProperty());
        healthLabel.setTooltip(healthTip);
        waitingLabel.textProperty().bind(model.waitingReportsProperty().asString(
                messages.get("shell.status.waiting")));
        Visibility.showWhen(waitingLabel, model.waitingReportsProperty().greaterThan(0));
        // a selected navigation item stays selected when clicked again
        navGroup.selectedToggleProperty().addListener((o, was, now) -> {
            if (now == null && was != null && navFor(currentId) == was) {
                was.setSelected(true);
            }
        });
        showTheme();
    }

    /** The model behind the status bar (for tests and the window). */
    public ShellViewModel model() {
        return model;
    }

    public Parent root() {
        return root;
    }

    /** The screen shown now, or null before the first. */
    public ScreenId currentScreen() {
        return currentId;
    }

    /** The controller of the screen shown now. */
    public Object currentController() {
        return current == null ? null : current.controller();
    }

    /**
     * Puts the shell into {@code stage}: restores bounds, maximised state and theme, installs the shortcuts, opens the
     * last screen, and remembers it all when the window closes.
     */
    public void install(Stage stage, List<Rectangle2D> screens) {
        Scene scene = root.getScene();
        if (scene == null) {
            scene = new Scene(WindowTop.around(root), WindowPlacement.DEFAULT_WIDTH, WindowPlacement.DEFAULT_HEIGHT);
            stage.setScene(scene);
        }
        scene.getStylesheets().add(getClass().getResource(Styles.STYLESHEET).toExternalForm());
        installShortcuts(scene);
        stage.addEventHandler(WindowEvent.WINDOW_HIDDEN, e -> {
            for (ViewLoader.View<Object> v : cache.values()) {
                if (v.controller() instanceof Screen screen) {
                    screen.dispose();
                }
            }
        });
        stage.setTitle(messages.get("app.title"));
        stage.setMinWidth(WindowPlacement.MIN_WIDTH);
        stage.setMinHeight(WindowPlacement.MIN_HEIGHT);
        Rectangle2D saved = preferences.hasBounds() ? new Rectangle2D(preferences.x(), preferences.y(),
                preferences.width(), preferences.height()) : null;
        Rectangle2D place = WindowPlacement.place(saved, screens);
        stage.setX(place.getMinX());
        stage.setY(place.getMinY());
        stage.setWidth(place.getWidth());
        stage.setHeight(place.getHeight());
        stage.setMaximized(Boolean.TRUE.equals(preferences.maximized()));
        stage.addEventHandler(WindowEvent.WINDOW_HIDDEN, e -> rememberWindow(stage));
        stage.addEventHandler(WindowEvent.WINDOW_CLOSE_REQUEST, e -> rememberWindow(stage));
        show(ScreenId.restore(preferences.lastScreen()), null);
    }

    private void rememberWindow(Stage stage) {
        if (stage.isMaximized() || stage.isIconified()) {
            preferences = preferences.withMaximized(stage.isMaximized());
        } else {
            preferences = preferences.withBounds(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight(),
                    false);
        }
        savePreferences();
    }

    private void installShortcuts(Scene scene) {
        var acc = scene.getAccelerators();
        // Ctrl+1 to Ctrl+5 in the sidebar's order
        acc.put(new KeyCodeCombination(KeyCode.DIGIT1, KeyCombination.SHORTCUT_DOWN), this::showOrders);
        acc.put(new KeyCodeCombination(KeyCode.DIGIT2, KeyCombination.SHORTCUT_DOWN), () -> showLoan(null));
        acc.put(new KeyCodeCombination(KeyCode.DIGIT3, KeyCombination.SHORTCUT_DOWN), this::showNewOrder);
        acc.put(new KeyCodeCombination(KeyCode.DIGIT4, KeyCombination.SHORTCUT_DOWN), this::showBankAccounts);
        acc.put(new KeyCodeCombination(KeyCode.DIGIT5, KeyCombination.SHORTCUT_DOWN), this::showConnection);
        acc.put(new KeyCodeCombination(KeyCode.N, KeyCombination.SHORTCUT_DOWN), this::showNewOrder);
        acc.put(new KeyCodeCombination(KeyCode.L, KeyCombination.SHORTCUT_DOWN), () -> showLoan(null));
        acc.put(new KeyCodeCombination(KeyCode.F, KeyCombination.SHORTCUT_DOWN), this::search);
        acc.put(new KeyCodeCombination(KeyCode.F5), () -> withScreen(Screen::refresh));
        acc.put(new KeyCodeCombination(KeyCode.E, KeyCombination.SHORTCUT_DOWN), () -> withScreen(Screen::exportPdf));
        acc.put(new KeyCodeCombination(KeyCode.P, KeyCombination.SHORTCUT_DOWN), () -> withScreen(Screen::print));
        acc.put(new KeyCodeCombination(KeyCode.F1), this::showShortcuts);
        acc.put(new KeyCodeCombination(KeyCode.SLASH, KeyCombination.SHORTCUT_DOWN), this::showShortcuts);
    }

    /** Ctrl+F: the screen's own search, or the order search when the screen has none. */
    private void search() {
        if (current != null && current.controller() instanceof Screen s && s.focusSearch()) {
            return;
        }
        showOrders();
        withScreen(Screen::focusSearch);
    }

    /** F1: every shortcut in one list. */
    @FXML
    private void showShortcuts() {
        dialogs.tell(window(), Shortcuts.notice(messages), false);
    }

    private void withScreen(Consumer<Screen> action) {
        if (current != null && current.controller() instanceof Screen s) {
            action.accept(s);
        }
    }

    // ---- Navigator ----

    @Override
    public void showOrders() {
        show(ScreenId.ORDERS, null);
    }

    @Override
    public void showNewOrder() {
        show(ScreenId.NEW_ORDER, null);
    }

    @Override
    public void showOrder(String orderId) {
        showOrder(orderId, null);
    }

    @Override
    public void showOrder(String orderId, String borrowerName) {
        shownName = borrowerName;
        show(ScreenId.ORDER, orderId);
    }

    @Override
    public void showNewOrderFor(String loanNumber) {
        show(ScreenId.NEW_ORDER, null);
        if (current.controller() instanceof NewOrderController form) {
            form.useLoanNumber(loanNumber);
        }
    }

    @Override
    public void showLoan(String loanNumber) {
        show(ScreenId.LOANS, null);
        if (loanNumber != null && current.controller() instanceof LoansController loans) {
            loans.open(loanNumber);
        }
    }

    @Override
    public void showBankAccounts() {
        show(ScreenId.BANK_ACCOUNTS, null);
    }

    @Override
    public void showConnection() {
        show(ScreenId.CONNECTION, null);
    }

    @Override
    public void startEnrollment(String orderId, URI loginUrl) {
        if (enrollment == null) {
            enrollment = enrollments.get();
        }
        enrollment.start(orderId, loginUrl, window());
    }

    private Window window() {
        return root.getScene() == null ? null : root.getScene().getWindow();
    }

    private void show(ScreenId id, String orderId) {
        ViewLoader.View<Object> next = id.cached() ? cache.get(id) : null;
        if (id == ScreenId.ORDER && currentId == ScreenId.ORDER && current != null) {
            next = current; // an order shown again (after a desk session, a notification): the same screen shows it
        }
        if (next == null) {
            StartupTrace.mark("fx: screen fxml begin");
            next = loader.load(id.fxml());
            StartupTrace.mark("fx: screen fxml loaded");
            if (id.cached()) {
                cache.put(id, next);
            }
        }
        if (next != current) {
            if (current != null && current.controller() instanceof Screen s) {
                s.onHidden();
            }
            content.getChildren().setAll(next.root());
        }
        current = next;
        currentId = id;
        screenTitle.setText(messages.get(id.titleKey()));
        ToggleButton nav = navFor(id);
        if (nav != null) {
            nav.setSelected(true);
        } else if (navGroup.getSelectedToggle() != null) {
            navGroup.getSelectedToggle().setSelected(false);
        }
        if (id == ScreenId.ORDER && next.controller() instanceof OrderController order) {
            order.showOrder(orderId, shownName);
        }
        if (next.controller() instanceof Screen s) {
            s.onShown();
            StartupTrace.mark("fx: screen shown");
            // the screen's content, not the sidebar button that opened it: skins made first (a field inside a scroll
            // pane joins the scene only when the pane's skin is made)
            content.applyCss();
            StartupTrace.mark("fx: screen styled");
            content.layout();
            StartupTrace.mark("fx: screen laid out");
            s.focusContent();
        }
        if (id != ScreenId.ORDER && !id.name().equals(preferences.lastScreen())) {
            preferences = preferences.withLastScreen(id.name());
            savePreferences();
        }
    }

    private ToggleButton navFor(ScreenId id) {
        if (id == null) {
            return null;
        }
        return switch (id) {
            case ORDERS -> navOrders;
            case LOANS -> navLoans;
            case NEW_ORDER -> navNewOrder;
            case BANK_ACCOUNTS -> navBankAccounts;
            case CONNECTION -> navConnection;
            case ORDER -> null;
        };
    }

    /** "Reset sandbox data…": after a confirmation, the seeded orders come back; the screen and the check follow. */
    @FXML
    private void onResetSandbox() {
        if (!model.canResetSandbox()) {
            return;
        }
        var m = messages;
        // Enter keeps the data: the destructive choice is never the default
        if (!dialogs.confirm(window(), new Dialogs.Question("reset-sandbox-confirm", m.get("shell.sandbox.reset.title"),
                m.get("shell.sandbox.reset.header"), m.get("shell.sandbox.reset.text"), m.get("shell.sandbox.reset.ok"),
                m.get("shell.sandbox.reset.cancel"), true, null))) {
            return;
        }
        resetSandboxButton.setDisable(true);
        model.resetSandbox(() -> {
            resetSandboxButton.setDisable(false);
            if (currentController() instanceof Screen screen) {
                screen.refresh();
            }
        }, error -> {
            resetSandboxButton.setDisable(false);
            dialogs.tell(window(), new Dialogs.Notice("reset-sandbox-failed", m.get("shell.sandbox.reset.title"), null,
                    m.get("shell.sandbox.reset.failed", Problem.describe(error, m)), true, null), false);
        });
    }

    @FXML
    private void onNavOrders() {
        showOrders();
    }

    @FXML
    private void onNavNewOrder() {
        showNewOrder();
    }

    @FXML
    private void onNavLoans() {
        showLoan(null);
    }

    @FXML
    private void onNavBankAccounts() {
        showBankAccounts();
    }

    @FXML
    private void onNavConnection() {
        showConnection();
    }

    // ---- theme ----

    @FXML
    private void onToggleTheme() {
        preferences = preferences.withTheme(preferences.darkTheme() ? ShellPreferences.THEME_LIGHT
                : ShellPreferences.THEME_DARK);
        savePreferences();
        showTheme();
    }

    /** True when the dark theme is on. */
    public boolean darkTheme() {
        return preferences.darkTheme();
    }

    private void showTheme() {
        boolean dark = preferences.darkTheme();
        String theme = Themes.userAgentStylesheet(dark);
        if (!theme.equals(Application.getUserAgentStylesheet())) {
            // the launcher opens the window in the officer's theme already: setting it again would reload it
            Application.setUserAgentStylesheet(theme);
        }
        themeIcon.setIconLiteral(dark ? "mdomz-wb_sunny" : "mdoal-brightness_4");
        String text = messages.get(dark ? "shell.theme.toLight" : "shell.theme.toDark");
        themeButton.setText(text);
        themeButton.setAccessibleText(text);
        themeButton.setTooltip(new Tooltip(text));
    }

    private void showHealth(ShellViewModel.Health health) {
        healthLabel.getStyleClass().removeAll(Styles.HEALTH_OK, Styles.HEALTH_FAILED, Styles.HEALTH_CHECKING);
        switch (health) {
            case OK -> {
                healthLabel.getStyleClass().add(Styles.HEALTH_OK);
                healthIcon.setIconLiteral("mdoal-check_circle_outline");
            }
            case FAILED -> {
                healthLabel.getStyleClass().add(Styles.HEALTH_FAILED);
                healthIcon.setIconLiteral("mdoal-error_outline");
            }
            case CHECKING -> {
                healthLabel.getStyleClass().add(Styles.HEALTH_CHECKING);
                healthIcon.setIconLiteral("mdomz-sync");
            }
            case NOT_CHECKED -> {
                healthLabel.getStyleClass().add(Styles.HEALTH_CHECKING);
                healthIcon.setIconLiteral("mdoal-help_outline");
            }
        }
    }

    /** Remembers the preferences; the file is written off the FX thread. */
    private void savePreferences() {
        preferencesStore.update(preferences);
    }
}
