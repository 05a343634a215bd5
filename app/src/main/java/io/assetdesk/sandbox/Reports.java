package io.assetdesk.sandbox;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.UUID;
import tools.jackson.core.JsonGenerator;

/**
 * The verified-accounts report of an order (spec 2.5), generated on demand so that nothing but a few numbers is
 * stored per order: from the order's seed, bank and chosen accounts, or, for the scripted training orders of
 * {@link Showcase}, from their fixed script. Self-consistent: StartingBalance plus the sum of the transactions is
 * CurrentBalance; every transaction date lies within TransactionStartDate..TransactionEndDate, which are
 * DaysRequested days apart; every non-payroll deposit of 2,500.00 or more is also in LargeDeposits.
 *
 * <p>The element shapes are unpublished upstream; the sandbox's choice: a transaction is
 * {@code {"transactionId","date","description","amount","category","tags":[...],"runningBalance"}} (payroll also
 * carries {@code "employer"}), a large deposit is {@code {"transactionId","date","description","amount","source"}},
 * and {@code Summary} nests {@code Account} ({@code Name, Institution, Type, Subtype, Mask, Currency,
 * UnofficialCurrency}), {@code Period}, {@code Totals}, {@code Income}, {@code Balances}, {@code LargeDeposits}.
 *
 * <p>Currencies: {@code Summary.Account.Currency} is the ISO code and {@code UnofficialCurrency} is null, or, for a
 * crypto wallet, {@code Currency} is null and {@code UnofficialCurrency} names the coin (e.g. {@code BTC}); amounts
 * are in the account's own currency, with 8 decimals for a coin and 2 otherwise. Amounts of different accounts are
 * never converted or added up by the sandbox.
 *
 * <p>Account types: {@code depository} (checking, savings, money market, cd), {@code investment} ({@code crypto
 * exchange}) and {@code credit} ({@code credit card}). A credit account's balances are the amount owed, so a charge
 * is a positive amount and a payment a negative one ({@code Totals.Deposits} and {@code Withdrawals} are the sums of
 * the positive and the negative amounts, whatever the type); its AvailableBalance is the credit still available
 * (limit minus owed), which is not the borrower's money.
 *
 * <p>Seeded orders with random data cover depository accounts in one currency per order. The scripted orders
 * ({@link Showcase}, seeded in place of three random ones whenever four or more orders are seeded) cover the rest of
 * the report screen's checks, with fixed amounts and dates relative to today:
 * <ul>
 *   <li>Emily Johnson (reference {@code LN-<year>-100001}, report 9 days old, 60 days): a USD checking account with
 *   biweekly payroll from her employer (tagged {@code Employer Found}) and a non-payroll {@code WIRE TRANSFER IN} of
 *   12,000.00 in LargeDeposits; a CAD savings account; a BTC wallet ({@code Currency} null, {@code
 *   UnofficialCurrency} BTC, 0.84210000); a credit card owing 1,240.55 with 3,759.45 available.</li>
 *   <li>Michael Smith ({@code LN-<year>-100002}): a report of 30 days only (DaysRequested 30), checking and
 * savings.</li>
 *   <li>Linda Miller ({@code LN-<year>-100003}): created 155 days ago, report ending 150 days ago (not archived).</li>
 * </ul>
 */
final class Reports {
    static final DateTimeFormatter LOCAL = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss", Locale.ROOT);
    static final long LARGE_DEPOSIT_CENTS = 250_000;

    private Reports() {
    }

    /** One transaction; {@code amount} in units of the account's smallest digit (cents, or 10^-8 of a coin). */
    record Txn(LocalDateTime date, String description, long amount, String category, String[] tags,
               boolean payroll, String source) {
    }

    /**
     * One account of a report, ready to be written: amounts in units of 10^-{@code scale} of the account's currency
     * ({@code currency} the ISO code, or null with {@code unofficialCurrency} set). CurrentBalance is
     * {@code starting} plus the transactions; {@code index} tells apart the accounts of one order.
     */
    record Ledger(int index, UUID accountId, String name, String institution, String type, String subtype,
                  String mask, String currency, String unofficialCurrency, int scale, LocalDateTime end, int days,
                  List<Txn> txns, long starting, long pending, long available, int daysInExistence) {
        long current() {
            long sum = starting;
            for (Txn t : txns) {
                sum += t.amount();
            }
            return sum;
        }
    }

    /**
     * Writes the {@code accounts} array: empty until the report is ready. {@code spec}: in the spec's dialect (no
     * currency anywhere, so only the USD accounts, and other key spellings; see {@link SandboxServer.Dialect#SPEC}).
     */
    static void writeAccounts(JsonGenerator g, SandboxOrder o, boolean spec) {
        g.writeName("accounts");
        g.writeStartArray();
        if (o.reportReady()) {
            for (Ledger l : ledgers(o)) {
                if (spec && !"USD".equals(l.currency())) {
                    continue;
                }
                writeAccount(g, o, l, spec ? SPEC_KEYS : RICH_KEYS);
            }
        }
        g.writeEndArray();
    }

    /** The key spellings of the report elements whose shape the spec does not publish, per dialect. */
    record Keys(String id, String date, String description, String amount, String category, String tags,
                String employer, String running, String source, String account, String name, String institution,
                String type, String subtype, String mask, boolean currency, String owners) {
    }

    static final Keys RICH_KEYS = new Keys("transactionId", "date", "description", "amount", "category", "tags",
            "employer", "runningBalance", "source", "Account", "Name", "Institution", "Type", "Subtype", "Mask", true,
            "Owners");
    static final Keys SPEC_KEYS = new Keys("TransactionID", "PostedDate", "Memo", "TransactionAmount",
            "TransactionCategory", "Labels", "EmployerName", "RunningBalance", "DepositSource", "AccountDetails",
            "AccountName", "InstitutionName", "AccountType", "AccountSubtype", "AccountNumber", false,
            "AccountHolders");

    /**
     * Who holds the account, as the report names them: the borrower, except where a scripted order shows another
     * case (Michael Smith's savings is held by a family trust, so that the owner check has something to flag).
     */
    static List<String> owners(SandboxOrder o, Ledger a) {
        if (o.showcase == Showcase.MICHAEL_SMITH && a.index() == 1) {
            return List.of("Smith Family Trust");
        }
        if (o.showcase == Showcase.EMILY_JOHNSON && a.index() == 1) {
            return List.of(o.firstName + " R. " + o.lastName, "Marco Johnson");
        }
        return List.of(o.firstName + " " + o.lastName);
    }

    /** The accounts of a ready report: scripted for a showcase order, generated from the seed otherwise. */
    static List<Ledger> ledgers(SandboxOrder o) {
        if (o.showcase != null) {
            return o.showcase.ledgers(o);
        }
        List<Ledger> out = new ArrayList<>(4);
        for (Banks.BorrowerAccount a : Banks.accounts(o.seed, o.bank)) {
            if ((o.accountMask & (1 << a.index())) != 0) {
                out.add(generated(o, a));
            }
        }
        return out;
    }

    /** The end of the report's transaction window: when the report became ready, to the second (UTC). */
    static LocalDateTime end(SandboxOrder o) {
        return LocalDateTime.ofInstant(Instant.ofEpochMilli(o.reportMillis), ZoneOffset.UTC)
                .truncatedTo(ChronoUnit.SECONDS);
    }

    private static Ledger generated(SandboxOrder o, Banks.BorrowerAccount a) {
        SplittableRandom r = new SplittableRandom(o.seed * 7919 + o.bank * 131 + a.index());
        LocalDateTime end = end(o);
        int days = o.daysRequested;
        LocalDateTime start = end.minusDays(days);
        List<Txn> txns = o.full ? transactions(r, o, a, start, days) : List.of();
        long min = 0;
        long sum = 0;
        for (Txn t : txns) {
            sum += t.amount();
            min = Math.min(min, sum);
        }
        long base = switch (a.kind()) {
            case CHECKING -> 80_000 + r.nextLong(900_000);
            case SAVINGS -> 300_000 + r.nextLong(4_000_000);
            case MONEY_MARKET -> 1_000_000 + r.nextLong(6_000_000);
            case CD -> 500_000 + r.nextLong(2_500_000);
        };
        long starting = Math.max(base, -min + 5_000 + r.nextLong(40_000));
        long current = starting + sum;
        long pending = a.kind() == Banks.Kind.CHECKING && current > 10_000 ? r.nextLong(Math.min(current / 4, 25_000))
                : 0;
        UUID id = uuid(r);
        int existence = days + 120 + r.nextInt(5000);
        return new Ledger(a.index(), id, a.name(), Banks.ALL.get(o.bank).name(), a.kind().type, a.kind().subtype,
                a.mask(), a.currency(), null, 2, end, days, txns, starting, pending, current - pending, existence);
    }

    private static void writeAccount(JsonGenerator g, SandboxOrder o, Ledger a, Keys k) {
        int scale = a.scale();
        int days = a.days();
        LocalDateTime end = a.end();
        LocalDateTime start = end.minusDays(days);
        List<Txn> txns = a.txns();
        long starting = a.starting();
        long current = a.current();

        g.writeStartObject();
        g.writeStringProperty("accountID", a.accountId().toString());
        g.writeName("TaggedTransactions");
        g.writeStartArray();
        long running = starting;
        long deposits = 0;
        long withdrawals = 0;
        long payrollCount = 0;
        long payrollTotal = 0;
        long lowest = starting;
        long highest = starting;
        int large = 0;
        for (Txn t : txns) {
            running += t.amount();
            lowest = Math.min(lowest, running);
            highest = Math.max(highest, running);
            if (t.amount() >= 0) {
                deposits += t.amount();
            } else {
                withdrawals -= t.amount();
            }
            if (t.payroll()) {
                payrollCount++;
                payrollTotal += t.amount();
            }
            if (t.source() != null) {
                large++;
            }
            g.writeStartObject();
            g.writeStringProperty(k.id(), txnId(o, a, t));
            g.writeStringProperty(k.date(), LOCAL.format(t.date()));
            g.writeStringProperty(k.description(), t.description());
            g.writeNumberProperty(k.amount(), money(t.amount(), scale));
            g.writeStringProperty(k.category(), t.category());
            g.writeName(k.tags());
            g.writeStartArray();
            for (String tag : t.tags()) {
                g.writeString(tag);
            }
            g.writeEndArray();
            if (t.payroll() && o.employerName != null) {
                g.writeStringProperty(k.employer(), o.employerName);
            }
            g.writeNumberProperty(k.running(), money(running, scale));
            g.writeEndObject();
        }
        g.writeEndArray();

        g.writeName("LargeDeposits");
        g.writeStartArray();
        for (Txn t : txns) {
            if (t.source() != null) {
                g.writeStartObject();
                g.writeStringProperty(k.id(), txnId(o, a, t));
                g.writeStringProperty(k.date(), LOCAL.format(t.date()));
                g.writeStringProperty(k.description(), t.description());
                g.writeNumberProperty(k.amount(), money(t.amount(), scale));
                g.writeStringProperty(k.source(), t.source());
                g.writeEndObject();
            }
        }
        g.writeEndArray();

        g.writeName("Summary");
        g.writeStartObject();
        g.writeName(k.account());
        g.writeStartObject();
        g.writeStringProperty(k.name(), a.name());
        g.writeStringProperty(k.institution(), a.institution());
        g.writeStringProperty(k.type(), a.type());
        g.writeStringProperty(k.subtype(), a.subtype());
        // the spec's dialect: a masked account number rather than the last four digits alone
        g.writeStringProperty(k.mask(), k.currency() ? a.mask() : "XXXXXX" + a.mask());
        if (k.currency()) {
            nullable(g, "Currency", a.currency());
            nullable(g, "UnofficialCurrency", a.unofficialCurrency());
        }
        g.writeName(k.owners());
        g.writeStartArray();
        for (String owner : owners(o, a)) {
            if (k.currency()) {
                g.writeString(owner);
            } else {
                // {"FullName": "JOHNSON, EMILY"}: last name first, in capitals
                int space = owner.lastIndexOf(' ');
                String flipped = space < 0 || owner.contains("Trust") ? owner
                        : owner.substring(space + 1) + ", " + owner.substring(0, space);
                g.writeStartObject();
                g.writeStringProperty("FullName", flipped.toUpperCase(Locale.ROOT));
                g.writeEndObject();
            }
        }
        g.writeEndArray();
        g.writeEndObject();
        g.writeName("Period");
        g.writeStartObject();
        g.writeStringProperty("From", LOCAL.format(start));
        g.writeStringProperty("To", LOCAL.format(end));
        g.writeNumberProperty("Days", days);
        g.writeEndObject();
        g.writeName("Totals");
        g.writeStartObject();
        g.writeNumberProperty("TransactionCount", txns.size());
        g.writeNumberProperty("Deposits", money(deposits, scale));
        g.writeNumberProperty("Withdrawals", money(withdrawals, scale));
        g.writeNumberProperty("NetChange", money(current - starting, scale));
        g.writeEndObject();
        g.writeName("Income");
        g.writeStartObject();
        nullable(g, "EmployerName", o.employerName);
        g.writeBooleanProperty("EmployerFound", o.employerName != null && payrollCount > 0);
        g.writeNumberProperty("PayrollDeposits", payrollCount);
        g.writeNumberProperty("PayrollTotal", money(payrollTotal, scale));
        g.writeNumberProperty("AverageMonthlyIncome", money(payrollTotal * 30 / Math.max(1, days), scale));
        g.writeEndObject();
        g.writeName("Balances");
        g.writeStartObject();
        g.writeNumberProperty("Lowest", money(lowest, scale));
        g.writeNumberProperty("Highest", money(highest, scale));
        g.writeNumberProperty("Pending", money(a.pending(), scale));
        g.writeEndObject();
        g.writeName("LargeDeposits");
        g.writeStartObject();
        g.writeNumberProperty("Count", large);
        g.writeNumberProperty("Threshold", money(LARGE_DEPOSIT_CENTS));
        g.writeStringProperty("Rule", "Deposits other than payroll of 2,500.00 or more");
        g.writeEndObject();
        g.writeEndObject();

        g.writeStringProperty("TransactionStartDate", LOCAL.format(start));
        g.writeStringProperty("TransactionEndDate", LOCAL.format(end));
        g.writeNumberProperty("CurrentBalance", money(current, scale));
        g.writeNumberProperty("AvailableBalance", money(a.available(), scale));
        g.writeNumberProperty("StartingBalance", money(starting, scale));
        g.writeNumberProperty("DaysInExistence", a.daysInExistence());
        g.writeNumberProperty("DaysRequested", days);
        g.writeEndObject();
    }

    private static void nullable(JsonGenerator g, String name, String value) {
        if (value == null) {
            g.writeNullProperty(name);
        } else {
            g.writeStringProperty(name, value);
        }
    }

    private static List<Txn> transactions(SplittableRandom r, SandboxOrder o, Banks.BorrowerAccount a,
                                          LocalDateTime start, int days) {
        List<Txn> out = new ArrayList<>(64);
        switch (a.kind()) {
            case CHECKING -> {
                long pay = 150_000 + r.nextLong(300_000);
                String payDesc = o.employerName == null ? "DIRECT DEP PAYROLL PPD"
                        : o.employerName.toUpperCase(Locale.ROOT) + " PAYROLL PPD";
                String[] payTags = o.employerName == null ? new String[] {"Payroll", "Income"}
                        : new String[] {"Payroll", "Income", "Employer Found"};
                for (int d = 1 + r.nextInt(14); d < days; d += 14) {
                    out.add(new Txn(at(start, d, 6, 0, 0), payDesc, pay + r.nextLong(-2_000, 2_000), "Income",
                            payTags, true, null));
                }
                long rent = 110_000 + r.nextLong(140_000);
                for (int d = 1 + r.nextInt(28); d < days; d += 30) {
                    out.add(txn(r, start, d, "RENT PAYMENT ONLINE", -rent, "Housing", "Rent"));
                    out.add(txn(r, start, Math.min(days - 1, d + 3), "CITY POWER & WATER", -(6_000
                            + r.nextLong(14_000)),
                            "Utilities", "Utilities"));
                    out.add(txn(r, start, Math.min(days - 1, d + 5), "TRANSFER TO SAVINGS", -(10_000
                            + r.nextLong(60_000)),
                            "Transfer", "Transfer"));
                }
                for (int d = 1 + r.nextInt(4); d < days; d += 2 + r.nextInt(5)) {
                    String[] shop = SHOPS[r.nextInt(SHOPS.length)];
                    out.add(txn(r, start, d, shop[0], -(800 + r.nextLong(18_000)), shop[1], shop[2]));
                }
                if (r.nextInt(3) == 0) {
                    out.add(txn(r, start, 1 + r.nextInt(days - 1), "ATM WITHDRAWAL", -(2_000 * (1 + r.nextInt(10))),
                            "Cash", "ATM"));
                }
                addLargeDeposits(r, start, days, out, 2);
            }
            case SAVINGS, MONEY_MARKET -> {
                for (int d = 5 + r.nextInt(10); d < days; d += 30) {
                    out.add(txn(r, start, d, "TRANSFER FROM CHECKING", 10_000 + r.nextLong(60_000), "Transfer",
                            "Transfer"));
                }
                for (int d = 28; d < days; d += 30) {
                    out.add(new Txn(at(start, d, 0, 0, 1), "INTEREST PAYMENT", 100 + r.nextLong(4_000), "Interest",
                            new String[] {"Interest", "Income"}, false, null));
                }
                addLargeDeposits(r, start, days, out, 1);
            }
            case CD -> {
                for (int d = 28; d < days; d += 30) {
                    out.add(new Txn(at(start, d, 0, 0, 1), "CD INTEREST", 500 + r.nextLong(6_000), "Interest",
                            new String[] {"Interest", "Income"}, false, null));
                }
            }
        }
        out.sort(Comparator.comparing(Txn::date));
        return out;
    }

    private static void addLargeDeposits(SplittableRandom r, LocalDateTime start, int days, List<Txn> out, int max) {
        int n = r.nextInt(max + 1);
        for (int i = 0; i < n; i++) {
            String[] src = LARGE[r.nextInt(LARGE.length)];
            long cents = LARGE_DEPOSIT_CENTS + r.nextLong(1_500_000);
            out.add(new Txn(at(start, 1 + r.nextInt(days - 1), 9 + r.nextInt(8), r.nextInt(60), r.nextInt(60)),
                    src[0], cents, "Deposit", new String[] {"Large Deposit", src[1]}, false, src[1]));
        }
    }

    private static Txn txn(SplittableRandom r, LocalDateTime start, int day, String desc, long cents, String category,
                           String tag) {
        return new Txn(at(start, day, 7 + r.nextInt(15), r.nextInt(60), r.nextInt(60)), desc, cents, category,
                new String[] {tag}, false, null);
    }

    /** A time on day {@code day} (1..days-1) after the start date: always inside the window. */
    static LocalDateTime at(LocalDateTime start, int day, int h, int m, int s) {
        return start.toLocalDate().plusDays(day).atTime(h, m, s);
    }

    private static String txnId(SandboxOrder o, Ledger a, Txn t) {
        long h = o.seed ^ (a.index() * 0x9E3779B97F4A7C15L) ^ t.date().toEpochSecond(ZoneOffset.UTC) * 31 ^ t.amount();
        return "txn_" + Long.toHexString(h & Long.MAX_VALUE);
    }

    static UUID uuid(SplittableRandom r) {
        long msb = (r.nextLong() & ~0xF000L) | 0x4000L;
        long lsb = (r.nextLong() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;
        return new UUID(msb, lsb);
    }

    static BigDecimal money(long cents) {
        return BigDecimal.valueOf(cents, 2);
    }

    static BigDecimal money(long units, int scale) {
        return BigDecimal.valueOf(units, scale);
    }

    private static final String[][] SHOPS = {
            {"GREENLEAF GROCERY #114", "Groceries", "Groceries"},
            {"CORNER MARKET", "Groceries", "Groceries"},
            {"SHELL OIL 5532", "Transportation", "Fuel"},
            {"METRO TRANSIT", "Transportation", "Transit"},
            {"BLUE BOTTLE CAFE", "Dining", "Restaurants"},
            {"PIZZERIA NAPOLI", "Dining", "Restaurants"},
            {"PHARMACY PLUS", "Health", "Pharmacy"},
            {"STREAMFLIX SUBSCRIPTION", "Entertainment", "Subscription"},
            {"HOMEGOODS ONLINE", "Shopping", "Shopping"},
            {"CARD PAYMENT VISA", "Transfer", "Credit Card Payment"},
    };

    private static final String[][] LARGE = {
            {"MOBILE CHECK DEPOSIT", "Check"},
            {"WIRE TRANSFER IN", "Wire"},
            {"ZELLE FROM M. RIVERA", "Person-to-person"},
            {"IRS TREAS 310 TAX REF", "Tax refund"},
    };
}
