# Alt text of Capybara's pictures (read by screen readers). $left, $right, $top, $token are names of cards or tokens.

capybara-alt-table = Capybara table, round { $round }.
capybara-alt-hand = { $player }'s hand: { $cards }.
capybara-alt-group = { $animal } { $values }
capybara-alt-piles = Left pile shows { $left }, right pile shows { $right }.
capybara-alt-player = { $player }: { $cookies ->
    [one] 1 cookie
   *[other] { $cookies } cookies
  }, { $cards ->
    [one] 1 card
   *[other] { $cards } cards
  }{ $teapot ->
    [1] , holds the teapot
   *[other] {""}
  }.
capybara-alt-here = { $token } (capybara figure here)
capybara-alt-circle = Token circle, clockwise: { $tokens }.
capybara-alt-teapot-free = The teapot is in the middle.
capybara-alt-nothing = nothing
capybara-alt-stacks = Draw pile { $draw }, discard pile { $discards }, on top: { $top }.
