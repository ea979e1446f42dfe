# Wie der Bot Spieler zwischen den Zügen erreicht (cogs/notify.py, cogs/turns.py, cogs/following.py).

## die Liste „Deine Züge“

turns-title = 📋 **Deine Züge** ({ $count ->
    [one] ein Zug wartet auf dich
   *[other] { $count } Züge warten auf dich
})
turns-none = ✅ **Deine Züge**: Kein Zug wartet auf dich. (Diese Nachricht bleibt aktuell.)
turns-line = • **{ $game }** #{ $table } · { $server }: { $asked }, { $due }{ $muted } · { $link }
turns-your-move = du bist am Zug
turns-due = fällig { $when }
turns-no-due = ohne Frist
turns-some-server = ein Server
turns-more = …und { $count } weitere (siehe `/game mine`)
turns-open-hand = { $game } #{ $table }
turns-push = 🔔 Du bist an { $count } Tischen am Zug
turns-digest = 🗞️ **Deine Übersicht**
turns-follow-digest = 🗞️ **Tische, denen du folgst**
turns-follow-table = 👀 **{ $game }** #{ $table } · { $link }
lobby-mine-others = **Deine anderen Tische**

## Befehle, die den Bot im Server brauchen

cmd-server-only = { $command } braucht den Bot in diesem Server (ein Server-Admin fügt ihn hinzu). Hier gehen `/game mine`, `/game settings`, `/game follow` und `/game rules`.

## Benachrichtigungen (/game settings)

notify-mode-every = jeder Zug
notify-mode-every-about = eine DM, wenn Züge auf dich warten (Tische binnen Minuten: eine DM)
notify-mode-digest = Übersicht
notify-mode-digest-about = eine DM zu deinen Zeiten mit allen Zügen, die du schuldest
notify-mode-deadline = nur Fristen
notify-mode-deadline-about = eine DM nur, wenn deine Zeit knapp wird
notify-mode-off = aus
notify-mode-off-about = keine DMs außer deinen Händen
notify-choose-mode = Wie soll ich dich erreichen?
notify-settings-mode = 📬 Benachrichtigungen: **{ $mode }** ({ $about })
notify-settings-digest = 🗞️ Zeiten der Übersicht: { $times } ({ $zone })
notify-settings-muted = 🔕 Stummgeschaltete Tische: { $tables }
notify-settings-following = 👀 Du folgst: { $tables }
notify-mode-now = ✅ Benachrichtigungen: { $mode }.
notify-bad-digest-times = ⚠️ „{ $text }“ kann ich nicht als Zeiten lesen: gib eine oder zwei Uhrzeiten an, z. B. `08:00, 18:00`. Nichts wurde geändert.

## stummschalten, folgen

notify-mute-not-yours = ⚠️ Du spielst an keinem offenen Tisch #{ $table }, also gibt es nichts stummzuschalten. Nichts wurde geändert.
notify-muted = 🔕 **{ $game }** #{ $table } ist stumm: Er bleibt in deiner Liste, aber ich schreibe dir nicht mehr dazu. Derselbe Befehl hebt es wieder auf.
notify-unmuted = 🔔 **{ $game }** #{ $table } ist nicht mehr stumm.
notify-follow-cannot-see = ⚠️ Tisch #{ $table } kann ich dir nicht zeigen: Es gibt keinen solchen Tisch in einem Server und Kanal, den du sehen kannst. Nichts wurde geändert.
notify-follow-over = ⚠️ Tisch #{ $table } ist beendet: `/game replay` zeigt ihn. Nichts wurde geändert.
notify-follow-you-play = ⚠️ Du spielst an Tisch #{ $table }: Deine Liste und deine Hand folgen ihm schon. Nichts wurde geändert.
notify-follow-already = Du folgst **{ $game }** #{ $table } schon.
notify-following = 👀 Du folgst **{ $game }** #{ $table }: Sein öffentlicher Spielverlauf kommt zu deinen Zeiten ({ $times }). `/game unfollow` beendet das.
notify-unfollow-not = ⚠️ Du folgst Tisch #{ $table } nicht. Nichts wurde geändert.
notify-unfollowed = Du folgst Tisch #{ $table } nicht mehr.
