package io.assetdesk.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.ApiException;
import io.assetdesk.ui.Messages;
import java.util.List;
import org.junit.jupiter.api.Test;

class ProblemTest {
    private final Messages messages = Messages.load();

    private static ApiException network(String message, boolean maySeen, String requestId) {
        return new ApiException(ApiException.Kind.NETWORK, null, message, List.of(), requestId, null, null, maySeen,
                null);
    }

    @Test
    void aOneLineReportOfAConnectionThatCouldNotBeMadeSaysWhatToCheckOnce() {
        String line = Problem.describe(network("Could not connect to 127.0.0.1:9 (Connection refused)", false, null),
                messages);
        assertThat(line).isEqualTo("Could not connect to 127.0.0.1:9 (Connection refused); check the network and the"
                + " base URL under Connection");
    }

    @Test
    void aCallTheServiceMayHaveSeenGetsNoConnectionAdviceAndKeepsItsRequestId() {
        String line = Problem.describe(network("No complete answer from the service within 30 s; try again", true,
                "rq-5"), messages);
        assertThat(line).isEqualTo("No complete answer from the service within 30 s; try again (request id rq-5)");
    }

    @Test
    void anErrorPaneKeepsTheAdviceOnItsOwnLineInsteadOfInTheMessage() {
        Problem p = Problem.of(network("Could not connect to 127.0.0.1:9 (Connection refused)", false, null), messages);
        assertThat(p.message()).isEqualTo("Could not connect to 127.0.0.1:9 (Connection refused)");
        assertThat(p.advice()).isEqualTo("Check the network and the base URL under Connection, then try again.");
    }
}
