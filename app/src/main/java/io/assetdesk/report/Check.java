package io.assetdesk.report;

/** The outcome of one check of the asset summary. Checks help the officer; they are not an underwriting decision. */
public enum Check {
    /** Nothing to look at. */
    OK,
    /** Something the officer should look at (a shortfall, a deposit to explain, a short history, an old report). */
    FLAG,
    /** The check could not be made: a figure is not entered, or the report lacks what it needs. */
    NOT_CHECKED
}
