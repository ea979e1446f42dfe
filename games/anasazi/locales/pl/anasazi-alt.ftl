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
anasazi-alt-value = { $colour } { $value }{ $towers ->
    [0] {""}
   *[other] {" "}(wieże na torze: { $towers })
  }
anasazi-alt-values = Wartość kostki: { $values }.
anasazi-alt-more-places = { $listed ->
    [0] { $n ->
        [one] 1 miejsce
        [few] { $n } miejsca
        [many] { $n } miejsc
       *[other] { $n } miejsca
    }
   *[other] { $n ->
        [one] jeszcze 1 miejsce
        [few] jeszcze { $n } miejsca
        [many] jeszcze { $n } miejsc
       *[other] jeszcze { $n } miejsca
    }
  }
anasazi-alt-more-towers = { $listed ->
    [0] { $n ->
        [one] 1 wieża
        [few] { $n } wieże
        [many] { $n } wież
       *[other] { $n } wieży
    }
   *[other] { $n ->
        [one] jeszcze 1 wieża
        [few] jeszcze { $n } wieże
        [many] jeszcze { $n } wież
       *[other] jeszcze { $n } wieży
    }
  }
anasazi-alt-more-explorers = { $listed ->
    [0] { $n ->
        [one] 1 w drodze
       *[other] { $n } w drodze
    }
   *[other] { $n ->
        [one] jeszcze 1
       *[other] jeszcze { $n }
    }
  }

# Linia stanu prostymi słowami (ta ze stołu ma emoji, które czytnik ekranu odczytuje).
anasazi-alt-status-over = Koniec gry: { $reason }
anasazi-alt-status-setup-camps = Przygotowanie: { $player } stawia obóz startowy ({ $done } z { $total })
anasazi-alt-status-setup-looks = Przygotowanie: tajny podgląd wież, czekamy na: { $players }
anasazi-alt-status-turn = Ruch: { $player }, { $what } (akcja { $action } z { $total })
