-- Languages (issue 31): see db/migrations/005_languages.sql.
ALTER TABLE user_settings ADD COLUMN language TEXT;
ALTER TABLE user_settings ADD COLUMN client_language TEXT;
