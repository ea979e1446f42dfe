# /game rules: the names of the numbered parts of the setup picture (games/capybara/rules_picture.py)
capybara-rules-pic-pile = { $pile ->
        [left] left pile
       *[right] right pile
    }
capybara-rules-pic-draw-pile = draw pile
capybara-rules-pic-discard = discard pile
capybara-rules-pic-circle = the circle of animals
capybara-rules-pic-teapot = teapot
capybara-rules-pic-capybara = capybara figure
capybara-rules-pic-cookies = cookies
capybara-rules-pic-hand = cards in hand
