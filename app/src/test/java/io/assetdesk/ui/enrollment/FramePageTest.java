package io.assetdesk.ui.enrollment;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The borrower window's own page: the frame address, the origin rule, and the completion callback's check. */
class FramePageTest {
    private static final URI PORTAL = URI.create("https://portal.example.com");

    @Test
    void theFrameAddressCarriesTheKeyUrlEncodedOnThePortal() {
        assertThat(FramePage.frameUrl(URI.create("https://portal.example.com/"), "a b/c+d&e=f?g#h"))
                .hasToString("https://portal.example.com/integrations/assetverify/enrollment-widget"
                        + "?ssoKey=a+b%2Fc%2Bd%26e%3Df%3Fg%23h");
        assertThat(FramePage.frameUrl(URI.create("http://127.0.0.1:8080/base//"), "k"))
                .hasToString("http://127.0.0.1:8080/base/integrations/assetverify/enrollment-widget?ssoKey=k");
        assertThat(FramePage.probeUrl(URI.create("http://127.0.0.1:8080")))
                .hasToString("http://127.0.0.1:8080/integrations/assetverify/enrollment-widget");
    }

    @ParameterizedTest
    @CsvSource({
            "https://portal.example.com, true",
            "https://PORTAL.example.com, true",
            "https://portal.example.com:443, true",
            "http://portal.example.com, false",
            "https://portal.example.com:8443, false",
            "https://evil.example.com, false",
            "https://portal.example.com.evil.test, false",
            "https://portal.example.com/path, false",
            "https://user@portal.example.com, false",
            "null, false",
            "'', false",
            "not a uri at all, false"})
    void onlyThePortalsOwnOriginCounts(String origin, boolean accepted) {
        assertThat(FramePage.sameOrigin(origin, PORTAL)).isEqualTo(accepted);
    }

    @Test
    void originsAreWrittenTheWayBrowsersWriteThem() {
        assertThat(FramePage.origin(URI.create("https://portal.example.com:443/x?y"))).isEqualTo(
                "https://portal.example.com");
        assertThat(FramePage.origin(URI.create("http://127.0.0.1:8080/"))).isEqualTo("http://127.0.0.1:8080");
        assertThat(FramePage.sameOrigin("http://127.0.0.1:80", URI.create("http://127.0.0.1"))).isTrue();
    }

    @Test
    void theCallbackFiresOnceAndOnlyForCloseFrameFromThePortal() {
        List<String> fired = new ArrayList<>();
        CompletionCallback callback = new CompletionCallback(PORTAL, () -> fired.add("done"));

        callback.complete("https://evil.example.com", "closeFrame");
        callback.complete("https://portal.example.com", "somethingElse");
        callback.complete(null, "closeFrame");
        assertThat(fired).isEmpty();

        callback.complete("https://portal.example.com", "closeFrame");
        callback.complete("https://portal.example.com", "closeFrame");
        assertThat(fired).containsExactly("done");
    }

    @Test
    void thePageEscapesWhatItEmbedsAndKeepsTheFrameFromNavigatingTheWindow() {
        String html = FramePage.html(URI.create("https://portal.example.com/w?ssoKey=%22%3E%3Cscript%3E"),
                URI.create("https://portal.example.com"), "Title \"<b>\"");

        assertThat(html).contains("src=\"https://portal.example.com/w?ssoKey=%22%3E%3Cscript%3E\"");
        assertThat(html).contains("title=\"Title &quot;&lt;b&gt;&quot;\"");
        assertThat(html).contains("width:100%;height:100vh;min-height:600px"); // fills the window, never under 600
        assertThat(html).contains("var expected = \"https://portal.example.com\";");
        assertThat(html).contains("sandbox=\"").doesNotContain("allow-top-navigation");
        assertThat(FramePage.jsString("</script><x>\"\\"))
                .isEqualTo("\"\\u003c/script\\u003e\\u003cx\\u003e\\\"\\\\\"");
    }
}
