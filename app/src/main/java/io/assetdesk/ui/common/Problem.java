package io.assetdesk.ui.common;

import io.assetdesk.api.ApiException;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import java.io.UncheckedIOException;
import java.util.concurrent.TimeoutException;
import javafx.scene.control.Label;

/**
 * The one way a failure becomes words. As a pane ({@link #of}): a headline (what happened), the service's message,
 * the HTTP status and request id for support, and what to do, built from the {@link ApiException} kinds. As one line
 * ({@link #describe}) for a status bar, a notice or a pop-up. Never carries a secret (the client's messages do not).
 */
public record Problem(String headline, String message, String status, String requestId, String advice) {

    public static Problem of(Throwable failure, Messages messages) {
        Throwable error = failure == null ? null : cause(failure);
        if (error instanceof ApiException e) {
            String kind = e.kind().name();
            String status = e.status().map(String::valueOf).orElse(null);
            String advice = messages.get("problem.advice." + kind);
            if (e.kind() == ApiException.Kind.RATE_LIMITED && e.retryAfter().isPresent()) {
                advice = messages.get("problem.advice.RATE_LIMITED.after", e.retryAfter().get().toSeconds());
            }
            return new Problem(messages.get("problem.headline." + kind), nonBlank(e.getMessage()), status,
                    e.requestId().orElse(null), advice);
        }
        if (error instanceof TimeoutException) {
            return new Problem(messages.get("problem.headline.NETWORK"), messages.get("problem.timeout"), null, null,
                    messages.get("problem.advice.NETWORK"));
        }
        String text = error == null ? null : error.getClass().getSimpleName()
                + (error.getMessage() == null ? "" : ": " + error.getMessage());
        return new Problem(messages.get("problem.headline.unexpected"), text, null, null,
                messages.get("problem.advice.unexpected"));
    }

    /**
     * One readable line for a failure, for a loan officer and for support: the service's message (which starts with
     * the HTTP status when there was one), what to check when no connection could be made, and the request id; for
     * any other failure its message (a file that could not be written names itself), else its kind.
     */
    public static String describe(Throwable failure, Messages messages) {
        Throwable t = cause(failure);
        if (t instanceof ApiException api) {
            String text = api.getMessage() == null || api.getMessage().isBlank()
                    ? api.status().map(s -> "HTTP " + s).orElse(api.kind().name()) : api.getMessage();
            if (api.status().isPresent() && !text.startsWith(String.valueOf(api.status().get()))) {
                text = api.status().get() + ": " + text;
            }
            if (api.noConnectionMade()) {
                // the client says what failed; a one-line report also says what to do (error panes have a line of
                // their own for that)
                text = messages.get("error.connectAdvice", text);
            }
            if (api.requestId().isPresent()) {
                text = messages.get("error.withRequestId", text, api.requestId().get());
            }
            return text;
        }
        String msg = t.getMessage();
        return msg == null || msg.isBlank() ? t.getClass().getSimpleName() : msg;
    }

    /** The failure itself, out of the wrappers a future or a lambda put around it. */
    private static Throwable cause(Throwable failure) {
        Throwable t = UiExecutor.unwrap(failure);
        while (t instanceof UncheckedIOException && t.getCause() != null) {
            t = t.getCause();
        }
        return t;
    }

    /**
     * Fills an error pane's labels. The message and the support line hide when there is nothing to say (their FXML
     * binds {@code managed} to {@code visible}, so no empty line is left).
     */
    public void showIn(Label headlineLabel, Label messageLabel, Label supportLabel, Label adviceLabel,
                       Messages messages) {
        headlineLabel.setText(headline);
        messageLabel.setText(message == null ? "" : message);
        messageLabel.setVisible(message != null);
        String support = supportLine(messages);
        supportLabel.setText(support);
        supportLabel.setVisible(!support.isEmpty());
        adviceLabel.setText(advice);
    }

    /** "HTTP 500 · request id abc" (parts that are known), or empty. */
    public String supportLine(Messages messages) {
        StringBuilder b = new StringBuilder();
        if (status != null) {
            b.append(messages.get("problem.status", status));
        }
        if (requestId != null) {
            if (b.length() > 0) {
                b.append("  ·  ");
            }
            b.append(messages.get("problem.requestId", requestId));
        }
        return b.toString();
    }

    private static String nonBlank(String s) {
        return s == null || s.isBlank() ? null : s;
    }
}
