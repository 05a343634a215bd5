package io.assetdesk.loan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.assetdesk.report.ReportThresholds;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Each program's and purpose's rules from the table: thresholds, citations, the refinance, FHA's value, the note date.
 */
class LoanRulesTest {
    private static final RuleBook BOOK = RuleBook.standard();
    private static final LocalDate TODAY = LocalDate.of(2026, 11, 25);

    private static LoanRules rules(LoanTerms terms) {
        return LoanRules.of(BOOK, terms, Map.of());
    }

    private static LoanTerms terms(Program program, Purpose purpose) {
        return LoanTerms.NEW.withProgram(program).withPurpose(purpose)
                .withFigures(new BigDecimal("40000"), new BigDecimal("2500"), new BigDecimal("9000"));
    }

    @Test
    void aFannieMaePurchaseAsksTheSourceOfADepositAboveHalfTheMonthlyIncome() {
        LoanRules r = rules(terms(Program.FANNIE_MAE, Purpose.PURCHASE));
        Rule deposit = r.rule(Rule.Check.LARGE_DEPOSIT);
        assertThat(deposit.describe()).isEqualTo("B3-4.2-02: a deposit above 50% of monthly income needs its source");
        ReportThresholds t = r.thresholds(TODAY);
        assertThat(t.largeDepositShare()).isEqualByComparingTo("0.50");
        assertThat(t.largeDepositLimit()).isNull();
        assertThat(t.depositSourceNeeded()).isTrue();
        assertThat(r.rule(Rule.Check.HISTORY).describe()).isEqualTo("B3-4.2-01 (DU validation): at least 60 days of "
                + "history");
        assertThat(t.minHistoryDays()).isEqualTo(60);
    }

    @Test
    void aFannieMaeRefinanceAsksNoSourceAndThirtyDaysOfHistory() {
        LoanRules r = rules(terms(Program.FANNIE_MAE, Purpose.REFINANCE));
        assertThat(r.rule(Rule.Check.LARGE_DEPOSIT).describe()).isEqualTo("B3-4.2-02: no source needed (refinance)");
        ReportThresholds t = r.thresholds(TODAY);
        assertThat(t.depositSourceNeeded()).isFalse();
        assertThat(t.minHistoryDays()).isEqualTo(30);
    }

    @Test
    void fhaMeasuresLargeDepositsAgainstOnePercentOfTheLowerOfPriceAndAppraisal() {
        LoanTerms fha = terms(Program.FHA, Purpose.PURCHASE).withValues(new BigDecimal("410000"),
                new BigDecimal("400000"));
        LoanRules r = rules(fha);
        assertThat(r.rule(Rule.Check.LARGE_DEPOSIT).describe()).isEqualTo("4000.1 II.A.4.d.iii(A): a deposit above "
                + "1% of the adjusted"
                + " value (lower of price and appraisal) needs its source");
        assertThat(r.thresholds(TODAY).largeDepositLimit().amount()).isEqualByComparingTo("4000.00");

        LoanRules noValue = rules(terms(Program.FHA, Purpose.PURCHASE));
        assertThat(noValue.thresholds(TODAY).largeDepositLimit().amount())
                .as("no price and no appraisal: the check cannot be made, the income does not stand in").isNull();
    }

    @Test
    void reportsAreAgedToTheNoteDateFourMonthsForFannieMaeAndOneHundredTwentyDaysElsewhere() {
        LocalDate note = LocalDate.of(2027, 1, 31);
        LoanRules fannie = rules(terms(Program.FANNIE_MAE, Purpose.PURCHASE).withNoteDate(note));
        assertThat(fannie.asOf(TODAY)).isEqualTo(note);
        assertThat(fannie.rule(Rule.Check.REPORT_AGE).describe()).isEqualTo("B1-1-03: at most 4 months old");
        // 2026-09-30 to 2027-01-31: four calendar months back from the note date
        assertThat(fannie.thresholds(TODAY).maxReportAgeDays()).isEqualTo(123);

        for (Program p : new Program[] {Program.FREDDIE_MAC, Program.FHA, Program.VA, Program.USDA}) {
            LoanRules r = rules(terms(p, Purpose.PURCHASE));
            assertThat(r.thresholds(TODAY).maxReportAgeDays()).as(p.name()).isEqualTo(120);
            assertThat(r.asOf(TODAY)).as("no note date: today").isEqualTo(TODAY);
        }
        assertThat(rules(terms(Program.FREDDIE_MAC, Purpose.PURCHASE)).rule(Rule.Check.REPORT_AGE).citation())
                .isEqualTo("Guide 5102.4");
    }

    @Test
    void aThresholdTheProgramDoesNotSetSaysItIsTheLendersPolicy() {
        assertThat(rules(terms(Program.VA, Purpose.PURCHASE)).rule(Rule.Check.LARGE_DEPOSIT).citation())
                .isEqualTo("Lender policy");
    }

    @Test
    void theOfficerMayChangeAThresholdForOneLoanAndTheRuleSaysSoWithTheReason() {
        LoanRules r = LoanRules.of(BOOK, terms(Program.FANNIE_MAE, Purpose.PURCHASE), Map.of(Rule.Check.LARGE_DEPOSIT,
                new LoanRules.Change(new BigDecimal("0.40"), "underwriter condition 12")));
        assertThat(r.rule(Rule.Check.LARGE_DEPOSIT).describe()).isEqualTo("B3-4.2-02: a deposit above 40% of monthly"
                + " income needs its source (changed for this loan: underwriter condition 12)");
        assertThat(r.thresholds(TODAY).largeDepositShare()).isEqualByComparingTo("0.40");
    }

    @Test
    void reservesAreTheMonthsTheTermsRequireAfterTheFundsToClose() {
        LoanRules none = rules(terms(Program.FANNIE_MAE, Purpose.PURCHASE));
        assertThat(none.rule(Rule.Check.RESERVES).basis()).as("a one-unit home: DU sets them")
                .isEqualTo(Rule.Basis.SET_BY_AUS);
        assertThat(none.thresholds(TODAY).requiredReserveMonths()).as("none until the officer enters DU's").isNull();
        assertThat(none.rule(Rule.Check.RESERVES).citation()).startsWith("B3-4.1-01");
        LoanRules six = rules(terms(Program.FANNIE_MAE,
                Purpose.PURCHASE).withRequiredReserveMonths(BigDecimal.valueOf(6)));
        assertThat(six.rule(Rule.Check.RESERVES).describe()).as("the months typed in the terms are the officer's own")
                .startsWith("B3-4.1-01").contains("6 months of housing payment after the funds to close",
                        "(changed for this loan: entered in the terms)");
        assertThat(six.thresholds(TODAY).requiredReserveMonths()).isEqualByComparingTo("6");
    }

    @Test
    void everyProgramAndPurposeHasEveryRule() {
        for (Program p : Program.values()) {
            for (Purpose u : Purpose.values()) {
                assertThat(BOOK.rulesFor(p, u)).as(p + " " + u).containsKeys(RuleBook.REQUIRED.toArray(
                        Rule.Check[]::new));
            }
        }
    }

    @Test
    void termsRefuseNegativeFiguresAndTheAdjustedValueIsTheLowerOne() {
        assertThatThrownBy(() -> LoanTerms.NEW.withFigures(new BigDecimal("-1"), null, null))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(LoanTerms.NEW.withValues(new BigDecimal("300000"), null).adjustedValue())
                .isEqualByComparingTo("300000");
        assertThat(LoanTerms.NEW.withValues(new BigDecimal("300000"), new BigDecimal("290000")).adjustedValue())
                .isEqualByComparingTo("290000");
    }

    @Test
    void aThresholdBeyondWhatTheChecksTakeIsHeldAtTheBoundNeverThrown() {
        LoanRules r = LoanRules.of(BOOK, terms(Program.FANNIE_MAE, Purpose.PURCHASE), Map.of(Rule.Check.REPORT_AGE,
                new LoanRules.Change(BigDecimal.valueOf(500), "typo"), Rule.Check.HISTORY,
                new LoanRules.Change(BigDecimal.valueOf(9000), "typo")));
        ReportThresholds t = r.thresholds(TODAY);
        assertThat(t.maxReportAgeDays()).isBetween(3600, 3650);
        assertThat(t.minHistoryDays()).isEqualTo(3650);
    }
}
