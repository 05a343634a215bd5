package io.assetdesk.loan;

/** The loan program whose rules the checks follow. */
public enum Program {
    FANNIE_MAE("Conventional \u2014 Fannie Mae"),
    FREDDIE_MAC("Conventional \u2014 Freddie Mac"),
    FHA("FHA"),
    VA("VA"),
    USDA("USDA"),
    OTHER("Other");

    private final String label;

    Program(String label) {
        this.label = label;
    }

    /** The program as an officer names it. */
    public String label() {
        return label;
    }
}
