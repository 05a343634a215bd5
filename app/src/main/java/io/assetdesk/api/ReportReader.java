package io.assetdesk.api;

import java.math.BigDecimal;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Currency;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * Recognises what a person needs in the parts of the report whose shape is not published (field notes: "render them
 * generically and never drop a field"): an account's institution, name, type, mask and currency in {@code Summary},
 * and a transaction's date, amount and description in the elements of {@code TaggedTransactions} and
 * {@code LargeDeposits}.
 *
 * <p>Keys are matched without regard to letter case, underscores, hyphens or spaces ({@code postedDate},
 * {@code posted_date} and {@code PostedDate} are one key), against several common spellings. In {@code Summary} the
 * search goes breadth first, the members of objects whose key names an account before the others, so that
 * {@code Summary.Account.Name} wins over a name deeper down. An object that is the value of an institution key
 * ({@code "bank": {"name": ...}}) gives the institution only: its own name, type or number are not the account's
 * (an account object nested inside it still is). Whatever is not recognised stays in the raw values.
 */
public final class ReportReader {
    private static final List<String> INSTITUTION = List.of("institution", "institutionname", "bank", "bankname",
            "financialinstitution", "financialinstitutionname", "fi", "finame");
    private static final List<String> NAME = List.of("accountname", "name", "nickname", "accountnickname",
            "displayname", "productname");
    private static final List<String> TYPE = List.of("accounttype", "type");
    private static final List<String> SUBTYPE = List.of("accountsubtype", "subtype");
    private static final List<String> MASK = List.of("mask", "accountmask", "maskedaccountnumber",
            "accountnumbermasked", "last4", "lastfour", "accountlast4", "accountnumberlast4", "accountnumber",
            "number");
    private static final List<String> CURRENCY = List.of("currency", "currencycode", "isocurrencycode",
            "isocurrency");
    private static final List<String> UNOFFICIAL = List.of("unofficialcurrency", "unofficialcurrencycode");
    private static final List<String> OWNERS = List.of("owners", "owner", "ownernames", "ownername", "accountowners",
            "accountowner", "accountholders", "accountholder", "holders", "holder", "holdernames", "holdername",
            "primaryowner", "jointowner", "jointowners");
    /** Values under an owner key that say what kind of holding it is, not who holds it. */
    private static final Set<String> OWNERSHIP_WORDS = Set.of("individual", "joint", "primary", "secondary",
            "authorized", "authorizeduser", "custodial", "owner", "coowner", "beneficiary", "sole", "business",
            "personal", "trust", "jointtenants", "tenantsincommon", "unknown", "na", "none");
    /** Inside an owner object: the parts that make a name. */
    private static final List<String> FULL_NAME = List.of("fullname", "name", "ownername", "holdername",
            "displayname");

    private static final List<String> ID = List.of("transactionid", "id", "txnid", "transid");
    private static final List<String> DATE = List.of("date", "posteddate", "postingdate", "transactiondate",
            "txndate", "dateposted", "posted", "transdate", "postdate", "effectivedate", "valuedate", "bookingdate");
    private static final List<String> AMOUNT = List.of("amount", "amt", "value", "transactionamount", "txnamount",
            "transamount");
    private static final List<String> DESCRIPTION = List.of("description", "desc", "memo", "name", "payee",
            "merchant", "merchantname", "narrative", "details", "originaldescription");
    private static final List<String> CATEGORY = List.of("category", "categoryname", "transactioncategory");
    private static final List<String> TAGS = List.of("tags", "categories", "labels");
    private static final List<String> EMPLOYER = List.of("employer", "employername");
    private static final List<String> DIRECTION = List.of("direction", "transactiontype", "creditdebit", "drcr",
            "type", "indicator");
    private static final Set<String> CREDIT_WORDS = Set.of("credit", "cr", "deposit", "in", "inflow");
    private static final Set<String> DEBIT_WORDS = Set.of("debit", "dr", "withdrawal", "out", "outflow");

    private static final Pattern MONEY_TEXT = Pattern.compile("^\\(?[-+]?\\$?\\s?[0-9][0-9,]*(\\.[0-9]+)?\\)?$");
    /** Strict: "2/30/2026" is no date (the default resolver would quietly read it as February 28). */
    private static final DateTimeFormatter US_DATE = DateTimeFormatter.ofPattern("M/d/uuuu", Locale.ROOT)
            .withResolverStyle(ResolverStyle.STRICT);

    private ReportReader() {
    }

    // ---- accounts ------------------------------------------------------------------------------------------

    /** The account's label from its {@code Summary} and any other members of the account element. */
    public static AccountLabel label(ReportValue summary, ReportValue.Obj extra) {
        Set<ReportValue.Obj> institutions = Collections.newSetFromMap(new IdentityHashMap<>());
        List<ReportValue.Obj> objects = breadthFirst(institutions, extra, summary);
        // the account's own name, type and number: never those of an institution object
        List<ReportValue.Obj> own = objects.stream().filter(o -> !institutions.contains(o)).toList();
        String currencyText = text(find(objects, CURRENCY));
        String unofficial = text(find(objects, UNOFFICIAL));
        String iso = null;
        if (currencyText != null) {
            if (isIsoCurrency(currencyText)) {
                iso = currencyText.strip().toUpperCase(Locale.ROOT);
            } else if (unofficial == null) {
                unofficial = currencyText.strip(); // "BTC" under Currency: not an ISO code, so not official money
            }
        }
        return new AccountLabel(text(find(objects, INSTITUTION)), text(find(own, NAME)),
                text(find(own, TYPE)), text(find(own, SUBTYPE)), mask(find(own, MASK)), iso,
                unofficial == null || unofficial.isBlank() ? null : unofficial.strip(), owners(own));
    }

    /**
     * The account holders the report names, under any of the usual keys ({@code Owners}, {@code AccountHolders},
     * {@code owner_name}...): a name, a list of names, names joined by ";" or " and ", or objects with a full name or
     * first and last names. Empty when the report names nobody.
     */
    static List<String> owners(List<ReportValue.Obj> objects) {
        for (String k : OWNERS) {
            for (ReportValue.Obj o : objects) {
                ReportValue v = member(o, k);
                if (v == null || v instanceof ReportValue.Null) {
                    continue;
                }
                List<String> names = new ArrayList<>();
                for (ReportValue e : v.elements()) {
                    ownerNames(e, names);
                }
                if (!names.isEmpty()) {
                    return List.copyOf(names);
                }
            }
        }
        return List.of();
    }

    private static void ownerNames(ReportValue v, List<String> out) {
        if (v instanceof ReportValue.Str s) {
            for (String part : s.value().split(";|\\s+(?i:and)\\s+|\\s*&\\s*|\\n")) {
                if (!part.isBlank() && !OWNERSHIP_WORDS.contains(normal(part)) && out.size() < 20) {
                    out.add(part.strip());
                }
            }
        } else if (v instanceof ReportValue.Obj o) {
            String full = text(first(o, FULL_NAME));
            if (full == null) {
                String given = text(first(o, List.of("firstname", "givenname", "first")));
                String family = text(first(o, List.of("lastname", "familyname", "surname", "last")));
                full = given == null ? family : family == null ? given : given + " " + family;
            }
            if (full != null && !OWNERSHIP_WORDS.contains(normal(full)) && out.size() < 20) {
                out.add(full);
            }
        }
    }

    static boolean isIsoCurrency(String code) {
        String c = code.strip().toUpperCase(Locale.ROOT);
        if (c.length() != 3) {
            return false;
        }
        try {
            Currency.getInstance(c);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** The last four digits of whatever the report gives (never a whole account number); null with fewer than 2. */
    static String mask(ReportValue v) {
        String t = text(v);
        if (t == null) {
            return null;
        }
        String digits = t.replaceAll("[^0-9]", "");
        if (digits.length() < 2) {
            return null;
        }
        return digits.length() <= 4 ? digits : digits.substring(digits.length() - 4);
    }

    /**
     * Objects to search, breadth first; at each level the members whose key names an account come first. Objects
     * that are the value of an institution key are also put in {@code institutions}.
     */
    private static List<ReportValue.Obj> breadthFirst(Set<ReportValue.Obj> institutions, ReportValue... roots) {
        List<ReportValue.Obj> out = new ArrayList<>();
        Deque<ReportValue> queue = new ArrayDeque<>();
        for (ReportValue r : roots) {
            if (r != null) {
                queue.add(r);
            }
        }
        while (!queue.isEmpty() && out.size() < 10_000) {
            ReportValue v = queue.poll();
            if (v instanceof ReportValue.Obj o) {
                out.add(o);
                List<ReportValue> accountFirst = new ArrayList<>();
                List<ReportValue> others = new ArrayList<>();
                for (Map.Entry<String, ReportValue> e : o.fields().entrySet()) {
                    if (e.getValue() instanceof ReportValue.Obj inner) {
                        String key = normal(e.getKey());
                        (key.contains("account") ? accountFirst : others).add(inner);
                        if (INSTITUTION.contains(key)) {
                            institutions.add(inner);
                        }
                    }
                }
                queue.addAll(accountFirst);
                queue.addAll(others);
            }
        }
        return out;
    }

    private static ReportValue find(List<ReportValue.Obj> objects, List<String> keys) {
        for (String k : keys) {
            for (ReportValue.Obj o : objects) {
                ReportValue v = member(o, k);
                if (v != null && !(v instanceof ReportValue.Null) && !(v instanceof ReportValue.Arr)) {
                    if (v instanceof ReportValue.Obj inner) {
                        ReportValue name = member(inner, "name");
                        if (name == null || name.isContainer() || name instanceof ReportValue.Null) {
                            continue;
                        }
                        return name;
                    }
                    if (!v.text().isBlank()) {
                        return v;
                    }
                }
            }
        }
        return null;
    }

    // ---- transactions --------------------------------------------------------------------------------------

    /** Every element of a {@code TaggedTransactions} or {@code LargeDeposits} value, recognised; none dropped. */
    public static List<ReportEntry> entries(ReportValue list) {
        if (list == null) {
            return List.of();
        }
        List<ReportEntry> out = new ArrayList<>();
        // a date written alike on many entries is read once and its value shared (the decoder shares the text)
        Map<ReportValue, LocalDateTime> dates = new IdentityHashMap<>();
        for (ReportValue e : list.elements()) {
            out.add(entry(e, dates));
        }
        return List.copyOf(out);
    }

    /** One element: its recognised values (any may be null), and the element itself. */
    public static ReportEntry entry(ReportValue element) {
        return entry(element, null);
    }

    private static ReportEntry entry(ReportValue element, Map<ReportValue, LocalDateTime> dates) {
        if (!(element instanceof ReportValue.Obj o)) {
            return new ReportEntry(null, null, null, null, null, List.of(), null, null, element);
        }
        return new ReportEntry(text(first(o, ID)), date(first(o, DATE), dates), amount(first(o, AMOUNT)),
                text(first(o, DESCRIPTION)), text(first(o, CATEGORY)), tags(first(o, TAGS)), text(first(o, EMPLOYER)),
                direction(o), o);
    }

    /** {@link #date(ReportValue)}, through {@code dates} (null: none), which holds at most 4,096 texts' dates. */
    private static LocalDateTime date(ReportValue v, Map<ReportValue, LocalDateTime> dates) {
        if (dates == null || !(v instanceof ReportValue.Str)) {
            return date(v);
        }
        LocalDateTime known = dates.get(v);
        if (known != null || dates.containsKey(v)) {
            return known;
        }
        LocalDateTime d = date(v);
        if (dates.size() < 4096) {
            dates.put(v, d);
        }
        return d;
    }

    private static ReportValue first(ReportValue.Obj o, List<String> keys) {
        for (String k : keys) {
            ReportValue v = member(o, k);
            if (v != null && !(v instanceof ReportValue.Null)) {
                return v;
            }
        }
        return null;
    }

    private static Boolean direction(ReportValue.Obj o) {
        for (String k : DIRECTION) {
            ReportValue v = member(o, k);
            if (v instanceof ReportValue.Str s) {
                String w = s.value().strip().toLowerCase(Locale.ROOT);
                if (CREDIT_WORDS.contains(w)) {
                    return true;
                }
                if (DEBIT_WORDS.contains(w)) {
                    return false;
                }
            }
        }
        return null;
    }

    private static List<String> tags(ReportValue v) {
        if (v == null) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        for (ReportValue t : v.elements()) {
            if (!t.isContainer() && !(t instanceof ReportValue.Null) && !t.text().isBlank()) {
                out.add(t.text().strip());
            }
        }
        return out;
    }

    /** A number, or a plain money text ("1,234.50", "$12.00", "(45.00)" for a negative); anything else null. */
    public static BigDecimal amount(ReportValue v) {
        if (v instanceof ReportValue.Num n) {
            return n.value();
        }
        if (v instanceof ReportValue.Obj o) {
            return amount(first(o, List.of("value", "amount")));
        }
        if (!(v instanceof ReportValue.Str s)) {
            return null;
        }
        String t = s.value().strip();
        if (t.isEmpty() || t.length() > 40 || !MONEY_TEXT.matcher(t).matches()) {
            return null;
        }
        boolean parenthesised = t.startsWith("(") && t.endsWith(")");
        if (t.startsWith("(") != t.endsWith(")")) {
            return null;
        }
        String digits = t.replace("(", "").replace(")", "").replace("$", "").replace(",", "").replace(" ", "");
        try {
            BigDecimal d = new BigDecimal(digits);
            return parenthesised ? d.negate() : d;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /**
     * A date or date-time: ISO local ("2026-09-01", "2026-09-01T08:00:00"), with an offset or Z (read in UTC),
     * "9/1/2026", or epoch seconds or milliseconds; anything else null.
     */
    public static LocalDateTime date(ReportValue v) {
        if (v instanceof ReportValue.Num n) {
            try {
                long x = n.value().longValueExact();
                Instant i = Math.abs(x) < 100_000_000_000L ? Instant.ofEpochSecond(x) : Instant.ofEpochMilli(x);
                return LocalDateTime.ofInstant(i, ZoneOffset.UTC);
            } catch (ArithmeticException | DateTimeException e) {
                return null;
            }
        }
        if (!(v instanceof ReportValue.Str s)) {
            return null;
        }
        String t = s.value().strip();
        if (t.isEmpty() || t.length() > 40) {
            return null;
        }
        LocalDateTime local = ServiceTimes.localDateTime(t);
        if (local != null) {
            return local;
        }
        try {
            return LocalDate.parse(t).atStartOfDay();
        } catch (DateTimeParseException e) {
            // next shape
        }
        try {
            return LocalDateTime.ofInstant(OffsetDateTime.parse(t).toInstant(), ZoneOffset.UTC);
        } catch (DateTimeParseException e) {
            // next shape
        }
        try {
            return LocalDate.parse(t, US_DATE).atStartOfDay();
        } catch (DateTimeParseException e) {
            return null;
        }
    }

    // ---- keys ----------------------------------------------------------------------------------------------

    /** The member of {@code o} whose key, normalised, is {@code normalKey}; null when none. */
    static ReportValue member(ReportValue.Obj o, String normalKey) {
        ReportValue exact = o.get(normalKey);
        if (exact != null) {
            return exact;
        }
        for (Map.Entry<String, ReportValue> e : o.fields().entrySet()) {
            if (normal(e.getKey()).equals(normalKey)) {
                return e.getValue();
            }
        }
        return null;
    }

    /** Normalised keys met so far: a report repeats a few keys on every one of its transactions. */
    private static final Map<String, String> NORMAL = new ConcurrentHashMap<>();

    /** Lower case, letters and digits only; a report's few keys are normalised once each. */
    public static String normal(String key) {
        String known = NORMAL.get(key);
        if (known != null) {
            return known;
        }
        String n = normalOf(key);
        if (key.length() <= 64 && NORMAL.size() < 4096) {
            NORMAL.put(key, n);
        }
        return n;
    }

    private static String normalOf(String key) {
        StringBuilder b = new StringBuilder(key.length());
        for (int i = 0; i < key.length(); i++) {
            char c = key.charAt(i);
            if (Character.isLetterOrDigit(c)) {
                b.append(Character.toLowerCase(c));
            }
        }
        return b.toString();
    }

    private static String text(ReportValue v) {
        if (v == null || v.isContainer() || v instanceof ReportValue.Null) {
            return null;
        }
        String t = v.text().strip();
        return t.isEmpty() ? null : t;
    }
}
