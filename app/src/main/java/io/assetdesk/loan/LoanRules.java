package io.assetdesk.loan;

import io.assetdesk.report.ReportThresholds;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;

/**
 * The rules one loan is checked against: its program's and purpose's table rows, each threshold the officer changed
 * for this loan (with the reason), and the reserves its terms require. Turns them into the asset summary's
 * thresholds, and says the day documents are aged to (the note date when one is set).
 */
public final class LoanRules {
    private final LoanTerms terms;
    private final Map<Rule.Check, Rule> rules;

    private LoanRules(LoanTerms terms, Map<Rule.Check, Rule> rules) {
        this.terms = terms;
        this.rules = rules;
    }

    /**
     * @param changes the thresholds the officer changed for this loan, per check, with their reason (may be empty)
     */
    public static LoanRules of(RuleBook book, LoanTerms terms, Map<Rule.Check, Change> changes) {
        Objects.requireNonNull(terms, "terms");
        Map<Rule.Check, Rule> rules = new EnumMap<>(book.rulesFor(terms));
        if (terms.requiredReserveMonths() != null) {
            // the months typed in the terms (an older file's, an imported one's): the officer's own figure
            Rule base = rules.get(Rule.Check.RESERVES);
            rules.put(Rule.Check.RESERVES, base == null ? new Rule(Rule.Check.RESERVES, Rule.Basis.MONTHS,
                    terms.requiredReserveMonths(), "Officer's figure", true, "entered in the terms")
                    : base.changedTo(terms.requiredReserveMonths(), "entered in the terms"));
        }
        changes.forEach((check, change) -> {
            Rule base = rules.get(check);
            // a change is kept only against the basis it was made for (a program or purpose changed since: dropped)
            if (base != null && base.basis() != Rule.Basis.NO_SOURCE_NEEDED && base.basis() != Rule.Basis.ALLOWED
                    && base.basis() != Rule.Basis.NOT_ALLOWED
                    && (change.basis() == null || change.basis() == base.basis())) {
                rules.put(check, base.changedTo(change.value(), change.reason()));
            }
        });
        return new LoanRules(terms, Collections.unmodifiableMap(rules));
    }

    /** A threshold the officer changed for one loan, and why. */
    public record Change(BigDecimal value, String reason, Rule.Basis basis) {
        /** A change whose basis is not known (applied to whatever basis the rule has). */
        public Change(BigDecimal value, String reason) {
            this(value, reason, null);
        }

        public Change {
            Objects.requireNonNull(value, "value");
            if (value.signum() < 0) {
                throw new IllegalArgumentException("A threshold cannot be negative");
            }
        }
    }

    /** Every rule of the loan, per check (the reserves only when the terms require some). */
    public Map<Rule.Check, Rule> rules() {
        return rules;
    }

    public Rule rule(Rule.Check check) {
        return rules.get(check);
    }

    /**
     * The day the reports are aged to: FHA's disbursement date when set (4000.1 II.A.1.a.i(A)(1)(a)), else the note
     * date when set, else {@code today}.
     */
    public LocalDate asOf(LocalDate today) {
        if (terms.program() == Program.FHA && terms.details().disbursementDate() != null) {
            return terms.details().disbursementDate();
        }
        return terms.noteDate() != null ? terms.noteDate() : today;
    }

    /** The share of a retirement or investment account's vested balance that counts toward reserves. */
    public BigDecimal retirementShare() {
        Rule r = rules.get(Rule.Check.RETIREMENT);
        return r == null ? BigDecimal.ZERO : r.threshold();
    }

    /** Gifts may be used on this loan (Fannie Mae: never on an investment property). */
    public boolean giftsAllowed() {
        Rule r = rules.get(Rule.Check.GIFTS);
        return r == null || r.basis() != Rule.Basis.NOT_ALLOWED;
    }

    /** Gift funds count as reserves on this loan (FHA: never). */
    public boolean giftsAsReserves() {
        Rule r = rules.get(Rule.Check.GIFT_RESERVES);
        return r == null || r.basis() != Rule.Basis.NOT_ALLOWED;
    }

    /**
     * The money the program adds to the reserves for the other financed properties: their unpaid balance times the
     * rule's share; zero when there are none or the program has no such rule; null when there are some and their
     * unpaid balance is not entered (the reserves cannot be checked).
     */
    public BigDecimal otherPropertiesReserve() {
        Rule r = rules.get(Rule.Check.OTHER_PROPERTIES);
        if (r == null || terms.details().otherFinanced() == 0) {
            return BigDecimal.ZERO;
        }
        BigDecimal unpaid = terms.details().otherFinancedUnpaid();
        return unpaid == null ? null : unpaid.multiply(r.threshold()).setScale(2, RoundingMode.UP);
    }

    /** The days within which an opened account is flagged; null when the program has no such rule. */
    public Integer recentAccountDays() {
        Rule r = rules.get(Rule.Check.RECENT_ACCOUNT);
        return r == null ? null : r.threshold().intValue();
    }

    /** The asset summary's thresholds for this loan, aged to {@link #asOf}. */
    public ReportThresholds thresholds(LocalDate today) {
        Rule deposit = rules.get(Rule.Check.LARGE_DEPOSIT);
        BigDecimal share = deposit.basis() == Rule.Basis.INCOME_SHARE && deposit.threshold().signum() > 0
                ? deposit.threshold() : ReportThresholds.DEFAULT.largeDepositShare();
        ReportThresholds.FixedLimit limit = null;
        if (deposit.basis() == Rule.Basis.VALUE_SHARE) {
            // without a price or an appraised value the check cannot be made (the income is not its measure)
            BigDecimal value = terms.adjustedValue();
            limit = new ReportThresholds.FixedLimit(value == null ? null
                    : value.multiply(deposit.threshold()).setScale(2, RoundingMode.HALF_UP));
        }
        // the thresholds the summary accepts (1 to 3650 days): a rule beyond them is held at the bound, never thrown
        int historyDays = clampDays(rules.get(Rule.Check.HISTORY).threshold().setScale(0, RoundingMode.CEILING));
        Rule age = rules.get(Rule.Check.REPORT_AGE);
        int ageDays;
        Integer ageMonths = null;
        if (age.basis() == Rule.Basis.MONTHS) {
            LocalDate on = asOf(today);
            long months = Math.min(120, age.threshold().setScale(0, RoundingMode.FLOOR).longValue());
            ageDays = clampDays(BigDecimal.valueOf(ChronoUnit.DAYS.between(on.minusMonths(months), on)));
            ageMonths = (int) months;
        } else {
            ageDays = clampDays(age.threshold().setScale(0, RoundingMode.FLOOR));
        }
        Rule reserves = rules.get(Rule.Check.RESERVES);
        // months the automated underwriting sets are none until the officer enters the finding's figure
        BigDecimal months = reserves == null || reserves.basis() == Rule.Basis.SET_BY_AUS && !reserves.changed() ? null
                : reserves.threshold().min(BigDecimal.valueOf(120));
        return new ReportThresholds(share, Math.max(1, historyDays), Math.max(1, ageDays), terms.currency(),
                months, limit, deposit.basis() != Rule.Basis.NO_SOURCE_NEEDED,
                rules.values().stream().map(Rule::describe).toList(), ageMonths);
    }

    public LoanTerms terms() {
        return terms;
    }

    private static int clampDays(BigDecimal days) {
        return days.max(BigDecimal.ONE).min(BigDecimal.valueOf(3650)).intValue();
    }
}
