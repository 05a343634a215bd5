-- loan-file.json is brought over once: the database remembers that it was, so that the file found again later (a
-- rename that failed, a backup put back, an older version run) is set aside, never merged a second time.
CREATE TABLE old_file_brought (
    file_name  VARCHAR(100)             NOT NULL PRIMARY KEY,
    brought_at TIMESTAMP WITH TIME ZONE NOT NULL
);
