-- A player's data is theirs (issue 38).
-- * /game forget-me: the request is written first, with every table to clean (one transaction per
--   table), and processed until done; a restart finishes it. ``alias`` is the random negative id the
--   forgotten seats get instead of the Discord id (the same in all of that player's games, so the
--   other players' ratings stay as they were); the rows go when the request is done.
-- * When the bot leaves a server, its tables are kept 30 days from ``removed_at``, then deleted;
--   coming back within the 30 days deletes the row.
CREATE TABLE forget_requests (
    user_id     INTEGER PRIMARY KEY,
    alias       INTEGER NOT NULL,
    created_at  TEXT    NOT NULL
);

CREATE TABLE forget_tables (
    user_id     INTEGER NOT NULL REFERENCES forget_requests (user_id) ON DELETE CASCADE,
    table_id    INTEGER NOT NULL,
    seat        INTEGER NOT NULL,   -- -1: the table's host only
    name        TEXT    NOT NULL,   -- the name the player had there (their lines name them so)
    PRIMARY KEY (user_id, table_id, seat)
);

CREATE TABLE guild_removals (
    guild_id    INTEGER PRIMARY KEY,
    removed_at  TEXT    NOT NULL
);
