package io.assetdesk.api;

import static io.assetdesk.api.JsonValues.bool;
import static io.assetdesk.api.JsonValues.decimal;
import static io.assetdesk.api.JsonValues.integer;
import static io.assetdesk.api.JsonValues.shared;
import static io.assetdesk.api.JsonValues.string;
import static io.assetdesk.api.ServiceTimes.localDateTime;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.exc.JacksonIOException;
import tools.jackson.core.exc.StreamConstraintsException;
import tools.jackson.core.exc.UnexpectedEndOfInputException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * Decodes success bodies of the integration service (spec 2.3 to 2.5) in one streaming pass over the bytes: no
 * intermediate tree for the whole document; the report parts whose shape is unknown ({@code TaggedTransactions},
 * {@code LargeDeposits}, {@code Summary}) are read as {@link ReportValue}s and recognised by {@link ReportReader}.
 *
 * <p>Tolerant by design: unknown members are skipped, a value of an unexpected type becomes null, an unparsable
 * {@code created} or transaction date becomes null. What is fatal is only a body that is not JSON, or whose
 * {@code data} member is missing or not the expected object/array: that throws {@link Malformed}, which the client
 * turns into an {@link ApiException.Kind#BAD_RESPONSE}.
 *
 * <p>One streaming reader per document shape (list, order, accounts) sharing the readers of their members; the values
 * themselves are read by {@link JsonValues}, times by {@link ServiceTimes}, shared strings kept by
 * {@link SharedStrings}.
 */
public final class ResponseDecoder {

    /** The body is not JSON, or not the expected envelope. The message is for support and holds no body content. */
    public static final class Malformed extends RuntimeException {
        Malformed(String message) {
            super(message, null, false, false);
        }
    }

    private final JsonMapper mapper;

    public ResponseDecoder() {
        this(defaultMapper());
    }

    /**
     * The mapper the client decodes with: numbers inside the JSON trees kept whole ({@code TaggedTransactions},
     * {@code LargeDeposits}, {@code Summary}) stay exact decimals, as written ({@code 2500.00}, not {@code 2500.0}).
     */
    public static JsonMapper defaultMapper() {
        return Shared.MAPPER;
    }

    /**
     * One mapper for every client (a mapper is immutable and safe to share), made at its first use. Its making sets
     * up Jackson's data binding (about 0.1 s of one core under the launcher's compiler): the window warms it on a
     * background thread while the toolkit starts, and the connection made on the FX thread finds it made.
     */
    private static final class Shared {
        static final JsonMapper MAPPER = JsonMapper.builder()
                .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                .build();
    }

    public ResponseDecoder(JsonMapper mapper) {
        this.mapper = mapper;
    }

    /** {@code {"data": [Account, ...]}}. */
    public List<Account> accounts(byte[] body) {
        return envelope(body, true, p -> {
            List<Account> out = new ArrayList<>();
            int unreadable = 0;
            while (p.nextToken() != JsonToken.END_ARRAY) {
                Account a = account(p);
                if (a != null) {
                    out.add(a);
                } else {
                    unreadable++;
                }
            }
            return new ResourceList<>(out, unreadable);
        });
    }

    /**
     * {@code {"data": [Order, ...]}}; entries of another {@code type} are kept with their type, entries that are not
     * objects are counted ({@link ResourceList#unreadable()}).
     */
    public List<Order> orders(byte[] body) {
        return envelope(body, true, p -> {
            List<Order> out = new ArrayList<>();
            SharedStrings shared = new SharedStrings();
            int unreadable = 0;
            while (p.nextToken() != JsonToken.END_ARRAY) {
                Order o = order(p, shared);
                if (o != null) {
                    out.add(o);
                } else {
                    unreadable++;
                }
            }
            return new ResourceList<>(out, unreadable);
        });
    }

    /** {@code {"data": Order}}. */
    public Order order(byte[] body) {
        return envelope(body, false, p -> order(p, null));
    }

    interface DataReader<T> {
        T read(JsonParser p);
    }

    private <T> T envelope(byte[] body, boolean array, DataReader<T> reader) {
        if (body == null || body.length == 0) {
            throw new Malformed("the body is empty");
        }
        return envelope(() -> mapper.createParser(body), array, reader);
    }

    /**
     * The envelope read from {@code parser} (made inside, so that its own failures are the body's): {@code data} read
     * by {@code reader}, every other member skipped. A failure of the stream under the parser is thrown as the
     * {@link UncheckedIOException} of its cause, never as a malformed body.
     */
    <T> T envelope(Supplier<JsonParser> parser, boolean array, DataReader<T> reader) {
        return envelope(parser, array, reader, 0);
    }

    /**
     * As {@link #envelope(Supplier, boolean, DataReader)}, for a parser whose byte {@code k} is the answer's byte
     * {@code k + shift} (it reads the rest of an answer after a prefix; {@link ListBytes}): a failure's place is then
     * said as the answer's byte, since its lines and columns were not counted.
     */
    <T> T envelope(Supplier<JsonParser> parser, boolean array, DataReader<T> reader, long shift) {
        try (JsonParser p = parser.get()) {
            JsonToken first = p.nextToken();
            if (first == null) {
                throw new Malformed("the body is empty");
            }
            if (first != JsonToken.START_OBJECT) {
                throw new Malformed("the body is not a JSON object");
            }
            T result = null;
            boolean seen = false;
            String name;
            while ((name = p.nextName()) != null) {
                JsonToken t = p.nextToken();
                if ("data".equals(name) && !seen) {
                    JsonToken expected = array ? JsonToken.START_ARRAY : JsonToken.START_OBJECT;
                    if (t != expected) {
                        throw new Malformed("\"data\" is " + describe(t) + ", expected " + (array ? "an array"
                                : "an object"));
                    }
                    result = reader.read(p);
                    seen = true;
                } else {
                    p.skipChildren();
                }
            }
            if (p.currentToken() != JsonToken.END_OBJECT) {
                throw new Malformed("the JSON body is incomplete");
            }
            if (p.nextToken() != null) {
                throw new Malformed("the body has content after the JSON object");
            }
            if (!seen) {
                throw new Malformed("the body has no \"data\" member");
            }
            return result;
        } catch (JacksonIOException e) {
            throw new UncheckedIOException(e.getCause() != null ? e.getCause() : new IOException(e.getMessage()));
        } catch (JacksonException e) {
            var loc = e.getLocation();
            String where = loc == null ? "" : shift == 0 ? " (line " + loc.getLineNr() + ", column "
                    + loc.getColumnNr() + ")" : " (at byte " + (loc.getByteOffset() + shift) + " of the answer)";
            if (e instanceof UnexpectedEndOfInputException) {
                throw new Malformed("the answer ended early: its JSON stops before it is complete" + where);
            }
            if (e instanceof StreamConstraintsException) {
                throw new Malformed("the answer's JSON is nested deeper, or has longer numbers or names, "
                        + "than the console reads" + where);
            }
            throw new Malformed("the body is not valid JSON" + where);
        }
    }

    private static String describe(JsonToken t) {
        if (t == null) {
            return "missing";
        }
        return switch (t) {
            case START_OBJECT -> "an object";
            case START_ARRAY -> "an array";
            case VALUE_NULL -> "null";
            case VALUE_STRING -> "a string";
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "a number";
            case VALUE_TRUE, VALUE_FALSE -> "a boolean";
            default -> "unexpected";
        };
    }

    // ---- resources -------------------------------------------------------------------------------------------

    /**
     * The fields of one JSON:API resource, filled while it is read by {@link #resource}: {@link #top} gets each member
     * of the resource other than {@code attributes} ({@code id}, {@code type}, ...), {@link #attribute} each member of
     * {@code attributes}; both are called at the value's first token and must consume the value.
     */
    abstract static class Fields {
        abstract void top(String name, JsonParser p);

        abstract void attribute(String name, JsonParser p);
    }

    /**
     * Reads one resource at its START_OBJECT into {@code fields}; any other token is skipped and gives false. Members
     * nobody asked for, and an {@code attributes} that is not an object, are skipped.
     */
    static boolean resource(JsonParser p, Fields fields) {
        if (p.currentToken() != JsonToken.START_OBJECT) {
            p.skipChildren();
            return false;
        }
        String field;
        while ((field = p.nextName()) != null) {
            p.nextToken();
            if (!"attributes".equals(field)) {
                fields.top(field, p);
            } else if (p.currentToken() != JsonToken.START_OBJECT) {
                p.skipChildren();
            } else {
                String attr;
                while ((attr = p.nextName()) != null) {
                    p.nextToken();
                    fields.attribute(attr, p);
                }
            }
        }
        return true;
    }

    /** At a START_OBJECT of an account resource (or any other token, which is skipped: null). */
    private Account account(JsonParser p) {
        AccountFields f = new AccountFields();
        return resource(p, f) ? new Account(f.id, f.type, f.name, f.officialName, f.mask, f.subtype, f.accountType,
                f.balances) : null;
    }

    private final class AccountFields extends Fields {
        String id;
        String type;
        String name;
        String officialName;
        String mask;
        String subtype;
        String accountType;
        Balances balances;

        @Override
        void top(String field, JsonParser p) {
            switch (field) {
                case "id" -> id = string(p);
                case "type" -> type = string(p);
                default -> p.skipChildren();
            }
        }

        @Override
        void attribute(String attr, JsonParser p) {
            switch (attr) {
                case "name" -> name = string(p);
                case "official_name" -> officialName = string(p);
                case "mask" -> mask = string(p);
                case "subtype" -> subtype = string(p);
                case "type" -> accountType = string(p);
                case "balances" -> balances = balances(p);
                default -> p.skipChildren();
            }
        }
    }

    private Balances balances(JsonParser p) {
        if (p.currentToken() != JsonToken.START_OBJECT) {
            p.skipChildren();
            return null;
        }
        BigDecimal available = null;
        BigDecimal current = null;
        String iso = null;
        BigDecimal limit = null;
        String unofficial = null;
        String field;
        while ((field = p.nextName()) != null) {
            p.nextToken();
            switch (field) {
                case "available" -> available = decimal(p);
                case "current" -> current = decimal(p);
                case "iso_currency_code" -> iso = string(p);
                case "limit" -> limit = decimal(p);
                case "unofficial_currency_code" -> unofficial = string(p);
                default -> p.skipChildren();
            }
        }
        return new Balances(available, current, iso, limit, unofficial);
    }

    /**
     * At a START_OBJECT of an order resource (or any other token, which is skipped: null). With {@code shared} (a
     * list), the values that repeat across orders (type, status, names, phone, employer, last four digits) are read
     * through it, so 100,000 orders hold a few thousand such strings instead of 700,000.
     */
    private Order order(JsonParser p, SharedStrings shared) {
        OrderFields f = new OrderFields(shared);
        return resource(p, f) ? new Order(f.texts.get(OrderLine.Text.ID), f.type, f.created, f.archived, f.status,
                f.loginUrl, f.daysRemaining, f.texts.get(OrderLine.Text.EMAIL), f.last4,
                f.texts.get(OrderLine.Text.REFERENCE), f.firstName, f.lastName, f.notificationUrl, f.returnUrl, f.phone,
                f.employer, f.accounts, f.widget, f.sso) : null;
    }

    /**
     * The members of an order that its list entry keeps ({@link OrderLine}): read alike for a list entry
     * ({@link OrderListReader}) and a whole order ({@link OrderFields}); every other member is skipped.
     */
    static class ListFields extends Fields {
        final SharedStrings shared;
        /** The id, e-mail and reference number. */
        final LineTexts texts = new LineTexts();
        String type;
        Instant created;
        boolean archived;
        String status;
        Integer daysRemaining;
        String firstName;
        String lastName;

        ListFields(SharedStrings shared) {
            this.shared = shared;
        }

        /** Ready for the next entry: every field unread. */
        void clear() {
            texts.clear();
            type = null;
            created = null;
            archived = false;
            status = null;
            daysRemaining = null;
            firstName = null;
            lastName = null;
        }

        /** The list entry read. */
        OrderLine line() {
            return new OrderLine(texts.pack(), type, created, archived, status, daysRemaining, firstName, lastName);
        }

        @Override
        void top(String field, JsonParser p) {
            switch (field) {
                case "id" -> texts.set(OrderLine.Text.ID, string(p));
                case "type" -> type = shared(p, shared);
                default -> p.skipChildren();
            }
        }

        @Override
        void attribute(String attr, JsonParser p) {
            switch (attr) {
                case "created" -> created = JsonValues.instant(p);
                case "isArchived" -> archived = bool(p);
                case "status" -> status = shared(p, shared);
                case "daysRemaining" -> daysRemaining = integer(p);
                case "email" -> texts.set(OrderLine.Text.EMAIL, string(p));
                case "referenceNumber" -> texts.set(OrderLine.Text.REFERENCE, string(p));
                case "firstName" -> firstName = shared(p, shared);
                case "lastName" -> lastName = shared(p, shared);
                default -> p.skipChildren();
            }
        }
    }

    /** A whole order's members: its list entry's and the rest (login link, contact, report, enrollment keys). */
    private final class OrderFields extends ListFields {
        String loginUrl;
        String last4;
        String notificationUrl;
        String returnUrl;
        String phone;
        String employer;
        List<OrderAccountReport> accounts;
        String widget;
        String sso;

        OrderFields(SharedStrings shared) {
            super(shared);
        }

        @Override
        void attribute(String attr, JsonParser p) {
            switch (attr) {
                case "loginUrl" -> loginUrl = string(p);
                case "last4SSN" -> last4 = shared(p, shared);
                case "notificationUrl" -> notificationUrl = string(p);
                case "returnUrl" -> returnUrl = string(p);
                case "phoneNumber" -> phone = shared(p, shared);
                case "employerName" -> employer = shared(p, shared);
                case "enrollmentWidgetScript" -> widget = string(p);
                case "enrollmentSSOKey" -> sso = string(p);
                case "accounts" -> accounts = reports(p);
                default -> super.attribute(attr, p);
            }
        }
    }

    private List<OrderAccountReport> reports(JsonParser p) {
        if (p.currentToken() != JsonToken.START_ARRAY) {
            p.skipChildren();
            return null;
        }
        List<OrderAccountReport> out = new ArrayList<>();
        ReportValueReader values = new ReportValueReader();
        while (p.nextToken() != JsonToken.END_ARRAY) {
            if (p.currentToken() != JsonToken.START_OBJECT) {
                p.skipChildren();
                continue;
            }
            String accountId = null;
            ReportValue tagged = null;
            ReportValue large = null;
            ReportValue summary = null;
            Map<String, ReportValue> extra = null;
            LocalDateTime start = null;
            LocalDateTime end = null;
            BigDecimal current = null;
            BigDecimal available = null;
            BigDecimal starting = null;
            Integer daysInExistence = null;
            Integer daysRequested = null;
            String field;
            while ((field = p.nextName()) != null) {
                p.nextToken();
                switch (field) {
                    case "accountID" -> accountId = string(p);
                    case "TaggedTransactions" -> tagged = values.read(p);
                    case "LargeDeposits" -> large = values.read(p);
                    case "Summary" -> summary = values.read(p);
                    case "TransactionStartDate" -> start = localDateTime(string(p));
                    case "TransactionEndDate" -> end = localDateTime(string(p));
                    case "CurrentBalance" -> current = decimal(p);
                    case "AvailableBalance" -> available = decimal(p);
                    case "StartingBalance" -> starting = decimal(p);
                    case "DaysInExistence" -> daysInExistence = integer(p);
                    case "DaysRequested" -> daysRequested = integer(p);
                    default -> {
                        // a member the spec does not name: kept, never dropped
                        if (extra == null) {
                            extra = new LinkedHashMap<>();
                        }
                        extra.put(field, values.read(p));
                    }
                }
            }
            out.add(OrderAccountReport.of(accountId, tagged, large,
                    summary == null || summary instanceof ReportValue.Null ? ReportValue.EMPTY_OBJECT : summary,
                    extra == null ? ReportValue.EMPTY_OBJECT : new ReportValue.Obj(extra),
                    start, end, current, available, starting, daysInExistence, daysRequested));
        }
        return out;
    }
}
