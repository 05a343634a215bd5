package io.assetdesk.ui.banklink;

import io.assetdesk.Main;
import io.assetdesk.settings.AppDataDir;
import io.assetdesk.settings.ShellPreferences;
import io.assetdesk.settings.ShellPreferencesStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.stage.Window;

/**
 * Not a test: opens the real console (built-in sandbox, default window size) on the Bank accounts screen and fetches
 * the sandbox accounts of a token, for screenshots. Needs {@code -Dassetdesk.home=DIR} (a scratch folder: its
 * {@code window.json} is overwritten with the last screen and the theme). Args: {@code [light|dark] [public token]}.
 * When {@code -Dpreview.done=FILE} is set, that file is written once the accounts are on screen.
 * <pre>
 * java -Dassetdesk.home=/tmp/bank-home -cp app/target/test-classes:app/target/classes:CLASSPATH \
 *     io.assetdesk.ui.banklink.BankAccountsPreview dark public-sandbox-look
 * </pre>
 */
public final class BankAccountsPreview {
    private BankAccountsPreview() {
    }

    public static void main(String[] args) throws Exception {
        if (System.getProperty(AppDataDir.PROPERTY) == null) {
            System.err.println("set -D" + AppDataDir.PROPERTY + "=<scratch folder>");
            System.exit(2);
        }
        String theme = args.length > 0 ? args[0] : ShellPreferences.THEME_LIGHT;
        String token = args.length > 1 ? args[1] : "public-sandbox-preview-" + System.nanoTime();
        Path home = Path.of(System.getProperty(AppDataDir.PROPERTY));
        Files.createDirectories(home);
        new ShellPreferencesStore(home).update(ShellPreferences.empty().withLastScreen("BANK_ACCOUNTS")
                .withTheme(theme));
        String done = System.getProperty("preview.done");

        ScheduledExecutorService poll = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "preview-poke");
            t.setDaemon(true);
            return t;
        });
        AtomicBoolean fetched = new AtomicBoolean();
        Runnable look = () -> {
            for (Window w : Window.getWindows()) {
                if (!w.isShowing() || w.getScene() == null) {
                    continue;
                }
                Node field = w.getScene().lookup("#tokenField");
                Node button = w.getScene().lookup("#fetchButton");
                Node table = w.getScene().lookup("#table");
                if (field == null || button == null || table == null) {
                    continue;
                }
                if (!fetched.get()) {
                    ((TextField) field).setText(token);
                    ((Button) button).fire();
                    fetched.set(true);
                } else if (!((TableView<?>) table).getItems().isEmpty()) {
                    if (done != null) {
                        try {
                            Files.writeString(Path.of(done), "shown\n");
                        } catch (IOException e) {
                            System.err.println("cannot write " + done + ": " + e);
                        }
                    }
                    poll.shutdown();
                }
            }
        };
        poll.scheduleWithFixedDelay(() -> {
            try {
                Platform.runLater(look);
            } catch (IllegalStateException toolkitNotYetStarted) {
                // the console has not started JavaFX yet: look again at the next round
            }
        }, 500, 250, TimeUnit.MILLISECONDS);
        Main.main(new String[0]);
    }
}
