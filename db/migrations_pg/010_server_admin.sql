-- PostgreSQL twin of db/migrations/010_server_admin.sql: same tables, same meaning.
CREATE TABLE server_settings (
    guild_id    BIGINT  NOT NULL,
    name        TEXT    NOT NULL,
    value       TEXT    NOT NULL,
    PRIMARY KEY (guild_id, name)
);

CREATE TABLE server_setting_changes (
    id          BIGSERIAL PRIMARY KEY,
    guild_id    BIGINT  NOT NULL,
    name        TEXT    NOT NULL,
    value       TEXT    NOT NULL,
    user_id     BIGINT  NOT NULL,
    changed_at  TEXT COLLATE "C" NOT NULL
);
CREATE INDEX server_setting_changes_by_guild ON server_setting_changes (guild_id, id);
