package io.assetdesk.ui.connection;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.settings.ConnectionDraft;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.ConnectionService;
import io.assetdesk.settings.MemorySecretStore;
import io.assetdesk.settings.ProfileStore;
import io.assetdesk.settings.SavedProfile;
import io.assetdesk.settings.SecretKind;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.connection.ProfileItem.Kind;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** What the Connection editor shows for each kind of profile, and the list it picks them from; no window needed. */
class EditorContentTest {
    private static final Messages M = Messages.load();
    private ConnectionService service;

    @BeforeEach
    void setUp() throws IOException {
        Path dataDir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "editor-content");
        service = new ConnectionService(new ProfileStore(dataDir), MemorySecretStore::new);
    }

    @Test
    void aSavedProfileShowsItsFieldsAndWhichSecretsAreKeptButNeverASecret() {
        SavedProfile saved = service.save(null, new ConnectionService.Edit("Prod", "https://svc.example.com",
                "https://portal.example.com", "", "officer"),
                new ConnectionService.Secrets("tok-1", null, "pw-1"), false, List.of());
        EditorContent shown = EditorContent.of(new ProfileItem(Kind.SAVED, "Prod", saved, null, null), null, service,
                M);

        assertThat(shown.form().name()).isEqualTo("Prod");
        assertThat(shown.form().assetverifyUsername()).isEqualTo("officer");
        assertThat(shown.form().accessToken()).as("a secret is never shown").isNull();
        assertThat(shown.form().assetverifyPassword()).isNull();
        assertThat(shown.form().toString()).doesNotContain("tok-1").doesNotContain("pw-1");
        assertThat(shown.stored()).as("bank link is not used, so its secret is not 'stored'")
                .containsExactlyInAnyOrder(SecretKind.ACCESS_TOKEN, SecretKind.ASSETVERIFY_PASSWORD);
        assertThat(shown.editable()).isTrue();
        assertThat(shown.remember()).isFalse();
    }

    @Test
    void theSandboxShowsTheAddressItRunsOnAndCannotBeEdited() {
        URI url = URI.create("http://127.0.0.1:41234");
        ConnectionProfile running = new ConnectionProfile("Sandbox", url, url, "t", null, null, true);
        EditorContent shown = EditorContent.of(new ProfileItem(Kind.SANDBOX, "Sandbox", null, null, null), running,
                service,
                M);

        assertThat(shown.form().baseUrl()).isEqualTo("http://127.0.0.1:41234");
        assertThat(shown.stored()).containsExactlyInAnyOrder(SecretKind.values());
        assertThat(shown.editable()).isFalse();
    }

    @Test
    void nothingChosenShowsAnEmptyLockedEditor() {
        EditorContent shown = EditorContent.of(null, null, service, M);
        assertThat(shown.form()).isEqualTo(new ConnectionDraft(null, null, null, null, null, null, null, null));
        assertThat(shown.editable()).isFalse();
    }

    @Test
    void theListPutsTheSandboxFirstKeepsOneNewEntryAndFindsTheProfileInUse() {
        service.save(null, new ConnectionService.Edit("Prod", "https://svc.example.com", "https://portal.example.com",
                "", "officer"), new ConnectionService.Secrets("tok-1", null, "pw-1"), false, List.of());
        ProfileList list = new ProfileList(M, service, Optional.empty());
        list.reload(null);
        assertThat(list.items()).extracting(ProfileItem::kind).containsExactly(Kind.SANDBOX, Kind.SAVED);

        list.addNew();
        ProfileItem second = list.addNew();
        assertThat(list.items()).extracting(ProfileItem::kind).containsExactly(Kind.SANDBOX, Kind.SAVED, Kind.NEW);
        assertThat(list.namesBesides(second)).containsExactly(M.get("connection.sandbox.name"), "Prod");

        ConnectionProfile prod = new ConnectionProfile("Prod", URI.create("https://svc.example.com"),
                URI.create("https://portal.example.com"), "tok-1", null, null, false);
        assertThat(list.itemFor(prod)).isSameAs(list.savedNamed("Prod"));
        assertThat(list.savedExcept(list.savedNamed("Prod"))).isEmpty();
    }
}
