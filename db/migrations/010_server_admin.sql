-- For server admins (issue 37).
-- * /game config: one row per (server, setting) that differs from the default (bot/server_config.py
--   names the settings and their defaults; the value is text, a list of channels is JSON), and every
--   change kept with who made it and when (the panel shows the last ten). A new table copies what it
--   needs into its own options when it is opened, so a change never reaches a table already open.
CREATE TABLE server_settings (
    guild_id    INTEGER NOT NULL,
    name        TEXT    NOT NULL,
    value       TEXT    NOT NULL,
    PRIMARY KEY (guild_id, name)
);

CREATE TABLE server_setting_changes (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id    INTEGER NOT NULL,
    name        TEXT    NOT NULL,
    value       TEXT    NOT NULL,
    user_id     INTEGER NOT NULL,
    changed_at  TEXT    NOT NULL
);
CREATE INDEX server_setting_changes_by_guild ON server_setting_changes (guild_id, id);
