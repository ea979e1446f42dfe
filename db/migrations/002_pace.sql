-- Playing over days: a move deadline per table, what happens when it passes,
-- the seats being waited for (deadline, reminder, notification state) and
-- per-user settings.
ALTER TABLE tables ADD COLUMN move_seconds INTEGER;                     -- NULL: no deadline
ALTER TABLE tables ADD COLUMN on_timeout TEXT NOT NULL DEFAULT 'ai';    -- 'ai' plays for them | 'forfeit'
ALTER TABLE tables ADD COLUMN remind_share REAL NOT NULL DEFAULT 0.25;  -- remind when this share is left

CREATE TABLE waits (
    table_id    INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    seat        INTEGER NOT NULL,
    since       INTEGER NOT NULL,   -- the table version at which the wait began
    started_at  TEXT    NOT NULL,
    remind_at   TEXT,               -- NULL: no reminder
    due_at      TEXT,               -- NULL: no deadline
    notified    INTEGER NOT NULL DEFAULT 0,
    reminded    INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX waits_by_due ON waits (due_at);

CREATE TABLE user_settings (
    user_id     INTEGER PRIMARY KEY,
    notify      INTEGER NOT NULL DEFAULT 1
);
