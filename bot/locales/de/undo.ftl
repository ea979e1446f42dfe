# Einen Fehlklick zurücknehmen (Issue 34): bot/undo.py, cogs/undo.py.

undo-took-back = ↩️ { $player } hat den letzten Zug zurückgenommen.
undo-button = Rückgängig
undo-too-late = Zu spät, um diesen Zug zurückzunehmen: Das Spiel ist inzwischen weitergegangen.
undo-not-possible = Dieser Zug kann nicht mehr zurückgenommen werden (er hat etwas gezeigt, oder jemand hat seitdem gespielt).
undo-game-over = Dieses Spiel ist vorbei: Seine Züge bleiben.
undo-not-your-turn-yet = ↩️ { $player } hat den Zug in **{ $game }** #{ $table } zurückgenommen: Du bist noch nicht am Zug. Du erfährst es, sobald du dran bist.
