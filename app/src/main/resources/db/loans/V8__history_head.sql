-- The head of each loan's history (its last entry's number and hash), kept apart from the history rows so that entries
-- cut off the end, or a history rewritten and hashed again, are found: on the team database every head is a row of its
-- own that nobody may change (V8_1, team only); on a workstation one row per loan, sealed with a keyed hash whose key
-- is in the workstation's credential store (mac; empty where the workstation has none).
CREATE TABLE history_head (
    loan_number VARCHAR(64) NOT NULL,
    seq         BIGINT      NOT NULL,
    hash        VARCHAR(64) NOT NULL,
    mac         VARCHAR(64),
    PRIMARY KEY (loan_number, seq)
);

-- the loans written before: their last entry is their head
INSERT INTO history_head (loan_number, seq, hash)
SELECT h.loan_number, h.seq, h.hash FROM history h
WHERE h.seq = (SELECT MAX(x.seq) FROM history x WHERE x.loan_number = h.loan_number);
