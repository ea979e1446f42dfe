-- How and when the bot reaches a player (issue 33).
-- * notify_mode: every (a push when a move of theirs is awaited, several within minutes as one),
--   digest (one DM at their digest times listing every pending move), deadline (only when time runs
--   short), off (no DM but the hands). NULL: from the older on/off ``notify`` (1: every, 0: off).
-- * pushes: the DMs still to send, one row per player and kind ('push', 'digest'), so several
--   turns coalesce into one row and a restart sends what was pending; claimed by deleting the row.
-- * dashboards: the one "Your turns" DM per player, edited in place (a push re-posts it).
-- * mutes: tables dropped from a player's pushes (still listed).
-- * follows / follow_lines: a follower's copy of a table's public play-by-play lines, kept until
--   their next digest; copied from the outbox by a trigger, so every path that queues lines feeds it.
ALTER TABLE user_settings ADD COLUMN notify_mode TEXT;
ALTER TABLE user_settings ADD COLUMN digest_times TEXT;   -- 'HH:MM' or 'HH:MM,HH:MM' local; NULL: 08:00,18:00

CREATE TABLE pushes (
    user_id     INTEGER NOT NULL,
    kind        TEXT    NOT NULL,
    send_at     TEXT    NOT NULL,
    PRIMARY KEY (user_id, kind)
);
CREATE INDEX pushes_by_time ON pushes (send_at);

CREATE TABLE dashboards (
    user_id     INTEGER PRIMARY KEY,
    channel_id  INTEGER NOT NULL,
    message_id  INTEGER NOT NULL
);

CREATE TABLE mutes (
    user_id     INTEGER NOT NULL,
    table_id    INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    PRIMARY KEY (user_id, table_id)
);

CREATE TABLE follows (
    user_id     INTEGER NOT NULL,
    table_id    INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    PRIMARY KEY (user_id, table_id)
);
CREATE INDEX follows_by_table ON follows (table_id);

CREATE TABLE follow_lines (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id     INTEGER NOT NULL,
    table_id    INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    text        TEXT    NOT NULL
);
CREATE INDEX follow_lines_by_user ON follow_lines (user_id, id);

CREATE TRIGGER outbox_to_followers AFTER INSERT ON outbox
BEGIN
    INSERT INTO follow_lines (user_id, table_id, text)
        SELECT user_id, NEW.table_id, NEW.text FROM follows WHERE table_id = NEW.table_id;
END;
