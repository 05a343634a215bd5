package io.assetdesk.ui.enrollment;

import io.assetdesk.api.PortalCheck;
import io.assetdesk.session.ReportWaits;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.Navigator;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.ViewLoader;
import io.assetdesk.ui.common.Dialogs;
import io.assetdesk.ui.common.Problem;
import io.assetdesk.ui.common.ScreenFit;
import io.assetdesk.workflow.DeskSessions;
import io.assetdesk.workflow.OrderState;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import javafx.animation.PauseTransition;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.concurrent.Worker;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.web.WebEngine;
import javafx.scene.web.WebView;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;
import javafx.util.Duration;
import netscape.javascript.JSObject;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One borrower's enrollment at the desk: a window owned by (and modal to) the main window, which it covers, showing
 * only
 * a neutral header and the console's own page with the provider's enrollment frame. Everything of the session lives in
 * a fresh WebView with its own user-data folder and its own cookie jar, and is wiped when the session ends; pop-ups the
 * frame opens belong to the session and close with it. Completion: the frame's {@code closeFrame} message from the
 * portal's origin, or the officer's "Borrower has finished"; then the order starts waiting for its report.
 *
 * <p>Use on the FX thread. {@link #wiped()} completes once the session's data is gone.
 *
 * <p>Size (a little over 400 lines, on purpose): one session's life, whose steps share its state and must run in
 * order: the folder and cookie jar, the frame's completion message, the ending and the wipe. The portal check is
 * {@link SessionPortal}'s, its WebViews with their dialogs and pop-ups are {@link SessionWebViews}, the cover and the
 * clipboard {@link DeskGuard}; the window is {@code Enrollment.fxml} with {@link EnrollmentWindowController}, showing
 * the
 * {@link EnrollmentViewModel} this session drives; the page is {@link FramePage}.
 */
public final class EnrollmentSession {
    private static final Logger LOG = LoggerFactory.getLogger(EnrollmentSession.class);
    /** The id of what the officer's window shows while a borrower session is open. */
    public static final String COVER_ID = "enrollment-cover";

    /** Where the session is. */
    public enum State { LOADING, SHOWING, FAILED, ENDED }

    /** How the session ended. */
    public enum Ending { COMPLETED_BY_FRAME, COMPLETED_BY_OFFICER, CONTINUED_ON_PHONE, CLOSED }

    /** How long the "you are done" page stays before the window closes by itself. */
    static final Duration DONE_SHOWN = Duration.seconds(5);

    /**
     * What every desk session works with.
     *
     * @param views        loads the borrower window's FXML
     * @param deskSessions where the session says it started and how it ended
     * @param reportWaits  holds pop-ups back while the borrower is at the desk; waits for the report after
     * @param navigator    opens the order once the borrower has finished
     */
    public record Desk(Messages messages, UiExecutor ui, Clock clock, ViewLoader views, DeskSessions deskSessions,
                       ReportWaits reportWaits, Navigator navigator, Dialogs dialogs) {
    }

    private final Desk desk;
    private final String orderId;
    private final FramePage.Target target;
    /** The order's login link, which the borrower's phone can open; null when the order has none. */
    private final URI phoneLink;
    private final Window owner;
    private final SessionFolders.SessionFolder folder;
    private final Executor io;
    private final SessionCookieHandler cookieHandler;
    private final SessionPortal portal;
    private final Messages messages;
    private final EnrollmentViewModel model = new EnrollmentViewModel(new EnrollmentViewModel.Actions() {
        @Override
        public void toggleFullScreen() {
            EnrollmentSession.this.toggleFullScreen();
        }

        @Override
        public void finishedByOfficer() {
            EnrollmentSession.this.confirmFinished();
        }

        @Override
        public void askToClose() {
            EnrollmentSession.this.askToClose();
        }

        @Override
        public void retry() {
            EnrollmentSession.this.retry();
        }

        @Override
        public void continueOnPhone() {
            model.showPhone(true);
        }

        @Override
        public void backFromPhone() {
            model.showPhone(false);
            if (webView != null) {
                webView.requestFocus();
            }
        }

        @Override
        public void phoneTakesOver() {
            end(Ending.CONTINUED_ON_PHONE);
        }

        @Override
        public void closeDonePage() {
            closeWindow();
        }
    });
    private final CompletableFuture<Ending> ended = new CompletableFuture<>();
    private final CompletableFuture<Path> wiped = new CompletableFuture<>();

    private Stage stage;
    private SessionWebViews webViews;
    private WebView webView;
    private WebEngine engine;
    private CompletionCallback callback;
    private SessionCookieHandler.SessionJar jar;
    private ReportWaits.Hold notificationHold;
    private DeskGuard guard;
    private EnrollmentWindowController window;
    private boolean ending;
    private boolean windowClosed;
    /** The "you are done" page's time on screen; stopped when the window closes sooner. */
    private PauseTransition doneShown;

    /** Where the session keeps its data: a fresh locked folder, wiped on {@code io} when the session ends. */
    record Place(SessionFolders.SessionFolder folder, Executor io) {
    }

    EnrollmentSession(Desk desk, String orderId, FramePage.Target target, URI phoneLink, Window owner,
                      Place place, SessionCookieHandler cookieHandler, PortalCheck portalCheck) {
        this.desk = Objects.requireNonNull(desk);
        this.orderId = Objects.requireNonNull(orderId);
        this.target = Objects.requireNonNull(target);
        this.phoneLink = phoneLink;
        model.setPhoneLink(phoneLink == null ? null : phoneLink.toString());
        this.owner = owner;
        this.folder = place.folder();
        this.io = place.io();
        this.cookieHandler = Objects.requireNonNull(cookieHandler);
        this.portal = new SessionPortal(desk.messages(), desk.ui(), Objects.requireNonNull(portalCheck), target,
                () -> ending, this::showError);
        this.messages = desk.messages();
    }

    /** Opens the borrower window and starts loading the frame. */
    void open() {
        try {
            build();
        } catch (RuntimeException e) {
            abandon();
            throw e;
        }
        LOG.info("Borrower session opened for order {} ({})", orderId, target.loginPage() ? "login URL" : "SSO key");
        desk.deskSessions().started(orderId);
        loadOwnPage();
    }

    private void build() {
        guard = DeskGuard.start(owner, messages);
        jar = cookieHandler.begin();
        notificationHold = desk.reportWaits().holdNotifications();
        callback = new CompletionCallback(target.origin(), () -> UiExecutor.fxLater(()
                -> end(Ending.COMPLETED_BY_FRAME)));

        webViews = new SessionWebViews(folder.webData().toFile(), messages, desk.dialogs(),
                () -> stage != null && stage.isShowing() ? stage : owner, () -> ending);
        webView = webViews.newWebView();
        engine = webView.getEngine();
        engine.locationProperty().addListener((o, before, after) -> onLocation(after));
        engine.getLoadWorker().stateProperty().addListener((o, before, after) -> onLoadState(after));

        stage = new Stage();
        stage.setTitle(messages.get("enrollment.window.title"));
        if (owner != null) {
            stage.initOwner(owner);
            stage.initModality(Modality.WINDOW_MODAL);
        }
        ViewLoader.View<EnrollmentWindowController> view = desk.views().load("enrollment/Enrollment.fxml");
        window = view.controller();
        window.attach(model, webView);
        // sized to the screen it opens on: on a 1024x700 screen the officer's bar stays on it
        Rectangle2D fits = ScreenFit.fit(ScreenFit.boundsOf(owner), 1100, 800);
        Scene scene = new Scene(view.root(), fits.getWidth(), fits.getHeight());
        // F11 before the borrower's frame sees it: full screen and back, whatever has the keyboard
        scene.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.F11) {
                e.consume();
                toggleFullScreen();
            }
        });
        stage.setScene(scene);
        stage.setX(fits.getMinX());
        stage.setY(fits.getMinY());
        stage.setFullScreenExitHint(messages.get("enrollment.fullScreen.hint"));
        stage.fullScreenProperty().addListener((o, a, full) -> model.setFullScreen(full));
        stage.setMaximized(true);
        stage.setOnCloseRequest(this::onCloseRequest);
        guard.coverOwner();
        stage.show();
        stage.toFront();
        // the borrower's frame first: the keyboard is theirs, not the officer's buttons
        webView.requestFocus();
    }

    /** Undoes a half-built session: nothing of it may stay behind. */
    private void abandon() {
        ending = true;
        if (stage != null) {
            stage.setOnCloseRequest(null);
            stage.close();
        }
        if (guard != null) {
            guard.uncoverOwner();
        }
        if (engine != null) {
            engine.load("about:blank");
        }
        if (jar != null) {
            jar.close();
        }
        if (notificationHold != null) {
            notificationHold.close();
        }
        folder.wipe(io);
    }

    public String orderId() {
        return orderId;
    }

    public ReadOnlyObjectProperty<State> stateProperty() {
        return model.stateProperty();
    }

    /**
     * Completes with how the session ended, when it ended (the window may still show the borrower they are done;
     * {@link #wiped()} completes once it has closed and the session's data is gone).
     */
    public CompletableFuture<Ending> ended() {
        return ended;
    }

    /** Completes with the session's folder once it is deleted (or exceptionally when parts of it are left). */
    public CompletableFuture<Path> wiped() {
        return wiped;
    }

    Stage stage() {
        return stage;
    }

    WebEngine engine() {
        return engine;
    }

    Path folder() {
        return folder.dir();
    }

    List<Stage> popups() {
        return webViews == null ? List.of() : webViews.popups();
    }

    /** The officer's word that the borrower has finished: the window shows the borrower they are done. */
    void finishedByOfficer() {
        end(Ending.COMPLETED_BY_OFFICER);
    }

    /** "Borrower has finished", pressed: asked first (saying it too early leaves the order waiting for nothing). */
    private void confirmFinished() {
        if (ending) {
            return;
        }
        // Enter keeps the session: saying finished too early leaves the order waiting for nothing
        if (confirmed("enrollment.confirmFinished", "enrollment-confirm-finished", true)) {
            finishedByOfficer();
        }
    }

    /**
     * Asks the officer (over the borrower window) the question whose texts are under {@code keys} (.title, .header,
     * .text, .ok, .cancel); true when they chose ok. {@code enterCancels}: the cancel button is the default.
     */
    private boolean confirmed(String keys, String id, boolean enterCancels) {
        return desk.dialogs().confirm(stage, new Dialogs.Question(id, messages.get(keys + ".title"),
                messages.get(keys + ".header"), messages.get(keys + ".text"), messages.get(keys + ".ok"),
                messages.get(keys + ".cancel"), enterCancels, null));
    }

    // ---- the own page ----

    private void loadOwnPage() {
        if (ending) {
            return;
        }
        setState(State.LOADING);
        engine.loadContent(FramePage.html(target.frameUrl(), target.origin(), messages.get("enrollment.frame.title")));
        portal.check();
    }

    /** Only the own page (loaded from content: an empty location) may be the top-level document. */
    private void onLocation(String location) {
        if (ending || location == null || location.isEmpty()) {
            return;
        }
        LOG.warn("The borrower window refused a top-level navigation away from its own page");
        UiExecutor.fxLater(() -> {
            if (!ending) {
                engine.getLoadWorker().cancel();
                loadOwnPage();
            }
        });
    }

    private void onLoadState(Worker.State loadState) {
        if (ending) {
            return;
        }
        String location = engine.getLocation();
        boolean ownPage = location == null || location.isEmpty();
        if (loadState == Worker.State.SUCCEEDED && ownPage) {
            handOverCallback();
            if (model.stateProperty().get() == State.LOADING) {
                setState(State.SHOWING);
            }
        } else if (loadState == Worker.State.FAILED && ownPage) {
            Throwable error = engine.getLoadWorker().getException();
            showError(messages.get("enrollment.error.load", error == null ? "?" : Problem.describe(error, messages)));
        }
    }

    private void handOverCallback() {
        try {
            JSObject window = (JSObject) engine.executeScript("window");
            window.setMember(FramePage.HANDOVER_MEMBER, callback);
            Object ok = engine.executeScript(FramePage.attachScript());
            if (!Boolean.TRUE.equals(ok)) {
                LOG.warn("The borrower page did not take the completion callback");
            }
        } catch (RuntimeException e) {
            LOG.warn("Cannot hand the completion callback to the borrower page", e);
        }
    }

    private void showError(String message) {
        LOG.info("The borrower window shows a load error: {}", message);
        model.failed(message);
    }

    private void retry() {
        LOG.info("Retrying the enrollment page");
        loadOwnPage();
    }

    // ---- closing ----

    private void onCloseRequest(WindowEvent event) {
        event.consume();
        if (ending) {
            closeWindow(); // the "you are done" page: nothing left to lose
        } else {
            askToClose();
        }
    }

    private void askToClose() {
        if (ending) {
            return;
        }
        if (confirmed("enrollment.confirmClose", "enrollment-confirm-close", false)) {
            end(Ending.CLOSED);
        }
    }

    private void toggleFullScreen() {
        if (stage != null) {
            stage.setFullScreen(!stage.isFullScreen());
        }
    }

    /**
     * Ends the session: wipes everything and, on completion, starts waiting for the report and shows the order behind.
     * Closed early, the window closes at once; finished, it first tells the borrower they are done and to hand the
     * desk back, for {@link #DONE_SHOWN} or until the officer closes it.
     */
    void end(Ending how) {
        if (ending) {
            return;
        }
        ending = true;
        LOG.info("Borrower session for order {} ended: {}", orderId, how);
        webViews.closePopups();
        setState(State.ENDED);
        // the officer's window is theirs again at once (the done page, modal above it, still has the desk)
        guard.uncoverOwner();
        guard.clearBorrowersClipboard();
        if (notificationHold != null) {
            notificationHold.close();
        }
        desk.deskSessions().ended(orderId, switch (how) {
            case COMPLETED_BY_FRAME -> OrderState.Desk.FINISHED_BY_FRAME;
            case COMPLETED_BY_OFFICER -> OrderState.Desk.FINISHED_BY_OFFICER;
            case CONTINUED_ON_PHONE -> OrderState.Desk.CONTINUED_ON_PHONE;
            case CLOSED -> OrderState.Desk.CLOSED_EARLY;
        }, desk.clock().instant());
        if (how == Ending.CLOSED) {
            closeWindow();
        } else {
            desk.reportWaits().watch(orderId);
            try {
                desk.navigator().showOrder(orderId);
            } catch (IllegalStateException e) {
                LOG.debug("No navigator to show the order with");
            }
            model.showDone(); // over the page, which is unloaded and wiped when the window closes
            window.focusDonePage();
            doneShown = new PauseTransition(DONE_SHOWN);
            doneShown.setOnFinished(e -> closeWindow());
            doneShown.play();
        }
        ended.complete(how);
    }

    /** Closes the borrower window (once), then unloads its pages and wipes the session's folder. */
    private void closeWindow() {
        if (windowClosed) {
            return;
        }
        windowClosed = true;
        if (doneShown != null) {
            doneShown.stop();
        }
        stage.setOnCloseRequest(null);
        stage.close();
        webViews.unloadAll(this::wipeNow);
    }

    private void wipeNow() {
        if (webView != null) {
            window.dropPage(webView); // the WebView goes, with everything typed into it; the done page stays
        }
        webView = null;
        callback = null;
        if (jar != null) {
            jar.close();
        }
        Path dir = folder.dir();
        folder.wipe(io).whenComplete((gone, error) -> {
            if (Boolean.TRUE.equals(gone)) {
                LOG.info("Borrower session data wiped");
                wiped.complete(dir);
            } else {
                wiped.completeExceptionally(new IOException("Some session files are left; wiped at the next start"));
            }
        });
    }

    private void setState(State next) {
        model.moveTo(next);
    }
}
