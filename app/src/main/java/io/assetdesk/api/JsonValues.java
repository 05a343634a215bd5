package io.assetdesk.api;

import java.math.BigDecimal;
import java.time.Instant;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;

/**
 * The values of the service's JSON as the decoder reads them at the parser's current token, tolerantly: a value of an
 * unexpected type gives null, numbers are exact decimals from their text, and short strings may be shared
 * ({@link SharedStrings}). The report's parts of unpublished shape are read by {@link ReportValueReader}.
 */
final class JsonValues {
    private JsonValues() {
    }

    /** A string; numbers and booleans as their text; null, objects and arrays give null. */
    static String string(JsonParser p) {
        JsonToken t = p.currentToken();
        if (t == JsonToken.VALUE_STRING || t == JsonToken.VALUE_NUMBER_INT || t == JsonToken.VALUE_NUMBER_FLOAT
                || t == JsonToken.VALUE_TRUE || t == JsonToken.VALUE_FALSE) {
            return p.getString();
        }
        p.skipChildren();
        return null;
    }

    /** An instant ({@link ServiceTimes#instant(String)}), read from the parser's characters when it is a string. */
    static Instant instant(JsonParser p) {
        if (p.currentToken() != JsonToken.VALUE_STRING) {
            return ServiceTimes.instant(string(p));
        }
        int length = p.getStringLength();
        return length == 0 ? null : ServiceTimes.instant(p.getStringCharacters(), p.getStringOffset(), length);
    }

    /** A string value read through {@code shared} when there is one. */
    static String shared(JsonParser p, SharedStrings shared) {
        if (shared == null || p.currentToken() != JsonToken.VALUE_STRING) {
            return string(p);
        }
        return shared.get(p);
    }

    /** An exact decimal from the number's text (or a numeric string); anything else null. */
    static BigDecimal decimal(JsonParser p) {
        JsonToken t = p.currentToken();
        if (t == JsonToken.VALUE_NUMBER_INT || t == JsonToken.VALUE_NUMBER_FLOAT) {
            if (p.isNaN()) {
                return null;
            }
            return p.getDecimalValue();
        }
        if (t == JsonToken.VALUE_STRING) {
            String s = p.getString().strip();
            if (s.isEmpty() || s.length() > 100) {
                return null;
            }
            try {
                return new BigDecimal(s);
            } catch (NumberFormatException e) {
                return null;
            }
        }
        p.skipChildren();
        return null;
    }

    static Integer integer(JsonParser p) {
        BigDecimal d = decimal(p);
        if (d == null) {
            return null;
        }
        try {
            return d.intValueExact();
        } catch (ArithmeticException e) {
            return null;
        }
    }

    static boolean bool(JsonParser p) {
        JsonToken t = p.currentToken();
        if (t == JsonToken.VALUE_TRUE) {
            return true;
        }
        if (t == JsonToken.VALUE_STRING) {
            return "true".equalsIgnoreCase(p.getString().strip());
        }
        p.skipChildren();
        return false;
    }

}
