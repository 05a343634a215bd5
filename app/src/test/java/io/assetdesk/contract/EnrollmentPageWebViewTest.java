package io.assetdesk.contract;

import static io.assetdesk.sandbox.RawHttp.ORDERS;
import static io.assetdesk.sandbox.RawHttp.json;
import static io.assetdesk.sandbox.RawHttp.orderBody;
import static io.assetdesk.sandbox.RawHttp.validOrder;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.sandbox.RawHttp;
import io.assetdesk.sandbox.SandboxServer;
import io.assetdesk.ui.enrollment.SessionCookieHandler;
import io.assetdesk.ui.testing.ScreenTest;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.concurrent.Worker;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.scene.web.WebEngine;
import javafx.scene.web.WebView;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;
import tools.jackson.databind.JsonNode;

/**
 * The enrollment page in a real (headless) WebView, driven through its documented element ids as the console's
 * enrollment window does: wrong password, retry, accounts, confirm, closeFrame message, order status.
 */
@ScreenTest
class EnrollmentPageWebViewTest {
    private static SandboxServer server;
    private static RawHttp http;
    private static WebEngine engine;

    @BeforeAll
    static void start() throws Exception {
        server = SandboxServer.start(0, 0, Duration.ofSeconds(30));
        http = new RawHttp(server.baseUrl());
        // WebKit's loader captures the JVM's cookie handler at its first request, for the life of the JVM: install the
        // console's handler first, as the app does at start, so that this test leaves the same JVM state behind.
        SessionCookieHandler.install();
        FxToolkit.setupStage(stage -> {
            WebView view = new WebView();
            engine = view.getEngine();
            stage.setScene(new Scene(new StackPane(view), 520, 640));
            stage.show();
        });
    }

    @AfterAll
    static void stop() throws Exception {
        FxToolkit.cleanupStages();
        server.close();
    }

    private static Object js(String script) {
        return fx(() -> engine.executeScript(script));
    }

    private static boolean visible(String id) {
        return Boolean.TRUE.equals(js("(function(){var e=document.getElementById('" + id + "');"
                + "return !!e && !e.classList.contains('hidden') && e.offsetParent !== null;})()"));
    }

    private static void waitFor(String script) throws Exception {
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> {
            try {
                return Boolean.TRUE.equals(js(script));
            } catch (RuntimeException e) {
                return false;
            }
        });
    }

    private static <T> T fx(Callable<T> work) {
        try {
            return WaitForAsyncUtils.asyncFx(work).get(20, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static void load(String url) throws Exception {
        fx(() -> {
            engine.load(url);
            return null;
        });
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> fx(() -> engine.getLoadWorker().getState()
                == Worker.State.SUCCEEDED && url.equals(engine.getLocation())));
    }

    @Test
    void aBorrowerEnrollsThroughThePage() throws Exception {
        JsonNode order = json(http.call("POST", ORDERS, validOrder("WebView"))).get("data");
        String id = order.get("id").stringValue();
        String key = order.get("attributes").get("enrollmentSSOKey").stringValue();
        load(server.baseUrl() + "/integrations/assetverify/enrollment-widget?ssoKey=" + key);
        js("window.__messages = []; window.addEventListener('message', function (e) { "
                + "window.__messages.push(e.data); });");

        assertThat(visible("step-bank")).isTrue();
        assertThat(((Number) js("document.querySelectorAll('button.bank').length")).intValue()).isEqualTo(5);
        js("document.getElementById('bank-first-platypus').click()");
        assertThat(visible("username")).isTrue();
        assertThat(js("document.getElementById('login-title').textContent")).isEqualTo("Sign in to First Platypus "
                + "Bank");
        assertThat(js("document.getElementById('about-bank').target")).isEqualTo("_blank");

        // a wrong password shows the error and lets the borrower try again
        js("document.getElementById('username').value='user_good'; document.getElementById('password').value='oops';"
                + "document.getElementById('sign-in').click();");
        waitFor("!document.getElementById('login-error').classList.contains('hidden')");
        assertThat(visible("login-error")).isTrue();
        assertThat(js("document.getElementById('login-error').textContent").toString()).contains("incorrect");
        assertThat(visible("username")).isTrue();

        js("document.getElementById('password').value='pass_good'; document.getElementById('sign-in').click();");
        waitFor("document.querySelectorAll('input.account[type=checkbox]').length > 0");
        assertThat(visible("login-error")).isFalse();
        assertThat(js("document.getElementById('confirm').disabled")).isEqualTo(true);
        js("var b=document.querySelector('input.account[type=checkbox]'); b.click();");
        assertThat(js("document.getElementById('confirm').disabled")).isEqualTo(false);
        js("document.getElementById('confirm').click()");

        waitFor("!document.getElementById('done').classList.contains('hidden')");
        assertThat(visible("done")).isTrue();
        waitFor("window.__messages.indexOf('closeFrame') >= 0");
        JsonNode read = json(http.call("GET", ORDERS + "/" + id, orderBody(""))).get("data").get("attributes");
        assertThat(read.get("status").stringValue()).isEqualTo("inprogress");

        // the link is used up: loading it again shows the clear page
        fx(() -> {
            engine.reload();
            return null;
        });
        waitFor("!!document.getElementById('invalid-link')");
        assertThat(js("document.body.textContent").toString())
                .contains("This enrollment link is not valid or has already been used");
        assertThat(js("!!document.getElementById('bank-first-platypus')")).isEqualTo(false);
    }
}
