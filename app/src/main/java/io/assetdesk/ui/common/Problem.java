package io.assetdesk.ui.common;

import io.assetdesk.api.ApiException;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.scene.control.Label;

/**
 * The one way a failure becomes words. As a pane ({@link #of}): a headline (what happened), the service's message,
 * the HTTP status and request id for support, and what to do, built from the {@link ApiException} kinds. As one line
 * ({@link #describe}) for a status bar, a notice or a pop-up. Never carries a secret (the client's messages do not).
 */
public record Problem(String headline, String message, String status, String requestId, String advice) {

    public static Problem of(Throwable failure, Messages messages) {
        Throwable error = failure == null ? null : cause(failure);
        if (error instanceof ApiException e && e.workstationFull()) {
            // the service answered well: the list is more than this workstation's memory holds
            String said = e.getMessage();
            int advice = said.indexOf("; ");
            return new Problem(messages.get("problem.headline.workstationFull"),
                    advice < 0 ? said : said.substring(0, advice) + ".", null, null,
                    messages.get("problem.advice.workstationFull"));
        }
        if (error instanceof ApiException e) {
            String kind = e.kind().name();
            String status = e.status().map(String::valueOf).orElse(null);
            String advice = messages.get("problem.advice." + kind);
            if (e.kind() == ApiException.Kind.RATE_LIMITED && e.retryAfter().isPresent()) {
                advice = messages.get("problem.advice.RATE_LIMITED.after", e.retryAfter().get().toSeconds());
            }
            return new Problem(messages.get("problem.headline." + kind), words(e), status,
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
     * One readable line for a failure, for a loan officer first and support after: what happened in plain words (the
     * service's message without the transport's status line in front, else the kind's headline), what to check when
     * no connection could be made, then "(HTTP 401 Unauthorized, request id rq-1)"; for any other failure its message
     * (a file that could not be written names itself), else its kind.
     */
    public static String describe(Throwable failure, Messages messages) {
        Throwable t = cause(failure);
        if (t instanceof ApiException api) {
            String said = words(api);
            String text = said != null ? said : messages.get("problem.headline." + api.kind().name());
            if (api.noConnectionMade()) {
                // the client says what failed; a one-line report also says what to do (error panes have a line of
                // their own for that)
                text = messages.get("error.connectAdvice", text);
            }
            List<String> support = new ArrayList<>();
            api.status().ifPresent(s -> support.add("HTTP " + statusWords(api, s)));
            api.requestId().ifPresent(id -> support.add(messages.get("error.requestId", id)));
            return support.isEmpty() ? text : messages.get("error.forSupport", text, String.join(", ", support));
        }
        String msg = t.getMessage();
        return msg == null || msg.isBlank() ? t.getClass().getSimpleName() : msg;
    }

    /** The status line the client put before its message ("401 Unauthorized: ..."): the words after it. */
    private static final Pattern STATUS_FIRST = Pattern.compile("^(\\d{3})( [^:]*)?(?:: (.*))?$", Pattern.DOTALL);

    /**
     * What happened, in the service's or the client's words, without the transport's status line in front ("The
     * access token was refused"); null when the message is the status line alone.
     */
    static String words(ApiException api) {
        String m = api.getMessage();
        if (m == null || m.isBlank()) {
            return null;
        }
        Matcher st = STATUS_FIRST.matcher(m);
        if (api.status().isPresent() && st.matches() && st.group(1).equals(String.valueOf(api.status().get()))) {
            String rest = st.group(3);
            if (rest == null || rest.isBlank()) {
                return null;
            }
            // "public token already used" begins a sentence; "public_token: ..." names a field as the service does
            return rest.matches("\\p{Ll}\\p{L}*(?:[ ,;].*)?")
                    ? Character.toUpperCase(rest.charAt(0)) + rest.substring(1) : rest;
        }
        return m;
    }

    /** "401 Unauthorized", as the client's message named it, else the number alone. */
    private static String statusWords(ApiException api, int status) {
        Matcher st = STATUS_FIRST.matcher(api.getMessage() == null ? "" : api.getMessage());
        return st.matches() && st.group(1).equals(String.valueOf(status)) && st.group(2) != null
                ? status + st.group(2) : String.valueOf(status);
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
        messageLabel.setVisible(message != null && !message.equals(headline));
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
}
