-- History at a million stored tables (issue 40), measured with 810,000 finished games in one server:
-- * rated_by_guild_game: finished tables with an outcome, in finished order, holding all that ratings
--   check their cache with (count_finished read every table row for its outcome: 170 ms a leaderboard);
-- * finished_counts: how many finished tables each server has of each game, for the "page 1 of N" of
--   /game history (counting them on each page took 60 ms). Kept by triggers on ``tables``, so every
--   path that finishes, deletes or moves a table keeps it right; tables of no server are not counted.
CREATE INDEX rated_by_guild_game ON tables (guild_id, game, ended_at, id) WHERE status = 'finished' AND outcome IS NOT NULL;

CREATE TABLE finished_counts (
    guild_id    INTEGER NOT NULL,
    game        TEXT    NOT NULL,
    finished    INTEGER NOT NULL,
    PRIMARY KEY (guild_id, game)
);
INSERT INTO finished_counts (guild_id, game, finished)
    SELECT guild_id, game, COUNT(*) FROM tables WHERE status = 'finished' AND guild_id IS NOT NULL
    GROUP BY guild_id, game;

CREATE TRIGGER finished_counts_insert AFTER INSERT ON tables
WHEN NEW.status = 'finished' AND NEW.guild_id IS NOT NULL
BEGIN
    INSERT INTO finished_counts (guild_id, game, finished) VALUES (NEW.guild_id, NEW.game, 1)
        ON CONFLICT (guild_id, game) DO UPDATE SET finished = finished + 1;
END;

CREATE TRIGGER finished_counts_delete AFTER DELETE ON tables
WHEN OLD.status = 'finished' AND OLD.guild_id IS NOT NULL
BEGIN
    UPDATE finished_counts SET finished = finished - 1 WHERE guild_id = OLD.guild_id AND game = OLD.game;
END;

CREATE TRIGGER finished_counts_leave AFTER UPDATE OF status, guild_id, game ON tables
WHEN OLD.status = 'finished' AND OLD.guild_id IS NOT NULL
    AND (NEW.status IS NOT 'finished' OR NEW.guild_id IS NOT OLD.guild_id OR NEW.game IS NOT OLD.game)
BEGIN
    UPDATE finished_counts SET finished = finished - 1 WHERE guild_id = OLD.guild_id AND game = OLD.game;
END;

CREATE TRIGGER finished_counts_enter AFTER UPDATE OF status, guild_id, game ON tables
WHEN NEW.status = 'finished' AND NEW.guild_id IS NOT NULL
    AND (OLD.status IS NOT 'finished' OR NEW.guild_id IS NOT OLD.guild_id OR NEW.game IS NOT OLD.game)
BEGIN
    INSERT INTO finished_counts (guild_id, game, finished) VALUES (NEW.guild_id, NEW.game, 1)
        ON CONFLICT (guild_id, game) DO UPDATE SET finished = finished + 1;
END;
