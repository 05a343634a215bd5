package io.assetdesk.ui.enrollment;

import io.assetdesk.ui.Messages;
import io.assetdesk.ui.common.Dialogs;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import javafx.animation.PauseTransition;
import javafx.beans.binding.Bindings;
import javafx.concurrent.Worker;
import javafx.scene.Scene;
import javafx.scene.web.PopupFeatures;
import javafx.scene.web.PromptData;
import javafx.scene.web.WebEngine;
import javafx.scene.web.WebView;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.util.Duration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The WebViews of one desk session: its page's and those of the pop-ups the frame opens (a bank's sign-in), with the
 * page's own alert, confirm and prompt dialogs. All share the session's data folder, belong to its window, and are
 * unloaded together at its end, so that nothing of the borrower's stays in memory or on disk. FX thread only.
 */
final class SessionWebViews {
    private static final Logger LOG = LoggerFactory.getLogger(SessionWebViews.class);
    private static final int POPUP_WIDTH = 640;
    private static final int POPUP_HEIGHT = 720;

    private final File webData;
    private final Messages messages;
    private final Dialogs dialogs;
    private final Supplier<Window> owner;
    private final BooleanSupplier ending;
    private final List<Stage> popups = new ArrayList<>();
    private final List<WebEngine> engines = new ArrayList<>();

    /**
     * @param webData the session's WebView data folder
     * @param owner   the window the page's dialogs and pop-ups belong to (the borrower window once it shows)
     * @param ending  whether the session is ending: a page then opens nothing more
     */
    SessionWebViews(File webData, Messages messages, Dialogs dialogs, Supplier<Window> owner,
                    BooleanSupplier ending) {
        this.webData = webData;
        this.messages = messages;
        this.dialogs = dialogs;
        this.owner = owner;
        this.ending = ending;
    }

    /** A new view on the session's data, with no context menu and the session's dialogs and pop-ups. */
    WebView newWebView() {
        WebView view = new WebView();
        view.setContextMenuEnabled(false);
        WebEngine e = view.getEngine();
        e.setUserDataDirectory(webData);
        e.setJavaScriptEnabled(true);
        e.setOnAlert(ev -> showPageAlert(ev.getData()));
        e.setConfirmHandler(this::confirmForPage);
        e.setPromptHandler(this::promptForPage);
        e.setCreatePopupHandler(this::openPopup);
        engines.add(e);
        return view;
    }

    /** The pop-ups open now. */
    List<Stage> popups() {
        return List.copyOf(popups);
    }

    /** Closes the pop-ups the frame opened. */
    void closePopups() {
        for (Stage popup : List.copyOf(popups)) {
            popup.close();
        }
        popups.clear();
    }

    /**
     * Unloads every engine of the session (blank pages, no more dialogs or pop-ups), then runs {@code then} once: when
     * all report the blank page, or after 3 seconds at the latest, since an engine that never reports it must not keep
     * the data around.
     */
    void unloadAll(Runnable then) {
        List<WebEngine> all = List.copyOf(engines);
        engines.clear();
        int[] pending = {all.size()};
        boolean[] done = {false};
        Runnable finish = () -> {
            if (!done[0]) {
                done[0] = true;
                then.run();
            }
        };
        for (WebEngine e : all) {
            e.setOnAlert(null);
            e.setConfirmHandler(null);
            e.setPromptHandler(null);
            e.setCreatePopupHandler(f -> null);
            e.getLoadWorker().stateProperty().addListener((o, before, after) -> {
                if (after == Worker.State.SUCCEEDED || after == Worker.State.FAILED
                        || after == Worker.State.CANCELLED) {
                    if (--pending[0] == 0) {
                        finish.run();
                    }
                }
            });
            e.load("about:blank");
        }
        PauseTransition fallback = new PauseTransition(Duration.seconds(3));
        fallback.setOnFinished(ev -> finish.run());
        fallback.play();
    }

    private void showPageAlert(String text) {
        if (ending.getAsBoolean()) {
            return;
        }
        dialogs.tell(owner.get(), new Dialogs.Notice("enrollment-page-alert",
                messages.get("enrollment.page.alert.title"),
                null, text, false, null), true);
    }

    private Boolean confirmForPage(String text) {
        if (ending.getAsBoolean()) {
            return false;
        }
        return dialogs.confirm(owner.get(), Dialogs.Question.plain("enrollment-page-confirm",
                messages.get("enrollment.page.confirm.title"), text));
    }

    private String promptForPage(PromptData prompt) {
        if (ending.getAsBoolean()) {
            return null;
        }
        return dialogs.prompt(owner.get(), messages.get("enrollment.page.prompt.title"), prompt.getMessage(),
                prompt.getDefaultValue()).orElse(null);
    }

    /** A window the frame opens (a bank's sign-in): owned by the session, same data, closed with the session. */
    private WebEngine openPopup(PopupFeatures features) {
        if (ending.getAsBoolean()) {
            return null;
        }
        WebView view = newWebView();
        WebEngine popupEngine = view.getEngine();
        Stage popup = new Stage();
        popup.initOwner(owner.get());
        popup.setTitle(messages.get("enrollment.popup.title"));
        popup.titleProperty().bind(Bindings.createStringBinding(() -> {
            String t = popupEngine.getTitle();
            return t == null || t.isBlank() ? messages.get("enrollment.popup.title") : t;
        }, popupEngine.titleProperty()));
        popup.setScene(new Scene(view, POPUP_WIDTH, POPUP_HEIGHT));
        popupEngine.setOnVisibilityChanged(e -> {
            if (!Boolean.TRUE.equals(e.getData())) {
                popup.close();
            }
        });
        popup.setOnHidden(e -> {
            popups.remove(popup);
            if (!ending.getAsBoolean()) {
                popupEngine.load("about:blank");
            }
        });
        popups.add(popup);
        popup.show();
        LOG.info("The enrollment frame opened a pop-up window");
        return popupEngine;
    }
}
