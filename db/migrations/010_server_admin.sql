-- For server admins (issue 37).
-- * /game config: one row per (server, setting) that differs from the default (bot/server_config.py
--   names the settings and their defaults; the value is text, a list of channels is JSON), and every
--   change kept with who made it and when (the panel shows the last ten). A new table copies what it
--   needs into its own options when it is opened, so a change never reaches a table already open.
CREATE TABLE server_settings (
    guild_id    INTEGER NOT NULL,
    name        TEXT    NOT NULL,
    value       TEXT    NOT NULL,
    PRIMARY KEY (guild_id, name)
);

CREATE TABLE server_setting_changes (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id    INTEGER NOT NULL,
    name        TEXT    NOT NULL,
    value       TEXT    NOT NULL,
    user_id     INTEGER NOT NULL,
    changed_at  TEXT    NOT NULL
);
CREATE INDEX server_setting_changes_by_guild ON server_setting_changes (guild_id, id);

-- * Tournaments (bot/tournaments.py pairs and ranks; cogs/tournaments.py runs them). ``round`` is
--   the round in play (0: sign-up). A round is created in one transaction that moves ``round``
--   on from the number it was read at (so a round is never paired twice, even by two processes),
--   records its games (a bye: ``table_id`` NULL) and opens their tables as lobbies; the bot then
--   posts and starts them (again after a restart, for tables still in the lobby).
CREATE TABLE tournaments (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id      INTEGER NOT NULL,
    channel_id    INTEGER NOT NULL,
    message_id    INTEGER,
    organiser_id  INTEGER NOT NULL,
    game          TEXT    NOT NULL,
    format        TEXT    NOT NULL CHECK (format IN ('swiss', 'round-robin')),
    rounds        INTEGER NOT NULL,
    pace          TEXT    NOT NULL,
    seats         INTEGER NOT NULL,
    status        TEXT    NOT NULL CHECK (status IN ('signup', 'running', 'finished', 'cancelled')),
    round         INTEGER NOT NULL DEFAULT 0,
    created_at    TEXT    NOT NULL
);
CREATE INDEX tournaments_by_guild ON tournaments (guild_id, status);

CREATE TABLE tournament_players (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    user_id       INTEGER NOT NULL,
    name          TEXT    NOT NULL,
    joined_at     TEXT    NOT NULL,
    left_round    INTEGER,            -- the round in play when they left (they forfeit the rest)
    PRIMARY KEY (tournament_id, user_id)
);

CREATE TABLE tournament_games (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    round         INTEGER NOT NULL,
    pod           INTEGER NOT NULL,   -- 0, 1, ... in the round; byes after the pods
    players       TEXT    NOT NULL,   -- JSON list of user ids in seat order
    table_id      INTEGER REFERENCES tables (id) ON DELETE SET NULL,  -- NULL: a bye
    PRIMARY KEY (tournament_id, round, pod)
);
CREATE INDEX tournament_games_by_table ON tournament_games (table_id);

-- * Seasons: /game season start|end (admins). The leaderboard of a season counts the games that
--   finished between its start and end (everyone starts it at the same rating); at its end the
--   final leaderboard of every game is archived in ``final`` (JSON), which /game leaderboard
--   season:<name> shows from then on. At most one open season per server.
CREATE TABLE seasons (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id    INTEGER NOT NULL,
    name        TEXT    NOT NULL,
    started_at  TEXT    NOT NULL,
    started_by  INTEGER NOT NULL,
    ended_at    TEXT,
    ended_by    INTEGER,
    final       TEXT,
    UNIQUE (guild_id, name)
);
CREATE UNIQUE INDEX seasons_one_open ON seasons (guild_id) WHERE ended_at IS NULL;
