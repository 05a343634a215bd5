-- The team database only: the history and its heads are written once and never changed or removed, whoever asks (the
-- role that owns the tables can still drop these triggers: docs/team.md has the consoles' role own nothing).
CREATE FUNCTION append_only_refusal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION '% is append-only: its rows are never changed or removed', TG_TABLE_NAME
        USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER history_head_append_only
    BEFORE UPDATE OR DELETE ON history_head
    FOR EACH ROW EXECUTE FUNCTION append_only_refusal();

CREATE TRIGGER history_head_never_emptied
    BEFORE TRUNCATE ON history_head
    FOR EACH STATEMENT EXECUTE FUNCTION append_only_refusal();

-- the same for the history itself: an entry is written once
CREATE TRIGGER history_append_only
    BEFORE UPDATE OR DELETE ON history
    FOR EACH ROW EXECUTE FUNCTION append_only_refusal();
