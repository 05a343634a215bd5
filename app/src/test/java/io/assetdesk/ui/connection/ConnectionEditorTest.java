package io.assetdesk.ui.connection;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.settings.ConnectionDraft;
import io.assetdesk.settings.SecretKind;
import io.assetdesk.ui.Messages;
import java.util.List;
import java.util.Set;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.Test;

/** The Connection screen's editor alone (no toolkit, no service): each field's problem as the officer types. */
class ConnectionEditorTest {
    private final ConnectionEditor editor = new ConnectionEditor(Messages.load(), () -> List.of("Production"),
            new SimpleObjectProperty<>());

    private static ConnectionDraft draft(String name, String base) {
        return new ConnectionDraft(name, base, "https://portal.example.com", "", "", "", "officer", "");
    }

    @Test
    void aProfileThatMayNotBeEditedShowsNoProblem() {
        editor.load(new EditorContent(draft("", "nonsense"), Set.of(), false, false));
        assertThat(editor.error(ConnectionField.NAME).get()).isNull();
        assertThat(editor.validProperty().get()).isTrue();
    }

    @Test
    void eachFieldSaysItsProblemAndTheProfileIsValidOnceFixed() {
        editor.load(new EditorContent(draft("Production", "http://integrations.example.com"), Set.of(), false, true));
        assertThat(editor.error(ConnectionField.NAME).get()).isEqualTo("A profile with this name exists already");
        assertThat(editor.error(ConnectionField.BASE_URL).get()).startsWith("The URL");
        assertThat(editor.error(ConnectionField.ACCESS_TOKEN).get()).isEqualTo("Required");
        assertThat(editor.validProperty().get()).isFalse();

        editor.field(ConnectionField.NAME).set("Branch 7");
        editor.field(ConnectionField.BASE_URL).set("https://integrations.example.com");
        editor.field(ConnectionField.ACCESS_TOKEN).set("token-1");
        editor.field(ConnectionField.ASSETVERIFY_PASSWORD).set("pw");
        assertThat(editor.validProperty().get()).isTrue();
        assertThat(editor.edit().name()).isEqualTo("Branch 7");
        assertThat(editor.typedSecrets().accessToken()).isEqualTo("token-1");
    }

    @Test
    void aSecretKeptByTheWorkstationMayStayEmpty() {
        editor.load(new EditorContent(draft("Branch 7", "https://integrations.example.com"),
                Set.of(SecretKind.ACCESS_TOKEN, SecretKind.ASSETVERIFY_PASSWORD), true, true));
        assertThat(editor.storedProperty(SecretKind.ACCESS_TOKEN).get()).isTrue();
        assertThat(editor.error(ConnectionField.ACCESS_TOKEN).get()).isNull();
        assertThat(editor.rememberProperty().get()).isTrue();
        int before = editor.revealErrorsProperty().get();
        editor.revealErrors();
        assertThat(editor.revealErrorsProperty().get()).isEqualTo(before + 1);
    }
}
