package io.assetdesk.workflow;

import java.util.Locale;

/**
 * An order's {@code status} as the service sent it, read once for every screen: one of the statuses the field notes
 * name, one the console does not know (kept exactly as sent, shown as it came), or none. The order list's pill and
 * the order screen's state both read it, so that the two cannot read one word differently.
 *
 * @param kind   what the word is
 * @param asSent the word as it came, trimmed (null when none came)
 */
public record StatusWord(Kind kind, String asSent) {

    /** The statuses the field notes name, an unknown one, or none. */
    public enum Kind {
        BUILDING, OPENED, INPROGRESS, CLOSED, CANCELED, UNKNOWN, MISSING;

        /** The lower-case key of a known status ({@code inprogress}); null for UNKNOWN and MISSING. */
        public String key() {
            return this == UNKNOWN || this == MISSING ? null : name().toLowerCase(Locale.ROOT);
        }
    }

    /** Reads {@code status} as it came: case and surrounding blanks do not matter, anything else is kept as sent. */
    public static StatusWord of(String status) {
        if (status == null || status.isBlank()) {
            return new StatusWord(Kind.MISSING, null);
        }
        String word = status.strip();
        // read on every list cell's update: one lower-casing, one switch
        Kind kind = switch (word.toLowerCase(Locale.ROOT)) {
            case "building" -> Kind.BUILDING;
            case "opened" -> Kind.OPENED;
            case "inprogress" -> Kind.INPROGRESS;
            case "closed" -> Kind.CLOSED;
            case "canceled" -> Kind.CANCELED;
            default -> Kind.UNKNOWN;
        };
        return new StatusWord(kind, word);
    }

    public boolean isKnown() {
        return kind != Kind.UNKNOWN && kind != Kind.MISSING;
    }

    /** The known status's key ({@code closed}), the unknown word lower-cased, or "" when none came. */
    public String normalised() {
        return asSent == null ? "" : asSent.toLowerCase(Locale.ROOT);
    }
}
