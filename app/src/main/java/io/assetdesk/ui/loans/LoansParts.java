package io.assetdesk.ui.loans;

import io.assetdesk.loan.RuleBook;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.session.LoanFiles;
import io.assetdesk.ui.Navigator;
import java.time.Clock;
import java.util.concurrent.Executor;

/**
 * Everything the Loans screen's model and its sections work with, besides the texts and the FX thread: the clock, the
 * active connection, the loan files (on their own thread: they also name the person who writes them), the way to other
 * screens, the background executor and the rules table.
 */
public record LoansParts(Clock clock, ActiveConnection connection, LoanFiles loanFiles, Navigator navigator,
                         Executor background, RuleBook rules) {
}
