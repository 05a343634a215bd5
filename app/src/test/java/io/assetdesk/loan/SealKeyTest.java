package io.assetdesk.loan;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.settings.MemorySecretStore;
import io.assetdesk.testing.KeepingSecretStore;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The sealing key in the credential store: asked once per run (the loan files reopen after every idle pause, and a
 * credential store probe talks over D-Bus), never again once found, made, or known to keep nothing.
 */
class SealKeyTest {
    @Test
    void aKeyMadeOrFoundIsAskedOfTheCredentialStoreOncePerRun() {
        KeepingSecretStore lasting = new KeepingSecretStore();
        AtomicInteger opened = new AtomicInteger();
        SealKey keys = SealKey.inCredentialStore(() -> {
            opened.incrementAndGet();
            return lasting;
        });

        byte[] made = keys.make("seal-1").orElseThrow();
        for (int reopening = 0; reopening < 5; reopening++) {
            assertThat(keys.kept("seal-1")).hasValueSatisfying(k -> assertThat(k).isEqualTo(made));
        }
        assertThat(opened).hasValue(1);

        SealKey nextRun = SealKey.inCredentialStore(() -> {
            opened.incrementAndGet();
            return lasting;
        });
        assertThat(nextRun.kept("seal-1")).hasValueSatisfying(k -> assertThat(k).isEqualTo(made));
        assertThat(nextRun.kept("seal-1")).isPresent();
        assertThat(opened).as("the next run reads it once").hasValue(2);
    }

    @Test
    void aStoreThatKeepsNothingAcrossRunsIsAskedOnceAndGivesNoKey() {
        AtomicInteger opened = new AtomicInteger();
        SealKey keys = SealKey.inCredentialStore(() -> {
            opened.incrementAndGet();
            return new MemorySecretStore();
        });

        assertThat(keys.kept("seal-1")).isEmpty();
        assertThat(keys.make("seal-1")).isEmpty();
        assertThat(keys.kept("seal-1")).isEmpty();
        assertThat(opened).hasValue(1);
    }
}
