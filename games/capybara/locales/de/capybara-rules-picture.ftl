# /game rules: the names of the numbered parts of the setup picture (games/capybara/rules_picture.py)
capybara-rules-pic-pile = { $pile ->
        [left] linker Stapel
       *[right] rechter Stapel
    }
capybara-rules-pic-draw-pile = Nachziehstapel
capybara-rules-pic-discard = Ablagestapel
capybara-rules-pic-circle = der Kreis der Tiere
capybara-rules-pic-teapot = Teekanne
capybara-rules-pic-capybara = Capybara-Figur
capybara-rules-pic-cookies = Kekse
capybara-rules-pic-hand = Karten auf der Hand
