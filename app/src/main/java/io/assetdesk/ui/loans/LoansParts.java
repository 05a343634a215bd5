package io.assetdesk.ui.loans;

import io.assetdesk.loan.RuleBook;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.session.LoanFiles;
import io.assetdesk.ui.Navigator;
import java.time.Clock;
import java.util.concurrent.Executor;

/**
 * Everything the Loans screen's model and its sections work with, besides the texts and the FX thread: the clock, the
 * active connection, the loan files (on their own thread), the way to other screens, the background executor, the
 * rules table and the workstation's user (named in the history).
 */
public record LoansParts(Clock clock, ActiveConnection connection, LoanFiles loanFiles, Navigator navigator,
                         Executor background, RuleBook rules, String user) {
}
