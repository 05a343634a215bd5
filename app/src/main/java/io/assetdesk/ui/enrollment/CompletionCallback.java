package io.assetdesk.ui.enrollment;

import java.net.URI;
import java.util.Objects;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one thing of Java that the borrower window's own page can call: {@link #complete(String, String)}, when the
 * enrollment frame says it is done. The origin is checked again here (the page checks it too): only the portal's own
 * origin and the exact message {@code closeFrame} count. It fires at most once. Public only because WebView calls
 * public methods of public classes.
 */
public final class CompletionCallback {
    private static final Logger LOG = LoggerFactory.getLogger(CompletionCallback.class);

    private final URI portalUrl;
    private final Runnable onComplete;
    private boolean fired;

    CompletionCallback(URI portalUrl, Runnable onComplete) {
        this.portalUrl = Objects.requireNonNull(portalUrl);
        this.onComplete = Objects.requireNonNull(onComplete);
    }

    /** Called by the page script with the message's origin and data. */
    public void complete(String origin, String data) {
        if (!FramePage.sameOrigin(origin, portalUrl) || !FramePage.COMPLETION_MESSAGE.equals(data)) {
            LOG.warn("Ignored a completion message that did not come from the portal's origin");
            return;
        }
        if (fired) {
            return;
        }
        fired = true;
        LOG.info("The enrollment frame reported completion");
        onComplete.run();
    }

    boolean fired() {
        return fired;
    }
}
