package io.assetdesk.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Only the latest call's answer counts; a cancel leaves none current. */
class LatestCallTest {

    @Test
    void aLaterCallOrACancelMakesEarlierTicketsStale() {
        LatestCall calls = new LatestCall();
        LatestCall.Ticket first = calls.start();
        assertThat(first.current()).isTrue();

        LatestCall.Ticket second = calls.start();
        assertThat(first.current()).isFalse();
        assertThat(second.current()).isTrue();

        calls.cancel();
        assertThat(second.current()).isFalse();
        assertThat(calls.start().current()).isTrue();
    }
}
