# Alternativtext der eigenen Bilder des Bots (für Screenreader).

alt-chart = Diagramm: { $title }. { $lines }
alt-chart-line = { $game }: von { $start } auf { $end } in { $games ->
    [one] 1 Partie.
   *[other] { $games } Partien.
  }
