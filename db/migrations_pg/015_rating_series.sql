-- Each player's shown rating after each counted game (see db/migrations/015_rating_series.sql).
ALTER TABLE ratings ADD COLUMN series TEXT;
