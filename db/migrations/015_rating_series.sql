-- Each player's shown rating after each game that counted, oldest first ("1012,1030,998"): /game stats
-- draws it as a chart, and after a restart it rated every finished game of the server again to get it
-- (13 to 30 s at 1,000,000 tables). bot.ratings appends the games each catch-up rated to the rows it
-- writes, under the same version check as the figures. NULL: not known (a row from before this
-- migration, or appended to one): /game stats then rates the games once, which writes it whole.
ALTER TABLE ratings ADD COLUMN series TEXT;
