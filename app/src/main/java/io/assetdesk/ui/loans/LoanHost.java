package io.assetdesk.ui.loans;

import io.assetdesk.loan.LoanFile;
import io.assetdesk.loan.LoanSummary;

/** What a section of the Loans screen asks of the screen model: the open loan, and where its work is said. */
interface LoanHost {
    /** The open loan file; null when none. */
    LoanFile loan();

    /** The open loan's summary once its orders have been read; null before. */
    LoanSummary summary();

    /** The file was changed and saved: show it again, with its history and its summary. */
    void changed(LoanFile saved);

    /** Says what was done or refused, in one line. */
    void say(String text, boolean error);

    /** Says what failed, with its cause. */
    void failed(Throwable e);
}
