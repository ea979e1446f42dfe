# How the bot reaches a player between moves (cogs/notify.py, cogs/turns.py, cogs/following.py).

## the "Your turns" list

turns-title = 📋 **Your turns** ({ $count ->
    [one] one move awaits you
   *[other] { $count } moves await you
})
turns-none = ✅ **Your turns**: no move awaits you. (This message is kept current.)
turns-line = • **{ $game }** #{ $table } · { $server }: { $asked }, { $due }{ $muted } · { $link }
turns-your-move = your move
turns-due = due { $when }
turns-no-due = no deadline
turns-some-server = a server
turns-more = …and { $count } more (see `/game mine`)
turns-open-hand = { $game } #{ $table }
turns-push = 🔔 Your move at { $count } tables
turns-digest = 🗞️ **Your digest**
turns-follow-digest = 🗞️ **Tables you follow**
turns-follow-table = 👀 **{ $game }** #{ $table } · { $link }
lobby-mine-others = **Your other tables**

## commands that need the bot in the server

cmd-server-only = { $command } needs the bot in this server (a server admin adds it). Here you can use `/game mine`, `/game settings`, `/game follow` and `/game rules`.

## notification modes (/game settings)

notify-mode-every = every move
notify-mode-every-about = a DM when moves await you (tables within minutes: one DM)
notify-mode-digest = digest
notify-mode-digest-about = one DM at your digest times listing every move you owe
notify-mode-deadline = deadline only
notify-mode-deadline-about = a DM only when your time runs short
notify-mode-off = off
notify-mode-off-about = no DMs but your hands
notify-choose-mode = How should I reach you?
notify-settings-mode = 📬 Notifications: **{ $mode }** ({ $about })
notify-settings-digest = 🗞️ Digest times: { $times } ({ $zone })
notify-settings-muted = 🔕 Muted tables: { $tables }
notify-settings-following = 👀 Following: { $tables }
notify-mode-now = ✅ Notifications: { $mode }.
notify-bad-digest-times = ⚠️ "{ $text }" are not digest times I can read: give one or two times of day, e.g. `08:00, 18:00`. Nothing was changed.

## mute, follow

notify-mute-not-yours = ⚠️ You don't play at an open table #{ $table }, so there is nothing to mute. Nothing was changed.
notify-muted = 🔕 **{ $game }** #{ $table } is muted: it stays in your list, but I won't DM you about it. The same command again unmutes it.
notify-unmuted = 🔔 **{ $game }** #{ $table } is no longer muted.
notify-follow-cannot-see = ⚠️ I can't show you table #{ $table }: there is no such table in a server and channel you can see. Nothing was changed.
notify-follow-over = ⚠️ Table #{ $table } has ended: `/game replay` shows it. Nothing was changed.
notify-follow-you-play = ⚠️ You play at table #{ $table }: your list and your hand already follow it. Nothing was changed.
notify-follow-already = You already follow **{ $game }** #{ $table }.
notify-following = 👀 You follow **{ $game }** #{ $table }: its public play-by-play comes at your digest times ({ $times }). `/game unfollow` stops it.
notify-unfollow-not = ⚠️ You don't follow table #{ $table }. Nothing was changed.
notify-unfollowed = You no longer follow table #{ $table }.
