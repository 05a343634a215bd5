package io.assetdesk.arch;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * What Checkstyle ({@code app/checkstyle.xml}, run by {@code mvn verify}) cannot say: no type written out in full in
 * the code where an import would do (a full name stays only where two types of one simple name meet in a file, or an
 * import would hide a class of the file's own package), and no empty lambda in the main code. Imports, line length,
 * braces and white space are Checkstyle's.
 */
class SourceStyleTest {
    private static final List<Path> SOURCES = List.of(Path.of("src/main/java"), Path.of("src/test/java"));
    private static final Pattern FQN = Pattern.compile("(?<![\\w.@\"])((?:[a-z][a-z0-9_]*\\.)+)([A-Z][A-Za-z0-9_]*)");
    private static final List<String> ROOTS = List.of("java.", "javax.", "javafx.", "io.assetdesk.", "org.", "com.",
            "tools.", "ch.");
    private static final Pattern DECLARED = Pattern.compile("\\b(?:class|interface|enum|record)\\s+([A-Z]\\w*)");

    private static List<Path> javaFiles() throws IOException {
        List<Path> out = new ArrayList<>();
        for (Path root : SOURCES) {
            if (Files.isDirectory(root)) {
                try (Stream<Path> s = Files.walk(root)) {
                    s.filter(p -> p.toString().endsWith(".java")).forEach(out::add);
                }
            }
        }
        return out;
    }

    /**
     * A failure handler that does nothing hides the failure: every handler of the main code that is given an error
     * says what it does with it, were it only a log line. (A no-op default, {@code () -> { }}, is no handler.)
     */
    @Test
    void noFailureHandlerOfTheMainCodeIsEmpty() throws IOException {
        Pattern empty = Pattern.compile("\\b(e|ex|err|error|failure|problem|t|throwable|cause)\\s*->\\s*\\{\\s*}");
        List<String> found = new ArrayList<>();
        for (Path p : javaFiles()) {
            if (!p.startsWith(SOURCES.get(0))) {
                continue;
            }
            String code = Files.readString(p);
            Matcher m = empty.matcher(code);
            while (m.find()) {
                found.add(p + ":" + (code.substring(0, m.start()).split("\n", -1).length));
            }
        }
        assertThat(found).as("failure handlers that do nothing").isEmpty();
    }

    @Test
    void noTypeIsWrittenInFullWhereAnImportWouldDo() throws IOException {
        List<String> found = new ArrayList<>();
        for (Path p : javaFiles()) {
            String src = Files.readString(p);
            List<String> lines = src.lines().toList();
            String pkg = lines.stream().filter(l -> l.startsWith("package ")).findFirst()
                    .map(l -> l.substring(8).replace(";", "").strip()).orElse("");
            Set<String> samePackage = new HashSet<>();
            try (Stream<Path> s = Files.list(p.getParent())) {
                s.map(x -> x.getFileName().toString()).filter(n -> n.endsWith(".java"))
                        .forEach(n -> samePackage.add(n.substring(0, n.length() - 5)));
            }
            Map<String, String> imported = new HashMap<>();
            for (String l : lines) {
                if (l.startsWith("import ") && !l.startsWith("import static ")) {
                    String q = l.substring(7).replace(";", "").strip();
                    imported.put(q.substring(q.lastIndexOf('.') + 1), q);
                }
            }
            Set<String> declared = new HashSet<>();
            Matcher d = DECLARED.matcher(src);
            while (d.find()) {
                declared.add(d.group(1));
            }
            Map<String, Set<String>> uses = new HashMap<>();
            boolean inComment = false;
            for (String l : lines) {
                String s = l.strip();
                if (l.startsWith("import ") || l.startsWith("package ")) {
                    continue;
                }
                if (inComment) {
                    inComment = !l.contains("*/");
                    continue;
                }
                if (s.startsWith("/*")) {
                    inComment = !s.contains("*/");
                    continue;
                }
                if (s.startsWith("*") || s.startsWith("//")) {
                    continue;
                }
                Matcher m = FQN.matcher(code(l));
                while (m.find()) {
                    String prefix = m.group(1);
                    if (ROOTS.stream().anyMatch(prefix::startsWith)) {
                        uses.computeIfAbsent(m.group(2), k -> new HashSet<>()).add(prefix + m.group(2));
                    }
                }
            }
            for (Map.Entry<String, Set<String>> e : uses.entrySet()) {
                String simple = e.getKey();
                if (e.getValue().size() != 1) {
                    continue; // two types of one simple name: the full names tell them apart
                }
                String q = e.getValue().iterator().next();
                String qPackage = q.substring(0, q.lastIndexOf('.'));
                boolean hidden = samePackage.contains(simple) && !qPackage.equals(pkg);
                boolean otherImported = imported.containsKey(simple) && !imported.get(simple).equals(q);
                if (!declared.contains(simple) && !hidden && !otherImported && !qPackage.equals("java.lang")) {
                    found.add(p + ": " + q);
                }
            }
        }
        assertThat(found).as("types written in full where an import would do").isEmpty();
    }

    /** The line without its string and character literals and its end-of-line comment. */
    private static String code(String line) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '/' && i + 1 < line.length() && line.charAt(i + 1) == '/') {
                break;
            }
            if (c == '"' || c == '\'') {
                int j = i + 1;
                while (j < line.length() && line.charAt(j) != c) {
                    j += line.charAt(j) == '\\' ? 2 : 1;
                }
                i = j;
                b.append(' ');
                continue;
            }
            b.append(c);
        }
        return b.toString();
    }
}
