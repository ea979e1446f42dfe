-- Tables (lobbies and games), their seats, the append-only action log and the latest snapshot.
CREATE TABLE tables (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    game        TEXT    NOT NULL,
    guild_id    INTEGER,
    channel_id  INTEGER NOT NULL,
    message_id  INTEGER,
    thread_id   INTEGER,
    host_id     INTEGER NOT NULL,
    options     TEXT    NOT NULL DEFAULT '{}',
    status      TEXT    NOT NULL CHECK (status IN ('lobby', 'running', 'finished', 'cancelled')),
    seed        INTEGER,
    version     INTEGER NOT NULL DEFAULT 0,
    outcome     TEXT,
    created_at  TEXT    NOT NULL,
    started_at  TEXT,
    ended_at    TEXT
);
CREATE INDEX tables_by_channel ON tables (guild_id, status);

CREATE TABLE seats (
    table_id        INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    seat            INTEGER NOT NULL,
    user_id         INTEGER,           -- NULL for an AI seat
    ai_level        TEXT,              -- set for an AI seat
    name            TEXT    NOT NULL,
    dm_channel_id   INTEGER,
    dm_message_id   INTEGER,
    dm_closed       INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX seats_by_user ON seats (user_id);

CREATE TABLE actions (
    table_id    INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL,
    seat        INTEGER NOT NULL,
    action      TEXT    NOT NULL,
    by_ai       INTEGER NOT NULL DEFAULT 0,
    created_at  TEXT    NOT NULL,
    PRIMARY KEY (table_id, seq)
);

CREATE TABLE snapshots (
    table_id    INTEGER PRIMARY KEY REFERENCES tables (id) ON DELETE CASCADE,
    version     INTEGER NOT NULL,
    state       TEXT    NOT NULL
);

-- The action log is append-only: nothing rewrites history.
CREATE TRIGGER actions_no_update BEFORE UPDATE ON actions
BEGIN
    SELECT RAISE(ABORT, 'the action log is append-only');
END;
