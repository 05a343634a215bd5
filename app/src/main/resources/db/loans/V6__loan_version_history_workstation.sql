-- Every change to a loan file is written against the version it was read at (a desk that read an older version is
-- refused and told who changed what), and every history entry names the workstation it was made on.
ALTER TABLE loan ADD COLUMN version BIGINT DEFAULT 0 NOT NULL;
ALTER TABLE history ADD COLUMN workstation VARCHAR(200);
