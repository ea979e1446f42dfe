-- PostgreSQL twin of db/migrations/001_tables.sql: same tables, same meaning.
-- Times are ISO-8601 text as on SQLite (COLLATE "C": byte order is time order for UTC stamps),
-- so both stores hand the service the same strings. Discord ids need BIGINT.
CREATE TABLE tables (
    id          BIGSERIAL PRIMARY KEY,
    game        TEXT    NOT NULL,
    guild_id    BIGINT,
    channel_id  BIGINT  NOT NULL,
    message_id  BIGINT,
    thread_id   BIGINT,
    host_id     BIGINT  NOT NULL,
    options     TEXT    NOT NULL DEFAULT '{}',
    status      TEXT    NOT NULL CHECK (status IN ('lobby', 'running', 'finished', 'cancelled')),
    seed        BIGINT,
    version     INTEGER NOT NULL DEFAULT 0,
    outcome     TEXT,
    created_at  TEXT COLLATE "C" NOT NULL,
    started_at  TEXT COLLATE "C",
    ended_at    TEXT COLLATE "C"
);
CREATE INDEX tables_by_channel ON tables (guild_id, status);

CREATE TABLE seats (
    table_id        BIGINT  NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    seat            INTEGER NOT NULL,
    user_id         BIGINT,            -- NULL for an AI seat
    ai_level        TEXT,              -- set for an AI seat
    name            TEXT    NOT NULL,
    dm_channel_id   BIGINT,
    dm_message_id   BIGINT,
    dm_closed       BOOLEAN NOT NULL DEFAULT FALSE,
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX seats_by_user ON seats (user_id);

CREATE TABLE actions (
    table_id    BIGINT  NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL,
    seat        INTEGER NOT NULL,
    action      TEXT    NOT NULL,
    by_ai       BOOLEAN NOT NULL DEFAULT FALSE,
    created_at  TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (table_id, seq)
);

CREATE TABLE snapshots (
    table_id    BIGINT  PRIMARY KEY REFERENCES tables (id) ON DELETE CASCADE,
    version     INTEGER NOT NULL,
    state       TEXT    NOT NULL
);

-- The action log is append-only: nothing rewrites history.
CREATE FUNCTION actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the action log is append-only';
END;
$$;
CREATE TRIGGER actions_no_update BEFORE UPDATE ON actions
    FOR EACH ROW EXECUTE FUNCTION actions_append_only();
