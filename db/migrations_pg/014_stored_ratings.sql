-- Ratings kept between restarts (see db/migrations/014_stored_ratings.sql).
CREATE TABLE rating_marks (
    guild_id    BIGINT  NOT NULL,
    game        TEXT    NOT NULL,
    version     BIGINT  NOT NULL,
    seen        BIGINT  NOT NULL,   -- finished tables read (counted or not); -1: rebuild
    counted     BIGINT  NOT NULL,   -- finished tables that changed ratings
    ended_at    TEXT COLLATE "C",   -- (ended_at, table_id) of the last finished table read
    table_id    BIGINT,
    PRIMARY KEY (guild_id, game)
);

CREATE TABLE ratings (
    guild_id    BIGINT  NOT NULL,
    game        TEXT    NOT NULL,
    player      TEXT    NOT NULL,   -- bot.ratings.player_key: "u:<user id>" or "ai:<level>"
    name        TEXT    NOT NULL,
    mu          DOUBLE PRECISION NOT NULL,
    sigma       DOUBLE PRECISION NOT NULL,
    games       BIGINT  NOT NULL,
    wins        BIGINT  NOT NULL,
    PRIMARY KEY (guild_id, game, player)
);
