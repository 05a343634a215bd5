package io.assetdesk.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.methods;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaConstructorCall;
import com.tngtech.archunit.core.domain.JavaMethod;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import com.tngtech.archunit.library.dependencies.SlicesRuleDefinition;
import io.assetdesk.api.IntegrationClient;
import io.assetdesk.api.IntegrationService;
import io.assetdesk.api.ReportPoller;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.time.Duration;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import javafx.application.Platform;
import javafx.fxml.FXML;
import javafx.scene.control.Dialog;
import javafx.stage.FileChooser;
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

    /**
     * Screens get typed records from the client and the export layer, never JSON trees or a JSON library, and never
     * talk HTTP themselves (the portal's reachability check is the client layer's {@code PortalCheck}).
     */
    @Test
    void screensUseNoJsonLibraryAndNoHttpClient() {
        noClasses().that().resideInAPackage("io.assetdesk.ui..")
                .should().dependOnClassesThat().resideInAnyPackage("tools.jackson..",
                        "com.fasterxml.jackson.databind..",
                        "java.net.http..")
                .check(main);
    }

    /** The screen packages (and the shell above them) form no cycle. */
    @Test
    void screenPackagesFormNoCycle() {
        SlicesRuleDefinition.slices()
                .matching("io.assetdesk.ui.(*)..").should().beFreeOfCycles()
                .check(main);
    }

    /**
     * A screen uses no other screen's classes: what two screens share lives in {@code ui.common} (the problem pane,
     * the status look, visibility, formats). Only the shell, which holds the screens, knows the order screen (to open
     * an order) and the desk enrollment (to start one).
     */
    @Test
    void noScreenUsesAnotherScreensClasses() {
        String[] screens = {"orders", "order", "neworder", "banklink", "connection", "enrollment"};
        for (String screen : screens) {
            String[] others = Arrays.stream(screens).filter(s -> !s.equals(screen))
                    .map(s -> "io.assetdesk.ui." + s + "..").toArray(String[]::new);
            noClasses().that().resideInAPackage("io.assetdesk.ui." + screen + "..")
                    .should().dependOnClassesThat().resideInAnyPackage(others)
                    .orShould().dependOnClassesThat().resideInAPackage("io.assetdesk.ui.shell..")
                    .check(main);
        }
    }

    /**
     * The composition root ({@code io.assetdesk.app}) makes the app's stores, its connection service, the enrollment
     * keys, the client and the executors; the controller factory hands them to screens, which never use the JDK's
     * shared pool. One exception: the order list's search keeps one worker thread of its own (it drops superseded
     * keystrokes; the screen closes it when the window closes).
     */
    @Test
    void screensMakeNoStoreClientOrExecutorAndUseNoSharedPool() {
        noClasses().that().resideInAPackage("io.assetdesk.ui..")
                .and().doNotHaveFullyQualifiedName("io.assetdesk.ui.orders.OrdersSearch")
                .should().callConstructorWhere(DescribedPredicate.describe(
                        "of a store, the connection service, the enrollment keys, the client or an executor", c -> {
                            var owner = c.getTarget().getOwner();
                            String name = owner.getSimpleName();
                            return (owner.getPackageName().equals("io.assetdesk.settings")
                                    && (name.endsWith("Store") || name.equals("ConnectionService")
                                    || name.equals("EnrollmentKeys")))
                                    || owner.isAssignableTo(IntegrationClient.class)
                                    || owner.isAssignableTo(ExecutorService.class);
                        }))
                .orShould().callMethodWhere(DescribedPredicate.describe(
                        "of Executors or ReportPoller.create", c -> c.getTarget().getOwner()
                                .isEquivalentTo(Executors.class)
                                || (c.getTarget().getOwner().isEquivalentTo(ReportPoller.class)
                                && c.getTarget().getName().equals("create"))))
                .orShould().callMethod(ForkJoinPool.class, "commonPool")
                .check(main);
    }

    /**
     * One composition root: only {@code io.assetdesk.app} builds controllers and view models (through the FXML
     * controller factory), so each is given exactly its parts and none looks them up. One exception: a desk session
     * (one per borrower at the desk) makes the model of its own window, which lives and ends with it.
     */
    @Test
    void onlyTheCompositionRootBuildsControllersAndViewModels() {
        noClasses().that().resideOutsideOfPackage("io.assetdesk.app..")
                .and().doNotHaveFullyQualifiedName("io.assetdesk.ui.enrollment.EnrollmentSession")
                .should().callConstructorWhere(DescribedPredicate.describe(
                        "of a screen's controller or view model (other than its own, from another constructor)", c -> {
                            String name = c.getTarget().getOwner().getSimpleName();
                            return !c.getOriginOwner().equals(c.getTarget().getOwner())
                                    && c.getTarget().getOwner().getPackageName().startsWith("io.assetdesk.ui")
                                    && (name.endsWith("Controller") || name.endsWith("ViewModel")
                                    || name.equals("EnrollmentLauncher"));
                        }))
                .check(main);
    }

    /**
     * Nothing outside {@code io.assetdesk.app} makes the app's stores, its connection service, the enrollment keys or
     * an integration client: the console's parts are made by {@code Composition}, and the headless runs
     * ({@code CheckConnection}, {@code ExportReport}) live in {@code app} too. The
     * settings package makes its own secret stores (the workstation's probe and its fallbacks); the sandbox is a
     * separate program.
     */
    @Test
    void onlyTheCompositionRootMakesStoresAndClients() {
        noClasses().that().resideOutsideOfPackages("io.assetdesk.app..", "io.assetdesk.sandbox..")
                .should().callConstructorWhere(DescribedPredicate.describe(
                        "of a data-folder store, the connection service, the enrollment keys or the client", c -> {
                            var owner = c.getTarget().getOwner();
                            String name = owner.getSimpleName();
                            boolean part = (owner.getPackageName().equals("io.assetdesk.settings")
                                    && ((name.endsWith("Store") && !name.endsWith("SecretStore")
                                    && !name.equals("JsonFileStore"))
                                    || name.equals("ConnectionService") || name.equals("EnrollmentKeys")))
                                    || owner.isAssignableTo(IntegrationClient.class);
                            // a class's own constructors calling each other (JsonFileStore is the stores' file engine)
                            return part && !c.getOriginOwner().isAssignableTo(owner.getName());
                        }))
                .check(main);
    }

    /** Screens are given their parts; they do not reach back into the composition root. */
    @Test
    void screensDoNotKnowTheCompositionRoot() {
        noClasses().that().resideInAnyPackage("io.assetdesk.ui..", "io.assetdesk.api..", "io.assetdesk.settings..",
                        "io.assetdesk.report..", "io.assetdesk.export..", "io.assetdesk.workflow..")
                .should().dependOnClassesThat().resideInAPackage("io.assetdesk.app..")
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
                .orShould().callMethod(Thread.class, "sleep", Duration.class)
                .check(main);
    }

    /** DESIGN.md: results come back to the FX thread through one hop, UiExecutor, the only caller of runLater. */
    @Test
    void onlyUiExecutorHandsWorkToTheFxThread() {
        noClasses().that().doNotHaveFullyQualifiedName("io.assetdesk.ui.UiExecutor")
                .should().callMethod(Platform.class, "runLater", Runnable.class)
                .because("one hop to the FX thread: UiExecutor.fx() or UiExecutor.fxLater")
                .check(main);
    }

    /**
     * DESIGN.md: background work runs on the root's executor, never on the JDK's shared pool: no
     * {@code CompletableFuture} or {@code CompletionStage} {@code ...Async} method without its executor argument
     * ({@code supplyAsync}, {@code runAsync}, {@code thenRunAsync}, {@code thenApplyAsync}...).
     */
    @Test
    void noWorkGoesToTheJdksSharedPool() {
        noClasses().should().callMethodWhere(DescribedPredicate.describe("an ...Async method without an executor",
                        c -> (c.getTarget().getOwner().isAssignableTo(CompletionStage.class)
                                || c.getTarget().getOwner().isEquivalentTo(CompletableFuture.class))
                                && c.getTarget().getName().endsWith("Async")
                                && c.getTarget().getParameterTypes().stream()
                                .noneMatch(t -> t.toErasure().isAssignableTo(Executor.class))))
                .because("an async call without an executor runs on the common pool, which nothing shuts down or sizes")
                .check(main);
    }

    /**
     * The loan file (its rules, terms, history, database and combined summary) is plain Java: it reads the client's
     * typed records, never calls the client, and knows no screen and no sandbox.
     */
    @Test
    void theLoanFileKnowsNoJavaFxUiClientOrSandbox() {
        noClasses().that().resideInAPackage("io.assetdesk.loan..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "io.assetdesk.ui..",
                        "io.assetdesk.sandbox..", "io.assetdesk.session..", "io.assetdesk.app..")
                .orShould().dependOnClassesThat().areAssignableTo(IntegrationService.class)
                .check(main);
    }

    /**
     * The session services (the active connection, the report waits) are plain services the root owns and screens
     * subscribe to: they show nothing (no screen, no window, no pop-up) and know no screen.
     */
    @Test
    void sessionServicesShowNothing() {
        noClasses().that().resideInAPackage("io.assetdesk.session..")
                .should().dependOnClassesThat().resideInAnyPackage("io.assetdesk.ui..", "io.assetdesk.app..",
                        "io.assetdesk.sandbox..", "javafx.scene..", "javafx.stage..", "org.controlsfx..")
                .check(main);
    }

    /** A call that reads or writes a file: {@code Files}, a file channel or stream. */
    private static boolean touchesAFile(JavaMethodCall c) {
        JavaClass owner = c.getTarget().getOwner();
        return owner.isEquivalentTo(Files.class) || owner.isEquivalentTo(FileChannel.class);
    }

    private static boolean makesAFileStream(JavaConstructorCall c) {
        JavaClass made = c.getTarget().getOwner();
        return made.isAssignableTo(FileInputStream.class) || made.isAssignableTo(FileOutputStream.class);
    }

    /** What a controller is, whatever its name: a class the FXML loader fills ({@code @FXML}), or a screen. */
    private static final DescribedPredicate<JavaClass> CONTROLLERS = DescribedPredicate.describe(
            "controllers (@FXML members, or a Screen)", c -> c.isAssignableTo("io.assetdesk.ui.Screen")
                    || c.getFields().stream().anyMatch(f -> f.isAnnotatedWith(FXML.class))
                    || c.getMethods().stream().anyMatch(m -> m.isAnnotatedWith(FXML.class)));

    /**
     * Controllers run on the FX thread: they read and write no file themselves (no {@code java.nio.file.Files}, no
     * stream on a file, no load, save, read, write or delete of a settings store). View models hand that to the
     * background executor; the window's preferences are written by {@code BackgroundWrites}. A controller is known
     * by what it is, not by its name.
     */
    @Test
    void controllersTouchNoFile() {
        noClasses().that(CONTROLLERS)
                .should().callMethodWhere(DescribedPredicate.describe("of Files or a settings store's file methods",
                        c -> touchesAFile(c)
                                || c.getTarget().getOwner().getPackageName().equals("io.assetdesk.settings")
                                && c.getTarget().getName().matches("load|save|read|write|delete|figures|thresholds")))
                .orShould().callConstructorWhere(DescribedPredicate.describe("of a file stream",
                        LayeringTest::makesAFileStream))
                .check(main);
    }

    /**
     * The screens' classes touch no file themselves, whatever they are (view model, section, the borrower's session):
     * only the few file workers do, and the borrower's session folders do it on the executor each of their methods is
     * given (a public method of theirs that touches a file answers with a future), never on the caller's thread.
     */
    @Test
    void onlyTheFileWorkersOfTheScreensTouchFilesAndTheSessionFoldersOffTheCallersThread() {
        noClasses().that().resideInAPackage("io.assetdesk.ui..")
                .and().doNotHaveFullyQualifiedName("io.assetdesk.ui.enrollment.SessionFolders")
                .and().doNotHaveFullyQualifiedName("io.assetdesk.ui.enrollment.SessionFolders$SessionFolder")
                .and().doNotHaveFullyQualifiedName("io.assetdesk.ui.banklink.AccountsExport")
                .and().doNotHaveFullyQualifiedName("io.assetdesk.ui.Themes")
                .should().callMethodWhere(DescribedPredicate.describe("of Files or a file channel",
                        LayeringTest::touchesAFile))
                .orShould().callConstructorWhere(DescribedPredicate.describe("of a file stream",
                        LayeringTest::makesAFileStream))
                .check(main);
        methods().that().areDeclaredInClassesThat().haveNameMatching(".*\\.SessionFolders(\\$SessionFolder)?")
                .and().arePublic()
                .should(new ArchCondition<>("answer with a future when they touch a file") {
                    @Override
                    public void check(JavaMethod m, ConditionEvents events) {
                        boolean touches = m.getMethodCallsFromSelf().stream().anyMatch(c -> touchesAFile(c)
                                || c.getTarget().resolveMember().map(t -> t.getMethodCallsFromSelf().stream()
                                .anyMatch(LayeringTest::touchesAFile)).orElse(false));
                        if (touches && !m.getRawReturnType().isEquivalentTo(CompletableFuture.class)) {
                            events.add(SimpleConditionEvent.violated(m, m.getFullName()
                                    + " touches a file on its caller's thread"));
                        }
                    }
                })
                .check(main);
    }

    /**
     * One dialog service: only {@code ui.common.FxDialogs} (and the file dialogs it uses) builds a dialog; the
     * screens ask it. The last-resort error handler keeps its own alert, which must show when nothing else works.
     */
    @Test
    void onlyTheDialogServiceBuildsADialog() {
        noClasses().that().resideInAPackage("io.assetdesk..")
                .and().doNotHaveFullyQualifiedName("io.assetdesk.ui.common.FxDialogs")
                .and().doNotHaveFullyQualifiedName("io.assetdesk.ui.common.FileDialogs")
                .and().doNotHaveFullyQualifiedName("io.assetdesk.ui.shell.FxErrorHandler")
                .should().callConstructorWhere(DescribedPredicate.describe("of a dialog", c ->
                        c.getTarget().getOwner().isAssignableTo(Dialog.class)
                                || c.getTarget().getOwner().isEquivalentTo(FileChooser.class)))
                .check(main);
    }

    /**
     * What the screens share is written once: dates and times through {@code ui.common.Formats} (the officer's locale
     * and zone), the file dialogs through {@code ui.common.FileDialogs}.
     */
    @Test
    void screensFormatTimesAndAskForFilesThroughTheSharedParts() {
        noClasses().that().resideInAPackage("io.assetdesk.ui..")
                .and().doNotHaveFullyQualifiedName("io.assetdesk.ui.common.Formats")
                .should().callMethodWhere(DescribedPredicate.describe("DateTimeFormatter.of...", c ->
                        c.getTarget().getOwner().isEquivalentTo(DateTimeFormatter.class)
                                && c.getTarget().getName().startsWith("of")))
                .check(main);
        noClasses().that().resideInAPackage("io.assetdesk.ui..")
                .and().doNotHaveFullyQualifiedName("io.assetdesk.ui.common.FileDialogs")
                .should().callConstructor(FileChooser.class)
                .check(main);
    }
}
