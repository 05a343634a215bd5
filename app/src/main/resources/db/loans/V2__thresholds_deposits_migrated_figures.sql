-- A threshold changed for one loan (with its reason), the decisions on flagged deposits, and the per-order figures
-- brought over from loan-file.json (they become a loan's terms when its first order is added).
CREATE TABLE threshold_change (
    loan_number VARCHAR(64)    NOT NULL REFERENCES loan (loan_number),
    check_name  VARCHAR(20)    NOT NULL,
    threshold   DECIMAL(19, 4) NOT NULL,
    reason      VARCHAR(500)   NOT NULL,
    PRIMARY KEY (loan_number, check_name)
);

CREATE TABLE deposit_decision (
    loan_number VARCHAR(64)  NOT NULL REFERENCES loan (loan_number),
    deposit_key VARCHAR(600) NOT NULL,
    outcome     VARCHAR(20)  NOT NULL,
    source      VARCHAR(20),
    note        VARCHAR(500) NOT NULL,
    PRIMARY KEY (loan_number, deposit_key)
);

CREATE TABLE migrated_order_figures (
    order_id        VARCHAR(128)   NOT NULL PRIMARY KEY,
    cash_to_close   DECIMAL(19, 2),
    housing_payment DECIMAL(19, 2),
    monthly_income  DECIMAL(19, 2)
);
