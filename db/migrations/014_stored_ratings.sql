-- Ratings kept between restarts (issue 40): the first /game leaderboard after a restart rated every
-- finished game of the server again (16 s for 161,844 games of one game). bot.ratings stores what a
-- leaderboard needs, per server and game, with the last finished table it covers; it is only a cache
-- of what replaying the stored games gives, checked against them (how many finished up to the mark)
-- before use and rebuilt when they no longer match.
-- * rating_marks.version goes up with every write and with every change a replay would see that the
--   mark cannot (a forgotten player's seats, db/privacy.py): a writer that read another version stands
--   down, so a replay started before a forget never stores the old names. seen = -1: rebuild.
CREATE TABLE rating_marks (
    guild_id    INTEGER NOT NULL,
    game        TEXT    NOT NULL,
    version     INTEGER NOT NULL,
    seen        INTEGER NOT NULL,   -- finished tables read (counted or not)
    counted     INTEGER NOT NULL,   -- finished tables that changed ratings
    ended_at    TEXT,               -- (ended_at, table_id) of the last finished table read
    table_id    INTEGER,
    PRIMARY KEY (guild_id, game)
);

CREATE TABLE ratings (
    guild_id    INTEGER NOT NULL,
    game        TEXT    NOT NULL,
    player      TEXT    NOT NULL,   -- bot.ratings.player_key: "u:<user id>" or "ai:<level>"
    name        TEXT    NOT NULL,
    mu          REAL    NOT NULL,
    sigma       REAL    NOT NULL,
    games       INTEGER NOT NULL,
    wins        INTEGER NOT NULL,
    PRIMARY KEY (guild_id, game, player)
);
