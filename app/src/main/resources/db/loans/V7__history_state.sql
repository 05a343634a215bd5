-- Each history entry keeps a hash of the loan's state after it (its terms, orders, threshold changes and decisions,
-- part by part), so that a change made to the tables behind the console's back is found and named when the loan is
-- read.
ALTER TABLE history ADD COLUMN state_hash VARCHAR(400);
