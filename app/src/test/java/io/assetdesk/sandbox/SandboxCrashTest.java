package io.assetdesk.sandbox;

import static io.assetdesk.sandbox.RawHttp.ORDERS;
import static io.assetdesk.sandbox.RawHttp.json;
import static io.assetdesk.sandbox.RawHttp.orderBody;
import static io.assetdesk.sandbox.RawHttp.validOrder;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.JsonNode;

/**
 * What the sandbox confirmed survives a crash: {@code --sandbox-server} in a process of its own is killed (SIGKILL,
 * no shutdown hook) right after it answered a run of creates (201) and an enrollment (200), and started again on the
 * same data folder; every confirmed order is there, the enrollment too. Three rounds, bounded in time.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class SandboxCrashTest {
    private static final int ROUNDS = 3;
    private static final int CREATES = 10;

    @Test
    void everythingConfirmedBeforeAKillIsThereAfterTheRestart() throws Exception {
        Path home = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "sandbox-crash");
        Set<String> confirmed = new HashSet<>();
        List<String> enrolled = new ArrayList<>();
        for (int round = 0; round < ROUNDS; round++) {
            Process p = start(home);
            try {
                RawHttp http = new RawHttp(listening(p));
                if (round > 0) {
                    // everything confirmed before the previous kill is there
                    assertThat(ids(http)).containsAll(confirmed);
                    for (String id : enrolled) {
                        assertThat(status(http, id)).as("enrolled before the kill").isIn("inprogress", "closed");
                    }
                }
                String key = null;
                for (int i = 0; i < CREATES; i++) {
                    HttpResponse<String> r = http.call("POST", ORDERS, validOrder("Crash" + round));
                    assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
                    JsonNode data = json(r).get("data");
                    confirmed.add(data.get("id").stringValue());
                    if (i == CREATES - 1) {
                        key = data.get("attributes").get("enrollmentSSOKey").stringValue();
                        enrolled.add(data.get("id").stringValue());
                    }
                }
                Map<String, List<String>> form = new HashMap<>(Map.of("ssoKey", List.of(key), "bank",
                        List.of("first-platypus"), "username", List.of("user_good"), "password", List.of("pass_good")));
                form.put("accounts", List.of("0"));
                assertThat(http.form("/integrations/assetverify/enrollment-widget/complete", form).statusCode())
                        .isEqualTo(200);
            } finally {
                p.destroyForcibly(); // SIGKILL: no shutdown hook, no close
                assertThat(p.waitFor(20, TimeUnit.SECONDS)).isTrue();
            }
        }
        Process last = start(home);
        try {
            RawHttp http = new RawHttp(listening(last));
            assertThat(ids(http)).containsAll(confirmed);
            for (String id : enrolled) {
                assertThat(status(http, id)).isIn("inprogress", "closed");
            }
        } finally {
            last.destroy();
            last.waitFor(20, TimeUnit.SECONDS);
        }
    }

    private static Process start(Path home) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder pb = new ProcessBuilder(java, "-Xmx256m", "-cp", System.getProperty("java.class.path"),
                "io.assetdesk.Main", "--sandbox-server", "--orders", "5", "--report-delay", "3600")
                .redirectErrorStream(true);
        pb.environment().put("ASSET_DESK_HOME", home.toAbsolutePath().toString());
        return pb.start();
    }

    /** The sandbox's address, from its "Sandbox listening on" line. */
    private static URI listening(Process p) throws Exception {
        return RawHttp.listening(p).get(60, TimeUnit.SECONDS);
    }

    private static Set<String> ids(RawHttp http) {
        Set<String> out = new HashSet<>();
        for (JsonNode e : json(http.call("GET", ORDERS, orderBody(""))).get("data")) {
            out.add(e.get("id").stringValue());
        }
        return out;
    }

    private static String status(RawHttp http, String id) {
        return json(http.call("GET", ORDERS + "/" + id, orderBody(""))).get("data").get("attributes").get("status")
                .stringValue();
    }
}
