# Tekst alternatywny obrazków planszy Inków (dla czytników ekranu).

inka-alt-table = Plansza Inków, 21 na 18 pól.
inka-alt-hand = Plansza dla gracza { $player }, pionek { $n }.
inka-alt-offered = Twoje menu proponują { $places }.
inka-alt-player = { $player } (pionek { $n }) na { $place }: { $about }.
inka-alt-carrier = niesie skarb
inka-alt-guides = { $n ->
    [one] 1 przewodnik
    [few] { $n } przewodników
    [many] { $n } przewodników
   *[other] { $n } przewodnika
  }
inka-alt-rescue = karta ratunkowa
inka-alt-depot = Zapas: { $cards }; zostało kart wydarzeń: { $events }, kart ryzyka: { $risks }.
inka-alt-temples = { $count ->
    [0] Żadna świątynia nie jest jeszcze otwarta.
   *[other] Otwarte świątynie: { $temples }.
  }
inka-alt-last-move = Ostatni ruch z { $start } na { $end }.
inka-alt-n-temples = { $n ->
    [one] 1 świątynia
    [few] { $n } świątynie
    [many] { $n } świątyń
   *[other] { $n } świątyni
  }
inka-alt-more-temples = { $n ->
    [one] jeszcze 1 świątynia
    [few] jeszcze { $n } świątynie
    [many] jeszcze { $n } świątyń
   *[other] jeszcze { $n } świątyni
  }
inka-alt-n-places = { $n ->
    [one] 1 miejsce
    [few] { $n } miejsca
    [many] { $n } miejsc
   *[other] { $n } miejsca
  }
inka-alt-more-places = { $n ->
    [one] jeszcze 1 miejsce
    [few] jeszcze { $n } miejsca
    [many] jeszcze { $n } miejsc
   *[other] jeszcze { $n } miejsca
  }
