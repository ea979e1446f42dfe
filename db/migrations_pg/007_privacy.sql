-- PostgreSQL twin of db/migrations/007_privacy.sql: same tables, same meaning.
CREATE TABLE forget_requests (
    user_id     BIGINT  PRIMARY KEY,
    alias       BIGINT  NOT NULL,
    created_at  TEXT COLLATE "C" NOT NULL
);

CREATE TABLE forget_tables (
    user_id     BIGINT  NOT NULL REFERENCES forget_requests (user_id) ON DELETE CASCADE,
    table_id    BIGINT  NOT NULL,
    seat        INTEGER NOT NULL,   -- -1: the table's host only
    name        TEXT    NOT NULL,   -- the name the player had there (their lines name them so)
    PRIMARY KEY (user_id, table_id, seat)
);

CREATE TABLE guild_removals (
    guild_id    BIGINT  PRIMARY KEY,
    removed_at  TEXT COLLATE "C" NOT NULL
);
