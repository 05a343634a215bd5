package io.assetdesk.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Enrollment keys live for the order's life: in memory this run, and in the credential store when there is one. */
class EnrollmentKeysTest {

    @Test
    void aKeyRememberedInOneRunIsFoundInTheNextThroughTheCredentialStore() {
        MemorySecretStore workstation = new MemorySecretStore();
        EnrollmentKeys first = new EnrollmentKeys(() -> workstation, Runnable::run);
        first.remember("ord-1", "sso-key-1");
        assertThat(first.keyFor("ord-1")).contains("sso-key-1");

        EnrollmentKeys next = new EnrollmentKeys(() -> workstation, Runnable::run); // a restart
        assertThat(next.keyFor("ord-1")).as("not in memory before a lookup").isEmpty();
        assertThat(next.lookup("ord-1")).contains("sso-key-1");
        assertThat(next.has("ord-1")).as("cached after the lookup").isTrue();
        assertThat(next.lookup("ord-2")).isEmpty();
    }

    @Test
    void aFinishedOrdersKeyIsForgottenEverywhere() {
        MemorySecretStore workstation = new MemorySecretStore();
        EnrollmentKeys keys = new EnrollmentKeys(() -> workstation, Runnable::run);
        keys.remember("ord-1", "sso-key-1");
        keys.forget("ord-1");
        assertThat(keys.has("ord-1")).isFalse();
        assertThat(workstation.getEntry("enrollment-key/ord-1")).isEmpty();
        assertThat(new EnrollmentKeys(() -> workstation, Runnable::run).lookup("ord-1")).isEmpty();
    }

    @Test
    void withoutACredentialStoreKeysLastTheRun() {
        AtomicInteger probes = new AtomicInteger();
        EnrollmentKeys keys = new EnrollmentKeys(() -> {
            probes.incrementAndGet();
            return new UnavailableSecretStore("none here");
        }, Runnable::run);
        keys.remember("ord-1", "sso-key-1");
        keys.remember("ord-2", "sso-key-2");
        assertThat(keys.lookup("ord-1")).contains("sso-key-1");
        assertThat(keys.lookup("ord-3")).isEmpty();
        assertThat(probes).as("probed once").hasValue(1);
    }

    @Test
    void aStoreThatFailsDoesNotLoseTheKeyOfThisRun() {
        SecretStore broken = new SecretStore() {
            @Override
            public boolean available() {
                return true;
            }
            @Override
            public String unavailableReason() {
                return "";
            }
            @Override
            public Optional<String> get(String p, SecretKind k) {
                throw new SecretStoreException("x", null);
            }
            @Override
            public void put(String p, SecretKind k, String v) {
                throw new SecretStoreException("x", null);
            }
            @Override
            public Optional<String> getEntry(String n) {
                throw new SecretStoreException("x", null);
            }
            @Override
            public void putEntry(String n, String v) {
                throw new SecretStoreException("x", null);
            }
        };
        EnrollmentKeys keys = new EnrollmentKeys(() -> broken, Runnable::run);
        keys.remember("ord-1", "sso-key-1");
        assertThat(keys.lookup("ord-1")).contains("sso-key-1");
        assertThat(keys.lookup("ord-2")).isEmpty();
    }
}
