package io.assetdesk.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;

class ProfileStoreTest {

    private static Path dir() throws Exception {
        Files.createDirectories(Path.of("target"));
        return Files.createTempDirectory(Path.of("target"), "settings-");
    }

    @Test
    void profilesRoundTripWithoutSecrets() throws Exception {
        Path dir = dir();
        ProfileStore store = new ProfileStore(dir);
        assertThat(store.load()).isEmpty();
        SavedProfile p = new SavedProfile("Prod", "https://a.example", "https://b.example", "client", null, true);
        store.save(List.of(p));
        assertThat(new ProfileStore(dir).load()).containsExactly(p);
        assertThat(p.withSecrets("tok", "sec", "pw").banklink().secret()).isEqualTo("sec");
        assertThat(p.withSecrets("tok", "sec", "pw").assetverify()).isNull();
    }

    @Test
    void aDamagedFileGivesNoProfilesInsteadOfACrash() throws Exception {
        Path dir = dir();
        Files.writeString(dir.resolve(ProfileStore.FILE_NAME), "{not json");
        assertThat(new ProfileStore(dir).load()).isEmpty();
        Files.writeString(dir.resolve(ShellPreferencesStore.FILE_NAME), "[1,2]");
        assertThat(new ShellPreferencesStore(dir).load()).isEqualTo(ShellPreferences.empty());
    }

    @Test
    void memoryStoreKeepsSecretsPerProfileAndDeletesThem() {
        MemorySecretStore s = new MemorySecretStore();
        s.put("A", SecretKind.ACCESS_TOKEN, "t1");
        s.put("B", SecretKind.ACCESS_TOKEN, "t2");
        assertThat(s.get("A", SecretKind.ACCESS_TOKEN)).contains("t1");
        s.deleteAll("A");
        assertThat(s.get("A", SecretKind.ACCESS_TOKEN)).isEmpty();
        assertThat(s.get("B", SecretKind.ACCESS_TOKEN)).contains("t2");
        assertThat(s.toString()).doesNotContain("t2");
    }

    @Test
    void anUnavailableStoreSaysWhyAndRefusesToStore() {
        UnavailableSecretStore s = new UnavailableSecretStore("no Secret Service");
        assertThat(s.available()).isFalse();
        assertThat(s.unavailableReason()).isEqualTo("no Secret Service");
        Assertions.assertThatThrownBy(() -> s.put("A", SecretKind.ACCESS_TOKEN, "secret-value"))
                .isInstanceOf(SecretStore.SecretStoreException.class)
                .hasMessageNotContaining("secret-value");
    }
}
