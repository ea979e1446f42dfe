-- The last few play-by-play lines of a table, shown on its table card (issue 35): a line moves here
-- from the outbox once it is posted in the thread, and only the newest few of a table are kept.
CREATE TABLE recent_lines (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    table_id    INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    text        TEXT    NOT NULL        -- engine text, as in outbox
);
CREATE INDEX recent_lines_by_table ON recent_lines (table_id, id);
