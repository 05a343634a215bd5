package io.assetdesk.ui.neworder;

import io.assetdesk.api.Order;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The New order form's rules without a screen: what each field must be, and which listed order a lost create answer
 * may have made. Pure functions (no JavaFX), so that they are tested on their own.
 */
final class NewOrderRules {
    private static final Pattern EMAIL = Pattern.compile("^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$");
    private static final Pattern FOUR_DIGITS = Pattern.compile("^\\d{4}$");
    private static final Pattern PHONE = Pattern.compile("^\\+?[0-9 ().\\-/]{6,25}$");
    private static final Pattern DAYS = Pattern.compile("^\\d{1,4}$");
    static final int MAX_TEXT = 200;

    private NewOrderRules() {
    }

    /** A problem: the message key and its argument (null when none). */
    record Problem(String key, Object argument) {
        static Problem of(String key) {
            return new Problem(key, null);
        }
    }

    /** The problem of {@code field} holding {@code value} (stripped), or null when it is fine. */
    static Problem check(NewOrderField field, String value, Monitoring monitoring) {
        String v = value == null ? "" : value.strip();
        if (field == NewOrderField.MONITORING) {
            if (monitoring != Monitoring.CUSTOM) {
                return null;
            }
            boolean days = DAYS.matcher(v).matches() && Integer.parseInt(v) >= 1 && Integer.parseInt(v) <= 3650;
            return days ? null : Problem.of("neworder.error.days");
        }
        if (v.isEmpty()) {
            return field.required() ? Problem.of(field == NewOrderField.REQUEST_TYPE ? "neworder.error.requestType"
                    : "neworder.error.required") : null;
        }
        if (v.length() > MAX_TEXT) {
            return new Problem("neworder.error.tooLong", MAX_TEXT);
        }
        return switch (field) {
            case EMAIL -> EMAIL.matcher(v).matches() ? null : Problem.of("neworder.error.email");
            case LAST4 -> FOUR_DIGITS.matcher(v).matches() ? null : Problem.of("neworder.error.last4");
            case PHONE -> PHONE.matcher(v).matches() && v.chars().filter(Character::isDigit).count() >= 6 ? null
                    : Problem.of("neworder.error.phone");
            case RETURN_URL, NOTIFICATION_URL -> webAddress(v) ? null : Problem.of("neworder.error.url");
            case REQUEST_TYPE -> "lite".equals(v) || "full".equals(v) ? null : Problem.of("neworder.error.requestType");
            default -> null;
        };
    }

    private static boolean webAddress(String v) {
        try {
            URI u = new URI(v);
            String scheme = u.getScheme() == null ? "" : u.getScheme().toLowerCase(Locale.ROOT);
            return u.isAbsolute() && u.getHost() != null && (scheme.equals("https") || scheme.equals("http"));
        } catch (URISyntaxException e) {
            return false;
        }
    }

    /**
     * The order a lost create answer may have made: the same reference (any case), the same borrower (e-mail or name),
     * created since {@code since}; the newest such.
     */
    static Optional<Order> lostOrder(List<Order> orders, String reference, String email, String name, Instant since) {
        if (reference == null) {
            return Optional.empty();
        }
        return orders.stream()
                .filter(o -> o != null && o.id() != null
                        && reference.equalsIgnoreCase(o.referenceNumber() == null ? "" : o.referenceNumber().strip()))
                .filter(o -> (email != null && email.equalsIgnoreCase(o.email()))
                        || name.equalsIgnoreCase(o.borrowerName()))
                .filter(o -> o.created() == null || !o.created().isBefore(since))
                .max(Comparator.comparing(o -> o.created() == null ? Instant.MIN : o.created()));
    }
}
