package io.assetdesk.ui;

import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import atlantafx.base.theme.Theme;
import java.net.URL;
import java.util.List;
import javafx.css.CssParser;
import javafx.css.Stylesheet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ThemesTest {

    /** Each rule's selectors and the properties it declares, in order (what the theme styles, and where). */
    private static List<String> shape(Stylesheet sheet) {
        return sheet.getRules().stream().map(r -> r.getSelectors() + " " + r.getDeclarations().stream()
                .map(d -> d.getProperty()).toList()).toList();
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void theBuildShipsEachThemeInBinaryFormWithTheSameRulesAsItsCss(boolean dark) throws Exception {
        Theme theme = dark ? new PrimerDark() : new PrimerLight();
        String chosen = Themes.userAgentStylesheet(dark);
        assertThat(chosen).as("the build's process-classes step wrote the binary theme").endsWith(".bss");

        Stylesheet binary = Stylesheet.loadBinary(new URL(chosen));
        Stylesheet css = new CssParser().parse(Theme.class.getResource(theme.getUserAgentStylesheet()));

        assertThat(binary.getRules()).hasSameSizeAs(css.getRules());
        assertThat(shape(binary)).isEqualTo(shape(css));
    }
}
