-- Languages (issue 31): the language a member chose in /game settings (NULL: follow their Discord
-- client), and the client's language last seen in an interaction, for DMs the bot sends on its own.
ALTER TABLE user_settings ADD COLUMN language TEXT;
ALTER TABLE user_settings ADD COLUMN client_language TEXT;
