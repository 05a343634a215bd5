-- The workstation's seal id: the credential store keeps the key that seals the history heads under it (one row, made
-- with the key), so that a data folder moved elsewhere keeps its key.
CREATE TABLE history_seal (
    seal_id VARCHAR(64) NOT NULL PRIMARY KEY
);
