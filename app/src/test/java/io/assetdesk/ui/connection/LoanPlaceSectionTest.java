package io.assetdesk.ui.connection;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.app.LoanPlaces;
import io.assetdesk.loan.LoanPlace;
import io.assetdesk.settings.ConnectionService;
import io.assetdesk.settings.DeskSettings;
import io.assetdesk.settings.ProfileStore;
import io.assetdesk.testing.KeepingSecretStore;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The Connection screen's "Loan files" card, without the toolkit: where the loan files are, a team database an imported
 * file names taken for this workstation (its password into the credential store, never into a file), given up again,
 * and the person's name the histories carry.
 */
class LoanPlaceSectionTest {
    private Path data;
    private final KeepingSecretStore store = new KeepingSecretStore();
    private LoanPlaceSection section;

    @BeforeEach
    void setUp() throws IOException {
        data = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "loan-place-");
        section = new LoanPlaceSection(Messages.load(), UiExecutor.direct(), new ConnectionService(
                new ProfileStore(data), () -> store), Runnable::run, Optional.empty(), data);
    }

    private Path connectionFile(String loanDatabase) throws IOException {
        Path file = data.resolve("office.json");
        Files.writeString(file, "{\"name\":\"Office\",\"baseUrl\":\"https://integrations.example.com\",\"portalUrl\":"
                + "\"https://portal.example.com\",\"accessToken\":\"tok\"" + loanDatabase + "}");
        return file;
    }

    @Test
    void aTeamDatabaseAnImportedFileNamesIsTakenWithItsPasswordInTheCredentialStoreAndGivenUpAgain()
            throws IOException {
        section.load();
        assertThat(section.whereProperty().get()).isEqualTo("Kept on this workstation.");
        assertThat(section.teamProperty().get()).isFalse();

        section.imported(connectionFile(",\"loanDatabase\":{\"url\":\"jdbc:postgresql://db.example.com:5432/"
                + "assetdesk\",\"user\":\"assetdesk_console\",\"password\":\"s3cret-password\"}"));
        assertThat(section.offerProperty().get()).contains("db.example.com:5432/assetdesk", "assetdesk_console");

        section.useOffered();

        assertThat(section.offerProperty().get()).isEmpty();
        assertThat(section.resultProperty().get()).startsWith("From the next start, this workstation's loan files "
                + "are the team database's at db.example.com:5432/assetdesk");
        assertThat(section.whereProperty().get()).contains("brought in on this workstation");
        assertThat(section.broughtInProperty().get()).isTrue();
        assertThat(store.entries).containsEntry("team-database/assetdesk_console@db.example.com:5432/assetdesk",
                "s3cret-password");
        assertThat(Files.readString(data.resolve("desk.json"), StandardCharsets.UTF_8))
                .contains("db.example.com").doesNotContain("s3cret-password");
        LoanPlace place = LoanPlaces.of(data, null);
        assertThat(place.team()).as("the next start's loan files").isPresent();
        assertThat(place.team().get().where()).isEqualTo("db.example.com:5432/assetdesk");

        section.useWorkstation();

        assertThat(section.whereProperty().get()).isEqualTo("Kept on this workstation.");
        assertThat(store.entries).as("the password forgotten").isEmpty();
        assertThat(LoanPlaces.of(data, null).team()).isEmpty();
    }

    @Test
    void anImportedFileWithoutATeamDatabaseOffersNone() throws IOException {
        section.imported(connectionFile(""));
        assertThat(section.offerProperty().get()).isEmpty();
    }

    @Test
    void thePersonsNameIsSetOnceForTheWorkstationAndBlankIsTheSystemsUser() {
        section.load();
        assertThat(section.personProperty().get()).isEmpty();

        section.personProperty().set("  Ann Lee  ");
        section.savePerson();

        assertThat(DeskSettings.person(data)).isEqualTo("Ann Lee");
        assertThat(section.resultProperty().get()).isEqualTo("From the next start, the loan histories written here "
                + "name you as Ann Lee.");

        section.personProperty().set("Ann\nLee");
        section.savePerson();
        assertThat(section.resultIsErrorProperty().get()).isTrue();
        assertThat(DeskSettings.person(data)).as("unchanged").isEqualTo("Ann Lee");

        section.personProperty().set("");
        section.savePerson();
        assertThat(DeskSettings.person(data)).isEqualTo(DeskSettings.osUser());
    }
}
