package io.assetdesk.loan;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * One loan as this workstation keeps it: its terms, its borrowers' orders (by id), the thresholds changed for it, and
 * the decisions on its flagged deposits. Its history is read apart ({@link LoanStore#history}).
 */
public record LoanFile(String loanNumber, LoanTerms terms, List<String> orderIds,
                       Map<Rule.Check, LoanRules.Change> changes, Map<String, DepositDecision> decisions,
                       Instant openedAt) {

    public LoanFile {
        orderIds = List.copyOf(orderIds);
        changes = Map.copyOf(changes);
        decisions = Map.copyOf(decisions);
    }

    /** The rules this loan is checked against. */
    public LoanRules rules(RuleBook book) {
        return LoanRules.of(book, terms, changes);
    }
}
