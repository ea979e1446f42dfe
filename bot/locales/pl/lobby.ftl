# The lobby's slash commands and answers (cogs/lobby.py) and the personal settings panel (cogs/settings.py).
# Names, mentions and links arrive as arguments, escaped.

lobby-needs-channel = Stoły istnieją tylko na kanale tekstowym serwera.
lobby-no-such-game = Nie ma gry o nazwie { $game }.
lobby-no-message = (brak wiadomości)
lobby-in-channel = na { $channel }
lobby-rules-title = { $game } · zasady w skrócie
lobby-rules-proposals = Nasze propozycje (spoza instrukcji)
lobby-rules-footer = { $min }–{ $max } graczy · /gra nowa gra:{ $game }
# /game rules: the annotated setup picture (its seats, its alt text)
rules-picture-seat = Gracz { $n }
rules-picture-alt = { $game }: stół na początku gry dwuosobowej, jego części ponumerowane: { $labels }.
lobby-list-none = Nie ma tu otwartych stołów. Otwórz stół poleceniem `/gra nowa`.
lobby-list-line-open = • **{ $game }** #{ $table }: poczekalnia, można dołączyć, przy stole: { $seated } · gospodarz { $host } · { $link }
lobby-list-line-playing = • **{ $game }** #{ $table }: w toku, przy stole: { $seated } · gospodarz { $host } · { $link }
lobby-cancel-no-table = Nie ma tu otwartego stołu o tym numerze.
lobby-cancel-several = Otwartych jest tu kilka stołów ({ $tables }): wskaż który opcją `stół:`.
lobby-cancel-host-only = Tylko gospodarz (albo ktoś z uprawnieniem „Zarządzanie serwerem”) może anulować ten stół.
lobby-cancel-ask = Zakończyć **{ $game }** #{ $table } dla wszystkich? Gra skończy się teraz bez zwycięzcy; w historii zostanie jako anulowana.
lobby-cancelled = Stół #{ $table } został anulowany.
lobby-mine-none = Nie masz otwartych stołów. Otwórz stół poleceniem `/gra nowa`.
lobby-mine-line-lobby = • **{ $game }** #{ $table }: poczekalnia, przy stole: { $seated } · { $link }
lobby-mine-line = • **{ $game }** #{ $table }: { $whose } · { $link }
lobby-mine-waiting = czeka na: { $players }
lobby-mine-waiting-nobody = nie czeka na nikogo
lobby-notify-on = 🔔 Dostaniesz DM, gdy będzie czekać twój ruch.
lobby-notify-off = 🔕 Koniec z DM-ami, przypomnieniami i oznaczeniami w przebiegu gry, gdy przychodzi twój ruch. Wiadomość z twoją ręką nadal się aktualizuje; `/gra moje` pokazuje twoje stoły.
lobby-no-game-here = Nie toczy się tu gra o tym numerze.
lobby-several-games = Toczy się tu kilka gier ({ $tables }): wskaż którą opcją `stół:`.
lobby-leave-ask = Opuścić **{ $game }** #{ $table }? Twoje miejsce do końca gry zajmie AI.
lobby-kick-host-only = Tylko gospodarz (albo ktoś z uprawnieniem „Zarządzanie serwerem”) może usunąć gracza.
lobby-kick-ask = Usunąć { $player } z **{ $game }** #{ $table }? Jego miejsce zajmie AI.
lobby-confirm-cancel-asker-only = Tylko osoba, która pytała, może potwierdzić zakończenie gry.
lobby-confirm-leave-player-only = Tylko sam gracz może potwierdzić opuszczenie gry.
lobby-left = Opuszczasz grę; AI gra dalej za ciebie.
lobby-kicked = { $player } został(a) usunięty(-a).
lobby-ai-which = Jaki gracz AI? **Łatwy** gra szybko i czasem się myli, **normalny** szuka około pół sekundy na ruch, **trudny** do dwóch sekund.
lobby-ai-added = 🤖 Dodano **{ $player }** ({ $level }).
lobby-unknown-button = Nieznany przycisk.

## /game settings

lobby-settings-title = ⚙️ **Twoje ustawienia** (widzisz je tylko ty)
lobby-settings-language-chosen = 🌐 Język: **{ $language }**
lobby-settings-language-app = 🌐 Język: jak w twojej aplikacji Discord (teraz **{ $language }**)
lobby-settings-choose-language = Wybierz swój język…
lobby-settings-follow-app = Jak moja aplikacja Discord
lobby-settings-dms-turn-on = Włącz DM-y o moim ruchu
lobby-settings-dms-turn-off = Wyłącz DM-y o moim ruchu
lobby-settings-now = ✅ Od teraz odpowiadam ci w języku: { $language }.
lobby-settings-now-app = ✅ Od teraz odpowiadam ci w języku twojej aplikacji Discord ({ $language }).
