package io.assetdesk.ui;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import atlantafx.base.theme.Theme;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.stream.Stream;
import javafx.css.Stylesheet;

/**
 * The AtlantaFX theme as the app's user-agent stylesheet, in JavaFX's binary form ({@code .bss}) when the build made
 * one: parsing the theme's 170 KB of CSS took about 0.1-0.15 s of every start, loading the binary form a third of
 * that. The build runs {@link #main} (Maven, {@code process-classes}) to write them next to the classes; without them
 * (an IDE run) the theme's own CSS is used, so the app looks the same either way.
 *
 * <p>The console's own stylesheets get a binary form beside them too ({@code shell.bss} next to {@code shell.css}):
 * JavaFX loads a stylesheet's {@code .bss} sibling instead of parsing the {@code .css} when there is one, and parsing
 * the shell's, the Orders screen's and the app's CSS was about 50 ms of the FX thread before the first frame. So a
 * run from an IDE that shares Maven's classes folder shows a stylesheet as of the last Maven build until the next one
 * (any {@code mvn compile} or test run writes them again; {@code ThemesTest} fails on one that differs).
 */
public final class Themes {
    static final String FOLDER = "/io/assetdesk/ui/theme/";

    private Themes() {
    }

    /** The URL to hand to {@code Application.setUserAgentStylesheet}. */
    public static String userAgentStylesheet(boolean dark) {
        Theme theme = dark ? new PrimerDark() : new PrimerLight();
        URL binary = Themes.class.getResource(FOLDER + binaryName(theme));
        return binary != null ? binary.toExternalForm() : theme.getUserAgentStylesheet();
    }

    static String binaryName(Theme theme) {
        String css = theme.getUserAgentStylesheet();
        String file = css.substring(css.lastIndexOf('/') + 1);
        return file.substring(0, file.length() - ".css".length()) + ".bss";
    }

    /**
     * Build step: {@code Themes <classes folder>} writes the binary form of both themes under it, and of each of the
     * console's stylesheets beside it.
     */
    public static void main(String[] args) throws IOException {
        Path classes = Path.of(args[0]);
        try (Stream<Path> files = Files.walk(classes.resolve("io/assetdesk/ui"))) {
            for (Path css : files.filter(f -> f.getFileName().toString().endsWith(".css")).toList()) {
                String name = css.getFileName().toString();
                Path bss = css.resolveSibling(name.substring(0, name.length() - ".css".length()) + ".bss");
                Stylesheet.convertToBinary(css.toFile(), bss.toFile());
            }
        }
        Path out = classes.resolve(FOLDER.substring(1));
        Files.createDirectories(out);
        for (Theme theme : new Theme[] {new PrimerLight(), new PrimerDark()}) {
            String resource = theme.getUserAgentStylesheet();
            Path css = Files.createTempFile("theme", ".css");
            try (InputStream in = Theme.class.getResourceAsStream(resource)) {
                if (in == null) {
                    throw new IOException("The theme's stylesheet is missing: " + resource);
                }
                Files.copy(in, css, StandardCopyOption.REPLACE_EXISTING);
                File target = out.resolve(binaryName(theme)).toFile();
                Stylesheet.convertToBinary(css.toFile(), target);
            } finally {
                Files.deleteIfExists(css);
            }
        }
    }
}
