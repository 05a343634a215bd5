package io.assetdesk.ui.loans;

import io.assetdesk.loan.LoanFile;
import io.assetdesk.loan.LoanSummary;
import java.util.ArrayList;
import java.util.List;

/**
 * A Loans screen model as a section's test sees it: the open loan and its summary as the test sets them, the loans
 * saved kept as the open one (and counted), and every line said recorded ("! " before a refusal or a failure).
 */
final class RecordingLoanHost implements LoanHost {
    final List<String> said = new ArrayList<>();
    LoanFile open;
    LoanSummary summary;
    int changes;

    @Override
    public LoanFile loan() {
        return open;
    }

    @Override
    public LoanSummary summary() {
        return summary;
    }

    @Override
    public void changed(LoanFile saved) {
        open = saved;
        changes++;
    }

    @Override
    public void say(String text, boolean error) {
        said.add((error ? "! " : "") + text);
    }

    @Override
    public void failed(Throwable e) {
        said.add("! " + e.getMessage());
    }
}
