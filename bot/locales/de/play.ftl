# Der Verlauf am Tisch, Zusatzfelder der Hand und Du-bist-dran-DMs.

play-something-went-wrong = ⚠️ Bei uns ist beim Ausführen dieses Zugs etwas schiefgegangen. Wenn der Tisch ihn nicht gleich zeigt, drücke bitte noch einmal.
play-farewell = 🚪 Du hast an diesem Tisch keinen Platz mehr; eine KI spielt für dich weiter.
play-thread-name = { $game } #{ $table } · Spielverlauf
play-cancelled = 🛑 Dieser Tisch wurde abgebrochen.
play-table-moved = ➡️ Dieser Tisch ist umgezogen: { $url }
hand-since-your-move = 📬 **Seit deinem letzten Zug**
hand-game-over = 🏁 Spielende
hand-game-over-body = Der Endstand steht am Tisch.
hand-cancelled = 🛑 Abgebrochen
hand-cancelled-body = Dieser Tisch wurde abgebrochen.
notify-due = fällig { $when }
notify-no-deadline = ohne Frist
notify-your-move = 🔔 Du bist dran in **{ $game }** #{ $table }, { $due }: { $link }
    -# Spiele über deine Hand-Nachricht hier oder mit **Meine Hand** am Tisch. Mit `/spiel einstellungen benachrichtigungen:` legst du fest, wann ich schreibe.
notify-reminder = ⏰ Erinnerung: Dein Zug in **{ $game }** #{ $table } ist { $due }: { $link }
