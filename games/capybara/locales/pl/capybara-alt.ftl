# Tekst alternatywny obrazków Kapibary (dla czytników ekranu).

capybara-alt-table = Stół Kapibary, runda { $round }.
capybara-alt-hand = Ręka gracza { $player }: { $cards }.
capybara-alt-group = { $animal } { $values }
capybara-alt-piles = Lewy stos pokazuje { $left }, prawy stos pokazuje { $right }.
capybara-alt-player = { $player }: ciastka: { $cookies }, karty: { $cards }{ $teapot ->
    [1] , ma czajniczek
   *[other] {""}
  }.
capybara-alt-here = { $token } (tu stoi figurka kapibary)
capybara-alt-circle = Krąg żetonów zgodnie ze wskazówkami zegara: { $tokens }.
capybara-alt-teapot-free = Czajniczek stoi na środku.
capybara-alt-nothing = nic
capybara-alt-stacks = Stos dobierania { $draw }, stos odrzuconych { $discards }, na wierzchu: { $top }.
