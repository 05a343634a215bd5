package io.assetdesk.ui.common;

import io.assetdesk.ui.Messages;
import io.assetdesk.workflow.StatusWord;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javafx.css.PseudoClass;
import javafx.scene.Node;

/**
 * What an order status means to a loan officer and what to do next. The upstream statuses (field notes) are known;
 * any other value is shown as it came, in a neutral style.
 */
public final class OrderStatus {
    /** The statuses the field notes name (read by {@link StatusWord}, as the order screen's state reads them). */
    public static final Set<String> KNOWN = Arrays.stream(StatusWord.Kind.values()).map(StatusWord.Kind::key)
            .filter(Objects::nonNull).collect(Collectors.toUnmodifiableSet());

    public static final String PILL = "status-pill";

    private static final String UNKNOWN_LOOK = "status-unknown";
    /** The pill's looks, one per known status and one for any other ({@link #styleClass}). */
    private static final List<PseudoClass> PILL_LOOKS = Stream.concat(KNOWN.stream().map(OrderStatus::styleClass),
            Stream.of(UNKNOWN_LOOK)).map(PseudoClass::getPseudoClass).toList();

    private OrderStatus() {
    }

    public static boolean isKnown(String status) {
        return StatusWord.of(status).isKnown();
    }

    /** The status as shown: a known status by its label, anything else exactly as it came; a dash when missing. */
    public static String label(Messages messages, String status) {
        if (status == null || status.isBlank()) {
            return messages.get("status.missing.label");
        }
        return isKnown(status) ? messages.get("status." + normalise(status) + ".label") : status;
    }

    /** One plain-language line: what the status means. */
    public static String meaning(Messages messages, String status) {
        if (status == null || status.isBlank()) {
            return messages.get("status.missing.meaning");
        }
        return isKnown(status) ? messages.get("status." + normalise(status) + ".meaning")
                : messages.get("status.unknown.meaning", status);
    }

    /** One line: the officer's next step. */
    public static String nextStep(Messages messages, String status) {
        if (status == null || status.isBlank()) {
            return messages.get("status.missing.next");
        }
        return isKnown(status) ? messages.get("status." + normalise(status) + ".next")
                : messages.get("status.unknown.next");
    }

    /** Meaning and next step, for a tooltip. */
    public static String tooltip(Messages messages, String status) {
        return meaning(messages, status) + "\n" + messages.get("status.next.prefix") + " " + nextStep(messages, status);
    }

    /**
     * A list entry whose word cannot be taken at face value: {@code closed} with days remaining (on the service of the
     * spec every order is closed, a new one too). Its pill keeps the word but not the "done" look, as on the order
     * screen.
     */
    public static boolean wordInDoubt(String status, Integer daysRemaining) {
        return StatusWord.of(status).kind() == StatusWord.Kind.CLOSED && daysRemaining != null && daysRemaining > 0;
    }

    /**
     * Meaning and next step of a list entry, which has no accounts to look at: {@code closed} with days remaining is
     * not read as finished (on the service of the spec every order is closed, a new one too), so the tooltip says what
     * the word cannot tell and sends the officer to the order.
     */
    public static String tooltip(Messages messages, String status, Integer daysRemaining) {
        if (wordInDoubt(status, daysRemaining)) {
            return messages.get("status.closed.daysLeft.meaning", daysRemaining) + "\n"
                    + messages.get("status.next.prefix") + " " + messages.get("status.closed.daysLeft.next");
        }
        return tooltip(messages, status);
    }

    /** The name of a status's look: {@code status-closed}, ..., {@code status-unknown} (see {@link #showOn}). */
    public static String styleClass(String status) {
        return isKnown(status) ? "status-" + normalise(status) : UNKNOWN_LOOK;
    }

    /**
     * Gives a {@value #PILL} node the look of a status: the pseudo-class {@code :status-closed}, ...,
     * {@code :status-unknown} ({@link #styleClass}). A pseudo-class rather than a style class because the order list's
     * cells show a different order on nearly every search keystroke: a changed pseudo-class only moves the pill to
     * another state of the styles it already has, while a changed style class makes JavaFX match it against the whole
     * stylesheet again.
     */
    public static void showOn(Node pill, String status) {
        String look = styleClass(status);
        for (PseudoClass state : PILL_LOOKS) {
            pill.pseudoClassStateChanged(state, state.getPseudoClassName().equals(look));
        }
    }

    private static String normalise(String status) {
        return StatusWord.of(status).normalised();
    }
}
