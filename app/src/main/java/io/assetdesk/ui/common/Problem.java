package io.assetdesk.ui.common;

import io.assetdesk.api.ApiException;
import io.assetdesk.ui.Messages;
import java.util.concurrent.TimeoutException;
import javafx.scene.control.Label;

/**
 * A failed call as the officer reads it: a headline (what happened), the service's message, the HTTP status and
 * request id for support, and what to do. Built from the {@link ApiException} kinds; never carries a secret (the
 * client's messages do not).
 */
public record Problem(String headline, String message, String status, String requestId, String advice) {

    public static Problem of(Throwable error, Messages messages) {
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
