package io.assetdesk.loan;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.json.JsonMapper;

/**
 * The table of the checks' thresholds per program and purpose, read from {@code rules.json} (data, not code): each
 * row gives a check's basis, threshold and the rule it comes from, and may hold only for an occupancy, a number of
 * units or of other financed properties. Where several rows match a loan, the one with the most conditions wins.
 * Every program and purpose has a row for every {@link #REQUIRED} check; the loader refuses a table that misses one,
 * or a row without its citation.
 */
public final class RuleBook {
    private static final String RESOURCE = "rules.json";
    private static final String ANY = "ANY";

    /** The checks every program and purpose has a rule for (the others only where the program has one). */
    public static final List<Rule.Check> REQUIRED = List.of(Rule.Check.LARGE_DEPOSIT, Rule.Check.HISTORY,
            Rule.Check.REPORT_AGE, Rule.Check.RESERVES, Rule.Check.RETIREMENT, Rule.Check.GIFTS,
            Rule.Check.GIFT_RESERVES);

    /** One row of the table as written (conditions may be null: any). */
    public record Row(String program, String purpose, String occupancy, String units, String properties,
                      String check, String basis, String threshold, String ltvAbove, String citation) {
    }

    private record Table(String about, List<Row> rules) {
    }

    /** A row read: its rule and the loans it holds for. */
    private record Entry(Program program, Purpose purpose, Occupancy occupancy, int[] units, int[] properties,
                         Rule rule) {
        boolean matches(LoanTerms t) {
            LoanTerms.Details d = t.details();
            return program == t.program() && (purpose == null || purpose == t.purpose())
                    && (occupancy == null || occupancy == d.occupancy())
                    && (units == null || d.units() >= units[0] && d.units() <= units[1])
                    && (properties == null || d.otherFinanced() >= properties[0]
                    && d.otherFinanced() <= properties[1]);
        }

        int conditions() {
            return (purpose == null ? 0 : 1) + (occupancy == null ? 0 : 1) + (units == null ? 0 : 1)
                    + (properties == null ? 0 : 1);
        }
    }

    private final List<Entry> entries;
    private final List<Row> rows;

    private RuleBook(List<Entry> entries, List<Row> rows) {
        this.entries = entries;
        this.rows = rows;
    }

    private static volatile RuleBook standard;

    /** The table shipped with the console (read once). */
    public static RuleBook standard() {
        RuleBook b = standard;
        if (b == null) {
            b = read();
            standard = b;
        }
        return b;
    }

    private static RuleBook read() {
        try (InputStream in = RuleBook.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("The rules table " + RESOURCE + " is missing");
            }
            return of(JsonMapper.builder().build().readValue(in, Table.class).rules());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A book of {@code rows}; refuses a row without a citation and a program or purpose without a required rule. */
    public static RuleBook of(List<Row> rows) {
        List<Entry> entries = new ArrayList<>();
        for (Row r : rows) {
            if (r.citation() == null || r.citation().isBlank()) {
                throw new IllegalStateException("The rules table's " + r.program() + " " + r.check()
                        + " row has no citation");
            }
            Rule rule = new Rule(Rule.Check.valueOf(r.check()), Rule.Basis.valueOf(r.basis()),
                    new BigDecimal(r.threshold()), r.citation(), false, null,
                    r.ltvAbove() == null ? null : new BigDecimal(r.ltvAbove()));
            entries.add(new Entry(Program.valueOf(r.program()), any(r.purpose()) ? null : Purpose.valueOf(r.purpose()),
                    any(r.occupancy()) ? null : Occupancy.valueOf(r.occupancy()), range(r.units()),
                    range(r.properties()), rule));
        }
        for (Program program : Program.values()) {
            for (Purpose purpose : Purpose.values()) {
                for (Rule.Check c : REQUIRED) {
                    boolean found = entries.stream().anyMatch(e -> e.program() == program
                            && (e.purpose() == null || e.purpose() == purpose) && e.rule().check() == c
                            && e.occupancy() == null && e.units() == null && e.properties() == null);
                    if (!found) {
                        throw new IllegalStateException("The rules table has no " + c + " rule for " + program + " "
                                + purpose);
                    }
                }
            }
        }
        return new RuleBook(List.copyOf(entries), List.copyOf(rows));
    }

    /** Every row of the table, as written. */
    public List<Row> rows() {
        return rows;
    }

    /** The rules of a loan with {@code terms}, as the table gives them (nothing changed for the loan). */
    public Map<Rule.Check, Rule> rulesFor(LoanTerms terms) {
        Map<Rule.Check, Rule> out = new EnumMap<>(Rule.Check.class);
        Map<Rule.Check, Integer> best = new EnumMap<>(Rule.Check.class);
        for (Entry e : entries) {
            if (e.matches(terms)) {
                Rule.Check c = e.rule().check();
                if (!best.containsKey(c) || e.conditions() > best.get(c)) {
                    out.put(c, e.rule());
                    best.put(c, e.conditions());
                }
            }
        }
        return out;
    }

    /** The rules of {@code program} for {@code purpose} on a one-unit principal residence. */
    public Map<Rule.Check, Rule> rulesFor(Program program, Purpose purpose) {
        return rulesFor(LoanTerms.NEW.withProgram(program).withPurpose(purpose));
    }

    private static boolean any(String v) {
        return v == null || v.isBlank() || ANY.equals(v);
    }

    private static int[] range(String v) {
        if (any(v)) {
            return null;
        }
        String[] p = v.split("-");
        int low = Integer.parseInt(p[0].strip());
        return new int[] {low, p.length > 1 ? Integer.parseInt(p[1].strip()) : low};
    }
}
