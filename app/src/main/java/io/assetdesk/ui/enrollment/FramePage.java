package io.assetdesk.ui.enrollment;

import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Objects;

/**
 * The console's own page for the borrower window: the provider's enrollment frame page (spec 4.5) in an iframe, full
 * width and 600 pixels high, and a script that accepts the frame's {@code postMessage("closeFrame")} only from the
 * portal's origin and passes it to the one Java callback. The callback is handed to the script once after each load
 * and kept in a closure: page scripts cannot reach it through {@code window}.
 */
final class FramePage {
    static final String WIDGET_PATH = "/integrations/assetverify/enrollment-widget";
    static final String FRAME_ID = "enrollment-frame";
    static final String COMPLETION_MESSAGE = "closeFrame";
    /** The global the page defines for Java to hand over the callback; it deletes itself when used. */
    static final String ATTACH_FUNCTION = "__assetDeskAttach";
    static final String HANDOVER_MEMBER = "__assetDeskHandover";

    private FramePage() {
    }

    /**
     * What the borrower window shows: the page in its frame, the origin whose {@code closeFrame} message ends the
     * session, and the address checked for reachability (never with a key in it).
     */
    record Target(URI frameUrl, URI origin, URI probeUrl, boolean loginPage) {
        /** The provider's enrollment frame page for an order's SSO key (spec 4.5). */
        static Target widget(URI portalUrl, String ssoKey) {
            return new Target(FramePage.frameUrl(portalUrl, ssoKey), portalUrl, FramePage.probeUrl(portalUrl), false);
        }

        /** The order's login URL (an order whose key this workstation does not hold). */
        static Target loginPage(URI loginUrl) {
            URI probe = URI.create(loginUrl.getScheme() + "://" + loginUrl.getRawAuthority()
                    + (loginUrl.getRawPath() == null ? "" : loginUrl.getRawPath()));
            return new Target(loginUrl, loginUrl, probe, true);
        }
    }

    /** {@code {portal}/integrations/assetverify/enrollment-widget?ssoKey=<key, URL-encoded>}. */
    static URI frameUrl(URI portalUrl, String ssoKey) {
        Objects.requireNonNull(ssoKey, "ssoKey");
        String base = portalUrl.toString();
        while (base.endsWith("/")) {
            base = base.substring(0, base.length() - 1);
        }
        return URI.create(base + WIDGET_PATH + "?ssoKey=" + URLEncoder.encode(ssoKey, StandardCharsets.UTF_8));
    }

    /** The address checked for reachability: the frame page without the key (a key is never sent twice). */
    static URI probeUrl(URI portalUrl) {
        String base = portalUrl.toString();
        while (base.endsWith("/")) {
            base = base.substring(0, base.length() - 1);
        }
        return URI.create(base + WIDGET_PATH);
    }

    /**
     * The web origin of {@code uri} as a browser writes it in {@code MessageEvent.origin}: {@code scheme://host}, with
     * {@code :port} unless it is the scheme's default.
     */
    static String origin(URI uri) {
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        String host = uri.getHost() == null ? "" : uri.getHost().toLowerCase(Locale.ROOT);
        int port = effectivePort(scheme, uri.getPort());
        boolean defaultPort = port == defaultPort(scheme);
        return scheme + "://" + host + (defaultPort || port < 0 ? "" : ":" + port);
    }

    /**
     * True when {@code origin} (as given by a page) is the same web origin as {@code portalUrl}: scheme, host, port.
     */
    static boolean sameOrigin(String origin, URI portalUrl) {
        if (origin == null || origin.isBlank() || "null".equals(origin)) {
            return false;
        }
        try {
            URI given = URI.create(origin.strip());
            if (given.getHost() == null || given.getScheme() == null
                    || (given.getPath() != null && !given.getPath().isEmpty()) || given.getQuery() != null
                    || given.getUserInfo() != null) {
                return false;
            }
            return origin(given).equals(origin(portalUrl));
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static int effectivePort(String scheme, int port) {
        return port >= 0 ? port : defaultPort(scheme);
    }

    private static int defaultPort(String scheme) {
        return switch (scheme) {
            case "http" -> 80;
            case "https" -> 443;
            default -> -1;
        };
    }

    /** The page's HTML. {@code frameTitle} is the iframe's accessible title. */
    static String html(URI frameUrl, URI portalUrl, String frameTitle) {
        String origin = origin(portalUrl);
        return "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">"
                + "<title>" + escapeHtml(frameTitle) + "</title>"
                + "<style>html,body{margin:0;padding:0;background:#ffffff;}"
                + "iframe{display:block;width:100%;height:100vh;min-height:600px;border:0;}</style></head>\n<body>"
                + "<iframe id=\"" + FRAME_ID + "\" src=\"" + escapeHtml(frameUrl.toString()) + "\" title=\""
                + escapeHtml(frameTitle) + "\""
                // no allow-top-navigation: the frame cannot take the window away from this page
                + " sandbox=\"allow-scripts allow-same-origin allow-forms allow-popups"
                + " allow-popups-to-escape-sandbox allow-modals\"></iframe>\n"
                + "<script>\n(function () {\n"
                + "  'use strict';\n"
                + "  var expected = " + jsString(origin) + ";\n"
                + "  var callback = null;\n"
                + "  var queued = [];\n"
                + "  function pass(origin, data) {\n"
                + "    if (callback) { callback.complete(origin, data); } else { queued.push([origin, data]); }\n"
                + "  }\n"
                + "  window.addEventListener('message', function (event) {\n"
                + "    if (event.origin !== expected) { return; }\n"
                + "    if (event.data !== " + jsString(COMPLETION_MESSAGE) + ") { return; }\n"
                + "    pass(event.origin, event.data);\n"
                + "  });\n"
                + "  window." + ATTACH_FUNCTION + " = function (handover) {\n"
                + "    delete window." + ATTACH_FUNCTION + ";\n"
                + "    callback = handover;\n"
                + "    var pending = queued; queued = [];\n"
                + "    for (var i = 0; i < pending.length; i++) { callback.complete(pending[i][0], pending[i][1]); }\n"
                + "  };\n"
                + "})();\n</script></body></html>\n";
    }

    /** The script Java runs after each load of the page to hand the callback over (then removes the member). */
    static String attachScript() {
        return "(function () { var h = window." + HANDOVER_MEMBER + "; delete window." + HANDOVER_MEMBER + ";"
                + " if (typeof window." + ATTACH_FUNCTION + " === 'function') { window." + ATTACH_FUNCTION
                + "(h); return true; } return false; })()";
    }

    static String escapeHtml(String s) {
        StringBuilder b = new StringBuilder(s.length() + 16);
        for (char c : s.toCharArray()) {
            switch (c) {
                case '&' -> b.append("&amp;");
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }

    /** A JavaScript string literal that is also safe inside a script element. */
    static String jsString(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') {
                b.append('\\').append(c);
            } else if (c < 0x20 || c == '<' || c == '>' || c == '&' || c == 0x2028 || c == 0x2029) {
                b.append(String.format("\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.append('"').toString();
    }
}
