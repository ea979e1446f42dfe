-- Take back a misclick (issue 34). The action log stays append-only: an undo is a row of its own
-- that withdraws the move logged at seq ``withdraws``; replay, export, history and ratings skip both.
-- ``undo`` is kept on a move its engine declared undoable: the table as it was before it (snapshot,
-- decisions, waits and banks, as JSON), so that withdrawing restores exactly that.
ALTER TABLE actions ADD COLUMN withdraws INTEGER;
ALTER TABLE actions ADD COLUMN undo TEXT;
