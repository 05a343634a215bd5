package io.assetdesk.spike;

import com.sun.net.httpserver.HttpServer;
import java.net.CookieHandler;
import java.net.CookieManager;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.web.WebView;
import javafx.stage.Stage;
import netscape.javascript.JSObject;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

class SpikeTest {
    public static final List<String> LOG = new CopyOnWriteArrayList<>();

    public static class Bridge {
        public void complete(String origin, String data) {
            LOG.add("complete " + origin + " " + data);
        }
    }

    static final Bridge BRIDGE = new Bridge();

    @Test
    void spike() throws Exception {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/frame", ex -> {
            byte[] b = ("<html><body><input id='u'><script>"
                    + "document.cookie='c1=v1; path=/';"
                    + "var before = localStorage.getItem('k');"
                    + "localStorage.setItem('k','stored');"
                    + "document.title = 'before=' + before + ' cookie=' + document.cookie;"
                    + "</script><button id='b' onclick=\"window.parent.postMessage('closeFrame','*')\">x</button></body></html>").getBytes(StandardCharsets.UTF_8);
            ex.getResponseHeaders().add("Content-Type", "text/html");
            ex.getResponseHeaders().add("Set-Cookie", "srv=1; Path=/");
            LOG.add("req " + ex.getRequestURI() + " cookie header: " + ex.getRequestHeaders().getFirst("Cookie"));
            ex.sendResponseHeaders(200, b.length);
            ex.getResponseBody().write(b);
            ex.close();
        });
        server.start();
        String base = "http://127.0.0.1:" + server.getAddress().getPort();
        CookieManager[] cm = new CookieManager[1];
        FxToolkit.registerPrimaryStage();
        for (int round = 0; round < 2; round++) {
            int r = round;
            Path dir = Files.createTempDirectory(Path.of("target"), "spike");
            WebView[] view = new WebView[1];
            FxToolkit.setupStage(s -> {
                cm[0] = new CookieManager();
                CookieHandler.setDefault(cm[0]);
                WebView web = new WebView();
                view[0] = web;
                web.getEngine().setUserDataDirectory(dir.toFile());
                web.getEngine().locationProperty().addListener((o, a, b) -> { LOG.add(r + " location " + a + " -> " + b); if (b != null && b.startsWith("http")) { web.getEngine().getLoadWorker().cancel(); LOG.add(r + " cancelled"); } });
                web.getEngine().getLoadWorker().stateProperty().addListener((o, a, b) -> {
                    LOG.add(r + " state " + b);
                    if (b == javafx.concurrent.Worker.State.SUCCEEDED) {
                        JSObject w = (JSObject) web.getEngine().executeScript("window");
                        w.setMember("assetDesk", BRIDGE);
                    }
                });
                web.getEngine().setOnAlert(e -> LOG.add(r + " alert " + e.getData()));
                web.getEngine().loadContent("<html><body><script>window.addEventListener('message', function(e){ alert('msg ' + e.origin + ' ' + e.data); if (window.assetDesk) window.assetDesk.complete(e.origin, String(e.data)); });</script>"
                        + "<iframe id='f' src='" + base + "/frame' style='width:100%;height:600px'></iframe></body></html>");
                s.setScene(new Scene(web, 800, 700));
                s.show();
            });
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> LOG.stream().anyMatch(l -> l.startsWith(r + " state SUCCEEDED")));
            Thread.sleep(1500);
            Object[] res = new Object[3];
            WaitForAsyncUtils.asyncFx(() -> {
                com.sun.webkit.WebPage page = com.sun.javafx.webkit.Accessor.getPageFor(view[0].getEngine());
                long main = page.getMainFrame();
                List<Long> kids = page.getChildFrames(main);
                res[0] = kids;
                res[1] = page.executeScript(kids.get(0), "document.title + ' | ' + document.location.href");
                res[2] = page.executeScript(kids.get(0), "document.getElementById('b').click(); 'clicked'");
                LOG.add(r + " loc=" + view[0].getEngine().getLocation());
                LOG.add(r + " getClass via js: " + view[0].getEngine().executeScript("try { String(window.assetDesk.getClass().forName('java.lang.System').getProperty('user.home')) } catch (e) { 'ERR ' + e }"));
            }).get();
            LOG.add(r + " frames " + res[0] + " title " + res[1] + " " + res[2]);
            Thread.sleep(1000);
            LOG.add(r + " store " + cm[0].getCookieStore().getCookies());
            WaitForAsyncUtils.asyncFx(() -> { view[0].getEngine().load("about:blank"); }).get();
            Thread.sleep(500);
            WaitForAsyncUtils.asyncFx(() -> { view[0].getEngine().executeScript("window.location.href='" + base + "/frame'"); }).get();
            Thread.sleep(1000);
            LOG.add(r + " after nav loc=" + WaitForAsyncUtils.asyncFx(() -> view[0].getEngine().getLocation()).get());
            try (var st = Files.walk(dir)) { st.forEach(p -> LOG.add(r + " file " + p)); }
            FxToolkit.cleanupStages();
        }
        server.stop(0);
        LOG.forEach(System.out::println);
    }
}
