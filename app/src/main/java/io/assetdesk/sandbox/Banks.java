package io.assetdesk.sandbox;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** The sandbox's pretend banks of the enrollment page, and the accounts a borrower holds at each. */
final class Banks {

    /** A bank on the enrollment page: the button id is {@code bank-<slug>}. */
    record Bank(String slug, String name, String shortName, String currency) {
    }

    enum Kind {
        CHECKING("depository", "checking"),
        SAVINGS("depository", "savings"),
        MONEY_MARKET("depository", "money market"),
        CD("depository", "cd");

        final String type;
        final String subtype;

        Kind(String type, String subtype) {
            this.type = type;
            this.subtype = subtype;
        }
    }

    /** One account the borrower can share; {@code index} is its bit in {@link SandboxOrder#accountMask}. */
    record BorrowerAccount(int index, Kind kind, String name, String mask, String currency) {
    }

    static final List<Bank> ALL = List.of(
            new Bank("first-platypus", "First Platypus Bank", "Platypus", "USD"),
            new Bank("harbor-cu", "Harbor Federal Credit Union", "Harbor", "USD"),
            new Bank("northern-lights", "Northern Lights Savings", "Northern Lights", "USD"),
            new Bank("maple-leaf", "Maple Leaf Trust", "Maple Leaf", "CAD"),
            new Bank("alpenbank", "Alpenbank Zürich", "Alpenbank", "EUR"));

    /** Sandbox bank credentials, the same at every bank. */
    static final String USERNAME = SandboxServer.BANK_USERNAME;
    static final String PASSWORD = SandboxServer.BANK_PASSWORD;

    private Banks() {
    }

    static int indexOf(String slug) {
        for (int i = 0; i < ALL.size(); i++) {
            if (ALL.get(i).slug().equals(slug)) {
                return i;
            }
        }
        return -1;
    }

    /** The borrower's accounts at {@code bank}: two to four, always a checking account first. Deterministic. */
    static List<BorrowerAccount> accounts(long orderSeed, int bank) {
        Bank b = ALL.get(bank);
        SplittableRandom r = new SplittableRandom(orderSeed * 31 + bank * 1_000_003L);
        List<BorrowerAccount> out = new ArrayList<>(4);
        String prefix = b.shortName();
        out.add(new BorrowerAccount(0, Kind.CHECKING, prefix + " Everyday Checking", mask(r), b.currency()));
        out.add(new BorrowerAccount(1, Kind.SAVINGS, prefix + " High-Yield Savings", mask(r), b.currency()));
        if (r.nextInt(3) > 0) {
            out.add(new BorrowerAccount(out.size(), Kind.MONEY_MARKET, prefix + " Money Market", mask(r),
                    b.currency()));
        }
        if (r.nextBoolean()) {
            out.add(new BorrowerAccount(out.size(), Kind.CD, "12-Month Certificate of Deposit", mask(r), b.currency()));
        }
        return out;
    }

    private static String mask(SplittableRandom r) {
        return Seeder.pad(r.nextInt(10_000), 4);
    }
}
