-- Restart with a million stored tables (issue 40): the start-up pass reads the running tables a page at
-- a time by id; without this index each page scanned every table, finished ones included (about 90%).
CREATE INDEX tables_running ON tables (id) WHERE status = 'running';
