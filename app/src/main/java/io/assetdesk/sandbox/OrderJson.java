package io.assetdesk.sandbox;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import tools.jackson.core.JsonGenerator;

/** Writes order resources (spec 2.4) in their three shapes: create, list entry, single read. */
final class OrderJson {
    static final DateTimeFormatter CREATED =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'", Locale.ROOT).withZone(ZoneOffset.UTC);

    enum Shape { CREATE, LIST, SINGLE }

    private OrderJson() {
    }

    /**
     * One order; {@code spec}: in the spec's dialect (the status is always {@code closed}, the report as
     * {@link Reports#writeAccounts} writes it for that dialect).
     */
    static void write(JsonGenerator g, SandboxOrder o, Shape shape, String baseUrl, long now, boolean spec) {
        g.writeStartObject();
        g.writeStringProperty("id", o.id);
        g.writeStringProperty("type", shape == Shape.LIST && o.legacy ? "account" : "order");
        g.writeName("attributes");
        g.writeStartObject();
        if (shape == Shape.CREATE) {
            g.writeStringProperty("enrollmentWidgetScript", widgetScript(baseUrl, o));
            g.writeStringProperty("enrollmentSSOKey", o.ssoKey);
        }
        g.writeStringProperty("created", CREATED.format(Instant.ofEpochMilli(o.createdMillis)));
        g.writeBooleanProperty("isArchived", o.archived);
        g.writeStringProperty("status", spec ? SandboxOrder.CLOSED : o.status);
        g.writeStringProperty("loginUrl", baseUrl + "/integrations/assetverify/login?order=" + o.id);
        g.writeNumberProperty("daysRemaining", spec ? o.daysLeft(now) : o.daysRemaining(now));
        g.writeStringProperty("email", o.email);
        g.writeStringProperty("last4SSN", o.last4SSN);
        g.writeStringProperty("referenceNumber", o.referenceNumber);
        g.writeStringProperty("firstName", o.firstName);
        g.writeStringProperty("lastName", o.lastName);
        nullable(g, "notificationUrl", o.notificationUrl);
        nullable(g, "returnUrl", o.returnUrl);
        nullable(g, "phoneNumber", o.phoneNumber);
        nullable(g, "employerName", o.employerName);
        if (shape != Shape.LIST) {
            Reports.writeAccounts(g, o, spec);
        }
        g.writeEndObject();
        g.writeEndObject();
    }

    private static void nullable(JsonGenerator g, String name, String value) {
        if (value == null) {
            g.writeNullProperty(name);
        } else {
            g.writeStringProperty(name, value);
        }
    }

    /** The embeddable widget: a container and a script that puts the enrollment frame into it. */
    static String widgetScript(String baseUrl, SandboxOrder o) {
        String container = "assetverify-enrollment-" + o.id.substring(0, 8);
        String src = baseUrl + "/integrations/assetverify/enrollment-widget?ssoKey="
                + URLEncoder.encode(o.ssoKey, StandardCharsets.UTF_8);
        return "<div id=\"" + container
                + "\" class=\"assetverify-enrollment\" style=\"width:100%;height:600px\"></div>\n"
                + "<script>(function(){var c=document.getElementById('" + container + "');"
                + "var f=document.createElement('iframe');f.src='" + src + "';f.title='Link your bank accounts';"
                + "f.style.width='100%';f.style.height='600px';f.style.border='0';c.appendChild(f);"
                + "window.addEventListener('message',function(e){if(e.data==='closeFrame'){"
                + "c.dispatchEvent(new CustomEvent('assetverify:complete',{bubbles:true}));}});})();</script>";
    }
}
