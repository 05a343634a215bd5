package io.assetdesk.api;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Removes the configured secret values (access token, banklink secret, assetverify password) from any text taken
 * from a response or an exception before it reaches a message, an excerpt or a log line: a server may echo the
 * request. Also the JSON-escaped and URL-encoded spellings of each value are removed.
 */
final class Scrubber {
    static final String MASK = "****";

    private final List<String> needles;

    Scrubber(Collection<String> secrets) {
        Set<String> forms = new LinkedHashSet<>();
        for (String s : secrets) {
            if (s == null || s.isEmpty()) {
                continue;
            }
            forms.add(s);
            forms.add(jsonEscaped(s));
            forms.add(jsonEscaped(s).replace("/", "\\/"));
            forms.add(URLEncoder.encode(s, StandardCharsets.UTF_8));
            forms.add(URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20"));
        }
        List<String> list = new ArrayList<>(forms);
        list.sort(Comparator.comparingInt(String::length).reversed());
        this.needles = List.copyOf(list);
    }

    static Scrubber of(ServiceConfig config) {
        List<String> secrets = new ArrayList<>();
        secrets.add(config.accessToken());
        if (config.banklink() != null) {
            secrets.add(config.banklink().secret());
        }
        if (config.assetverify() != null) {
            secrets.add(config.assetverify().password());
        }
        return new Scrubber(secrets);
    }

    String scrub(String text) {
        if (text == null || text.isEmpty()) {
            return text;
        }
        String out = text;
        for (String n : needles) {
            if (out.contains(n)) {
                out = out.replace(n, MASK);
            }
        }
        return out;
    }

    private static String jsonEscaped(String s) {
        StringBuilder b = new StringBuilder(s.length() + 8);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                case '\b' -> b.append("\\b");
                case '\f' -> b.append("\\f");
                default -> {
                    if (c < 0x20) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.toString();
    }
}
