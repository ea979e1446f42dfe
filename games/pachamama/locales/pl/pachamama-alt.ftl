# Tekst alternatywny obrazków Pachamamy (dla czytników ekranu).

pachamama-alt-table = Pachamama, kraina { $width } na { $height }.
pachamama-alt-hand = Kraina gracza { $player }, tak jak ją znasz, { $width } na { $height } pól.
pachamama-alt-offered = Twoje przyciski proponują { $squares }.
pachamama-alt-player = { $player }: { $score ->
    [one] 1 punkt
    [few] { $score } punkty
   *[other] { $score } punktów
  }, odkrywcy na { $squares }, poza krainą: { $off }, kostki: { $cubes }, ofiary: { $offerings }.
pachamama-alt-nowhere = żadnym polu
pachamama-alt-type = { $land ->
    [0] Bagno
    [1] Pustynia
    [2] Góry
   *[3] Las
  }: { $squares }.
pachamama-alt-field = { $square } pole { $field } gracza { $player }
pachamama-alt-field-revealed = { $square } pole { $field } odkryte
pachamama-alt-look = { $square } { $land ->
    [0] bagno
    [1] pustynia
    [2] góry
   *[3] las
  } { $field }
pachamama-alt-looks = Twoje podglądy, jeszcze nieodkryte: { $squares }.
pachamama-alt-undiscovered = Nieodkryte pola: { $count }.
