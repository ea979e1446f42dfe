# The lobby's slash commands and answers (cogs/lobby.py) and the personal settings panel (cogs/settings.py).
# Names, mentions and links arrive as arguments, escaped.

lobby-needs-channel = Tables live in a server's text channel.
lobby-no-such-game = There is no game called { $game }.
lobby-no-message = (no message)
lobby-in-channel = in { $channel }
lobby-rules-title = { $game } · rules in short
lobby-rules-proposals = Our proposals (not in the rulebook)
lobby-rules-footer = { $min }–{ $max } players · /game new game:{ $game }
# /game rules: the annotated setup picture (its seats, its alt text)
rules-picture-seat = Player { $n }
rules-picture-alt = { $game }: the table at the start of a two-player game, its parts numbered: { $labels }.
lobby-list-none = No open tables here. Start one with `/game new`.
lobby-list-line-open = • **{ $game }** #{ $table }: lobby, open to join, { $seated } seated · host { $host } · { $link }
lobby-list-line-playing = • **{ $game }** #{ $table }: in play, { $seated } seated · host { $host } · { $link }
lobby-cancel-no-table = There is no open table here with that number.
lobby-cancel-several = Several tables are open here ({ $tables }): say which with `table:`.
lobby-cancel-host-only = Only the host (or someone with Manage Server) can cancel this table.
lobby-cancel-ask = End **{ $game }** #{ $table } for everyone? The game stops now with no winner; it stays in the history as cancelled.
lobby-cancelled = Table #{ $table } is cancelled.
lobby-mine-none = You have no open tables. Start one with `/game new`.
lobby-mine-line-lobby = • **{ $game }** #{ $table }: lobby, { $seated } seated · { $link }
lobby-mine-line = • **{ $game }** #{ $table }: { $whose } · { $link }
lobby-mine-waiting = waiting for { $players }
lobby-mine-waiting-nobody = waiting for nobody
lobby-notify-on = 🔔 You'll get a DM when a move of yours is awaited.
lobby-notify-off = 🔕 No more your-move DMs, reminders or pings in the play-by-play. Your hand message still updates; `/game mine` lists your tables.
lobby-no-game-here = There is no game running here with that number.
lobby-several-games = Several games are running here ({ $tables }): say which with `table:`.
lobby-leave-ask = Leave **{ $game }** #{ $table }? An AI takes your seat for the rest of the game.
lobby-kick-host-only = Only the host (or someone with Manage Server) can remove a player.
lobby-kick-ask = Remove { $player } from **{ $game }** #{ $table }? An AI takes their seat.
lobby-confirm-cancel-asker-only = Only the person who asked can confirm ending the game.
lobby-confirm-leave-player-only = Only the player themselves can confirm leaving.
lobby-left = You left the game; an AI plays on for you.
lobby-kicked = { $player } was removed.
lobby-ai-which = Which AI player? **Easy** plays quickly with some slips, **normal** searches about half a second a move, **hard** up to two seconds.
lobby-ai-added = 🤖 Added **{ $player }** ({ $level }).
lobby-unknown-button = Unknown button.

## /game settings

lobby-settings-title = ⚙️ **Your settings** (only you see them)
lobby-settings-language-chosen = 🌐 Language: **{ $language }**
lobby-settings-language-app = 🌐 Language: as your Discord app (now **{ $language }**)
lobby-settings-choose-language = Choose your language…
lobby-settings-follow-app = Follow my Discord app
lobby-settings-dms-turn-on = Turn your-move DMs on
lobby-settings-dms-turn-off = Turn your-move DMs off
lobby-settings-now = ✅ From now on I answer you in { $language }.
lobby-settings-now-app = ✅ From now on I answer you in your Discord app's language ({ $language }).
