# Alt text of the bot's own pictures (read by screen readers).

alt-chart = Chart: { $title }. { $lines }
alt-chart-line = { $game }: from { $start } to { $end } over { $games ->
    [one] 1 game.
   *[other] { $games } games.
  }
