package io.assetdesk.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class PrewarmTest {

    @Test
    void theListNamesClassesOfTheLibrariesInUseSoStartUpGainsFromIt() throws IOException {
        long listed;
        try (InputStream in = Prewarm.class.getResourceAsStream(Prewarm.LIST)) {
            assertThat(in).as("the list is packaged with the app").isNotNull();
            listed = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.isBlank() && !l.startsWith("#")).count();
        }
        int found = Prewarm.loadListed(getClass().getClassLoader());

        assertThat(listed).isGreaterThan(500);
        // after a library upgrade, run packaging/prewarm-classes.sh: a stale list only wastes the thread's time
        assertThat(found).as("classes of the list that exist").isGreaterThanOrEqualTo((int) (listed * 0.95));
    }
}
