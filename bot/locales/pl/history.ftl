# /game history, replay, export, stats and leaderboard (cogs/history.py, bot/replays.py, bot/rating_plot.py).

## History pages

history-none = Nie ma jeszcze zakończonych gier.
history-none-on-page = Na tej stronie nie ma gier.
history-players = Gracze: { $names }
history-winners = 🏆 { $count ->
    [one] Zwycięzca
    [few] Zwycięzcy
    [many] Zwycięzcy
   *[other] Zwycięzcy
}: { $names }
history-table-link = [Wiadomość stołu]({ $link })
history-table-in-channel = Wiadomość stołu na #{ $channel }
history-its-channel = nieznany kanał
history-table-gone = (wiadomość stołu usunięta)
history-footer = Strona { $page } z { $pages } · { $total ->
    [one] { $total } zakończona gra
    [few] { $total } zakończone gry
    [many] { $total } zakończonych gier
   *[other] { $total } zakończonej gry
} · od najnowszych
history-title-server = Zakończone gry na tym serwerze
history-title-server-game = Zakończone gry { $game } na tym serwerze
history-title-member-here = { $name }: zakończone gry na tym serwerze
history-title-member-here-game = { $name }: zakończone gry { $game } na tym serwerze
history-title-member-everywhere = { $name }: zakończone gry na wszystkich serwerach
history-title-member-everywhere-game = { $name }: zakończone gry { $game } na wszystkich serwerach
history-that-player = Ta osoba
history-replay-button = Powtórka #{ $table }
history-newer = ◀ Nowsze
history-older = Starsze ▶
history-other-server = Ta historia należy do innego serwera.
history-only-that-player = Tylko ta osoba może przeglądać swoje gry ze wszystkich serwerów.
history-dm-own = W wiadomościach prywatnych historia pokazuje twoje własne gry.

## Replays

history-no-such-game = Nie ma tu zakończonej gry #{ $table }. Listę pokazuje `/gra historia`.
history-not-finished = Gra #{ $table } jeszcze się nie skończyła, więc nie można jej odtworzyć ani wyeksportować.
history-game-gone = Gra #{ $table } to gra, której ten bot już nie prowadzi.
history-replay-too-far = Gra #{ $table } ma tylko { $steps ->
    [one] { $steps } krok
    [few] { $steps } kroki
    [many] { $steps } kroków
   *[other] { $steps } kroku
}.
history-replay-title = { $game } · stół #{ $table } · powtórka
history-replay-head-dealt = **Krok { $step } z { $last }** · stół po rozdaniu
history-replay-head-moved = **Krok { $step } z { $last }** · ruch: { $name }
history-replay-no-announcement = _Ten ruch nie ma ogłoszenia._
history-final-scores = 🏁 Wyniki końcowe
history-result-line = { $place }. { $name }: { $score }
history-result-winner = { $place }. { $name }: { $score } (zwycięstwo)
history-result-eliminated = { $place }. { $name }: { $score } (eliminacja)
history-replay-footer = Odtworzone z zapisu gry: tylko to, co wtedy widzieli wszyscy
history-jump-round = Przejdź do rundy…
history-jump-step = Przejdź do kroku…
history-jump-round-label = Runda { $round } (krok { $step })
history-jump-step-label = Krok { $step }

## Export

history-export = **{ $game }** #{ $table }: { $moves ->
    [one] { $moves } ruch
    [few] { $moves } ruchy
    [many] { $moves } ruchów
   *[other] { $moves } ruchu
}. Każdy, kto ma kod bota, może ją odtworzyć i sprawdzić: `{ $command }`.

## Stats and leaderboard

history-stats-guild-only = Statystyki i rankingi są prowadzone osobno dla każdego serwera: zapytaj na kanale serwera.
history-stats-title = { $name } · gry na tym serwerze
history-stats-none = { $name } nie ma tu jeszcze zakończonych gier.
history-stats-line = rozegrane: { $played } · wygrane: { $won } · średnie miejsce: { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) }
history-not-rated = jeszcze bez rankingu
history-rating = ranking **{ $rating }** (#{ $place } z { $players })
history-stats-footer = Rankingi: openskill Plackett–Luce ze wszystkich zakończonych tu gier; nowi gracze zaczynają od { $start }
history-chart-title = { $name }: ranking gra po grze
history-chart-empty = Brak gier w rankingu
history-leaderboard-guild-only = Rankingi są prowadzone osobno dla każdego serwera: zapytaj na kanale serwera.
history-no-game = Nie ma gry o nazwie `{ $game }`.
history-leaderboard-title = { $game } · ranking
history-leaderboard-empty = Nie ma tu jeszcze gier w rankingu: zakończcie grę z co najmniej jednym człowiekiem przy stole.
history-leaderboard-line = { $place } { $who }: { $rating } · gry: { $games }, wygrane: { $wins }
history-leaderboard-footer = gry w rankingu: { $rated } · równy ranking to wspólne miejsce · miejsca AI grają jako jeden gracz na poziom
history-ai-easy = AI (łatwy)
history-ai-normal = AI (normalny)
history-ai-hard = AI (trudny)
