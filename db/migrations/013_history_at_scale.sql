-- History at a million stored tables (issue 40), measured with 810,000 finished games in one server:
-- * rated_by_guild_game: finished tables with an outcome, in finished order (ratings read them so);
-- * finished_counts: how many finished tables each server has of each game, for the "page 1 of N" of
--   /game history (counting them on each page took 60 ms), and how many of them have an outcome, for
--   ratings checking their cache (count_finished read 160,000 table rows: 170 ms a leaderboard). Kept
--   by triggers on ``tables``, so every path that finishes, deletes or moves a table keeps it right;
--   tables of no server are not counted.
CREATE INDEX rated_by_guild_game ON tables (guild_id, game, ended_at, id) WHERE status = 'finished' AND outcome IS NOT NULL;

CREATE TABLE finished_counts (
    guild_id    INTEGER NOT NULL,
    game        TEXT    NOT NULL,
    finished    INTEGER NOT NULL,
    rated       INTEGER NOT NULL,   -- those with an outcome
    PRIMARY KEY (guild_id, game)
);
INSERT INTO finished_counts (guild_id, game, finished, rated)
    SELECT guild_id, game, COUNT(*), COUNT(outcome) FROM tables WHERE status = 'finished' AND guild_id IS NOT NULL
    GROUP BY guild_id, game;

CREATE TRIGGER finished_counts_insert AFTER INSERT ON tables
WHEN NEW.status = 'finished' AND NEW.guild_id IS NOT NULL
BEGIN
    INSERT INTO finished_counts (guild_id, game, finished, rated) VALUES (NEW.guild_id, NEW.game, 1, NEW.outcome IS NOT NULL)
        ON CONFLICT (guild_id, game) DO UPDATE SET finished = finished + 1, rated = rated + excluded.rated;
END;

CREATE TRIGGER finished_counts_delete AFTER DELETE ON tables
WHEN OLD.status = 'finished' AND OLD.guild_id IS NOT NULL
BEGIN
    UPDATE finished_counts SET finished = finished - 1, rated = rated - (OLD.outcome IS NOT NULL)
        WHERE guild_id = OLD.guild_id AND game = OLD.game;
END;

-- a finished table changed (or a table finished): out with the row as it was, in with it as it is
CREATE TRIGGER finished_counts_leave AFTER UPDATE OF status, guild_id, game, outcome ON tables
WHEN OLD.status = 'finished' AND OLD.guild_id IS NOT NULL
BEGIN
    UPDATE finished_counts SET finished = finished - 1, rated = rated - (OLD.outcome IS NOT NULL)
        WHERE guild_id = OLD.guild_id AND game = OLD.game;
END;

CREATE TRIGGER finished_counts_enter AFTER UPDATE OF status, guild_id, game, outcome ON tables
WHEN NEW.status = 'finished' AND NEW.guild_id IS NOT NULL
BEGIN
    INSERT INTO finished_counts (guild_id, game, finished, rated) VALUES (NEW.guild_id, NEW.game, 1, NEW.outcome IS NOT NULL)
        ON CONFLICT (guild_id, game) DO UPDATE SET finished = finished + 1, rated = rated + excluded.rated;
END;
