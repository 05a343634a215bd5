package io.assetdesk.sandbox;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.UUID;

/**
 * The scripted training orders: closed orders with fixed reports that make each check of the report screen's asset
 * summary fire, so that an officer (and a test) finds every case in the seeded data. {@link Seeder} puts them in
 * place of three random orders, so that {@code --orders N} still gives N orders. Their times are relative to "now"
 * (the day of creation counted back from today, at a fixed time of day); everything else is fixed, except the
 * order and account ids, which come from the seed of the random order a showcase replaces.
 *
 * <p>Amounts are written here as decimals in the account's currency; each account's current balance is given and
 * its starting balance follows from the transactions (StartingBalance + transactions = CurrentBalance).
 */
enum Showcase {
    /**
     * Several currencies, crypto, a credit card and a large deposit in one report: USD checking with payroll from the
     * stated employer and a 12,000.00 wire, CAD savings, a BTC wallet and a credit card.
     */
    EMILY_JOHNSON("Emily", "Johnson", "emily.johnson@example.com", "4821", "+1 415-555-0142",
            "Pinecrest Software LLC", 9, LocalTime.of(14, 32, 5), 8_040_000L, 60),
    /** A short history: a report of 30 days (DaysRequested 30) on a checking and a savings account. */
    MICHAEL_SMITH("Michael", "Smith", "michael.smith@example.org", "7304", null, "Riverside Medical Center",
            19, LocalTime.of(10, 5, 41), 10_860_000L, 30),
    /** An old report: the order was created 155 days ago and its report ends 150 days ago. */
    LINDA_MILLER("Linda", "Miller", "linda.miller@mail.example.net", "2958", "+1 617-555-0187", "County of Marlow",
            155, LocalTime.of(9, 41, 17), 5 * 86_400_000L + 4_380_000L, 60);

    private static final long DAY = 86_400_000L;

    final String firstName;
    final String lastName;
    final String email;
    final String last4SSN;
    final String phoneNumber;
    final String employerName;
    /** Days before today (UTC) the order was created. */
    final int ageDays;
    final LocalTime createdAt;
    /** From creation to the ready report (the end of the transaction window), in ms. */
    final long reportAfterMillis;
    final int daysRequested;

    Showcase(String firstName, String lastName, String email, String last4SSN, String phoneNumber,
             String employerName, int ageDays, LocalTime createdAt, long reportAfterMillis, int daysRequested) {
        this.firstName = firstName;
        this.lastName = lastName;
        this.email = email;
        this.last4SSN = last4SSN;
        this.phoneNumber = phoneNumber;
        this.employerName = employerName;
        this.ageDays = ageDays;
        this.createdAt = createdAt;
        this.reportAfterMillis = reportAfterMillis;
        this.daysRequested = daysRequested;
    }

    /** When this order was created, for a sandbox whose "now" is {@code nowMillis}. */
    long createdMillis(long nowMillis) {
        return (Math.floorDiv(nowMillis, DAY) - ageDays) * DAY + createdAt.toSecondOfDay() * 1_000L + 123;
    }

    /**
     * This showcase as a closed order with its report ready, in the place of {@code replaced} (a seeded order whose
     * id and seed it takes); {@code number} is the reference's serial number.
     */
    SandboxOrder order(SandboxOrder replaced, int number, long nowMillis) {
        long created = createdMillis(nowMillis);
        int year = LocalDate.ofEpochDay(Math.floorDiv(created, DAY)).getYear();
        SandboxOrder o = new SandboxOrder(replaced.id, created, email, firstName, lastName, last4SSN,
                "LN-" + year + "-" + number, null, null, phoneNumber, employerName, true, 30, daysRequested,
                replaced.seed, false, SandboxOrder.CLOSED, this);
        o.bank = switch (this) {
            case EMILY_JOHNSON -> Banks.indexOf("first-platypus");
            case MICHAEL_SMITH -> Banks.indexOf("harbor-cu");
            case LINDA_MILLER -> Banks.indexOf("northern-lights");
        };
        o.accountMask = (1 << accountCount()) - 1;
        o.reportMillis = Math.min(created + reportAfterMillis, nowMillis - 1_000);
        return o;
    }

    private int accountCount() {
        return this == EMILY_JOHNSON ? 4 : 2;
    }

    /** The report's accounts. */
    List<Reports.Ledger> ledgers(SandboxOrder o) {
        LocalDateTime end = Reports.end(o);
        Script s = new Script(o, end, daysRequested);
        switch (this) {
            case EMILY_JOHNSON -> {
                s.account("First Platypus Bank", "Platypus Everyday Checking", Banks.Kind.CHECKING, "4417", "USD")
                        .txn(2, "09:14:22", "RENT PAYMENT ONLINE", "-1850.00", "Housing", "Rent")
                        .txn(3, "18:02:47", "GREENLEAF GROCERY #114", "-86.42", "Groceries", "Groceries")
                        .payroll(4, "3150.00")
                        .txn(6, "10:31:05", "CITY POWER & WATER", "-142.37", "Utilities", "Utilities")
                        .txn(10, "12:44:10", "CORNER MARKET", "-23.60", "Groceries", "Groceries")
                        .txn(12, "08:15:33", "BLUE BOTTLE CAFE", "-9.75", "Dining", "Restaurants")
                        .txn(17, "17:26:51", "GREENLEAF GROCERY #114", "-112.05", "Groceries", "Groceries")
                        .payroll(18, "3150.00")
                        .txn(21, "07:48:19", "SHELL OIL 5532", "-48.30", "Transportation", "Fuel")
                        .txn(25, "03:00:12", "STREAMFLIX SUBSCRIPTION", "-15.99", "Entertainment", "Subscription")
                        .txn(28, "11:05:00", "CARD PAYMENT VISA", "-600.00", "Transfer", "Credit Card Payment")
                        .txn(31, "18:40:02", "GREENLEAF GROCERY #114", "-94.18", "Groceries", "Groceries")
                        .payroll(32, "3150.00")
                        .txn(32, "09:12:40", "RENT PAYMENT ONLINE", "-1850.00", "Housing", "Rent")
                        .txn(36, "10:02:11", "CITY POWER & WATER", "-128.90", "Utilities", "Utilities")
                        .large(40, "11:17:42", "WIRE TRANSFER IN", "12000.00", "Wire")
                        .txn(41, "15:20:08", "TRANSFER TO COIN VAULT", "-1500.00", "Transfer", "Transfer")
                        .txn(45, "17:55:30", "GREENLEAF GROCERY #114", "-103.77", "Groceries", "Groceries")
                        .payroll(46, "3150.00")
                        .txn(50, "08:03:27", "SHELL OIL 5532", "-51.12", "Transportation", "Fuel")
                        .txn(55, "03:00:09", "STREAMFLIX SUBSCRIPTION", "-15.99", "Entertainment", "Subscription")
                        .done("22242.19", "212.40", null, 3_412);
                s.account("Maple Leaf Trust", "Maple Leaf High-Yield Savings", Banks.Kind.SAVINGS, "2290", "CAD")
                        .txn(9, "10:00:00", "TRANSFER FROM CHEQUING", "500.00", "Transfer", "Transfer")
                        .interest(28, "21.84")
                        .txn(39, "10:00:00", "TRANSFER FROM CHEQUING", "500.00", "Transfer", "Transfer")
                        .interest(58, "22.10")
                        .done("18406.12", "0.00", null, 2_207);
                s.account("Coin Vault", "Coin Vault Wallet", "investment", "crypto exchange", "7731", null, "BTC", 8)
                        .txn(41, "15:26:33", "BTC PURCHASE", "0.02150000", "Crypto", "Crypto", "Purchase")
                        .txn(50, "21:03:10", "NETWORK FEE", "-0.00001850", "Crypto", "Crypto", "Fee")
                        .done("0.84210000", "0.00000000", null, 1_288);
                // a liability: the balance is the amount owed (charges positive, payments negative)
                s.account("First Platypus Bank", "Platypus Rewards Visa", "credit", "credit card", "9034", "USD", null,
                        2)
                        .txn(8, "20:11:45", "HOMEGOODS ONLINE", "189.99", "Shopping", "Shopping")
                        .txn(15, "19:37:02", "PIZZERIA NAPOLI", "64.20", "Dining", "Restaurants")
                        .txn(22, "08:20:14", "SHELL OIL 5532", "55.10", "Transportation", "Fuel")
                        .txn(28, "11:05:00", "PAYMENT THANK YOU", "-600.00", "Payment", "Credit Card Payment")
                        .txn(35, "14:48:36", "PHARMACY PLUS", "32.45", "Health", "Pharmacy")
                        .txn(44, "18:12:09", "GREENLEAF GROCERY #114", "141.30", "Groceries", "Groceries")
                        .txn(52, "07:59:51", "METRO TRANSIT", "45.00", "Transportation", "Transit")
                        .done("1240.55", "0.00", "3759.45", 2_930);
            }
            case MICHAEL_SMITH -> {
                s.account("Harbor Federal Credit Union", "Harbor Everyday Checking", Banks.Kind.CHECKING, "6120", "USD")
                        .txn(2, "09:30:11", "RENT PAYMENT ONLINE", "-1400.00", "Housing", "Rent")
                        .payroll(5, "2480.00")
                        .txn(7, "10:14:55", "CITY POWER & WATER", "-96.10", "Utilities", "Utilities")
                        .txn(9, "18:21:37", "CORNER MARKET", "-41.27", "Groceries", "Groceries")
                        .txn(13, "12:03:48", "PIZZERIA NAPOLI", "-27.80", "Dining", "Restaurants")
                        .txn(16, "17:45:02", "GREENLEAF GROCERY #114", "-118.64", "Groceries", "Groceries")
                        .payroll(19, "2480.00")
                        .txn(20, "10:00:00", "TRANSFER TO SAVINGS", "-300.00", "Transfer", "Transfer")
                        .txn(24, "08:11:19", "SHELL OIL 5532", "-44.90", "Transportation", "Fuel")
                        .txn(27, "16:36:25", "PHARMACY PLUS", "-18.35", "Health", "Pharmacy")
                        .done("5318.62", "58.20", null, 1_875);
                s.account("Harbor Federal Credit Union", "Harbor High-Yield Savings", Banks.Kind.SAVINGS, "3381", "USD")
                        .txn(20, "10:00:00", "TRANSFER FROM CHECKING", "300.00", "Transfer", "Transfer")
                        .interest(28, "9.12")
                        .done("12950.00", "0.00", null, 1_142);
            }
            case LINDA_MILLER -> {
                s.account("Northern Lights Savings", "Northern Lights Everyday Checking", Banks.Kind.CHECKING, "5066",
                                "USD")
                        .txn(3, "09:05:44", "RENT PAYMENT ONLINE", "-1650.00", "Housing", "Rent")
                        .payroll(6, "2905.00")
                        .txn(8, "10:40:13", "CITY POWER & WATER", "-117.45", "Utilities", "Utilities")
                        .txn(11, "17:12:50", "GREENLEAF GROCERY #114", "-97.33", "Groceries", "Groceries")
                        .txn(12, "10:00:00", "TRANSFER TO SAVINGS", "-750.00", "Transfer", "Transfer")
                        .payroll(20, "2905.00")
                        .txn(23, "13:27:06", "BLUE BOTTLE CAFE", "-12.40", "Dining", "Restaurants")
                        .txn(26, "18:03:31", "CORNER MARKET", "-35.18", "Groceries", "Groceries")
                        .txn(33, "09:06:02", "RENT PAYMENT ONLINE", "-1650.00", "Housing", "Rent")
                        .payroll(34, "2905.00")
                        .txn(38, "10:22:47", "CITY POWER & WATER", "-109.86", "Utilities", "Utilities")
                        .txn(40, "17:49:15", "GREENLEAF GROCERY #114", "-121.09", "Groceries", "Groceries")
                        .txn(42, "10:00:00", "TRANSFER TO SAVINGS", "-750.00", "Transfer", "Transfer")
                        .payroll(48, "2905.00")
                        .txn(53, "19:30:58", "STREAMFLIX SUBSCRIPTION", "-15.99", "Entertainment", "Subscription")
                        .done("9214.33", "0.00", null, 4_016);
                s.account("Northern Lights Savings", "Northern Lights Money Market", Banks.Kind.MONEY_MARKET, "8842",
                                "USD")
                        .txn(12, "10:00:00", "TRANSFER FROM CHECKING", "750.00", "Transfer", "Transfer")
                        .interest(28, "38.47")
                        .txn(42, "10:00:00", "TRANSFER FROM CHECKING", "750.00", "Transfer", "Transfer")
                        .interest(58, "39.02")
                        .done("41380.00", "0.00", null, 2_655);
            }
        }
        return s.ledgers;
    }

    /** Builds the ledgers of one report, account by account. */
    private static final class Script {
        private final SandboxOrder order;
        private final LocalDateTime end;
        private final LocalDateTime start;
        private final int days;
        final List<Reports.Ledger> ledgers = new ArrayList<>(4);

        Script(SandboxOrder order, LocalDateTime end, int days) {
            this.order = order;
            this.end = end;
            this.start = end.minusDays(days);
            this.days = days;
        }

        Account account(String institution, String name, Banks.Kind kind, String mask, String currency) {
            return account(institution, name, kind.type, kind.subtype, mask, currency, null, 2);
        }

        Account account(String institution, String name, String type, String subtype, String mask, String currency,
                        String unofficialCurrency, int scale) {
            return new Account(institution, name, type, subtype, mask, currency, unofficialCurrency, scale);
        }

        final class Account {
            private final String institution;
            private final String name;
            private final String type;
            private final String subtype;
            private final String mask;
            private final String currency;
            private final String unofficialCurrency;
            private final int scale;
            private final List<Reports.Txn> txns = new ArrayList<>();

            Account(String institution, String name, String type, String subtype, String mask, String currency,
                    String unofficialCurrency, int scale) {
                this.institution = institution;
                this.name = name;
                this.type = type;
                this.subtype = subtype;
                this.mask = mask;
                this.currency = currency;
                this.unofficialCurrency = unofficialCurrency;
                this.scale = scale;
            }

            private long units(String amount) {
                return new BigDecimal(amount).setScale(scale).unscaledValue().longValueExact();
            }

            private LocalDateTime at(int day, String time) {
                if (day < 1 || day >= days) {
                    throw new IllegalStateException("day " + day + " is outside a window of " + days + " days");
                }
                LocalTime t = LocalTime.parse(time);
                return Reports.at(start, day, t.getHour(), t.getMinute(), t.getSecond());
            }

            Account txn(int day, String time, String description, String amount, String category, String... tags) {
                txns.add(new Reports.Txn(at(day, time), description, units(amount), category, tags, false, null));
                return this;
            }

            Account payroll(int day, String amount) {
                txns.add(new Reports.Txn(at(day, "06:00:00"),
                        order.employerName.toUpperCase(Locale.ROOT) + " PAYROLL PPD", units(amount), "Income",
                        new String[] {"Payroll", "Income", "Employer Found"}, true, null));
                return this;
            }

            Account interest(int day, String amount) {
                txns.add(new Reports.Txn(at(day, "00:00:01"), "INTEREST PAYMENT", units(amount), "Interest",
                        new String[] {"Interest", "Income"}, false, null));
                return this;
            }

            /** A non-payroll deposit of 2,500.00 or more: also listed in LargeDeposits, with its source. */
            Account large(int day, String time, String description, String amount, String source) {
                txns.add(new Reports.Txn(at(day, time), description, units(amount), "Deposit",
                        new String[] {"Large Deposit", source}, false, source));
                return this;
            }

            /**
             * Ends the account: its current balance and pending amount; {@code available} null for current minus
             * pending (a credit account gives its available credit instead).
             */
            void done(String current, String pending, String available, int daysInExistence) {
                txns.sort(Comparator.comparing(Reports.Txn::date));
                long sum = 0;
                for (Reports.Txn t : txns) {
                    sum += t.amount();
                }
                long now = units(current);
                long pend = units(pending);
                int index = ledgers.size();
                UUID id = Reports.uuid(new SplittableRandom(order.seed * 7919 + 0x5DEECE66DL * (index + 1)));
                ledgers.add(new Reports.Ledger(index, id, name, institution, type, subtype, mask, currency,
                        unofficialCurrency, scale, end, days, List.copyOf(txns), now - sum, pend,
                        available == null ? now - pend : units(available), daysInExistence));
            }
        }
    }
}
