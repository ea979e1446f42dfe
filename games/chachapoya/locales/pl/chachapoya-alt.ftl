# Tekst alternatywny obrazków Chachapoya (dla czytników ekranu).

chachapoya-alt-table = Stół Chachapoya.
chachapoya-alt-round = { $last ->
    [1] Ostatnia runda, runda { $n }.
   *[other] Runda { $n }.
  }
chachapoya-alt-over = Koniec gry po rundach: { $n }.
chachapoya-alt-offer = W ofercie: { $cards }.
chachapoya-alt-type = { $treasure } ×{ $count } ({ $points })
chachapoya-alt-out = wyeliminowany
chachapoya-alt-player = { $player }: { $about }.
chachapoya-alt-hand = Ręka gracza { $player }: { $cards }.
chachapoya-alt-no-cards = brak kart
chachapoya-alt-my-bid = Twoja oferta: { $bid }.
chachapoya-alt-buried = Widziałeś zakopany skarb: { $treasure }.
chachapoya-alt-face-down = Widziałeś zakryty skarb: { $treasure }.
chachapoya-alt-tracker = Tropiciel
chachapoya-alt-n-types = { $n ->
    [one] 1 rodzaj skarbu
    [few] { $n } rodzaje skarbów
    [many] { $n } rodzajów skarbów
   *[other] { $n } rodzaju skarbów
  }
chachapoya-alt-more-types = { $n ->
    [one] jeszcze 1 rodzaj
    [few] jeszcze { $n } rodzaje
    [many] jeszcze { $n } rodzajów
   *[other] jeszcze { $n } rodzaju
  }
chachapoya-alt-reveal-elsewhere = Ostatnie odkrycie jest w ostatnich ruchach przy stole.
chachapoya-alt-info = Skarbów w talii: { $treasures }, poszukiwaczy w talii: { $adventurers }.
