# Ustawienia serwera (cogs/admin.py): /game config, dla członków z uprawnieniem „Zarządzanie serwerem”.

admin-only-admins = 🔒 Tylko administratorzy serwera („Zarządzanie serwerem”) mogą zmieniać jego ustawienia. Nic nie zostało zmienione.
admin-title = ⚙️ **Ustawienia tego serwera dla nowych stołów** (trwające stoły zachowują swoje)
admin-line = • **{ $setting }:** { $value }
admin-pick = Zmień ustawienie…
admin-saved = ✅ { $setting }: { $value }. Nowe stoły używają tego od teraz.
admin-changes-title = **Ostatnie zmiany**
admin-changes-none = Jeszcze bez zmian: wszystko jest domyślne.
admin-change-line = { $when } { $user }: { $setting } → { $value }
admin-setting-pace = Domyślne tempo
admin-setting-when-late = Gdy skończy się czas
admin-setting-channels = Kanały, w których można otwierać stoły
admin-setting-play-by-play = Przebieg gry
admin-setting-host-role = Rola gospodarza (może otwierać stoły)
admin-setting-language = Język wiadomości publicznych
admin-setting-ai-ratings = Gry z miejscami AI a rankingi
admin-setting-announce = Kanał ogłoszeń
admin-play-by-play-thread = w wątku przy stole
admin-play-by-play-channel = w kanale
admin-ai-ratings-humans = oceniani są tylko ludzie, między sobą
admin-ai-ratings-all = miejsca AI też są oceniane
admin-ai-ratings-none = gry z miejscem AI nie są oceniane
admin-language-auto = język serwera w Discordzie
admin-channels-any = dowolny kanał
admin-host-role-everyone = wszyscy
admin-announce-none = brak
admin-clear-channels = Dowolny kanał
admin-clear-announce = Bez ogłoszeń
admin-clear-host-role = Wszyscy mogą otwierać stoły
admin-channel-not-allowed = 🚫 Na tym serwerze stoły otwiera się tylko w { $channels }. Nic nie zostało otwarte.
admin-host-role-needed = 🚫 Tylko członkowie z rolą { $role } mogą otwierać stoły na tym serwerze. Nic nie zostało otwarte.
admin-announce-finished = 🏁 { $game } (stół #{ $table }) zakończona. { $count ->
        [0] Brak zwycięzcy.
        [one] Zwycięzca: { $winners }
        [few] Zwycięzcy: { $winners }
        [many] Zwycięzcy: { $winners }
       *[other] Zwycięzcy: { $winners }
    }
admin-cmd-config = konfiguracja
admin-cmd-config-about = Ustawienia tego serwera dla nowych stołów (Zarządzanie serwerem)
admin-cmd-season = sezon
admin-cmd-season-about = Sezony: świeży ranking (Zarządzanie serwerem)
admin-cmd-season-start = rozpocznij
admin-cmd-season-start-about = Rozpocznij sezon: świeży ranking obok rankingu wszech czasów
admin-cmd-season-end = zakończ
admin-cmd-season-end-about = Zakończ sezon: jego rankingi trafią do archiwum
admin-option-name = nazwa
admin-option-season = sezon
admin-season-name-about = Nazwa sezonu, np. Wiosna 2026
admin-leaderboard-season-about = Nazwa sezonu (domyślnie: wszech czasów i trwający sezon)
admin-season-started = 🏁 Sezon **{ $name }** się zaczął: ranking pokazuje go obok wszech czasów i liczy partie zakończone od teraz.
admin-season-already-open = Sezon już trwa: najpierw go zakończ przez `/gra sezon zakończ`. Nic się nie zmieniło.
admin-season-name-taken = Był już sezon o nazwie **{ $name }**: wybierz inną nazwę. Nic się nie zmieniło.
admin-season-none-open = Żaden sezon nie trwa. `/gra sezon rozpocznij` zaczyna nowy.
admin-season-ended = 🏁 Sezon **{ $name }** się zakończył; jego rankingi są w archiwum (`/gra ranking sezon:{ $name }`).
admin-season-champion = • { $game }: 🥇 { $name }
admin-season-unknown = Nie ma tu sezonu o nazwie **{ $name }**.
admin-season-board-running = Sezon { $season } (trwa): { $game }
admin-season-board-ended = Sezon { $season } (wynik końcowy): { $game }
