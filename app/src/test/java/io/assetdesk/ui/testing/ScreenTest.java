package io.assetdesk.ui.testing;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A test that shows screens: the JavaFX toolkit is set up (headless, TestFX's primary stage registered) before its
 * first test, and every window it opened is closed after each test ({@link FxToolkitExtension}). One line on the
 * class instead of the same set-up by hand in each.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@ExtendWith(FxToolkitExtension.class)
public @interface ScreenTest {
}
