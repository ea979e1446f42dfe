# The correspondence clock (bot/clock.py, bot/timekeeping.py, cogs/clock.py): paces, banks,
# quiet hours, vacation days and away periods.
# { $bank }, { $increment }, { $cap }, { $left_time }: durations in words ("1 day", "5 minutes").
# { $when }, { $due }, { $until }: Discord timestamps, shown in each reader's language and time zone.

pace-live = live
pace-daily = daily
pace-relaxed = relaxed
pace-none = none
# a pace's name opening a table card's line
pace-live-heading = Live
pace-daily-heading = Daily
pace-relaxed-heading = Relaxed
clock-pace-choice = { $pace }: { $bank } to start, +{ $increment } a move, at most { $cap }
clock-pace-choice-none = { $pace }: no clock, the table waits for ever
clock-pace-bank = ⏱️ { $heading }: each player has a bank of { $bank }; each move adds { $increment }, up to { $cap }. When a bank runs out, { $late }.
clock-pace-none = ⏱️ No clock: take your time.
clock-vacation-on = 🏖️ An empty bank first spends one of the player's vacation days.
clock-vacation-off = 🏖️ No vacation days at this table.
clock-runs-out = ⏳ { $player }: clock runs out { $when }
clock-paces-title = Paces (/game new pace:)
clock-hand-runs-out = ⏳ Your clock runs out { $when }.
clock-hand-bank = ⏱️ Your bank: { $left_time }.
clock-vacation-day = 🏖️ { $player } used a vacation day; { $left } left. Their clock now runs out { $due }.
clock-away-line = 🏖️ { $player } is away until { $until }: their clock is paused.
clock-back-line = 👋 { $player } is back: their clock runs again.
service-unknown-pace = There is no pace { $pace }: choose one of { $paces }.
service-reminder-vacation = ⏰ { $player }: your move is due { $due }; after that one of your vacation days is spent.

## /game away

clock-away-status = 🏖️ You have { $left } vacation { $left ->
        [one] day
       *[other] days
    } (14 a year, at most 30 saved). `/game away days:3` pauses your clocks in every game for 3 days.
clock-away-status-away = 🏖️ You are away until { $until }. `/game away end:True` comes back early and returns the whole days not used.
clock-away-set = 🏖️ You are away until { $until }: your clocks are paused in every game. { $left } vacation { $left ->
        [one] day
       *[other] days
    } left.
clock-back = 👋 Welcome back: your clocks run again. { $left } vacation { $left ->
        [one] day
       *[other] days
    } left.
clock-away-already = You are already away until { $until }: `/game away end:True` comes back first. Nothing was changed.
clock-away-too-short = Choose at least 1 day, or a date after today. Nothing was changed.
clock-away-too-long = At most { $most } days at a time. Nothing was changed.
clock-away-not-enough = You asked for { $asked } { $asked ->
        [one] day
       *[other] days
    }, but you have { $left } vacation { $left ->
        [one] day
       *[other] days
    } left. Nothing was changed.
clock-not-away = You are not away. Nothing was changed.
clock-away-bad-date = “{ $date }” is not a date I can read: write it as YYYY-MM-DD, e.g. 2026-12-24. Nothing was changed.
clock-away-one-of = Give days or until, not both (or end alone). Nothing was changed.

## /game settings

clock-settings-zone = 🌍 Time zone: { $zone }. 🌙 Quiet hours: { $quiet } (no your-move DMs then, and no clock of yours runs out).
clock-settings-no-zone = 🌍 No time zone yet: `/game settings time_zone:Europe/Warsaw` gives you quiet hours (23:00–08:00 unless you choose others).
clock-settings-vacation = 🏖️ Vacation days: { $left }.
clock-settings-away = 🏖️ Away until { $until }.
clock-settings-saved = ✅ Saved.
clock-bad-zone = “{ $zone }” is not a time zone I know: use a name such as Europe/Warsaw or Pacific/Auckland (the list suggests them as you type). Nothing was changed.
clock-bad-quiet = “{ $text }” are not quiet hours I can read: write them as 23:00-08:00, or off. Nothing was changed.
clock-quiet-needs-zone = Quiet hours need your time zone: add time_zone, e.g. Europe/Warsaw. Nothing was changed.
clock-quiet-off = off
