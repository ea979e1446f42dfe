# Jak bot dociera do gracza między ruchami (cogs/notify.py, cogs/turns.py, cogs/following.py).

## lista „Twoje ruchy”

turns-title = 📋 **Twoje ruchy** ({ $count ->
    [one] czeka na ciebie jeden ruch
    [few] czekają na ciebie { $count } ruchy
   *[other] czeka na ciebie { $count } ruchów
})
turns-none = ✅ **Twoje ruchy**: żaden ruch na ciebie nie czeka. (Ta wiadomość jest aktualizowana.)
turns-line = • **{ $game }** #{ $table } · { $server }: { $asked }, { $due }{ $muted } · { $link }
turns-your-move = twój ruch
turns-due = termin { $when }
turns-no-due = bez terminu
turns-some-server = pewien serwer
turns-more = …i jeszcze { $count } (zobacz `/game mine`)
turns-open-hand = { $game } #{ $table }
turns-push = 🔔 Twój ruch przy { $count } stołach
turns-digest = 🗞️ **Twoje podsumowanie**
turns-follow-digest = 🗞️ **Stoły, które obserwujesz**
turns-follow-table = 👀 **{ $game }** #{ $table } · { $link }
lobby-mine-others = **Twoje inne stoły**

## polecenia, które wymagają bota na serwerze

cmd-server-only = { $command } wymaga bota na tym serwerze (dodaje go administrator serwera). Tutaj działają `/game mine`, `/game settings`, `/game follow` i `/game rules`.

## powiadomienia (/game settings)

notify-mode-every = każdy ruch
notify-mode-every-about = DM, gdy czekają na ciebie ruchy (stoły w ciągu minut: jeden DM)
notify-mode-digest = podsumowanie
notify-mode-digest-about = jeden DM o twoich godzinach ze wszystkimi ruchami, które masz do zrobienia
notify-mode-deadline = tylko terminy
notify-mode-deadline-about = DM tylko wtedy, gdy kończy się twój czas
notify-mode-off = wyłączone
notify-mode-off-about = żadnych DM-ów poza twoimi rękami
notify-choose-mode = Jak mam do ciebie docierać?
notify-settings-mode = 📬 Powiadomienia: **{ $mode }** ({ $about })
notify-settings-digest = 🗞️ Godziny podsumowania: { $times } ({ $zone })
notify-settings-muted = 🔕 Wyciszone stoły: { $tables }
notify-settings-following = 👀 Obserwujesz: { $tables }
notify-mode-now = ✅ Powiadomienia: { $mode }.
notify-bad-digest-times = ⚠️ „{ $text }” to nie są godziny, które umiem odczytać: podaj jedną lub dwie godziny, np. `08:00, 18:00`. Nic nie zostało zmienione.

## wyciszanie, obserwowanie

notify-mute-not-yours = ⚠️ Nie grasz przy otwartym stole #{ $table }, więc nie ma czego wyciszyć. Nic nie zostało zmienione.
notify-muted = 🔕 **{ $game }** #{ $table } jest wyciszony: zostaje na twojej liście, ale nie będę ci o nim pisać. To samo polecenie znosi wyciszenie.
notify-unmuted = 🔔 **{ $game }** #{ $table } nie jest już wyciszony.
notify-follow-cannot-see = ⚠️ Nie mogę ci pokazać stołu #{ $table }: nie ma takiego stołu na serwerze i kanale, które widzisz. Nic nie zostało zmienione.
notify-follow-over = ⚠️ Stół #{ $table } się zakończył: `/game replay` go pokaże. Nic nie zostało zmienione.
notify-follow-you-play = ⚠️ Grasz przy stole #{ $table }: twoja lista i twoja ręka już go śledzą. Nic nie zostało zmienione.
notify-follow-already = Już obserwujesz **{ $game }** #{ $table }.
notify-following = 👀 Obserwujesz **{ $game }** #{ $table }: jego publiczny przebieg gry przyjdzie o twoich godzinach podsumowania ({ $times }). `/game unfollow` to kończy.
notify-unfollow-not = ⚠️ Nie obserwujesz stołu #{ $table }. Nic nie zostało zmienione.
notify-unfollowed = Nie obserwujesz już stołu #{ $table }.
