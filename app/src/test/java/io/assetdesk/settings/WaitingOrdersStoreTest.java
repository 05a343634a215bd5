package io.assetdesk.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The file that lets waits for reports survive a restart. */
class WaitingOrdersStoreTest {
    private Path dir;
    private WaitingOrdersStore store;

    @BeforeEach
    void setUp() throws Exception {
        Files.createDirectories(Path.of("target"));
        dir = Files.createTempDirectory(Path.of("target"), "waiting-store");
        store = new WaitingOrdersStore(dir);
    }

    @Test
    void savedEntriesComeBackInOrder() throws Exception {
        List<WaitingOrdersStore.Entry> entries = List.of(
                new WaitingOrdersStore.Entry("ord-2", Instant.parse("2026-11-21T09:00:00.123Z"), "Production"),
                new WaitingOrdersStore.Entry("ord-1", Instant.parse("2026-11-21T08:59:00Z"), "Staging"));

        store.save(entries);

        assertThat(new WaitingOrdersStore(dir).load()).containsExactlyElementsOf(entries);
    }

    @Test
    void theFileHoldsOnlyIdsTimesAndProfileNames() throws Exception {
        store.save(List.of(new WaitingOrdersStore.Entry("ord-9", Instant.parse("2026-11-21T09:00:00Z"), "Prod")));

        String json = Files.readString(store.file(), StandardCharsets.UTF_8);

        assertThat(json).contains("ord-9", "2026-11-21T09:00:00Z", "Prod");
        assertThat(json.replaceAll("\\s", "")).matches(
                "\\{\"format\":1,\"waiting\":\\[\\{\"orderId\":\"ord-9\",\"startedAt\":\"[^\"]+\",\"profile\":\"Pro"
                        + "d\"}]}");
    }

    @Test
    void noFileMeansNoWaitsAndSavingNothingRemovesTheFile() throws Exception {
        assertThat(store.load()).isEmpty();
        store.save(List.of(new WaitingOrdersStore.Entry("a", Instant.EPOCH, "p")));
        assertThat(store.file()).exists();

        store.save(List.of());

        assertThat(store.file()).doesNotExist();
        assertThat(store.load()).isEmpty();
    }

    @Test
    void aDamagedFileReadsAsEmpty() throws Exception {
        Files.writeString(store.file(), "{\"format\":1,\"waiting\":[{\"orderId\":", StandardCharsets.UTF_8);
        assertThat(store.load()).isEmpty();

        Files.writeString(store.file(), "[1,2,3]", StandardCharsets.UTF_8);
        assertThat(store.load()).isEmpty();

        Files.writeString(store.file(), "{\"waiting\":[{\"orderId\":\"x\"}]}", StandardCharsets.UTF_8);
        assertThat(store.load()).as("an entry without its start time").isEmpty();
    }

    @Test
    void unknownFieldsFromANewerVersionAreIgnored() throws Exception {
        Files.writeString(store.file(), "{\"format\":2,\"extra\":true,\"waiting\":[{\"orderId\":\"x\","
                + "\"startedAt\":\"2026-01-01T00:00:00Z\",\"profile\":\"P\",\"note\":\"n\"}]}", StandardCharsets.UTF_8);

        assertThat(store.load()).containsExactly(
                new WaitingOrdersStore.Entry("x", Instant.parse("2026-01-01T00:00:00Z"), "P"));
    }
}
