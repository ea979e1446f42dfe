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
inka-alt-swamp = bagno
inka-alt-fever = gorączka
inka-alt-one-die = jedna kość
inka-alt-machete = maczeta
inka-alt-zone = { $zone } ({ $options })
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
# Linia stanu prostymi słowami (ta ze stołu ma emoji i kropki, które czytnik ekranu odczytuje).
inka-alt-status-won = { $player } wnosi skarb do obozu i wygrywa.
inka-alt-status-called-off = Wyprawa została odwołana: nikt nie wygrał.
inka-alt-status-move = Runda { $round }, ruch: { $player }, rzut { $a } i { $b }.
inka-alt-status-banish = Runda { $round }, { $player } wygania gracza { $other } na wyspę.
inka-alt-status-bonus = Runda { $round }, { $player } rzuca ponownie albo kończy turę.
inka-alt-status-take = Runda { $round }, { $player } bierze { $n ->
        [one] { $n } kartę
        [few] { $n } karty
        [many] { $n } kart
       *[other] { $n } karty
    } z zapasu.
inka-alt-status-give = Runda { $round }, { $player } oddaje { $n ->
        [one] { $n } kartę
        [few] { $n } karty
        [many] { $n } kart
       *[other] { $n } karty
    } do zapasu.
inka-alt-status-stuck = Runda { $round }, { $player } nie może się ruszyć, rzut { $a } i { $b }: nowy rzut z przewodnikiem albo pas.
