# Dane gracza (cogs/privacy.py): /gra prywatnosc, mojedane, zapomnij-mnie, zapomnij-serwer.

privacy-what =
    🔒 **Co ten bot przechowuje o tobie**
    • Twój identyfikator użytkownika Discord i nazwę, jaką miałeś przy każdym stole.
    • Każdą rozegraną grę: twoje miejsce, twoje ruchy, wynik i twój ranking (liczony z wyników).
    • Twoje ustawienia: język, wiadomości o twoim ruchu, strefę czasową, godziny ciszy, dni urlopu i nieobecność.
    • Wiadomości o twoich grach, które jeszcze czekają na wysłanie (usuwane po dostarczeniu).
    ⏳ **Jak długo:** zakończone gry zostają w historii, powtórkach i rankingach serwera, dopóki nie poprosisz o zapomnienie. Gdy bot zostanie usunięty z serwera, stoły tego serwera są usuwane po 30 dniach.
    🗝️ **Twój wybór:** `/gra mojedane` wysyła ci wszystko w pliku. `/gra zapomnij-mnie` usuwa cię: ustawienia, rankingi i statystyki znikają, a w zakończonych grach stajesz się „Former player”, więc gry nadal dają się odtworzyć pozostałym.
    Nic nie jest udostępniane poza Discordem. Pełna polityka: { $page }
privacy-mydata = 📦 Twoje dane: { $games } { $games ->
        [one] gra
        [few] gry
       *[other] gier
    }, twoje rankingi i ustawienia, w załączonym pliku. Tylko ty to widzisz.
privacy-mydata-none = 📦 Bot nie przechowuje nic o tobie: żadnych gier, rankingów ani ustawień. Nic nie zostało wysłane.
privacy-forget-ask = ⚠️ Zapomnieć o tobie? Twoje ustawienia, rankingi i statystyki zostaną usunięte, a w zakończonych grach twoja nazwa i identyfikator staną się „Former player” (gry zostają dla pozostałych). Tego nie da się cofnąć.
privacy-forget-ask-leave = Najpierw opuścisz gry, w których jesteś ({ $tables }): AI zagra dalej na twoim miejscu; lobby, które prowadzisz, zostaną odwołane.
privacy-forget-yes = Zapomnij mnie
privacy-cancel = Anuluj
privacy-forget-cancelled = Nic nie zostało zmienione: bot zna cię jak dotąd.
privacy-forget-done = ✅ Gotowe: bot o tobie zapomniał. Jeśli zagrasz znowu, zaczniesz od nowa.
privacy-not-yours = Ten przycisk należy do gracza, który pytał. Nic nie zostało zmienione.
privacy-server-only = To działa tylko na serwerze. Nic nie zostało zmienione.
privacy-server-admin = Tylko członek z uprawnieniem Zarządzanie serwerem może usunąć stoły tego serwera. Nic nie zostało zmienione.
privacy-server-ask = ⚠️ Usunąć teraz wszystkie stoły ({ $tables }) serwera **{ $server }**, z trwającymi grami i historią? Rankingi zaczną się tu od nowa. Tego nie da się cofnąć.
privacy-server-yes = Usuń wszystko
privacy-server-cancelled = Nic nie zostało usunięte.
privacy-server-done = 🗑️ Usunięto stoły ({ $tables }) razem z historią.
