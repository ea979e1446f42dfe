# The table, the lobby and the hands (cogs/ui.py). Names and mentions arrive as arguments, escaped.

ui-lobby-title = { $game } · new table
ui-lobby-description = Hosted by { $host }. { $min }–{ $max } players.
    Press **Join** to take a seat. The host can **Add AI** players and **Start** once { $min } seats are filled.
ui-lobby-seats = Seats ({ $taken }/{ $max })
ui-lobby-footer = Table #{ $table } · /game rules game:{ $game } explains the game
ui-pace = Pace
ui-recent = Last moves
ui-variant = Variant
ui-pace-none = ⏱️ No deadline: take your time.
ui-pace-per-decision = ⏱️ { $time } per decision; when it passes, { $late }.
ui-pace-late-ai = the AI plays that move for them
ui-pace-late-forfeit = they forfeit and an AI takes the seat
ui-due = ⏳ { $player }: due { $when }
ui-table-title = { $game } · table #{ $table }
ui-dms-closed = ⚠️ Direct messages closed
ui-dms-closed-body = { $players }: I couldn't DM you. Press **My hand** below to see your cards and play.
ui-footer-where = your DMs or My hand
ui-footer-where-playground = press My hand below
ui-table-footer = Move { $move } · Your cards and choices: { $where }
ui-eliminated = {" "}· eliminated
ui-winners = 🏆 { $count ->
        [one] Winner
       *[other] Winners
    }: { $winners }
ui-no-winner = 🏆 Nobody won.
ui-finished-title = { $game } · table #{ $table } · game over
ui-breakdown = How the scores came about
ui-breakdown-more = How the scores came about (continued)
ui-finished-footer = { $moves } moves · thanks for playing
ui-hand-title = { $game } · table #{ $table } · your hand
ui-hand-idle-below = ⏳ Nothing to do right now; see below.
ui-hand-idle-updates = ⏳ Nothing to do right now; this message updates.
ui-hand-live-until = *This private copy stays current until { $until }; after that, press **My hand** again.*
ui-hand-table = Table
ui-hand-jump = [Jump to the table]({ $url })
ui-hand-footer = Seat { $seat } · move { $move }
ui-broken = This control is damaged or comes from an older message; nothing was changed. Press **My hand** on the table for fresh buttons.
ui-nothing-chosen = Nothing was chosen.
ui-lobby-join = Join
ui-lobby-leave = Leave
ui-lobby-add-ai = Add AI
ui-lobby-start = Start
ui-lobby-cancel = Cancel
ui-my-hand = My hand
ui-confirm-leave = Yes, leave the game
ui-confirm-kick = Yes, remove them
ui-confirm-cancel = Yes, end it
ui-ai-level-placeholder = AI level…
ui-ai-level-easy = Easy
ui-ai-level-normal = Normal
ui-ai-level-hard = Hard
ui-ai-level-easy-about = Quick, makes slips
ui-ai-level-normal-about = Searches up to 0.5 s a move
ui-ai-level-hard-about = Searches up to 2 s a move
ui-choose = Choose…
