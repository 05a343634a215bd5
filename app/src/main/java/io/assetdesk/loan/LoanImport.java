package io.assetdesk.loan;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads the JSON that {@code --export-loan --format json} writes, so that a loan file can move between workstations:
 * its {@code loanNumber}, {@code terms} (a figure given there, such as {@code requiredReserveMonths}, counts as the
 * officer's own), {@code depositDecisions} and {@code accountDecisions}; every other member is ignored. A member that
 * cannot be read is refused by its name ({@link Refused}), never guessed.
 */
public final class LoanImport {
    private static final JsonMapper JSON = JsonMapper.builder()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS).build();
    /** No loan figure comes near this; a figure beyond it is a mistake, refused by name. */
    private static final BigDecimal TOO_LARGE = new BigDecimal("1000000000000");

    /** What the file gives. */
    public record Imported(String loanNumber, LoanTerms terms, List<DepositDecision> deposits,
                           List<AccountDecision> accounts) {
        public Imported {
            deposits = List.copyOf(deposits);
            accounts = List.copyOf(accounts);
        }
    }

    /** The file cannot be used: {@code member} names where ("terms.salesPrice", "depositDecisions[2].outcome"). */
    public static final class Refused extends IllegalArgumentException {
        private final String member;

        Refused(String member, String why) {
            super(member + ": " + why);
            this.member = member;
        }

        public String member() {
            return member;
        }
    }

    private LoanImport() {
    }

    public static Imported read(byte[] json) {
        JsonNode root;
        try {
            root = JSON.readTree(json);
        } catch (JacksonException e) {
            throw new Refused("(file)", "not JSON (" + e.getOriginalMessage() + ")");
        }
        try {
            return read(root);
        } catch (JacksonException e) {
            throw new Refused("(file)", "a member cannot be read (" + e.getOriginalMessage() + ")");
        }
    }

    private static Imported read(JsonNode root) {
        if (root == null || !root.isObject()) {
            throw new Refused("(file)", "must be a JSON object, as --export-loan --format json writes it");
        }
        String number = text(root, "loanNumber", "loanNumber", true);
        if (number.strip().isEmpty() || number.strip().length() > 64) {
            throw new Refused("loanNumber", "must be 1 to 64 characters");
        }
        JsonNode t = root.get("terms");
        if (t == null || !t.isObject()) {
            throw new Refused("terms", "must be an object");
        }
        LoanTerms terms;
        try {
            LoanTerms.Details details = new LoanTerms.Details(
                    value(t, "occupancy", "terms.occupancy", Occupancy::valueOf, Occupancy.PRIMARY),
                    whole(t, "units", "terms.units", 1), whole(t, "otherFinancedProperties",
                    "terms.otherFinancedProperties", 0), money(t, "otherFinancedUnpaidBalance",
                    "terms.otherFinancedUnpaidBalance"), date(t, "disbursementDate", "terms.disbursementDate"),
                    money(t, "loanAmount", "terms.loanAmount"), money(t, "earnestMoney", "terms.earnestMoney"),
                    bool(t, "earnestMoneyPaid", "terms.earnestMoneyPaid"));
            terms = new LoanTerms(value(t, "program", "terms.program", Program::valueOf, null),
                    value(t, "purpose", "terms.purpose", Purpose::valueOf, null), date(t, "noteDate", "terms.noteDate"),
                    money(t, "salesPrice", "terms.salesPrice"), money(t, "appraisedValue", "terms.appraisedValue"),
                    money(t, "cashToClose", "terms.cashToClose"), money(t, "monthlyHousingPayment",
                    "terms.monthlyHousingPayment"), money(t, "monthlyIncome", "terms.monthlyIncome"),
                    money(t, "requiredReserveMonths", "terms.requiredReserveMonths"),
                    t.has("currency") ? text(t, "currency", "terms.currency", false) : null, details);
        } catch (Refused e) {
            throw e;
        } catch (NullPointerException | IllegalArgumentException e) {
            throw new Refused("terms", e.getMessage());
        }
        return new Imported(number.strip(), terms, deposits(root), accounts(root));
    }

    private static List<DepositDecision> deposits(JsonNode root) {
        List<DepositDecision> out = new ArrayList<>();
        JsonNode list = root.get("depositDecisions");
        if (list == null || list.isNull()) {
            return out;
        }
        if (!list.isArray()) {
            throw new Refused("depositDecisions", "must be an array");
        }
        for (int i = 0; i < list.size(); i++) {
            String at = "depositDecisions[" + i + "]";
            JsonNode d = list.get(i);
            if (!d.isObject()) {
                throw new Refused(at, "must be an object");
            }
            DepositDecision.Gift gift = null;
            JsonNode g = d.get("gift");
            if (g != null && !g.isNull()) {
                try {
                    gift = new DepositDecision.Gift(text(g, "donor", at + ".gift.donor", true),
                            text(g, "relationship", at + ".gift.relationship", true),
                            money(g, "amount", at + ".gift.amount"), date(g, "letterDate", at + ".gift.letterDate"));
                } catch (Refused e) {
                    throw e;
                } catch (IllegalArgumentException e) {
                    throw new Refused(at + ".gift", e.getMessage());
                }
            }
            try {
                out.add(new DepositDecision(text(d, "deposit", at + ".deposit", true),
                        value(d, "outcome", at + ".outcome", DepositDecision.Outcome::valueOf, null),
                        value(d, "source", at + ".source", DepositDecision.Source::valueOf, null),
                        d.has("note") && !d.get("note").isNull() ? text(d, "note", at + ".note", false) : "", gift));
            } catch (Refused e) {
                throw e;
            } catch (NullPointerException | IllegalArgumentException e) {
                throw new Refused(at, e.getMessage());
            }
        }
        return out;
    }

    private static List<AccountDecision> accounts(JsonNode root) {
        List<AccountDecision> out = new ArrayList<>();
        JsonNode list = root.get("accountDecisions");
        if (list == null || list.isNull()) {
            return out;
        }
        if (!list.isArray()) {
            throw new Refused("accountDecisions", "must be an array");
        }
        for (int i = 0; i < list.size(); i++) {
            String at = "accountDecisions[" + i + "]";
            JsonNode d = list.get(i);
            try {
                out.add(new AccountDecision(text(d, "account", at + ".account", true),
                        value(d, "use", at + ".use", AccountDecision.Use::valueOf, null), money(d, "amount",
                        at + ".amount"), d.has("note") && !d.get("note").isNull() ? text(d, "note", at + ".note",
                        false) : ""));
            } catch (Refused e) {
                throw e;
            } catch (NullPointerException | IllegalArgumentException e) {
                throw new Refused(at, e.getMessage());
            }
        }
        return out;
    }

    private static String text(JsonNode o, String name, String member, boolean required) {
        JsonNode v = o.get(name);
        if (v == null || v.isNull()) {
            if (required) {
                throw new Refused(member, "is missing");
            }
            return null;
        }
        if (!v.isString()) {
            throw new Refused(member, "must be a string");
        }
        if (v.asString().length() > 600) {
            throw new Refused(member, "is longer than the console keeps");
        }
        return v.asString();
    }

    private static <T> T value(JsonNode o, String name, String member, Function<String, T> parse, T absent) {
        String v = text(o, name, member, absent == null && !name.equals("source"));
        if (v == null) {
            return absent;
        }
        try {
            return parse.apply(v.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new Refused(member, "\"" + v + "\" is not one of the names the console writes");
        }
    }

    private static BigDecimal money(JsonNode o, String name, String member) {
        JsonNode v = o.get(name);
        if (v == null || v.isNull()) {
            return null;
        }
        if (!v.isNumber()) {
            throw new Refused(member, "must be a number");
        }
        BigDecimal d = v.decimalValue();
        if (d.signum() < 0) {
            throw new Refused(member, "cannot be negative");
        }
        if (d.compareTo(TOO_LARGE) >= 0) {
            throw new Refused(member, "is too large for a loan figure");
        }
        if (d.stripTrailingZeros().scale() > 4) {
            throw new Refused(member, "has more decimals than an amount can");
        }
        return d;
    }

    private static int whole(JsonNode o, String name, String member, int absent) {
        JsonNode v = o.get(name);
        if (v == null || v.isNull()) {
            return absent;
        }
        if (!v.isIntegralNumber() || !v.canConvertToInt()) {
            throw new Refused(member, "must be a whole number");
        }
        return v.intValue();
    }

    private static boolean bool(JsonNode o, String name, String member) {
        JsonNode v = o.get(name);
        if (v == null || v.isNull()) {
            return false;
        }
        if (!v.isBoolean()) {
            throw new Refused(member, "must be true or false");
        }
        return v.booleanValue();
    }

    private static LocalDate date(JsonNode o, String name, String member) {
        String v = text(o, name, member, false);
        try {
            return v == null ? null : LocalDate.parse(v.strip());
        } catch (DateTimeParseException e) {
            throw new Refused(member, "must be a date written YYYY-MM-DD");
        }
    }
}
