# Tekst alternatywny obrazków Pachamamy (dla czytników ekranu).

pachamama-alt-table = Pachamama, kraina { $width } na { $height }.
pachamama-alt-to-play = Ruch: { $player }.
pachamama-alt-hand = Kraina gracza { $player }, tak jak ją znasz, { $width } na { $height } pól.
pachamama-alt-offered = Twoje przyciski proponują { $squares }.
pachamama-alt-player = { $player }: { $score ->
    [one] 1 punkt
    [few] { $score } punkty
   *[other] { $score } punktów
  }, odkrywcy na { $squares }{ $off ->
    [0] {""}
   *[other] , poza krainą: { $off }
  }, kostki: { $cubes }{ $offerings ->
    [0] {""}
   *[other] , ofiary: { $offerings }
  }.
pachamama-alt-nowhere = żadnym polu
pachamama-alt-type = { $land ->
    [0] Bagno
    [1] Pustynia
    [2] Góry
   *[3] Las
  }: { $squares }.
pachamama-alt-range = od { $first } do { $last }
pachamama-alt-n-squares = { $n ->
    [one] 1 pole
    [few] { $n } pola
    [many] { $n } pól
   *[other] { $n } pola
  }
pachamama-alt-more-squares = { $n ->
    [one] jeszcze 1 pole
    [few] jeszcze { $n } pola
    [many] jeszcze { $n } pól
   *[other] jeszcze { $n } pola
  }
pachamama-alt-fields = Uprawy: { $groups }.
pachamama-alt-fields-of = { $player } ma { $fields }
pachamama-alt-fields-revealed = odkryte: { $fields }
pachamama-alt-field-value = { $square } ({ $field })
pachamama-alt-n-fields = { $n ->
    [one] 1 uprawa
    [few] { $n } uprawy
    [many] { $n } upraw
   *[other] { $n } uprawy
  }
pachamama-alt-more-fields = { $n ->
    [one] jeszcze 1 uprawa
    [few] jeszcze { $n } uprawy
    [many] jeszcze { $n } upraw
   *[other] jeszcze { $n } uprawy
  }
pachamama-alt-look = { $square } { $land ->
    [0] bagno
    [1] pustynia
    [2] góry
   *[3] las
  } { $field }
pachamama-alt-looks = Twoje podglądy, jeszcze nieodkryte: { $squares }.
pachamama-alt-undiscovered = Nieodkryte pola: { $count }.
