package io.assetdesk.loan;

/** How the borrowers will use the property: the programs' reserves and gift rules differ by it. */
public enum Occupancy {
    PRIMARY("Principal residence"),
    SECOND_HOME("Second home"),
    INVESTMENT("Investment property");

    private final String label;

    Occupancy(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
