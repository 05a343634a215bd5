package io.assetdesk.ui.neworder;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.ApiException;
import io.assetdesk.api.FieldError;
import io.assetdesk.api.Order;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.session.LoanFiles;
import io.assetdesk.settings.DraftStore;
import io.assetdesk.settings.EnrollmentKeys;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.orders.TestOrders;
import io.assetdesk.ui.testing.FakeIntegrationService;
import io.assetdesk.ui.testing.ManualPause;
import io.assetdesk.ui.testing.ScreenHarness;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The New order form's view model without a window, on same-thread executors (on the FX thread, whose timers the
 * draft pause and the rate-limit count-down use): what the officer would read beside each field and after Submit.
 */
class NewOrderViewModelTest {
    private static final Instant NOW = Instant.parse("2026-11-25T15:00:00Z");
    private final FakeIntegrationService service = new FakeIntegrationService();
    private final ScreenHarness.RecordingNavigator navigator = new ScreenHarness.RecordingNavigator();
    private final EnrollmentKeys keys = new EnrollmentKeys();
    private Path dataDir;

    private final ManualPause second = new ManualPause();

    private LoanFiles files;

    @BeforeEach
    void setUp() throws Exception {
        dataDir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "new-order-vm");
        files = new LoanFiles(() -> LoanStore.open(dataDir, Clock.fixed(NOW, ZoneOffset.UTC), "officer"),
                Runnable::run);
    }

    private final ActiveConnection connection = new ActiveConnection(ScreenHarness.localProfile(), c -> service);

    private NewOrderViewModel model() {
        return new NewOrderViewModel(Messages.load(), UiExecutor.direct(), Clock.fixed(NOW, ZoneOffset.UTC),
                connection, new DraftStore(dataDir, "new-order"),
                keys, navigator, Runnable::run, files, new ManualPause(), second);
    }

    /** Runs {@code work} here: the view model needs neither the FX thread nor the toolkit. */
    private static <T> T plain(Callable<T> work) throws Exception {
        return work.call();
    }

    private static void fill(NewOrderViewModel vm) {
        vm.value(NewOrderField.FIRST_NAME).set("Ada");
        vm.value(NewOrderField.LAST_NAME).set("Lovelace");
        vm.value(NewOrderField.EMAIL).set("ada@example.com");
        vm.value(NewOrderField.LAST4).set("1234");
        vm.value(NewOrderField.REFERENCE).set("LN-100");
        vm.value(NewOrderField.REQUEST_TYPE).set("full");
    }

    private static Order created(String id) {
        return new Order(id, "order", NOW, false, "opened", "https://portal.example/login", 30, "ada@example.com",
                "1234", "LN-100", "Ada", "Lovelace", null, null, null, null, List.of(), null, "sso-" + id);
    }

    @Test
    void anEmptyFormSaysNothingUntilSubmitIsPressedThenMarksEveryRequiredField() throws Exception {
        NewOrderViewModel vm = plain(this::model);
        assertThat(plain(() -> vm.shownError(NewOrderField.EMAIL).get())).as("not before the officer typed").isNull();
        assertThat(plain(() -> vm.canSubmitProperty().get())).isFalse();

        plain(() -> {
            vm.submit();
            return null;
        });
        assertThat(plain(() -> vm.shownError(NewOrderField.EMAIL).get())).isEqualTo("Required.");
        assertThat(plain(() -> vm.shownError(NewOrderField.LAST4).get())).isEqualTo("Required.");
        assertThat(service.created).as("nothing sent").isEmpty();

        plain(() -> {
            vm.value(NewOrderField.EMAIL).set("ada@");
            return null;
        });
        assertThat(plain(() -> vm.shownError(NewOrderField.EMAIL).get()))
                .isEqualTo("Enter an e-mail address such as name@example.com.");
    }

    @Test
    void aValidFormIsSentOnceKeepsTheKeyForTheDeskAndOpensTheNewOrder() throws Exception {
        service.onCreate = r -> CompletableFuture.completedFuture(created("ord-9"));
        connection.reportOrderCount(connection.profile(), 30); // what the status bar says before
        NewOrderViewModel vm = plain(this::model);
        plain(() -> {
            fill(vm);
            vm.submit();
            return null;
        });

        assertThat(service.created).singleElement().satisfies(r -> {
            assertThat(r.referenceNumber()).isEqualTo("LN-100");
            assertThat(r.accountMonitoring()).as("company default: left out").isNull();
        });
        assertThat(keys.keyFor("ord-9")).contains("sso-ord-9");
        assertThat(connection.orderCountProperty().get()).as("the status bar's count follows").isEqualTo(31);
        assertThat(navigator.calls).containsExactly("order:ord-9");
        assertThat(plain(() -> vm.value(NewOrderField.EMAIL).get())).as("the form is cleared").isEmpty();
        assertThat(plain(() -> vm.phaseProperty().get())).isEqualTo(NewOrderViewModel.Phase.EDITING);
    }

    @Test
    void theServicesFieldMessagesAppearBesideTheirFieldsAndGoWhenTheFieldChanges() throws Exception {
        service.onCreate = r -> CompletableFuture.failedFuture(new ApiException(ApiException.Kind.INVALID_INPUT, 422,
                "422 Unprocessable Entity", List.of(new FieldError("/data/attributes/email", "domain not allowed")),
                "rq-422", null, null, false, null));
        NewOrderViewModel vm = plain(this::model);
        plain(() -> {
            fill(vm);
            vm.submit();
            return null;
        });

        assertThat(plain(() -> vm.shownError(NewOrderField.EMAIL).get())).isEqualTo("domain not allowed");
        assertThat(plain(() -> vm.problemProperty().get().headline()))
                .isEqualTo("The service did not accept some fields: see the messages next to them.");
        plain(() -> {
            vm.value(NewOrderField.EMAIL).set("ada@lovelace.example");
            return null;
        });
        assertThat(plain(() -> vm.shownError(NewOrderField.EMAIL).get())).isNull();
    }

    @Test
    void aLostAnswerLooksForTheOrderItMayHaveCreatedAndOffersToOpenIt() throws Exception {
        service.onCreate = r -> CompletableFuture.failedFuture(FakeIntegrationService.lost());
        service.listReturns(List.of(TestOrders.order("ord-7", "Ada", "Lovelace", "ada@example.com", "LN-100",
                "opened", NOW.plusSeconds(2), false)));
        NewOrderViewModel vm = plain(this::model);
        plain(() -> {
            fill(vm);
            vm.submit();
            return null;
        });

        assertThat(plain(() -> vm.phaseProperty().get())).isEqualTo(NewOrderViewModel.Phase.FOUND);
        assertThat(plain(()
                -> vm.recoveryTextProperty().get())).startsWith("An order with reference LN-100 was created at ")
                .endsWith("Open it instead of sending again.");
        assertThat(plain(() -> vm.canSubmitProperty().get())).as("no second order by accident").isFalse();
        plain(() -> {
            vm.openFoundOrder();
            return null;
        });
        assertThat(navigator.calls).containsExactly("order:ord-7");
        assertThat(service.created).hasSize(1);
    }

    @Test
    void tooManyRequestsHoldsSubmitForTheTimeTheServiceAsked() throws Exception {
        service.onCreate = r
                -> CompletableFuture.failedFuture(FakeIntegrationService.rateLimited(Duration.ofSeconds(20)));
        NewOrderViewModel vm = plain(this::model);
        plain(() -> {
            fill(vm);
            vm.submit();
            return null;
        });
        assertThat(plain(() -> vm.holdSecondsProperty().get())).isEqualTo(20);
        assertThat(plain(() -> vm.canSubmitProperty().get())).isFalse();
        for (int i = 0; i < 19; i++) {
            second.end();
        }
        assertThat(vm.holdSecondsProperty().get()).as("counted down a second at a time").isEqualTo(1);
        assertThat(vm.canSubmitProperty().get()).isFalse();
        second.end();
        assertThat(vm.holdSecondsProperty().get()).isZero();
        assertThat(vm.canSubmitProperty().get()).as("Create is offered again once the time is up").isTrue();
        assertThat(second.running()).isFalse();
    }

    @Test
    void aDraftIsPutBackWithoutTheDigitsAndSaysWhenItWasSaved() throws Exception {
        new DraftStore(dataDir, "new-order").save(Map.of("firstName", "Ada", "referenceNumber", "LN-100"),
                NOW.minusSeconds(600));
        NewOrderViewModel vm = plain(this::model);

        assertThat(plain(() -> vm.value(NewOrderField.FIRST_NAME).get())).isEqualTo("Ada");
        assertThat(plain(() -> vm.value(NewOrderField.REFERENCE).get())).isEqualTo("LN-100");
        assertThat(plain(() -> vm.value(NewOrderField.LAST4).get())).isEmpty();
        assertThat(plain(() -> vm.draftRestoredAtProperty().get())).isEqualTo(NOW.minusSeconds(600));
    }

    @Test
    void theDraftIsReadInTheBackgroundAndWhatTheOfficerTypedMeanwhileWins() throws Exception {
        new DraftStore(dataDir, "new-order").save(Map.of("firstName", "Ada"), NOW.minusSeconds(600));
        List<Runnable> background = new ArrayList<>();
        NewOrderViewModel vm = plain(() -> new NewOrderViewModel(Messages.load(), UiExecutor.direct(),
                Clock.fixed(NOW, ZoneOffset.UTC), new ActiveConnection(ScreenHarness.localProfile(), c -> service),
                new DraftStore(dataDir, "new-order"), keys, navigator, background::add, files, new ManualPause(),
                second));
        assertThat(background).as("the file is not read on the FX thread").hasSize(1);

        plain(() -> {
            vm.value(NewOrderField.FIRST_NAME).set("Grace");
            background.remove(0).run();
            return null;
        });
        assertThat(plain(() -> vm.value(NewOrderField.FIRST_NAME).get())).isEqualTo("Grace");
        assertThat(plain(() -> vm.draftRestoredAtProperty().get())).isNull();
    }

    @Test
    void aNewOrderWhoseReferenceHasALoanFileJoinsIt() throws Exception {
        files.call(st -> st.create("LN-100")).join();
        service.onCreate = r -> CompletableFuture.completedFuture(created("ord-9"));
        NewOrderViewModel vm = plain(this::model);
        plain(() -> {
            fill(vm);
            vm.submit();
            return null;
        });
        assertThat(files.call(st -> st.load("LN-100").orElseThrow().orderIds()).join()).containsExactly("ord-9");
        assertThat(files.call(st -> st.history("LN-100")).join()).last().satisfies(e ->
                assertThat(e.detail()).isEqualTo("Order ord-9 added (created at this desk)"));
    }
}
