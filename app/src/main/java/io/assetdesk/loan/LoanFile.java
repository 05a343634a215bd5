package io.assetdesk.loan;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * One loan as this workstation keeps it: its terms, its borrowers' orders (by id), the thresholds changed for it, and
 * the decisions on its flagged deposits and on its accounts that do not count by themselves. Its history is read apart
 * ({@link LoanStore#history}).
 */
public record LoanFile(String loanNumber, LoanTerms terms, List<String> orderIds,
                       Map<Rule.Check, LoanRules.Change> changes, Map<String, DepositDecision> decisions,
                       Instant openedAt, Map<String, AccountDecision> accountDecisions, long version) {

    /** A loan file as it was made at version 0 (tests, and what another workstation exported). */
    public LoanFile(String loanNumber, LoanTerms terms, List<String> orderIds,
                    Map<Rule.Check, LoanRules.Change> changes, Map<String, DepositDecision> decisions,
                    Instant openedAt, Map<String, AccountDecision> accountDecisions) {
        this(loanNumber, terms, orderIds, changes, decisions, openedAt, accountDecisions, 0);
    }

    /** A loan file with no decision on its accounts. */
    public LoanFile(String loanNumber, LoanTerms terms, List<String> orderIds,
                    Map<Rule.Check, LoanRules.Change> changes, Map<String, DepositDecision> decisions,
                    Instant openedAt) {
        this(loanNumber, terms, orderIds, changes, decisions, openedAt, Map.of());
    }

    public LoanFile {
        orderIds = List.copyOf(orderIds);
        changes = Map.copyOf(changes);
        decisions = Map.copyOf(decisions);
        accountDecisions = accountDecisions == null ? Map.of() : Map.copyOf(accountDecisions);
    }

    /** The same loan with other terms (its orders, rules changed and decisions kept). */
    public LoanFile withTerms(LoanTerms t) {
        return new LoanFile(loanNumber, t, orderIds, changes, decisions, openedAt, accountDecisions, version);
    }

    /** The rules this loan is checked against. */
    public LoanRules rules(RuleBook book) {
        return LoanRules.of(book, terms, changes);
    }
}
