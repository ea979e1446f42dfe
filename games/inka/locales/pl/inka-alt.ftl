# Tekst alternatywny obrazków planszy Inków (dla czytników ekranu).

inka-alt-table = Plansza Inków, 21 na 18 pól.
inka-alt-hand = Plansza dla gracza { $player }, pionek { $n }.
inka-alt-offered = Twoje menu proponują { $places }.
inka-alt-player = { $player } (pionek { $n }) na { $place }: { $about }.
inka-alt-rescue = karta ratunkowa
inka-alt-depot = Zapas: { $cards }; zostało kart wydarzeń: { $events }, kart ryzyka: { $risks }.
inka-alt-temples = { $count ->
    [0] Żadna świątynia nie jest jeszcze otwarta.
   *[other] Otwarte świątynie: { $temples }.
  }
inka-alt-last-move = Ostatni ruch z { $start } na { $end }.
