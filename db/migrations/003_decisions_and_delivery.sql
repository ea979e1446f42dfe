-- A table always reaches its end.
-- * Each awaited seat's current decision is numbered by the table version at which it began;
--   buttons carry that number, so one player's move never makes another's buttons stale,
--   and each decision gets its own wait (deadline), written with the move that creates it.
-- * What players must see is remembered until it is delivered: the version the table message
--   and each DM hand show, and the play-by-play lines not yet posted.
ALTER TABLE tables ADD COLUMN decisions TEXT NOT NULL DEFAULT '{}';  -- {"seat": version the decision began}
ALTER TABLE tables ADD COLUMN painted TEXT;                         -- 'status:version' the table message shows
UPDATE tables SET painted = status || ':' || version;
ALTER TABLE seats ADD COLUMN hand_version INTEGER;                  -- the version the DM hand shows
UPDATE seats SET hand_version = (SELECT version FROM tables WHERE tables.id = seats.table_id);

CREATE TABLE outbox (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    table_id    INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    text        TEXT    NOT NULL        -- engine text: <seat:i> names, <mention:i> pings
);
CREATE INDEX outbox_by_table ON outbox (table_id, id);
