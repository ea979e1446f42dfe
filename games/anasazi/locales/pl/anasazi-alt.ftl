# Tekst alternatywny obrazków Anasazi (dla czytników ekranu).

anasazi-alt-table = Plansza Anasazi.
anasazi-alt-hand = Plansza, jaką zna { $player }.
anasazi-alt-count = { $colour } { $n }
anasazi-alt-none = brak
anasazi-alt-player = { $player } (namiot { $n }): obozy na { $camps }, zostało obozów: { $left }, kostki { $cubes }.
anasazi-alt-explorer = { $n } na { $node }
anasazi-alt-explorers = Odkrywcy: { $where }.
anasazi-alt-board-cubes = Kostki w pueblach: { $cubes }.
anasazi-alt-offered = Twoje przyciski proponują { $places }.
anasazi-alt-tower = wieża { $n } { $colour }
anasazi-alt-looked = Obejrzane: { $towers }.
anasazi-alt-value = { $colour } { $value } (wieże na torze: { $towers })
anasazi-alt-values = Wartość kostki: { $values }.
