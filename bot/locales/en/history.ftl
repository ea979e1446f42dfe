# /game history, replay, export, stats and leaderboard (cogs/history.py, bot/replays.py, bot/rating_plot.py).
# Every answer here is private: it is in the reader's language.

## History pages

history-none = No finished games yet.
history-none-on-page = No games on this page.
history-players = Players: { $names }
history-winners = 🏆 { $count ->
    [one] Winner
   *[other] Winners
}: { $names }
# $link: the table message's address on discord.com
history-table-link = [Table message]({ $link })
history-table-in-channel = Table message in #{ $channel }
# Said of a channel the bot cannot see any more: "Table message in #its channel".
history-its-channel = its channel
history-table-gone = (table message gone)
history-footer = Page { $page } of { $pages } · { $total ->
    [one] { $total } finished game
   *[other] { $total } finished games
} · newest first
history-title-server = Finished games in this server
history-title-server-game = Finished { $game } games in this server
history-title-member-here = { $name }'s finished games here
history-title-member-here-game = { $name }'s finished { $game } games here
history-title-member-everywhere = { $name }'s finished games in every server
history-title-member-everywhere-game = { $name }'s finished { $game } games in every server
# Instead of a name, for a member who left the server.
history-that-player = That player
history-replay-button = Replay #{ $table }
history-newer = ◀ Newer
history-older = Older ▶
history-other-server = This history belongs to another server.
history-only-that-player = Only that player can page through their games in every server.
history-dm-own = In direct messages, history shows your own games.

## Replays

history-no-such-game = There is no finished game #{ $table } here. `/game history` lists them.
history-not-finished = Game #{ $table } has not finished, so it cannot be replayed or exported yet.
history-game-gone = Game #{ $table } is of a game this bot no longer hosts.
history-replay-too-far = Game #{ $table } has only { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
}.
history-replay-title = { $game } · table #{ $table } · replay
history-replay-head-dealt = **Step { $step } of { $last }** · the table as dealt
history-replay-head-moved = **Step { $step } of { $last }** · { $name } moved
history-replay-no-announcement = _No announcement for this move._
history-final-scores = 🏁 Final scores
history-result-line = { $place }. { $name }: { $score }
history-result-winner = { $place }. { $name }: { $score } (winner)
history-result-eliminated = { $place }. { $name }: { $score } (eliminated)
history-replay-footer = Replayed from the game's log: only what everyone could see at the time
history-jump-round = Jump to a round…
history-jump-step = Jump to a step…
history-jump-round-label = Round { $round } (step { $step })
history-jump-step-label = Step { $step }

## Export

# $command: the command line to check the file, shown as it is
history-export = **{ $game }** #{ $table }: { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}. Anyone with the bot's code can replay and check it: `{ $command }`.

## Stats and leaderboard

history-stats-guild-only = Stats and ratings are kept per server: ask in a server's channel.
history-stats-title = { $name } · games in this server
history-stats-none = { $name } has no finished games here yet.
history-stats-line = { $played ->
    [one] { $played } game
   *[other] { $played } games
} played · { $won } won · average place { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) }
history-not-rated = not rated yet
# $rating: a rating like 1137 (shown without a thousands separator)
history-rating = rating **{ $rating }** (#{ $place } of { $players })
history-stats-footer = Ratings: openskill Plackett–Luce from every finished game here; newcomers show { $start }
# The title of the ratings picture (at most about 40 characters with the name).
history-chart-title = { $name }'s ratings, game by game
history-chart-empty = No rated games yet
history-leaderboard-guild-only = Leaderboards are kept per server: ask in a server's channel.
history-no-game = There is no game called `{ $game }`.
history-leaderboard-title = { $game } · leaderboard
history-leaderboard-empty = No rated games here yet: finish a game with at least one person at the table.
# $place: a medal or "4."; $who: a name
history-leaderboard-line = { $place } { $who }: { $rating } · { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}
history-leaderboard-footer = { $rated ->
    [one] { $rated } rated game
   *[other] { $rated } rated games
} · equal ratings share a place · AI seats play as one player per level
history-ai-easy = AI (easy)
history-ai-normal = AI (normal)
history-ai-hard = AI (hard)
