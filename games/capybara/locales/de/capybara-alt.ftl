# Alternativtext der Capybara-Bilder (für Screenreader).

capybara-alt-table = Capybara-Tisch, Runde { $round }.
capybara-alt-hand = Hand von { $player }: { $cards }.
capybara-alt-group = { $animal } { $values }
capybara-alt-piles = Linker Stapel zeigt { $left }, rechter Stapel zeigt { $right }.
capybara-alt-player = { $player }: { $cookies ->
    [one] 1 Keks
   *[other] { $cookies } Kekse
  }, { $cards ->
    [one] 1 Karte
   *[other] { $cards } Karten
  }{ $teapot ->
    [1] , hat die Teekanne
   *[other] {""}
  }.
capybara-alt-here = { $token } (hier steht die Capybara-Figur)
capybara-alt-circle = Plättchenkreis im Uhrzeigersinn: { $tokens }.
capybara-alt-teapot-free = Die Teekanne steht in der Mitte.
capybara-alt-nothing = nichts
capybara-alt-stacks = Nachziehstapel { $draw }, Ablagestapel { $discards }, oben: { $top }.
