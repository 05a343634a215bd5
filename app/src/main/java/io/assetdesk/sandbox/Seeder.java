package io.assetdesk.sandbox;

import java.text.Normalizer;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Realistic seeded orders: spread over the last 90 days, every upstream status, varied and non-ASCII names; and, from
 * {@link #SHOWCASE_MIN} orders on, the scripted training orders of {@link Showcase} (one of them 155 days old) in the
 * places of three random ones, so that the count stays as asked.
 */
final class Seeder {
    private static final long DAY = 86_400_000L;
    /** The fewest seeded orders that hold the showcases: the legacy entry and the three of them. */
    static final int SHOWCASE_MIN = 1 + Showcase.values().length;
    /** The reference serial of the first showcase (LN-year-100001): the one of the random order it replaces. */
    private static final int SHOWCASE_SERIAL = 100_001;

    private Seeder() {
    }

    static SandboxOrder[] seed(int count, long seed, long nowMillis) {
        SplittableRandom r = new SplittableRandom(seed);
        long[] created = new long[count];
        for (int i = 0; i < count; i++) {
            created[i] = nowMillis - 60_000 - r.nextLong(90 * DAY - 60_000);
        }
        Arrays.sort(created);
        SandboxOrder[] out = new SandboxOrder[count];
        for (int i = 0; i < count; i++) {
            out[i] = order(r, i, created[i], nowMillis, i == 0);
        }
        showcases(out, nowMillis);
        everyStatusOnce(out);
        return out;
    }

    /**
     * The showcases take the places of the oldest random orders after the legacy entry (indices 1, 2, 3), with their
     * ids, seeds and reference serials (LN-year-100001 to 100003); then the orders are sorted by creation again.
     * The other orders stay as they were.
     */
    private static void showcases(SandboxOrder[] orders, long nowMillis) {
        if (orders.length < SHOWCASE_MIN) {
            return;
        }
        Showcase[] all = Showcase.values();
        for (int i = 0; i < all.length; i++) {
            orders[1 + i] = all[i].order(orders[1 + i], SHOWCASE_SERIAL + i, nowMillis);
        }
        Arrays.sort(orders, Comparator.comparingLong(o -> o.createdMillis));
    }

    /**
     * Trainers expect to see every upstream status: recent closed orders stand in for any that chance left out (never
     * the legacy entry or a showcase).
     */
    private static void everyStatusOnce(SandboxOrder[] orders) {
        String[] all = {SandboxOrder.BUILDING, SandboxOrder.OPENED, SandboxOrder.IN_PROGRESS, SandboxOrder.CANCELED};
        int next = orders.length - 1;
        for (String status : all) {
            boolean present = false;
            for (SandboxOrder o : orders) {
                present |= status.equals(o.status);
            }
            while (!present && next >= 0) {
                SandboxOrder o = orders[next--];
                if (SandboxOrder.CLOSED.equals(o.status) && !o.archived && !o.legacy && o.showcase == null) {
                    o.status = status;
                    o.bank = -1;
                    o.accountMask = 0;
                    o.reportMillis = 0;
                    present = true;
                }
            }
        }
    }

    private static SandboxOrder order(SplittableRandom r, int n, long created, long now, boolean legacy) {
        int who = r.nextInt(NAMES.length);
        String first = NAMES[who][0];
        String last = NAMES[who][1];
        long ageDays = (now - created) / DAY;
        String status = status(r, ageDays);
        boolean full = r.nextInt(5) > 0;
        int monitoring = MONITORING[r.nextInt(MONITORING.length)];
        int daysRequested = DAYS_REQUESTED[r.nextInt(DAYS_REQUESTED.length)];
        String employer = r.nextInt(4) == 0 ? null : EMPLOYERS[r.nextInt(EMPLOYERS.length)];
        String phone = r.nextInt(3) == 0 ? null
                : "+1 " + AREA[r.nextInt(AREA.length)] + "-555-01" + pad(r.nextInt(100), 2);
        int year = LocalDate.ofEpochDay(Math.floorDiv(created, DAY)).getYear();
        String reference = "LN-" + year + "-" + (100_000 + n);
        String email = EMAIL_LOCAL[who] + (n == 0 ? "" : Integer.toString(n)) + "@"
                + DOMAINS[r.nextInt(DOMAINS.length)];
        String ssn = pad(r.nextInt(10_000), 4);
        SandboxOrder o = new SandboxOrder(Reports.uuid(r).toString(), created, email, first, last, ssn, reference,
                null, null, phone, employer, full, monitoring, daysRequested, r.nextLong(), legacy,
                legacy ? SandboxOrder.CLOSED : status);
        if (SandboxOrder.CLOSED.equals(o.status)) {
            int bank = r.nextInt(Banks.ALL.size());
            int accounts = Banks.accounts(o.seed, bank).size();
            int mask = 1 + r.nextInt((1 << accounts) - 1);
            if (Integer.bitCount(mask) < 2) {
                mask |= 0b11; // several accounts per report: at least checking and savings
            }
            long done = Math.min(now - 1_000, created + 600_000 + r.nextLong(3 * DAY));
            o.bank = bank;
            o.accountMask = mask;
            o.reportMillis = Math.max(created + 1_000, done);
        }
        if ((SandboxOrder.CLOSED.equals(o.status) || SandboxOrder.CANCELED.equals(o.status)) && ageDays > 20
                && r.nextInt(4) == 0) {
            o.archived = true;
        }
        return o;
    }

    private static String status(SplittableRandom r, long ageDays) {
        int p = r.nextInt(100);
        if (ageDays < 3) {
            return p < 10 ? SandboxOrder.BUILDING : p < 45 ? SandboxOrder.OPENED : p < 60 ? SandboxOrder.IN_PROGRESS
                    : p < 95 ? SandboxOrder.CLOSED : SandboxOrder.CANCELED;
        }
        return p < 8 ? SandboxOrder.OPENED : p < 13 ? SandboxOrder.IN_PROGRESS : p < 85 ? SandboxOrder.CLOSED
                : SandboxOrder.CANCELED;
    }

    static String pad(int value, int width) {
        String v = Integer.toString(value);
        return v.length() >= width ? v : "0000".substring(0, width - v.length()) + v;
    }

    private static String ascii(String s) {
        String d = Normalizer.normalize(s, Normalizer.Form.NFD).replaceAll("\\p{M}", "");
        d = d.replace("ø", "o").replace("ł", "l").replace("Ł", "L").replace("ß", "ss");
        return d.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
    }

    private static final int[] AREA = {202, 212, 305, 415, 512, 617, 702, 808};
    private static final int[] MONITORING = {0, 30, 30, 60, 90};
    private static final int[] DAYS_REQUESTED = {30, 60, 60, 90};
    private static final String[] DOMAINS = {"example.com", "example.org", "mail.example.net"};

    static final String[][] NAMES = {
            {"José", "Núñez"}, {"Zoë", "Öztürk"}, {"伟", "李"}, {"Siobhán", "O'Brien"}, {"Björn", "Ångström"},
            {"Łucja", "Wiśniewska"}, {"Hoa", "Nguyễn"}, {"Aroha", "Te Rangi"}, {"Marie-Claire", "Dubois-Lefèvre"},
            {"Иван", "Петров"}, {"Fatima", "Al-Sayed"}, {"Kwame", "Mensah"}, {"Priya", "Raghunathan"},
            {"Jean-Luc", "D'Arcy"}, {"Søren", "Kierkegaard-Holm"}, {"Ana", "García López"}, {"Yuki", "Tanaka"},
            {"Chloé", "Lévesque"}, {"Mateus", "Conceição"}, {"Emily", "Johnson"}, {"Michael", "Smith"},
            {"Maria", "Garcia"}, {"David", "Kim"}, {"Sarah", "O'Connor"}, {"James", "Williams"}, {"Olivia", "Brown"},
            {"Robert", "Jones"}, {"Linda", "Miller"}, {"William", "Davis"}, {"Elizabeth", "Rodriguez"},
            {"Thomas", "Martinez"}, {"Jennifer", "Hernandez"}, {"Daniel", "Lopez"}, {"Patricia", "Wilson"},
            {"Christopher", "Anderson"}, {"Jessica", "Thomas"}, {"Matthew", "Taylor"}, {"Ashley", "Moore"},
            {"Anthony", "Jackson"}, {"Amanda", "Martin"}, {"Kevin", "Lee"}, {"Stephanie", "Thompson"},
            {"Brian", "White"}, {"Nicole", "Harris"}, {"Ahmed", "Hassan"}, {"Mei", "Chen"}, {"Raj", "Patel"},
            {"Oluwaseun", "Adeyemi"}, {"Gabriel", "Silva"}, {"Noah", "Van der Berg"},
    };

    /** The local part of each name's e-mail address, ASCII only ("borrower" for names without Latin letters). */
    private static final String[] EMAIL_LOCAL = new String[NAMES.length];

    static {
        for (int i = 0; i < NAMES.length; i++) {
            String local = ascii(NAMES[i][0]) + "." + ascii(NAMES[i][1]);
            EMAIL_LOCAL[i] = local.length() < 3 ? "borrower" : local;
        }
    }

    static final String[] EMPLOYERS = {
            "Acme Logistics Inc.", "Riverside Medical Center", "Northwind Traders", "Contoso Ltd.",
            "Blue Harbor Public Schools", "Städtische Werke GmbH", "Pinecrest Software LLC", "County of Marlow",
            "Sunrise Bakery & Café", "Granite State Construction",
    };
}
