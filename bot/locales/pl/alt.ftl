# Tekst alternatywny własnych obrazków bota (dla czytników ekranu).

alt-chart = Wykres: { $title }. { $lines }
alt-chart-line = { $game }: od { $start } do { $end }, liczba gier: { $games }.
