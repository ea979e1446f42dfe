# The table's thread, hands' extra fields and your-move DMs (cogs/play.py, cogs/hands.py, cogs/notify.py).

play-something-went-wrong = ⚠️ Something went wrong on our side while making that move. If the table does not show it in a moment, please press again.
play-farewell = 🚪 You no longer have a seat at this table; an AI plays on for you.
play-thread-name = { $game } #{ $table } · play by play
play-cancelled = 🛑 This table was cancelled.
play-table-moved = ➡️ This table moved: { $url }
hand-since-your-move = 📬 **Since your last move**
hand-game-over = 🏁 Game over
hand-game-over-body = The final scores are on the table.
hand-cancelled = 🛑 Cancelled
hand-cancelled-body = This table was cancelled.
notify-due = due { $when }
notify-no-deadline = no deadline
notify-your-move = 🔔 Your move in **{ $game }** #{ $table }, { $due }: { $link }
    -# Play from your hand message here or with **My hand** on the table. `/game settings notifications:` chooses when I write.
notify-reminder = ⏰ Reminder: your move in **{ $game }** #{ $table } is { $due }: { $link }
