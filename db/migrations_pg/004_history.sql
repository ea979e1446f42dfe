-- After the game: history pages, stats and ratings read finished tables (see db/migrations/004_history.sql).
CREATE INDEX history_by_guild ON tables (guild_id, ended_at DESC, id DESC) WHERE status = 'finished';
CREATE INDEX history_by_guild_game ON tables (guild_id, game, ended_at DESC, id DESC) WHERE status = 'finished';
CREATE INDEX seats_by_user_table ON seats (user_id, table_id);
