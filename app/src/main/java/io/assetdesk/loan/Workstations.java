package io.assetdesk.loan;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** This workstation's name, as the history names where a change was made: its host name, read without the network. */
final class Workstations {
    private static volatile String name;

    private Workstations() {
    }

    /** The host name ({@code HOSTNAME}, else {@code /etc/hostname}, else {@code COMPUTERNAME}); "unknown" when none. */
    static String name() {
        String n = name;
        if (n == null) {
            n = firstOf(System.getenv("HOSTNAME"), fileLine(Path.of("/etc/hostname")), System.getenv("COMPUTERNAME"));
            name = n;
        }
        return n;
    }

    private static String firstOf(String... names) {
        for (String s : names) {
            if (s != null && !s.isBlank()) {
                String t = s.strip();
                return t.length() > 200 ? t.substring(0, 200) : t;
            }
        }
        return "unknown";
    }

    private static String fileLine(Path file) {
        try {
            return Files.isRegularFile(file) ? Files.readString(file).lines().findFirst().orElse(null) : null;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
