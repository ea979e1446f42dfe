-- PostgreSQL twin of db/migrations/010_server_admin.sql: same tables, same meaning.
CREATE TABLE server_settings (
    guild_id    BIGINT  NOT NULL,
    name        TEXT    NOT NULL,
    value       TEXT    NOT NULL,
    PRIMARY KEY (guild_id, name)
);

CREATE TABLE server_setting_changes (
    id          BIGSERIAL PRIMARY KEY,
    guild_id    BIGINT  NOT NULL,
    name        TEXT    NOT NULL,
    value       TEXT    NOT NULL,
    user_id     BIGINT  NOT NULL,
    changed_at  TEXT COLLATE "C" NOT NULL
);
CREATE INDEX server_setting_changes_by_guild ON server_setting_changes (guild_id, id);

-- Tournaments: see db/migrations/010_server_admin.sql.
CREATE TABLE tournaments (
    id            BIGSERIAL PRIMARY KEY,
    guild_id      BIGINT  NOT NULL,
    channel_id    BIGINT  NOT NULL,
    message_id    BIGINT,
    organiser_id  BIGINT  NOT NULL,
    game          TEXT    NOT NULL,
    format        TEXT    NOT NULL CHECK (format IN ('swiss', 'round-robin')),
    rounds        INTEGER NOT NULL,
    pace          TEXT    NOT NULL,
    seats         INTEGER NOT NULL,
    status        TEXT    NOT NULL CHECK (status IN ('signup', 'running', 'finished', 'cancelled')),
    round         INTEGER NOT NULL DEFAULT 0,
    created_at    TEXT COLLATE "C" NOT NULL
);
CREATE INDEX tournaments_by_guild ON tournaments (guild_id, status);

CREATE TABLE tournament_players (
    tournament_id BIGINT  NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    user_id       BIGINT  NOT NULL,
    name          TEXT    NOT NULL,
    joined_at     TEXT COLLATE "C" NOT NULL,
    left_round    INTEGER,
    PRIMARY KEY (tournament_id, user_id)
);

CREATE TABLE tournament_games (
    tournament_id BIGINT  NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    round         INTEGER NOT NULL,
    pod           INTEGER NOT NULL,
    players       TEXT    NOT NULL,
    table_id      BIGINT  REFERENCES tables (id) ON DELETE SET NULL,
    PRIMARY KEY (tournament_id, round, pod)
);
CREATE INDEX tournament_games_by_table ON tournament_games (table_id);

-- Seasons: see db/migrations/010_server_admin.sql.
CREATE TABLE seasons (
    id          BIGSERIAL PRIMARY KEY,
    guild_id    BIGINT  NOT NULL,
    name        TEXT    NOT NULL,
    started_at  TEXT COLLATE "C" NOT NULL,
    started_by  BIGINT  NOT NULL,
    ended_at    TEXT COLLATE "C",
    ended_by    BIGINT,
    final       TEXT,
    UNIQUE (guild_id, name)
);
CREATE UNIQUE INDEX seasons_one_open ON seasons (guild_id) WHERE ended_at IS NULL;
