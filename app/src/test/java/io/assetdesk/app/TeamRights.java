package io.assetdesk.app;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The consoles' role as {@code docs/team.md} tells IT to make it: the SQL of its block, run as written. */
final class TeamRights {
    private static final String MARK = "The consoles' role (these lines are the ones the test suite runs";

    private TeamRights() {
    }

    /** The statements of the docs' block, for a role named {@code role} with {@code password}. */
    static List<String> grants(String role, String password) {
        String doc;
        try {
            doc = Files.readString(Path.of("..", "docs", "team.md"));
        } catch (IOException e) {
            throw new UncheckedIOException("docs/team.md is read from the app module's folder", e);
        }
        int at = doc.indexOf(MARK);
        if (at < 0) {
            throw new AssertionError("docs/team.md no longer has the consoles' role block");
        }
        int start = doc.indexOf("```sql\n", at) + "```sql\n".length();
        String block = doc.substring(start, doc.indexOf("```", start));
        List<String> out = new ArrayList<>();
        for (String statement : block.split(";")) {
            String s = statement.strip();
            if (!s.isEmpty()) {
                out.add(s.replace("assetdesk_console", role).replace("'...'", "'" + password + "'"));
            }
        }
        return out;
    }
}
