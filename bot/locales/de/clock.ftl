# Die Uhr für Fernpartien (siehe bot/locales/en/clock.ftl).

pace-live = live
pace-daily = täglich
pace-relaxed = entspannt
pace-none = ohne
# a pace's name opening a table card's line
pace-live-heading = Live
pace-daily-heading = Täglich
pace-relaxed-heading = Entspannt
clock-pace-choice = { $pace }: { $bank } zu Beginn, +{ $increment } pro Zug, höchstens { $cap }
clock-pace-choice-none = { $pace }: keine Uhr, der Tisch wartet beliebig lange
clock-pace-bank = ⏱️ { $heading }: Jeder Spieler beginnt mit { $bank } auf dem Zeitkonto; jeder Zug bringt { $increment }, insgesamt höchstens { $cap }. Ist ein Konto leer, { $late }.
clock-pace-none = ⏱️ Keine Uhr: Lass dir Zeit.
clock-vacation-on = 🏖️ Ein leeres Konto verbraucht zuerst einen Urlaubstag des Spielers.
clock-vacation-off = 🏖️ An diesem Tisch keine Urlaubstage.
clock-runs-out = ⏳ { $player }: Uhr läuft ab { $when }
clock-paces-title = Tempi (/spiel neu tempo:)
clock-hand-runs-out = ⏳ Deine Uhr läuft ab { $when }.
clock-hand-bank = ⏱️ Dein Zeitkonto: { $left_time }.
clock-vacation-day = 🏖️ { $player } hat einen Urlaubstag verbraucht; noch { $left }. Die Uhr läuft jetzt ab { $due }.
clock-away-line = 🏖️ { $player } ist abwesend bis { $until }: Die Uhr steht.
clock-back-line = 👋 { $player } ist zurück: Die Uhr läuft wieder.
service-unknown-pace = Es gibt kein Tempo { $pace }: Wähle eines von { $paces }.
service-reminder-vacation = ⏰ { $player }: Dein Zug ist fällig { $due }; danach wird einer deiner Urlaubstage verbraucht.

## /spiel abwesend

clock-away-status = 🏖️ Du hast { $left } { $left ->
        [one] Urlaubstag
       *[other] Urlaubstage
    } (14 pro Jahr, höchstens 30 gespart). `/spiel abwesend tage:3` hält deine Uhren in allen Spielen 3 Tage an.
clock-away-status-away = 🏖️ Du bist abwesend bis { $until }. `/spiel abwesend ende:True` kommt früher zurück und gibt ganze ungenutzte Tage zurück.
clock-away-set = 🏖️ Du bist abwesend bis { $until }: Deine Uhren stehen in allen Spielen. Noch { $left } { $left ->
        [one] Urlaubstag
       *[other] Urlaubstage
    }.
clock-back = 👋 Willkommen zurück: Deine Uhren laufen wieder. Noch { $left } { $left ->
        [one] Urlaubstag
       *[other] Urlaubstage
    }.
clock-away-already = Du bist schon abwesend bis { $until }: `/spiel abwesend ende:True` kommt zuerst zurück. Nichts wurde geändert.
clock-away-too-short = Wähle mindestens 1 Tag oder ein Datum nach heute. Nichts wurde geändert.
clock-away-too-long = Höchstens { $most } Tage auf einmal. Nichts wurde geändert.
clock-away-not-enough = Du hast { $asked } { $asked ->
        [one] Tag
       *[other] Tage
    } verlangt, hast aber noch { $left } { $left ->
        [one] Urlaubstag
       *[other] Urlaubstage
    }. Nichts wurde geändert.
clock-not-away = Du bist nicht abwesend. Nichts wurde geändert.
clock-away-bad-date = „{ $date }“ ist kein Datum, das ich lesen kann: Schreibe es als JJJJ-MM-TT, z. B. 2026-12-24. Nichts wurde geändert.
clock-away-one-of = Gib Tage oder ein Datum an, nicht beides (oder nur ende). Nichts wurde geändert.

## /spiel einstellungen

clock-settings-zone = 🌍 Zeitzone: { $zone }. 🌙 Ruhezeiten: { $quiet } (dann keine DMs, und keine Uhr von dir läuft ab).
clock-settings-no-zone = 🌍 Noch keine Zeitzone: `/spiel einstellungen zeitzone:Europe/Berlin` gibt dir Ruhezeiten (23:00–08:00, wenn du keine anderen wählst).
clock-settings-vacation = 🏖️ Urlaubstage: { $left }.
clock-settings-away = 🏖️ Abwesend bis { $until }.
clock-settings-saved = ✅ Gespeichert.
clock-bad-zone = „{ $zone }“ ist keine Zeitzone, die ich kenne: Nimm einen Namen wie Europe/Berlin oder Pacific/Auckland (die Liste schlägt sie beim Tippen vor). Nichts wurde geändert.
clock-bad-quiet = „{ $text }“ sind keine Ruhezeiten, die ich lesen kann: Schreibe sie als 23:00-08:00 oder aus. Nichts wurde geändert.
clock-quiet-needs-zone = Ruhezeiten brauchen deine Zeitzone: Gib zeitzone an, z. B. Europe/Berlin. Nichts wurde geändert.
clock-quiet-off = aus
