package io.assetdesk.ui.neworder;

import static io.assetdesk.ui.testing.ScreenHarness.fx;
import static io.assetdesk.ui.testing.ScreenHarness.waitFor;
import static io.assetdesk.ui.testing.ScreenHarness.waitOffFx;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.ApiException;
import io.assetdesk.api.FieldError;
import io.assetdesk.api.NewOrderRequest;
import io.assetdesk.api.Order;
import io.assetdesk.session.ReportWaits;
import io.assetdesk.ui.ViewLoader;
import io.assetdesk.ui.orders.TestOrders;
import io.assetdesk.ui.testing.FakeIntegrationService;
import io.assetdesk.ui.testing.ScreenHarness;
import io.assetdesk.ui.testing.ScreenTest;
import java.nio.file.Files;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import org.controlsfx.validation.ValidationMessage;
import org.controlsfx.validation.ValidationSupport;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;

/** The create-order form against a fake service: validation, server messages, drafts, and the duplicate guard. */
@ScreenTest
class NewOrderScreenTest {
    private final FxRobot robot = new FxRobot();
    private final FakeIntegrationService service = new FakeIntegrationService();


    private TextField field(String id) {
        return robot.lookup("#" + id).queryAs(TextField.class);
    }

    private Label label(String id) {
        return robot.lookup("#" + id).queryAs(Label.class);
    }

    private boolean shown(String id) {
        Node n = robot.lookup("#" + id).query();
        return n.isVisible() && n.isManaged();
    }

    private Button submit() {
        return robot.lookup("#submitButton").queryButton();
    }

    private void fillValidForm(String reference) {
        fx(() -> {
            field("firstName").setText("Ann");
            field("lastName").setText("Lee");
            field("email").setText("ann.lee@example.com");
            field("last4").setText("9876");
            field("reference").setText(reference);
            robot.lookup("#requestFull").queryAs(RadioButton.class).setSelected(true);
        });
    }

    private static Order createdOrder(String id, String ref) {
        Order base = TestOrders.order(id, "Ann", "Lee", "ann.lee@example.com", ref, "opened", Instant.now(), false);
        return new Order(base.id(), base.resourceType(), base.created(), false, base.status(), base.loginUrl(), 60,
                base.email(), base.last4SSN(), ref, "Ann", "Lee", null, null, null, null, List.of(), "<div></div>",
                "sso-key-" + id);
    }

    @Test
    void submitIsEnabledOnlyWhenTheFormIsValidAndMessagesAppearAsTheOfficerTypes() {
        ScreenHarness h = new ScreenHarness(service);
        h.show("neworder/NewOrder.fxml");
        assertThat(submit().isDisabled()).isTrue();
        assertThat(shown("emailError")).isFalse();

        robot.clickOn("#email").write("ann.lee@");
        waitFor(() -> shown("emailError"));
        assertThat(label("emailError").getText()).isEqualTo("Enter an e-mail address such as name@example.com.");
        robot.write("example.com");
        waitFor(() -> !shown("emailError"));

        robot.clickOn("#last4").write("12a3");
        assertThat(field("last4").getText()).isEqualTo("123");
        waitFor(() -> shown("last4Error"));
        assertThat(label("last4Error").getText()).isEqualTo("Enter exactly four digits.");

        fillValidForm("R-1001");
        waitFor(() -> !submit().isDisabled());

        fx(() -> field("reference").setText(""));
        waitFor(() -> submit().isDisabled() && shown("referenceError"));
        assertThat(label("referenceError").getText()).isEqualTo("Required.");
    }

    @Test
    void theLastFourDigitsAreMaskedUntilRevealed() {
        ScreenHarness h = new ScreenHarness(service);
        h.show("neworder/NewOrder.fxml");
        robot.clickOn("#last4").write("4321");
        assertThat(robot.lookup("#last4").query().isVisible()).isTrue();
        assertThat(field("last4Plain").isVisible()).isFalse();
        robot.clickOn("#revealLast4");
        waitFor(() -> field("last4Plain").isVisible());
        assertThat(field("last4Plain").getText()).isEqualTo("4321");
    }

    @Test
    void aCreatedOrderRemembersItsKeyClearsTheDraftAndOpens() throws Exception {
        service.onCreate = r -> CompletableFuture.completedFuture(createdOrder("new-1", r.referenceNumber()));
        ScreenHarness h = new ScreenHarness(service);
        ViewLoader.View<NewOrderController> view = h.show("neworder/NewOrder.fxml");
        fillValidForm("R-1001");
        fx(() -> {
            robot.lookup("#monitoring").queryAs(ComboBox.class).setValue(Monitoring.DAYS_60);
            field("employer").setText("Acme Corp");
        });
        var draft = view.controller().model().drafts().file();
        waitOffFx(() -> Files.exists(draft));
        waitFor(() -> !submit().isDisabled());
        robot.clickOn("#submitButton");
        waitFor(() -> h.navigator.calls.contains("order:new-1"));

        NewOrderRequest sent = service.created.get(0);
        assertThat(sent.firstName()).isEqualTo("Ann");
        assertThat(sent.last4SSN()).isEqualTo("9876");
        assertThat(sent.requestType()).isEqualTo("full");
        assertThat(sent.accountMonitoring()).isEqualTo("60");
        assertThat(sent.employerName()).isEqualTo("Acme Corp");
        assertThat(sent.returnUrl()).isNull();
        assertThat(h.context.enrollmentKeys().keyFor("new-1")).contains("sso-key-new-1");
        waitOffFx(() -> !Files.exists(draft));
        assertThat(field("firstName").getText()).isEmpty();
        assertThat(field("last4").getText()).isEmpty();
    }

    @Test
    void fieldMessagesFromA422LandOnTheirFieldsAndGeneralOnesAboveTheForm() {
        service.onCreate = r -> CompletableFuture.failedFuture(new ApiException(ApiException.Kind.INVALID_INPUT, 422,
                "422 Unprocessable Entity", List.of(new FieldError("email", "This e-mail is not allowed"),
                new FieldError("/data/attributes/phoneNumber", "Phone must include the area code"),
                new FieldError(null, "The order could not be created")), "req-422", null, null, false, null));
        ScreenHarness h = new ScreenHarness(service);
        ViewLoader.View<NewOrderController> view = h.show("neworder/NewOrder.fxml");
        fillValidForm("R-2002");
        fx(() -> field("phone").setText("555 0100"));
        waitFor(() -> !submit().isDisabled());
        robot.clickOn("#submitButton");

        waitFor(() -> shown("emailError") && shown("problemBanner"));
        assertThat(label("emailError").getText()).isEqualTo("This e-mail is not allowed");
        assertThat(label("phoneError").getText()).isEqualTo("Phone must include the area code");
        assertThat(robot.lookup("#moreOptions").queryAs(TitledPane.class).isExpanded()).isTrue();
        assertThat(label("problemSupport").getText()).contains("422").contains("req-422");
        assertThat(robot.lookup(".general-message").queryAs(Label.class).getText())
                .contains("The order could not be created");
        // the ControlsFX decoration carries the message too
        ValidationAccess va = new ValidationAccess(view.controller());
        assertThat(va.message(field("email"))).isEqualTo("This e-mail is not allowed");
        assertThat(submit().isDisabled()).isTrue();

        // any change makes the service's verdict stale: its messages and banner go, and Create is offered again
        robot.clickOn("#email").write("m");
        waitFor(() -> !shown("emailError"));
        assertThat(shown("phoneError")).isFalse();
        assertThat(shown("problemBanner")).isFalse();
        waitFor(() -> !submit().isDisabled());
    }

    /** The provider blames one field for a cause that lies in another: fixing the other releases Create. */
    @Test
    void after422FixingTheRealCauseElsewhereReleasesCreateAndTheBanner() {
        AtomicInteger calls = new AtomicInteger();
        service.onCreate = r -> calls.incrementAndGet() == 1
                ? CompletableFuture.failedFuture(new ApiException(ApiException.Kind.INVALID_INPUT, 422,
                        "422 Unprocessable Entity", List.of(new FieldError("email", "Borrower not accepted")),
                        "req-422b", null, null, false, null))
                : CompletableFuture.completedFuture(createdOrder("new-9", r.referenceNumber()));
        ScreenHarness h = new ScreenHarness(service);
        h.show("neworder/NewOrder.fxml");
        fillValidForm("R-3003");
        waitFor(() -> !submit().isDisabled());
        robot.clickOn("#submitButton");
        waitFor(() -> shown("emailError") && shown("problemBanner"));
        assertThat(submit().isDisabled()).isTrue();

        // the real cause was the last name: the officer corrects it, not the blamed e-mail
        fx(() -> field("lastName").setText("Leigh"));
        waitFor(() -> !submit().isDisabled());
        assertThat(shown("problemBanner")).isFalse();
        assertThat(shown("emailError")).isFalse();
        robot.clickOn("#submitButton");
        waitFor(() -> h.navigator.calls.contains("order:new-9"));
        assertThat(calls).hasValue(2);
    }

    /** The ControlsFX "required" corner mark is not used: it stayed on fields already filled. */
    @Test
    void filledRequiredFieldsCarryNoRequiredMark() {
        ScreenHarness h = new ScreenHarness(service);
        h.show("neworder/NewOrder.fxml");
        fillValidForm("R-4004");
        waitFor(() -> !submit().isDisabled());
        for (String id : List.of("firstName", "lastName", "email", "last4", "reference")) {
            assertThat(fx(() -> ValidationSupport.isRequired(field(id)))).as(id).isFalse();
        }
    }

    @Test
    void submitIsDisabledWhileTheCallRunsAndAServerErrorSaysWhatHappened() {
        CompletableFuture<Order> pending = new CompletableFuture<>();
        service.onCreate = r -> pending;
        ScreenHarness h = new ScreenHarness(service);
        h.show("neworder/NewOrder.fxml");
        fillValidForm("R-3003");
        waitFor(() -> !submit().isDisabled());
        robot.clickOn("#submitButton");
        waitFor(() -> submit().isDisabled() && shown("sending"));
        robot.clickOn("#submitButton");
        assertThat(service.created).hasSize(1);

        pending.completeExceptionally(FakeIntegrationService.error(ApiException.Kind.SERVER_ERROR, 500,
                "500 Internal Server Error", "req-500"));
        waitFor(() -> shown("problemBanner") && !submit().isDisabled());
        assertThat(label("problemHeadline").getText()).isEqualTo("The service had an internal error");
        assertThat(label("problemSupport").getText()).isEqualTo("HTTP 500  \u00b7  Request id req-500");
        assertThat(shown("sending")).isFalse();
        assertThat(h.navigator.calls).isEmpty();
    }

    @Test
    void whenTheAnswerIsLostTheListIsCheckedAndTheFoundOrderOpensInsteadOfADuplicate() {
        service.onCreate = r -> CompletableFuture.failedFuture(FakeIntegrationService.lost());
        Order there = createdOrder("lost-1", "R-1001");
        service.listReturns(List.of(
                TestOrders.order("other", "Bob", "Ray", "bob@example.com", "R-1001", "opened", Instant.now(), false),
                TestOrders.order("old", "Ann", "Lee", "ann.lee@example.com", "R-1001", "closed",
                        Instant.now().minusSeconds(86_400), false),
                there));
        ScreenHarness h = new ScreenHarness(service);
        h.show("neworder/NewOrder.fxml");
        fillValidForm("R-1001");
        waitFor(() -> !submit().isDisabled());
        robot.clickOn("#submitButton");

        waitFor(() -> shown("openFoundButton"));
        assertThat(label("recoveryText").getText()).startsWith("An order with reference R-1001 was created at ");
        assertThat(submit().isDisabled()).isTrue();
        assertThat(service.listOrdersCalls.get()).isEqualTo(1);
        robot.clickOn("#openFoundButton");
        waitFor(() -> h.navigator.calls.contains("order:lost-1"));
        assertThat(service.created).hasSize(1);
    }

    @Test
    void whenTheAnswerIsLostAndNoOrderExistsTheOfficerIsToldItIsSafeToSendAgain() {
        service.onCreate = r -> CompletableFuture.failedFuture(FakeIntegrationService.lost());
        service.listReturns(List.of(
                TestOrders.order("x", "Zed", "Moe", "zed@example.com", "R-9", "opened", Instant.now(), false)));
        ScreenHarness h = new ScreenHarness(service);
        h.show("neworder/NewOrder.fxml");
        fillValidForm("R-4004");
        waitFor(() -> !submit().isDisabled());
        robot.clickOn("#submitButton");
        waitFor(() -> shown("sendAgainButton"));
        assertThat(label("recoveryText").getText()).isEqualTo("No order with reference R-4004 was created. It is "
                + "safe to send again.");

        service.onCreate = r -> CompletableFuture.completedFuture(createdOrder("second-try", r.referenceNumber()));
        robot.clickOn("#sendAgainButton");
        waitFor(() -> h.navigator.calls.contains("order:second-try"));
        assertThat(service.created).hasSize(2);
    }

    @Test
    void theDraftSurvivesARestartOfTheScreenWithoutTheIdentifierDigits() throws Exception {
        ScreenHarness h = new ScreenHarness(service);
        ViewLoader.View<NewOrderController> first = h.show("neworder/NewOrder.fxml");
        robot.clickOn("#firstName").write("Ann");
        fillValidForm("R-5005");
        fx(() -> {
            robot.lookup("#monitoring").queryAs(ComboBox.class).setValue(Monitoring.CUSTOM);
            field("monitoringDays").setText("45");
            field("returnUrl").setText("https://lender.example/done");
        });
        var file = first.controller().model().drafts().file();
        waitOffFx(() -> Files.exists(file) && Files.readString(file).contains("45")
                && Files.readString(file).contains("lender.example"));
        assertThat(Files.readString(file)).contains("R-5005").doesNotContain("9876").doesNotContain("last4SSN");

        // a restart: the same data folder, a fresh screen
        FxToolkit.cleanupStages();
        ScreenHarness again = new ScreenHarness(new FakeIntegrationService(), h.dataDir, ReportWaits.inMemory());
        again.show("neworder/NewOrder.fxml");
        waitFor(() -> "Ann".equals(field("firstName").getText()));
        assertThat(field("lastName").getText()).isEqualTo("Lee");
        assertThat(field("reference").getText()).isEqualTo("R-5005");
        assertThat(field("monitoringDays").getText()).isEqualTo("45");
        assertThat(field("returnUrl").getText()).isEqualTo("https://lender.example/done");
        assertThat(robot.lookup("#requestFull").queryAs(RadioButton.class).isSelected()).isTrue();
        assertThat(field("last4").getText()).isEmpty();
        assertThat(shown("draftBanner")).isTrue();
        assertThat(label("draftBannerText").getText()).contains("type them again");
        assertThat(submit().isDisabled()).isTrue();

        robot.clickOn(robot.lookup("#draftBanner .button").queryButton());
        waitFor(() -> field("firstName").getText().isEmpty() && !shown("draftBanner"));
        waitOffFx(() -> !Files.exists(file));
    }

    /** Reads the ControlsFX validation message of a control. */
    private record ValidationAccess(NewOrderController controller) {
        String message(Control c) {
            return controller.validation().getHighestMessage(c)
                    .map(ValidationMessage::getText).orElse(null);
        }
    }

    @Test
    void afterTooManyRequestsSubmitCountsDownTheServicesRetryAfterBeforeItCanBePressedAgain() {
        service.onCreate = r
                -> CompletableFuture.failedFuture(FakeIntegrationService.rateLimited(Duration.ofSeconds(2)));
        ScreenHarness h = new ScreenHarness(service);
        h.show("neworder/NewOrder.fxml");
        fillValidForm("R-429");
        waitFor(() -> !submit().isDisabled());
        String createText = fx(() -> submit().getText());

        robot.clickOn("#submitButton");
        waitFor(() -> submit().getText().startsWith("Try again in"));
        assertThat(submit().isDisabled()).isTrue();
        assertThat(label("problemAdvice").getText()).isEqualTo("Wait 2 seconds, then try again.");
        assertThat(service.created).hasSize(1);

        waitFor(() -> !submit().isDisabled()); // the 2 seconds have passed
        assertThat(submit().getText()).isEqualTo(createText);
        robot.clickOn("#submitButton");
        waitFor(() -> service.created.size() == 2);
        assertThat(h.navigator.calls).isEmpty();
    }
}
