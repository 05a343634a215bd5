package io.assetdesk.ui.enrollment;

import io.assetdesk.api.Order;
import io.assetdesk.api.PortalCheck;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.settings.EnrollmentKeys;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.common.Dialogs;
import io.assetdesk.ui.common.Problem;
import io.assetdesk.ui.common.SystemActions;
import java.net.URI;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Opens the borrower's enrollment session at the desk: on the provider's frame page with the order's SSO key when this
 * workstation holds it (keys come only in the create answer), else on the order's login URL in the same clean,
 * wiped session. With neither it explains why and offers the order's login link.
 */
public final class EnrollmentLauncher {
    private static final Logger LOG = LoggerFactory.getLogger(EnrollmentLauncher.class);

    private final EnrollmentSession.Desk desk;
    private final ActiveConnection connection;
    private final EnrollmentKeys enrollmentKeys;
    private final Executor background;
    private final Path dataDir;
    private final PortalCheck portalCheck;

    /**
     * @param enrollmentKeys the orders' SSO keys (looked up in the credential store on {@code background})
     * @param dataDir        the data folder, which holds the sessions' wiped-after-use WebView folders
     * @param portalCheck    whether the provider's page can be reached before the frame loads it
     */
    public EnrollmentLauncher(EnrollmentSession.Desk desk, ActiveConnection connection, EnrollmentKeys enrollmentKeys,
                       Executor background, Path dataDir, PortalCheck portalCheck) {
        this.desk = Objects.requireNonNull(desk);
        this.connection = Objects.requireNonNull(connection);
        this.enrollmentKeys = Objects.requireNonNull(enrollmentKeys);
        this.background = Objects.requireNonNull(background);
        this.dataDir = Objects.requireNonNull(dataDir);
        this.portalCheck = Objects.requireNonNull(portalCheck);
    }

    /**
     * Prepares the app for borrower sessions at start: installs the session cookie handler before any WebView loads,
     * and wipes the folders of sessions that did not end cleanly. Call once, before the main window shows.
     */
    public static void prepare(Path dataDir, Executor io) {
        CompletableFuture.runAsync(SessionCookieHandler::install, io);
        new SessionFolders(dataDir).wipeLeftovers(io);
    }

    /**
     * Opens the borrower window for {@code orderId} over {@code owner}: on the provider's enrollment frame when this
     * workstation holds the order's key (this run, or kept in the credential store), else on the order's login URL;
     * with neither, explains why and offers the link. The key is looked up off the FX thread.
     */
    public void start(String orderId, URI loginUrl, Window owner) {
        Optional<String> known = enrollmentKeys.keyFor(orderId);
        if (known.isPresent()) {
            open(orderId, loginUrl, owner, known);
            return;
        }
        desk.ui().deliver(CompletableFuture.supplyAsync(() -> enrollmentKeys.lookup(orderId),
                background), key -> open(orderId, loginUrl, owner, key),
                e -> open(orderId, loginUrl, owner, Optional.empty()));
    }

    /**
     * Like {@link #start} with the key known (or known to be missing); completes (on the FX thread) with the session
     * when one opened.
     */
    CompletableFuture<Optional<EnrollmentSession>> open(String orderId, Window owner) {
        return open(orderId, null, owner, enrollmentKeys.keyFor(orderId));
    }

    /** The session's folder is made off the FX thread; the window opens once it is there. */
    CompletableFuture<Optional<EnrollmentSession>> open(String orderId, URI loginUrl, Window owner,
                                                        Optional<String> key) {
        FramePage.Target target;
        if (key.isPresent()) {
            target = FramePage.Target.widget(connection.profile().portalUrl(), key.get());
        } else {
            if (loginUrl == null) {
                explainMissingKey(orderId, owner);
                return CompletableFuture.completedFuture(Optional.empty());
            }
            target = FramePage.Target.loginPage(loginUrl);
        }
        CompletableFuture<Optional<EnrollmentSession>> opened = new CompletableFuture<>();
        desk.ui().deliver(new SessionFolders(dataDir).create(background), folder -> {
            try {
                EnrollmentSession session = new EnrollmentSession(desk, orderId, target, loginUrl, owner,
                        new EnrollmentSession.Place(folder, background), SessionCookieHandler.install(),
                        portalCheck);
                session.open();
                opened.complete(Optional.of(session));
            } catch (RuntimeException e) {
                folder.wipe(background);
                openFailed(owner, e);
                opened.complete(Optional.empty());
            }
        }, e -> {
            openFailed(owner, e);
            opened.complete(Optional.empty());
        });
        return opened;
    }

    private void openFailed(Window owner, Throwable e) {
        LOG.error("Cannot open the borrower session", e);
        desk.dialogs().tell(owner, new Dialogs.Notice("enrollment-open-failed",
                desk.messages().get("enrollment.openFailed.title"), null, desk.messages().get(
                "enrollment.openFailed.text", Problem.describe(e, desk.messages())), true, null), false);
    }

    /** No key: say why, and offer the order's login link (read from the service, off the FX thread). */
    private void explainMissingKey(String orderId, Window owner) {
        Messages m = desk.messages();
        Label text = new Label(m.get("enrollment.noKey.text"));
        text.setWrapText(true);
        TextField link = new TextField(m.get("enrollment.noKey.loading"));
        link.setId("enrollment-login-link");
        link.setEditable(false);
        Button copy = new Button(m.get("enrollment.noKey.copy"));
        copy.setId("enrollment-copy-link");
        copy.setDisable(true);
        HBox.setHgrow(link, Priority.ALWAYS);
        HBox row = new HBox(8, link, copy);
        VBox content = new VBox(12, text, row);
        content.setPadding(new Insets(8, 0, 0, 0));
        content.setPrefWidth(520);

        copy.setOnAction(e -> {
            SystemActions.copy(link.getText());
        });
        desk.ui().deliver(connection.service().getOrderAsync(orderId), doc -> {
            Order order = doc.order();
            if (order != null && order.loginUrl() != null && !order.loginUrl().isBlank()) {
                link.setText(order.loginUrl());
                copy.setDisable(false);
            } else {
                link.setText(m.get("enrollment.noKey.noLinkInOrder"));
            }
        }, error -> link.setText(m.get("enrollment.noKey.noLink", Problem.describe(error, m))));
        desk.dialogs().tell(owner, new Dialogs.Notice("enrollment-no-key", m.get("enrollment.noKey.title"),
                m.get("enrollment.noKey.header"), null, false, content), false);
    }
}
