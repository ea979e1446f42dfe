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
