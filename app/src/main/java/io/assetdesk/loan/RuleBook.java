package io.assetdesk.loan;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.json.JsonMapper;

/**
 * The table of the checks' thresholds per program and purpose, read from {@code rules.json} (data, not code): each
 * row gives a check's basis, threshold and the rule it comes from. Every program and purpose has a row for every
 * check but the reserves (whose months are the loan's terms); the loader refuses a table that misses one.
 */
public final class RuleBook {
    private static final String RESOURCE = "rules.json";
    private static final String ANY = "ANY";

    private record Row(String program, String purpose, String check, String basis, String threshold,
                       String citation) {
    }

    private record Table(String about, List<Row> rules) {
    }

    private final Map<String, Rule> rules;

    private RuleBook(Map<String, Rule> rules) {
        this.rules = rules;
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

    private static RuleBook of(List<Row> rows) {
        Map<String, Rule> rules = new HashMap<>();
        for (Row r : rows) {
            Rule rule = new Rule(Rule.Check.valueOf(r.check()), Rule.Basis.valueOf(r.basis()),
                    new BigDecimal(r.threshold()), r.citation(), false, null);
            List<String> purposes = ANY.equals(r.purpose()) ? List.of(Purpose.PURCHASE.name(),
                    Purpose.REFINANCE.name()) : List.of(Purpose.valueOf(r.purpose()).name());
            for (String p : purposes) {
                rules.put(key(Program.valueOf(r.program()), Purpose.valueOf(p), rule.check()), rule);
            }
        }
        for (Program program : Program.values()) {
            for (Purpose purpose : Purpose.values()) {
                for (Rule.Check c : List.of(Rule.Check.LARGE_DEPOSIT, Rule.Check.HISTORY, Rule.Check.REPORT_AGE)) {
                    if (!rules.containsKey(key(program, purpose, c))) {
                        throw new IllegalStateException("The rules table has no " + c + " rule for " + program + " "
                                + purpose);
                    }
                }
            }
        }
        return new RuleBook(Map.copyOf(rules));
    }

    /** The rules of {@code program} for {@code purpose}, as the table gives them (nothing changed for a loan). */
    public Map<Rule.Check, Rule> rulesFor(Program program, Purpose purpose) {
        Map<Rule.Check, Rule> out = new EnumMap<>(Rule.Check.class);
        for (Rule.Check c : List.of(Rule.Check.LARGE_DEPOSIT, Rule.Check.HISTORY, Rule.Check.REPORT_AGE)) {
            out.put(c, rules.get(key(program, purpose, c)));
        }
        return out;
    }

    private static String key(Program program, Purpose purpose, Rule.Check check) {
        return program + "/" + purpose + "/" + check;
    }
}
