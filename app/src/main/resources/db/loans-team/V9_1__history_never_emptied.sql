-- The team database only: the history is never emptied at once either (V8_1 refuses changing or removing its rows).
CREATE TRIGGER history_never_emptied
    BEFORE TRUNCATE ON history
    FOR EACH STATEMENT EXECUTE FUNCTION append_only_refusal();
