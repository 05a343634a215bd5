package io.assetdesk.ui.enrollment;

import com.sun.javafx.webkit.Accessor;
import com.sun.webkit.WebPage;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import javafx.scene.web.WebEngine;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Test helper: runs script inside the enrollment iframe. The borrower window's own page and the portal's frame are of
 * different origins, so the page cannot reach into the frame (as it should be); tests act as the borrower through
 * WebKit's per-frame script entry, which JavaFX keeps internal ({@code com.sun.webkit.WebPage}). Call from the test
 * thread; the work runs on the FX thread.
 */
final class FrameScripts {
    private FrameScripts() {
    }

    /** Runs {@code script} in the first child frame of {@code engine}'s page; null when there is no frame yet. */
    static Object inFrame(WebEngine engine, String script) {
        return fx(() -> {
            WebPage page = Accessor.getPageFor(engine);
            List<Long> children = page.getChildFrames(page.getMainFrame());
            if (children.isEmpty()) {
                return null;
            }
            return page.executeScript(children.get(0), script);
        });
    }

    /** Runs {@code script} in the top-level page. */
    static Object inPage(WebEngine engine, String script) {
        return fx(() -> engine.executeScript(script));
    }

    /** Waits until {@code script} evaluates to true inside the frame. */
    static void waitInFrame(WebEngine engine, String script, int seconds) throws Exception {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> {
            try {
                return Boolean.TRUE.equals(inFrame(engine, script));
            } catch (RuntimeException e) {
                return false; // the frame is between documents
            }
        });
    }

    static <T> T fx(Callable<T> work) {
        try {
            return WaitForAsyncUtils.asyncFx(work).get(20, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(cause);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
