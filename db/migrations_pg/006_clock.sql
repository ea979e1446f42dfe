-- A correspondence clock (issue 32): see db/migrations/006_clock.sql.
ALTER TABLE tables ADD COLUMN pace TEXT;                            -- NULL: a table from before paces (move_seconds)
ALTER TABLE tables ADD COLUMN vacation BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE seats ADD COLUMN bank_seconds DOUBLE PRECISION;         -- NULL: the pace's starting bank
ALTER TABLE seats ADD COLUMN ai_since INTEGER;                      -- the version at which an AI took the seat over
ALTER TABLE waits ADD COLUMN notify_at TEXT COLLATE "C";            -- NULL: the your-move DM goes at once
ALTER TABLE user_settings ADD COLUMN time_zone TEXT;
ALTER TABLE user_settings ADD COLUMN quiet_start TEXT;
ALTER TABLE user_settings ADD COLUMN quiet_end TEXT;
ALTER TABLE user_settings ADD COLUMN away_until TEXT COLLATE "C";
ALTER TABLE user_settings ADD COLUMN vacation_days DOUBLE PRECISION;
ALTER TABLE user_settings ADD COLUMN vacation_counted_at TEXT COLLATE "C";

CREATE INDEX waits_by_remind ON waits (remind_at) WHERE NOT reminded;
CREATE INDEX waits_by_notify ON waits (notify_at) WHERE NOT notified;
