-- What sets a program's requirements besides the money (occupancy, units, other financed properties, the
-- disbursement date, the loan amount, the earnest money), a gift's letter on a sourced deposit, and the officer's
-- decisions on accounts that do not count by themselves (held by others; retirement accounts liquidated or vested).
-- Portable SQL (H2 and PostgreSQL): one column a statement.
ALTER TABLE loan ADD COLUMN occupancy VARCHAR(20);
ALTER TABLE loan ADD COLUMN units INTEGER;
ALTER TABLE loan ADD COLUMN other_financed INTEGER;
ALTER TABLE loan ADD COLUMN other_financed_unpaid DECIMAL(27, 8);
ALTER TABLE loan ADD COLUMN disbursement_date DATE;
ALTER TABLE loan ADD COLUMN loan_amount DECIMAL(27, 8);
ALTER TABLE loan ADD COLUMN earnest_money DECIMAL(27, 8);
ALTER TABLE loan ADD COLUMN earnest_cleared BOOLEAN;

ALTER TABLE deposit_decision ADD COLUMN gift_donor VARCHAR(200);
ALTER TABLE deposit_decision ADD COLUMN gift_relationship VARCHAR(100);
ALTER TABLE deposit_decision ADD COLUMN gift_amount DECIMAL(27, 8);
ALTER TABLE deposit_decision ADD COLUMN gift_letter_date DATE;

CREATE TABLE account_decision (
    loan_number VARCHAR(64)    NOT NULL REFERENCES loan (loan_number),
    account_key VARCHAR(400)   NOT NULL,
    use_kind    VARCHAR(30)    NOT NULL,
    amount      DECIMAL(27, 8),
    note        VARCHAR(500)   NOT NULL,
    PRIMARY KEY (loan_number, account_key)
);
