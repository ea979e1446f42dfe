# Slash commands as Discord shows them (cogs/translator.py), and the refusal of options a command does not
# declare (cogs/options.py). Names: lowercase, no spaces, at most 32 characters; descriptions at most 100.

cmd-game = game
cmd-game-about = Play board and card games in this channel
cmd-new = new
cmd-new-about = Open a new table for a game in this channel
cmd-rules = rules
cmd-rules-about = How a game is played, in short
cmd-list = list
cmd-list-about = Open tables in this server
cmd-cancel = cancel
cmd-cancel-about = End a table in this channel (host or Manage Server)
cmd-mine = mine
cmd-mine-about = Your tables in every server, and whose move it is
cmd-settings = settings
cmd-settings-about = Your language, your-move DMs, time zone and quiet hours (only you see them)
cmd-away = away
cmd-away-about = Pause your clocks in every game for some days (uses vacation days)
cmd-leave = leave
cmd-leave-about = Leave a game in this channel; an AI plays on for you
cmd-kick = kick
cmd-kick-about = Remove a player from a game here (host or Manage Server)
cmd-history = history
cmd-history-about = Finished games here (or yours in every server, in DMs)
cmd-replay = replay
cmd-replay-about = Replay a finished game step by step (only you see it)
cmd-export = export
cmd-export-about = Download a finished game's log as a JSON file
cmd-stats = stats
cmd-stats-about = Games played and won, places and ratings in this server
cmd-leaderboard = leaderboard
cmd-leaderboard-about = The best-rated players of a game in this server

cmd-option-game = game
cmd-option-pace = pace
cmd-option-vacation = vacation
cmd-option-days = days
cmd-option-until = until
cmd-option-end = end
cmd-option-time-zone = time_zone
cmd-option-quiet-hours = quiet_hours
cmd-option-variant = variant
cmd-option-when-late = when_late
cmd-option-table = table
cmd-option-member = member

cmd-new-game-about = Which game to play
cmd-new-pace-about = Each player's time: a bank that grows with each move (default: daily)
cmd-new-vacation-about = on: an empty bank first spends a vacation day (default); off: never
cmd-away-days-about = How many days (each uses one vacation day)
cmd-away-until-about = Or until a date, e.g. 2026-12-24
cmd-away-end-about = True: come back now; the whole days not used are returned
cmd-settings-time-zone-about = Your time zone, e.g. Europe/Warsaw (for quiet hours)
cmd-settings-quiet-hours-about = No DMs and no clock running out then, e.g. 23:00-08:00 (or off)
cmd-new-variant-about = A variant of the game, if it has any (e.g. Pachamama: short)
cmd-new-when-late-about = What happens when a bank runs out (default: the AI plays for them)
cmd-which-game = Which game
cmd-cancel-table-about = The table number (shown on the table); needed if several are open here
cmd-leave-table-about = The table number; needed if you play at several here
cmd-kick-member-about = The player to remove; an AI takes their seat
cmd-table-number = The table number
cmd-history-member-about = Only this member's games
cmd-history-game-about = Only this game
cmd-finished-table-number = The table number (see /game history)
cmd-stats-member-about = Whose stats (default: yours)

cmd-late-ai = the AI plays that move for them
cmd-late-forfeit = they forfeit: an AI takes their seat
cmd-notify-on = on
cmd-notify-off = off

## a slash option outside what its command declares

cmd-refused = ⚠️ { $problem } Nothing was changed; please pick from what the command offers.
cmd-refused-unknown-option = { $command } has no option { $option } (or it came twice).
cmd-refused-no-value = { $option } has no value.
cmd-refused-wrong-kind = { $option } has the wrong kind of value.
cmd-refused-option = { $option } { $problem }.
cmd-refused-missing = { $command } needs { $option }.
cmd-refused-text = must be text
cmd-refused-min-length = must be at least { $n } { $n ->
        [one] character
       *[other] characters
    } long
cmd-refused-max-length = must be at most { $n } { $n ->
        [one] character
       *[other] characters
    } long
cmd-refused-whole-number = must be a whole number
cmd-refused-number = must be a number
cmd-refused-out-of-range = is out of range
cmd-refused-min = must be at least { $n }
cmd-refused-max = must be at most { $n }
cmd-refused-boolean = must be true or false
cmd-refused-unresolved = is not something Discord sent along with the command
cmd-refused-choices = must be one of { $choices }
cmd-privacy = privacy
cmd-privacy-about = What the bot keeps about you, for how long, and your choices
cmd-mydata = mydata
cmd-mydata-about = Your data (games, moves, ratings, settings) as a JSON file
cmd-forget-me = forget-me
cmd-forget-me-about = Have the bot forget you (after a confirmation)
cmd-forget-server = forget-server
cmd-forget-server-about = Delete this server's tables and history now (Manage Server)

## notifications (issue 33)

cmd-mute = mute
cmd-mute-about = Stop DMs about one table of yours (again: unmute); it stays listed
cmd-follow = follow
cmd-follow-about = Get a table's public play-by-play at your digest times
cmd-unfollow = unfollow
cmd-unfollow-about = Stop getting a table's play-by-play
cmd-option-notifications = notifications
cmd-option-digest-times = digest_times
cmd-settings-notifications-about = every: a DM when moves await you; digest: at your digest times; deadline: when time runs short
cmd-settings-digest-times-about = When your digest comes, your time: one or two, e.g. 08:00, 18:00
cmd-mute-table-about = The table number (see /game mine)
