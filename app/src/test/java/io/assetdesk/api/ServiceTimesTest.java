package io.assetdesk.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.format.DateTimeParseException;
import java.util.Random;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** The service's times read without the JDK's parsers ({@link ServiceTimes}) read as the JDK reads them. */
class ServiceTimesTest {

    @Test
    void utcTimesOfEveryFieldValueReadAsTheJdkReadsThemAndImpossibleOnesAreNone() {
        Random random = new Random(27);
        int read = 0;
        int none = 0;
        for (int i = 0; i < 50_000; i++) {
            int year = i % 10 == 0 ? random.nextInt(10_000) : 1900 + random.nextInt(300);
            String fraction = switch (random.nextInt(4)) {
                case 0 -> "";
                case 1 -> ".5";
                case 2 -> "." + String.format("%03d", random.nextInt(1000));
                default -> "." + String.format("%09d", random.nextInt(1_000_000_000));
            };
            String text = String.format("%04d-%02d-%02dT%02d:%02d:%02d%sZ", year, random.nextInt(14),
                    random.nextInt(33), random.nextInt(25), random.nextInt(61), random.nextInt(61), fraction);
            Instant expected = jdkOrNull(() -> Instant.parse(text));
            assertThat(ServiceTimes.instant(text)).as(text).isEqualTo(expected);
            assertThat(ServiceTimes.instant(text.toCharArray(), 0, text.length())).as(text).isEqualTo(expected);
            String local = text.substring(0, text.length() - 1);
            LocalDateTime expectedLocal = jdkOrNull(() -> LocalDateTime.parse(local));
            assertThat(ServiceTimes.localDateTime(local)).as(local).isEqualTo(expectedLocal);
            if (expected == null) {
                none++;
            } else {
                read++;
            }
        }
        assertThat(read).as("possible times").isGreaterThan(10_000);
        assertThat(none).as("impossible ones (month 13, February 30th, 24:00, a 61st second)").isGreaterThan(10_000);
        assertThat(ServiceTimes.instant("2024-02-29T23:59:59.999999999Z"))
                .isEqualTo(Instant.parse("2024-02-29T23:59:59.999999999Z"));
        assertThat(ServiceTimes.instant("2023-02-29T10:00:00Z")).isNull();
        assertThat(ServiceTimes.instant("0000-01-01T00:00:00Z")).isEqualTo(Instant.parse("0000-01-01T00:00:00Z"));
    }

    /** What the JDK's own parser reads, or null when it refuses the text. */
    private static <T> T jdkOrNull(Supplier<T> parse) {
        try {
            return parse.get();
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
