-- A correspondence clock (issue 32): a time bank per seat, players' quiet hours, away periods
-- and vacation days. Tables from before keep their fixed time per decision (pace NULL).
ALTER TABLE tables ADD COLUMN pace TEXT;                          -- 'live' | 'daily' | 'relaxed' | 'none'; NULL: fixed move_seconds
ALTER TABLE tables ADD COLUMN vacation INTEGER NOT NULL DEFAULT 1; -- a player's vacation day may stand in for an empty bank
ALTER TABLE seats ADD COLUMN bank_seconds REAL;                   -- the bank while the seat's clock is stopped; NULL: the pace's start
ALTER TABLE seats ADD COLUMN ai_since INTEGER;                    -- the table version at which an AI took the seat over (replays name the player before)
ALTER TABLE waits ADD COLUMN notify_at TEXT;                      -- the your-move DM waits until then (quiet hours); NULL: at once
ALTER TABLE user_settings ADD COLUMN time_zone TEXT;              -- IANA name; NULL: no quiet hours
ALTER TABLE user_settings ADD COLUMN quiet_start TEXT;            -- 'HH:MM' local; NULL: 23:00 once a zone is set
ALTER TABLE user_settings ADD COLUMN quiet_end TEXT;              -- 'HH:MM' local; NULL: 08:00
ALTER TABLE user_settings ADD COLUMN away_until TEXT;             -- every clock of theirs is paused until then
ALTER TABLE user_settings ADD COLUMN vacation_days REAL;          -- NULL: a new player (starts with 14)
ALTER TABLE user_settings ADD COLUMN vacation_counted_at TEXT;    -- the monthly accrual is counted up to here

-- The dispatcher reads the earliest time of each kind from its own index, and the due rows by them.
CREATE INDEX waits_by_remind ON waits (remind_at) WHERE reminded = 0;
CREATE INDEX waits_by_notify ON waits (notify_at) WHERE notified = 0;
