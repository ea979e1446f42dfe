-- How and when the bot reaches a player (issue 33): see db/migrations/008_notifications.sql.
ALTER TABLE user_settings ADD COLUMN notify_mode TEXT;
ALTER TABLE user_settings ADD COLUMN digest_times TEXT;

CREATE TABLE pushes (
    user_id     BIGINT  NOT NULL,
    kind        TEXT    NOT NULL,
    send_at     TEXT    COLLATE "C" NOT NULL,
    PRIMARY KEY (user_id, kind)
);
CREATE INDEX pushes_by_time ON pushes (send_at);

CREATE TABLE dashboards (
    user_id     BIGINT  PRIMARY KEY,
    channel_id  BIGINT  NOT NULL,
    message_id  BIGINT  NOT NULL
);

CREATE TABLE mutes (
    user_id     BIGINT  NOT NULL,
    table_id    BIGINT  NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    PRIMARY KEY (user_id, table_id)
);

CREATE TABLE follows (
    user_id     BIGINT  NOT NULL,
    table_id    BIGINT  NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    PRIMARY KEY (user_id, table_id)
);
CREATE INDEX follows_by_table ON follows (table_id);

CREATE TABLE follow_lines (
    id          BIGSERIAL PRIMARY KEY,
    user_id     BIGINT  NOT NULL,
    table_id    BIGINT  NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    text        TEXT    NOT NULL
);
CREATE INDEX follow_lines_by_user ON follow_lines (user_id, id);

CREATE FUNCTION outbox_to_followers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO follow_lines (user_id, table_id, text)
        SELECT user_id, NEW.table_id, NEW.text FROM follows WHERE table_id = NEW.table_id;
    RETURN NULL;
END;
$$;
CREATE TRIGGER outbox_to_followers AFTER INSERT ON outbox
    FOR EACH ROW EXECUTE FUNCTION outbox_to_followers();
