-- The loan files: one row per loan number, its orders, and its history (append-only, hash-chained).
-- Portable SQL (H2 and PostgreSQL): no vendor types, no vendor functions.
CREATE TABLE loan (
    loan_number     VARCHAR(64)    NOT NULL PRIMARY KEY,
    program         VARCHAR(20)    NOT NULL,
    purpose         VARCHAR(20)    NOT NULL,
    note_date       DATE,
    sales_price     DECIMAL(19, 2),
    appraised_value DECIMAL(19, 2),
    cash_to_close   DECIMAL(19, 2),
    housing_payment DECIMAL(19, 2),
    monthly_income  DECIMAL(19, 2),
    reserve_months  DECIMAL(5, 1),
    currency        VARCHAR(3)     NOT NULL,
    opened_at       TIMESTAMP WITH TIME ZONE NOT NULL
);

CREATE TABLE loan_order (
    loan_number VARCHAR(64)  NOT NULL REFERENCES loan (loan_number),
    order_id    VARCHAR(128) NOT NULL,
    added_at    TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (loan_number, order_id)
);

CREATE TABLE history (
    loan_number   VARCHAR(64)   NOT NULL REFERENCES loan (loan_number),
    seq           BIGINT        NOT NULL,
    at_time       TIMESTAMP WITH TIME ZONE NOT NULL,
    user_name     VARCHAR(200)  NOT NULL,
    action        VARCHAR(40)   NOT NULL,
    detail        VARCHAR(2000) NOT NULL,
    previous_hash VARCHAR(64)   NOT NULL,
    hash          VARCHAR(64)   NOT NULL,
    PRIMARY KEY (loan_number, seq)
);
