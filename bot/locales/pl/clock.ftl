# Zegar gry korespondencyjnej (zob. bot/locales/en/clock.ftl).

pace-live = na żywo
pace-daily = dzienne
pace-relaxed = spokojne
pace-none = bez zegara
# a pace's name opening a table card's line
pace-live-heading = Na żywo
pace-daily-heading = Dzienne
pace-relaxed-heading = Spokojne
clock-pace-choice = { $pace }: { $bank } na start, +{ $increment } za ruch, najwyżej { $cap }
clock-pace-choice-none = { $pace }: stół czeka bez końca
clock-pace-bank = ⏱️ { $heading }: każdy gracz ma bank czasu { $bank }; każdy ruch dodaje { $increment }, do { $cap }. Gdy bank się skończy, { $late }.
clock-pace-none = ⏱️ Bez zegara: nie spiesz się.
clock-vacation-on = 🏖️ Pusty bank najpierw zużywa jeden dzień urlopu gracza.
clock-vacation-off = 🏖️ Przy tym stole nie ma dni urlopu.
clock-runs-out = ⏳ { $player }: zegar kończy się { $when }
clock-paces-title = Tempa (/gra nowa tempo:)
clock-hand-runs-out = ⏳ Twój zegar kończy się { $when }.
clock-hand-bank = ⏱️ Twój bank czasu: { $left_time }.
clock-vacation-day = 🏖️ { $player } zużywa dzień urlopu; zostało { $left }. Zegar kończy się teraz { $due }.
clock-away-line = 🏖️ { $player } jest na urlopie do { $until }: zegar stoi.
clock-back-line = 👋 { $player } wraca: zegar znów chodzi.
service-unknown-pace = Nie ma tempa { $pace }: wybierz jedno z { $paces }.
service-reminder-vacation = ⏰ { $player }: twój ruch mija { $due }; potem zużyjemy jeden z twoich dni urlopu.

## /gra urlop

clock-away-status = 🏖️ Masz { $left } { $left ->
        [one] dzień
       *[other] dni
    } urlopu (14 na rok, najwyżej 30 odłożonych). `/gra urlop dni:3` zatrzymuje twoje zegary we wszystkich grach na 3 dni.
clock-away-status-away = 🏖️ Jesteś na urlopie do { $until }. `/gra urlop koniec:True` wraca wcześniej i oddaje całe niewykorzystane dni.
clock-away-set = 🏖️ Jesteś na urlopie do { $until }: twoje zegary stoją we wszystkich grach. Zostało { $left } { $left ->
        [one] dzień
       *[other] dni
    } urlopu.
clock-back = 👋 Witaj z powrotem: twoje zegary znów chodzą. Zostało { $left } { $left ->
        [one] dzień
       *[other] dni
    } urlopu.
clock-away-already = Już jesteś na urlopie do { $until }: najpierw `/gra urlop koniec:True`. Nic nie zmieniono.
clock-away-too-short = Wybierz co najmniej 1 dzień albo datę po dzisiejszej. Nic nie zmieniono.
clock-away-too-long = Najwyżej { $most } dni naraz. Nic nie zmieniono.
clock-away-not-enough = Prosisz o { $asked } { $asked ->
        [one] dzień
       *[other] dni
    }, ale masz { $left } { $left ->
        [one] dzień
       *[other] dni
    } urlopu. Nic nie zmieniono.
clock-not-away = Nie jesteś na urlopie. Nic nie zmieniono.
clock-away-bad-date = „{ $date }” to nie data, którą umiem przeczytać: napisz ją jako RRRR-MM-DD, np. 2026-12-24. Nic nie zmieniono.
clock-away-one-of = Podaj dni albo datę, nie oba (albo samo koniec). Nic nie zmieniono.

## /gra ustawienia

clock-settings-zone = 🌍 Strefa czasowa: { $zone }. 🌙 Godziny ciszy: { $quiet } (wtedy żadnych DM-ów i żaden twój zegar się nie kończy).
clock-settings-no-zone = 🌍 Brak strefy czasowej: `/gra ustawienia strefa_czasowa:Europe/Warsaw` daje godziny ciszy (23:00–08:00, chyba że wybierzesz inne).
clock-settings-vacation = 🏖️ Dni urlopu: { $left }.
clock-settings-away = 🏖️ Na urlopie do { $until }.
clock-settings-saved = ✅ Zapisano.
clock-bad-zone = „{ $zone }” to nie znana mi strefa czasowa: użyj nazwy takiej jak Europe/Warsaw albo Pacific/Auckland (lista podpowiada je podczas pisania). Nic nie zmieniono.
clock-bad-quiet = „{ $text }” to nie godziny ciszy, które umiem przeczytać: napisz je jako 23:00-08:00 albo wył. Nic nie zmieniono.
clock-quiet-needs-zone = Godziny ciszy wymagają strefy czasowej: dodaj strefa_czasowa, np. Europe/Warsaw. Nic nie zmieniono.
clock-quiet-off = wył.
