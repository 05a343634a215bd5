package io.assetdesk.ui;

import io.assetdesk.api.ApiException;

/**
 * One readable line for a failure, for a loan officer and for support: the service's message (which starts with the
 * HTTP status when there was one) and the request id. Never holds a secret: {@link ApiException} messages do not.
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
            if (api.requestId().isPresent()) {
                text = messages.get("error.withRequestId", text, api.requestId().get());
            }
            return text;
        }
        String msg = t.getMessage();
        return msg == null || msg.isBlank() ? t.getClass().getSimpleName() : msg;
    }
}
