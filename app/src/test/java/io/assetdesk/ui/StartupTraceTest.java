package io.assetdesk.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class StartupTraceTest {

    @Test
    void marksArePrintedOnlyWhenAskedForInTheirOrderRelativeToJvmStartAndOnlyOnce() throws Exception {
        long before = System.currentTimeMillis();
        StartupTrace.mark("not asked for");
        System.setProperty(StartupTrace.PROPERTY, "true");
        try {
            StartupTrace.mark("theme set");
            Thread other = new Thread(() -> StartupTrace.mark("sandbox listening"), "sandbox start");
            other.start();
            other.join();
            String first = print(before);
            List<String> lines = first.lines().toList();
            assertEquals(2, lines.size(), first);
            String me = Pattern.quote(Thread.currentThread().getName().replace(' ', '_'));
            assertTrue(lines.get(0).matches("startup-trace \\d+ theme set " + me), lines.get(0));
            assertTrue(lines.get(1).matches("startup-trace \\d+ sandbox listening sandbox_start"), lines.get(1));
            long ms = Long.parseLong(lines.get(0).split(" ")[1]);
            assertTrue(ms >= 0 && ms <= System.currentTimeMillis() - before, "ms since the given start: " + ms);

            StartupTrace.mark("after the first frame");
            assertEquals("", print(before), "the trace ends with its first print");
        } finally {
            System.clearProperty(StartupTrace.PROPERTY);
        }
    }

    private static String print(long start) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        StartupTrace.print(start, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
