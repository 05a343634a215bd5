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

    /**
     * Each of the console's stylesheets has its binary form beside it, with the same rules: JavaFX loads the
     * {@code .bss} in place of the {@code .css} (the start-up skips parsing them), so a stale or missing one would
     * style the window differently from its CSS.
     */
    @ParameterizedTest
    @ValueSource(strings = {"app", "shell/shell", "orders/orders", "loans/loans", "order/report",
        "enrollment/enrollment", "banklink/bank-accounts", "connection/connection"})
    void theBuildShipsEachOfTheConsolesStylesheetsInBinaryFormBesideIt(String name) throws Exception {
        URL css = Themes.class.getResource(name + ".css");
        URL bss = Themes.class.getResource(name + ".bss");
        assertThat(css).as(name + ".css").isNotNull();
        assertThat(bss).as("the build's process-classes step wrote " + name + ".bss").isNotNull();

        Stylesheet binary = Stylesheet.loadBinary(bss);
        Stylesheet parsed = new CssParser().parse(css);

        assertThat(binary.getRules()).isNotEmpty().hasSameSizeAs(parsed.getRules());
        assertThat(shape(binary)).isEqualTo(shape(parsed));
    }
}
