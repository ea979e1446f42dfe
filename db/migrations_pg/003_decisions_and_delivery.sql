-- Decisions and delivery (see db/migrations/003_decisions_and_delivery.sql).
ALTER TABLE tables ADD COLUMN decisions TEXT NOT NULL DEFAULT '{}';  -- {"seat": version the decision began}
ALTER TABLE tables ADD COLUMN painted TEXT;                         -- 'status:version' the table message shows
UPDATE tables SET painted = status || ':' || version;
ALTER TABLE seats ADD COLUMN hand_version INTEGER;                  -- the version the DM hand shows
UPDATE seats SET hand_version = (SELECT version FROM tables WHERE tables.id = seats.table_id);

CREATE TABLE outbox (
    id          BIGSERIAL PRIMARY KEY,
    table_id    BIGINT  NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    text        TEXT    NOT NULL        -- engine text: <seat:i> names, <mention:i> pings
);
CREATE INDEX outbox_by_table ON outbox (table_id, id);
