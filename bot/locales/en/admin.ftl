# A server's settings (cogs/admin.py): /game config, for members with Manage Server.

admin-only-admins = 🔒 Only the server's admins (Manage Server) can change its settings. Nothing was changed.
admin-title = ⚙️ **This server's settings for new tables** (running tables keep theirs)
admin-line = • **{ $setting }:** { $value }
admin-pick = Change a setting…
admin-saved = ✅ { $setting }: { $value }. New tables use it from now on.
admin-changes-title = **Last changes**
admin-changes-none = No changes yet: every setting is the default.
admin-change-line = { $when } { $user }: { $setting } → { $value }
admin-setting-pace = Default pace
admin-setting-when-late = When a bank runs out
admin-setting-channels = Channels where tables may be opened
admin-setting-play-by-play = Play-by-play
admin-setting-host-role = Host role (may open tables)
admin-setting-language = Language of public messages
admin-setting-ai-ratings = Games with AI seats and ratings
admin-setting-announce = Announcement channel
admin-play-by-play-thread = in a thread on the table
admin-play-by-play-channel = in the channel
admin-ai-ratings-humans = only the humans are rated, among themselves
admin-ai-ratings-all = AI seats are rated too
admin-ai-ratings-none = games with an AI seat are not rated
admin-language-auto = the server's Discord language
admin-channels-any = any channel
admin-host-role-everyone = everyone
admin-announce-none = none
admin-clear-channels = Any channel
admin-clear-announce = No announcements
admin-clear-host-role = Everyone may open tables
admin-channel-not-allowed = 🚫 Tables are opened only in { $channels } on this server. Nothing was opened.
admin-host-role-needed = 🚫 Only members with the role { $role } can open tables on this server. Nothing was opened.
admin-announce-finished = 🏁 { $game } (table #{ $table }) is over. { $count ->
        [0] No winner.
        [one] Winner: { $winners }
       *[other] Winners: { $winners }
    }
admin-cmd-config = config
admin-cmd-config-about = This server's settings for new tables (Manage Server)
admin-cmd-season = season
admin-cmd-season-about = Seasons: a fresh leaderboard (Manage Server)
admin-cmd-season-start = start
admin-cmd-season-start-about = Start a season: a fresh leaderboard beside all time
admin-cmd-season-end = end
admin-cmd-season-end-about = End the season: its leaderboards are archived
admin-option-name = name
admin-option-season = season
admin-season-name-about = The season's name, e.g. Spring 2026
admin-leaderboard-season-about = A season's name (default: all time, and the running season)
admin-season-started = 🏁 Season **{ $name }** has started: the leaderboard shows it beside all time, counting the games finished from now on.
admin-season-already-open = A season is running already: end it first with `/game season end`. Nothing changed.
admin-season-name-taken = There was a season called **{ $name }** already: choose another name. Nothing changed.
admin-season-none-open = No season is running. `/game season start` starts one.
admin-season-ended = 🏁 Season **{ $name }** has ended; its leaderboards are archived (`/game leaderboard season:{ $name }`).
admin-season-champion = • { $game }: 🥇 { $name }
admin-season-unknown = There is no season called **{ $name }** here.
admin-season-board-running = Season { $season } (running): { $game }
admin-season-board-ended = Season { $season } (final): { $game }
