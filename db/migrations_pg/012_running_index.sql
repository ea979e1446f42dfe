-- Restart with a million stored tables (see db/migrations/012_running_index.sql).
CREATE INDEX tables_running ON tables (id) WHERE status = 'running';
