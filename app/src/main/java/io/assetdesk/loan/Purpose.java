package io.assetdesk.loan;

/** What the loan is for: the rules of a purchase and a refinance differ. */
public enum Purpose {
    PURCHASE("Purchase"),
    REFINANCE("Refinance");

    private final String label;

    Purpose(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
