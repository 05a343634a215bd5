package io.assetdesk.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** DESIGN.md's "who may import whom", held on the main code. */
class LayeringTest {
    private static JavaClasses main;

    @BeforeAll
    static void importMainClasses() {
        main = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
                .importPackages("io.assetdesk");
    }

    @Test
    void apiKnowsNoJavaFxUiSettingsOrSandbox() {
        noClasses().that().resideInAPackage("io.assetdesk.api..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "io.assetdesk.ui..",
                        "io.assetdesk.settings..", "io.assetdesk.sandbox..", "org.controlsfx..", "atlantafx..")
                .check(main);
    }

    @Test
    void sandboxIsAnIndependentReadingOfTheSpec() {
        noClasses().that().resideInAPackage("io.assetdesk.sandbox..")
                .should().dependOnClassesThat().resideInAnyPackage("io.assetdesk.api..", "io.assetdesk.settings..",
                        "io.assetdesk.ui..", "javafx..")
                .check(main);
    }

    @Test
    void settingsKnowNoUiAndNoJavaFx() {
        noClasses().that().resideInAPackage("io.assetdesk.settings..")
                .should().dependOnClassesThat().resideInAnyPackage("io.assetdesk.ui..", "io.assetdesk.sandbox..",
                        "javafx..")
                .check(main);
    }

    @Test
    void exportsAndTheSummaryKnowNoJavaFxUiSettingsOrSandbox() {
        noClasses().that().resideInAnyPackage("io.assetdesk.export..", "io.assetdesk.report..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "io.assetdesk.ui..",
                        "io.assetdesk.settings..", "io.assetdesk.sandbox..")
                .check(main);
    }

    /** The order's state machine is plain Java: no screen, no store, no client. */
    @Test
    void theOrderStateKnowsNoJavaFxUiSettingsClientOrSandbox() {
        noClasses().that().resideInAPackage("io.assetdesk.workflow..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "io.assetdesk.ui..",
                        "io.assetdesk.settings..", "io.assetdesk.sandbox..", "io.assetdesk.api..")
                .check(main);
    }

    /** Screens get typed records from the client and the export layer, never JSON trees or a JSON library. */
    @Test
    void screensUseNoJsonLibrary() {
        noClasses().that().resideInAPackage("io.assetdesk.ui..")
                .should().dependOnClassesThat().resideInAnyPackage("tools.jackson..", "com.fasterxml.jackson.databind..")
                .check(main);
    }

    /**
     * The data folder's stores are made in one place (AppContext, and the launcher's early read of the window
     * preferences); screens take them from there, and run background work on the context's executor, never on the
     * JDK's shared pool.
     */
    @Test
    void screensMakeNoStoreAndUseNoSharedPool() {
        noClasses().that().resideInAPackage("io.assetdesk.ui..")
                .and().doNotHaveFullyQualifiedName("io.assetdesk.ui.AppContext")
                .and().doNotHaveFullyQualifiedName("io.assetdesk.ui.DesktopApp")
                .and().doNotHaveFullyQualifiedName("io.assetdesk.ui.ReportWaits")
                .should().callConstructorWhere(com.tngtech.archunit.base.DescribedPredicate.describe(
                        "of a store in settings", c -> c.getTarget().getOwner().getPackageName().equals("io.assetdesk.settings")
                                && c.getTarget().getOwner().getSimpleName().endsWith("Store")
                                && !c.getTarget().getOwner().getSimpleName().contains("Secret")))
                .orShould().callMethod(java.util.concurrent.ForkJoinPool.class, "commonPool")
                .check(main);
    }

    @Test
    void uiNeverReachesIntoTheSandbox() {
        noClasses().that().resideInAPackage("io.assetdesk.ui..")
                .should().dependOnClassesThat().resideInAPackage("io.assetdesk.sandbox..")
                .check(main);
    }

    @Test
    void onlyTheLauncherPackageWiresTheSandboxIntoTheApp() {
        noClasses().that().resideOutsideOfPackages("io.assetdesk", "io.assetdesk.sandbox..")
                .should().dependOnClassesThat().resideInAPackage("io.assetdesk.sandbox..")
                .check(main);
    }

    /**
     * Waiting is done with schedulers and timers, never by parking a thread. One exception: the synchronous client
     * calls of the command line wait for their retry on the command line's own thread (RetryPolicy's sleeper); the
     * asynchronous calls the console makes schedule their retries on a timer and hold no worker
     * ({@code ScheduledRetryTest}).
     */
    @Test
    void mainCodeNeverSleeps() {
        noClasses().that().doNotHaveFullyQualifiedName("io.assetdesk.api.RetryPolicy$Sleeper")
                .should().callMethod(Thread.class, "sleep", long.class)
                .orShould().callMethod(Thread.class, "sleep", long.class, int.class)
                .orShould().callMethod(Thread.class, "sleep", java.time.Duration.class)
                .check(main);
    }
}
