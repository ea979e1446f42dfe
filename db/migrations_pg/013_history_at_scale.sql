-- History at a million stored tables (see db/migrations/013_history_at_scale.sql).
CREATE INDEX rated_by_guild_game ON tables (guild_id, game, ended_at, id) WHERE status = 'finished' AND outcome IS NOT NULL;

CREATE TABLE finished_counts (
    guild_id    BIGINT  NOT NULL,
    game        TEXT    NOT NULL,
    finished    BIGINT  NOT NULL,
    rated       BIGINT  NOT NULL,   -- those with an outcome
    PRIMARY KEY (guild_id, game)
);
INSERT INTO finished_counts (guild_id, game, finished, rated)
    SELECT guild_id, game, COUNT(*), COUNT(outcome) FROM tables WHERE status = 'finished' AND guild_id IS NOT NULL
    GROUP BY guild_id, game;

-- a finished table changed (or a table finished): out with the row as it was, in with it as it is
CREATE FUNCTION finished_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' THEN
        IF OLD.status = 'finished' AND OLD.guild_id IS NOT NULL THEN
            UPDATE finished_counts SET finished = finished - 1, rated = rated - (OLD.outcome IS NOT NULL)::int
                WHERE guild_id = OLD.guild_id AND game = OLD.game;
        END IF;
    END IF;
    IF TG_OP <> 'DELETE' THEN
        IF NEW.status = 'finished' AND NEW.guild_id IS NOT NULL THEN
            INSERT INTO finished_counts (guild_id, game, finished, rated)
                VALUES (NEW.guild_id, NEW.game, 1, (NEW.outcome IS NOT NULL)::int)
                ON CONFLICT (guild_id, game) DO UPDATE
                SET finished = finished_counts.finished + 1, rated = finished_counts.rated + excluded.rated;
        END IF;
    END IF;
    RETURN NULL;
END;
$$;
CREATE TRIGGER finished_counts_follow AFTER INSERT OR DELETE OR UPDATE OF status, guild_id, game, outcome ON tables
    FOR EACH ROW EXECUTE FUNCTION finished_counts_follow();
