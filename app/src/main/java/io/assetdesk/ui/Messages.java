package io.assetdesk.ui;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/** Every string a person reads: {@code io/assetdesk/ui/messages.properties}. */
public final class Messages {
    public static final String BUNDLE = "io.assetdesk.ui.messages";

    private final ResourceBundle bundle;

    public Messages(ResourceBundle bundle) {
        this.bundle = bundle;
    }

    public static Messages load() {
        return new Messages(ResourceBundle.getBundle(BUNDLE, Locale.getDefault()));
    }

    public ResourceBundle bundle() {
        return bundle;
    }

    /** The text for {@code key}, formatted with {@link MessageFormat} when arguments are given. */
    public String get(String key, Object... args) {
        String pattern;
        try {
            pattern = bundle.getString(key);
        } catch (MissingResourceException e) {
            throw new IllegalArgumentException("No message for key " + key, e);
        }
        return args.length == 0 ? pattern : new MessageFormat(pattern, bundle.getLocale()).format(args);
    }

    public boolean has(String key) {
        return bundle.containsKey(key);
    }
}
