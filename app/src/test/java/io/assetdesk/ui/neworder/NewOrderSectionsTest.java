package io.assetdesk.ui.neworder;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.FieldError;
import io.assetdesk.api.NewOrderRequest;
import io.assetdesk.settings.DraftStore;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.testing.ManualPause;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The New order screen's form and its rate-limit hold on their own, with no toolkit. */
class NewOrderSectionsTest {
    private static final Messages M = Messages.load();
    private final AtomicInteger changed = new AtomicInteger();
    private final NewOrderForm form = new NewOrderForm(M, changed::incrementAndGet);

    private void fill() {
        form.value(NewOrderField.FIRST_NAME).set(" Ann ");
        form.value(NewOrderField.LAST_NAME).set("Lee");
        form.value(NewOrderField.EMAIL).set("ann@example.com");
        form.value(NewOrderField.LAST4).set("1234");
        form.value(NewOrderField.REFERENCE).set("LN-1");
        form.value(NewOrderField.REQUEST_TYPE).set("full");
    }

    @Test
    void errorsShowOnlyOnceAFieldIsTouchedOrSubmitIsPressed() {
        assertThat(form.validProperty().get()).as("required fields are empty").isFalse();
        assertThat(form.shownError(NewOrderField.EMAIL).get()).as("nothing said before typing").isNull();
        assertThat(form.localError(NewOrderField.EMAIL).get()).isNotBlank();

        form.value(NewOrderField.EMAIL).set("not an address");
        assertThat(form.shownError(NewOrderField.EMAIL).get()).isNotBlank();
        assertThat(form.shownError(NewOrderField.FIRST_NAME).get()).isNull();
        form.touchAll();
        assertThat(form.shownError(NewOrderField.FIRST_NAME).get()).isNotBlank();
        assertThat(changed).hasValue(1);

        fill();
        assertThat(form.validProperty().get()).isTrue();
        NewOrderRequest r = form.toRequest();
        assertThat(r.firstName()).as("stripped").isEqualTo("Ann");
        assertThat(r.phoneNumber()).as("blank is left out").isNull();
        assertThat(form.accountMonitoring()).as("the company's default is not sent").isNull();
        form.monitoringProperty().set(Monitoring.DAYS_60);
        assertThat(form.toRequest().accountMonitoring()).isEqualTo("60");
    }

    @Test
    void theServicesRefusalsGoByTheirFieldsUntilTheFormChangesAndTheRestAreSaidApart() {
        fill();
        List<String> general = form.refusedFields(List.of(new FieldError("/email", "is already used"),
                new FieldError("order.phoneNumber", null), new FieldError("company", "is suspended")));
        assertThat(form.shownError(NewOrderField.EMAIL).get()).isEqualTo("is already used");
        assertThat(form.shownError(NewOrderField.PHONE).get()).isEqualTo(M.get("neworder.error.serverRejected"));
        assertThat(general).containsExactly("company: is suspended");
        assertThat(form.validProperty().get()).isFalse();

        form.clearServerErrors();
        assertThat(form.validProperty().get()).isTrue();
    }

    @Test
    void aDraftKeepsNoIdentifierDigitsAndIsPutBackOnlyIntoAnUntouchedForm() {
        fill();
        form.monitoringProperty().set(Monitoring.DAYS_90);
        Map<String, String> draft = form.snapshot();
        assertThat(draft).doesNotContainKey(NewOrderField.LAST4.requestName()).containsEntry("email",
                "ann@example.com").containsEntry(NewOrderForm.MONITORING_CHOICE_KEY, "DAYS_90");

        form.reset();
        assertThat(form.value(NewOrderField.EMAIL).get()).isEmpty();
        assertThat(form.shownError(NewOrderField.EMAIL).get()).as("a reset form says nothing yet").isNull();
        int before = changed.get();
        assertThat(form.apply(new DraftStore.Draft(draft, null))).isTrue();
        assertThat(changed).as("putting a draft back is not the officer typing").hasValue(before);
        assertThat(form.value(NewOrderField.EMAIL).get()).isEqualTo("ann@example.com");
        assertThat(form.value(NewOrderField.LAST4).get()).isEmpty();
        assertThat(form.monitoringProperty().get()).isEqualTo(Monitoring.DAYS_90);

        form.reset();
        form.value(NewOrderField.FIRST_NAME).set("Bob");
        assertThat(form.apply(new DraftStore.Draft(draft, null))).as("the officer typed meanwhile").isFalse();
        assertThat(form.value(NewOrderField.FIRST_NAME).get()).isEqualTo("Bob");
    }

    @Test
    void submitIsHeldForTheServicesWaitCountedDownAndNeverLongerThanFiveMinutes() {
        ManualPause pause = new ManualPause();
        SubmitHold hold = new SubmitHold(pause);
        hold.hold(Duration.ofSeconds(3));
        assertThat(hold.secondsProperty().get()).isEqualTo(3);
        pause.end();
        pause.end();
        assertThat(hold.secondsProperty().get()).isEqualTo(1);
        assertThat(pause.end()).isTrue();
        assertThat(hold.secondsProperty().get()).isZero();
        assertThat(pause.running()).as("no tick after the hold ends").isFalse();

        hold.hold(Duration.ofHours(2));
        assertThat(hold.secondsProperty().get()).isEqualTo((int) SubmitHold.MOST.toSeconds());
        hold.hold(Duration.ZERO);
        assertThat(hold.secondsProperty().get()).as("at least a second").isEqualTo(1);
    }
}
