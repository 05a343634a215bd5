package io.assetdesk.ui;

import io.assetdesk.api.ApiException;

/**
 * One readable line for a failure, for a loan officer and for support: the service's message (which starts with the
 * HTTP status when there was one), what to check when no connection could be made, and the request id. Never holds a
 * secret: {@link ApiException} messages do not.
 */
public final class Failures {
    private Failures() {
    }

    public static String describe(Throwable error, Messages messages) {
        Throwable t = UiExecutor.unwrap(error);
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
}
