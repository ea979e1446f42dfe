# Wątek przy stole, dodatkowe pola ręki i wiadomości „twój ruch”.

play-something-went-wrong = ⚠️ Coś poszło nie tak po naszej stronie przy wykonywaniu tego ruchu. Jeśli stół zaraz go nie pokaże, naciśnij ponownie.
play-farewell = 🚪 Nie masz już miejsca przy tym stole; AI gra dalej za ciebie.
play-thread-name = { $game } #{ $table } · przebieg gry
play-cancelled = 🛑 Ten stół został anulowany.
play-table-moved = ➡️ Ten stół został przeniesiony: { $url }
hand-since-your-move = 📬 **Od twojego ostatniego ruchu**
hand-game-over = 🏁 Koniec gry
hand-game-over-body = Wyniki końcowe są na stole.
hand-cancelled = 🛑 Anulowano
hand-cancelled-body = Ten stół został anulowany.
notify-due = termin { $when }
notify-no-deadline = bez terminu
notify-your-move = 🔔 Twój ruch w **{ $game }** #{ $table }, { $due }: { $link }
    -# Zagraj z wiadomości z ręką tutaj lub przyciskiem **Moja ręka** przy stole. `/gra ustawienia powiadomienia:` wybiera, kiedy piszę.
notify-reminder = ⏰ Przypomnienie: twój ruch w **{ $game }** #{ $table } — { $due }: { $link }
