-- Everything loan-file.json kept moves here: the figures of orders in no loan file (the table that held the figures
-- brought over now holds every order's), the workstation's thresholds for those orders, the orders the officer
-- marked finished without verified accounts, and what could not be brought over from the old file.
-- Portable SQL (H2 and PostgreSQL).
ALTER TABLE migrated_order_figures RENAME TO order_figures;

CREATE TABLE workstation_thresholds (
    scope               VARCHAR(20)   NOT NULL PRIMARY KEY,
    large_deposit_share DECIMAL(12, 8),
    min_history_days    INTEGER,
    max_report_age_days INTEGER,
    loan_currency       VARCHAR(3),
    reserve_months      DECIMAL(9, 4)
);

CREATE TABLE finished_order (
    order_id  VARCHAR(128)             NOT NULL PRIMARY KEY,
    marked_at TIMESTAMP WITH TIME ZONE NOT NULL
);

CREATE TABLE carried_problem (
    id       INTEGER       NOT NULL PRIMARY KEY,
    kind     VARCHAR(20)   NOT NULL,
    order_id VARCHAR(128),
    detail   VARCHAR(2000) NOT NULL
);

-- Amounts are kept exactly as the officer typed them (up to 8 decimals), never rounded by the column.
ALTER TABLE order_figures ALTER COLUMN cash_to_close SET DATA TYPE DECIMAL(27, 8);
ALTER TABLE order_figures ALTER COLUMN housing_payment SET DATA TYPE DECIMAL(27, 8);
ALTER TABLE order_figures ALTER COLUMN monthly_income SET DATA TYPE DECIMAL(27, 8);
ALTER TABLE loan ALTER COLUMN sales_price SET DATA TYPE DECIMAL(27, 8);
ALTER TABLE loan ALTER COLUMN appraised_value SET DATA TYPE DECIMAL(27, 8);
ALTER TABLE loan ALTER COLUMN cash_to_close SET DATA TYPE DECIMAL(27, 8);
ALTER TABLE loan ALTER COLUMN housing_payment SET DATA TYPE DECIMAL(27, 8);
ALTER TABLE loan ALTER COLUMN monthly_income SET DATA TYPE DECIMAL(27, 8);
ALTER TABLE loan ALTER COLUMN reserve_months SET DATA TYPE DECIMAL(9, 4);
