-- Playing over days (see db/migrations/002_pace.sql).
ALTER TABLE tables ADD COLUMN move_seconds INTEGER;                                 -- NULL: no deadline
ALTER TABLE tables ADD COLUMN on_timeout TEXT NOT NULL DEFAULT 'ai';                -- 'ai' | 'forfeit'
ALTER TABLE tables ADD COLUMN remind_share DOUBLE PRECISION NOT NULL DEFAULT 0.25;  -- remind when this share is left

CREATE TABLE waits (
    table_id    BIGINT  NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    seat        INTEGER NOT NULL,
    since       INTEGER NOT NULL,   -- the table version at which the wait began
    started_at  TEXT COLLATE "C" NOT NULL,
    remind_at   TEXT COLLATE "C",   -- NULL: no reminder
    due_at      TEXT COLLATE "C",   -- NULL: no deadline
    notified    BOOLEAN NOT NULL DEFAULT FALSE,
    reminded    BOOLEAN NOT NULL DEFAULT FALSE,
    -- Several processes share this database: a process firing a due timer claims it until then
    -- (db/pg_queries.py due_waits); if it dies, the claim lapses and another takes over.
    claimed_until TEXT COLLATE "C",
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX waits_by_due ON waits (due_at);

CREATE TABLE user_settings (
    user_id     BIGINT  PRIMARY KEY,
    notify      BOOLEAN NOT NULL DEFAULT TRUE
);
